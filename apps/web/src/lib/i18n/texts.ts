/**
 * The site's texts and their lookup: the part of i18next the app used (`t`, `exists`,
 * `addResourceBundle`, `changeLanguage` and two events), in a few hundred bytes rather than the
 * library's ~17 kB gzip on every first load. Same rules as the i18next set-up it replaces
 * (texts.test.ts compares the two on the real content files):
 *
 * - `ns:path.to.key`, the namespace `layout` when none is named; a text is looked up in the
 *   current language, then in `en` (a missing or empty text falls through);
 * - with a numeric `count`, `key_zero` (count 0) then `key_<CLDR plural category>` then `key`;
 * - `{name}` is replaced by a parameter (`{user.name}` reads a path), `{count, number}` formats
 *   it with Intl.NumberFormat of the current language (for a text from `en` too); an unknown parameter stays
 *   as written;
 * - a key with no text (or with a group of texts rather than one) renders as its own name
 *   without the namespace; `exists` is true for a group of texts too.
 */
import { intlLocaleOf, pluralKeysOf } from '@casino/shared';

type Texts = { [key: string]: unknown };
type Params = Record<string, unknown>;
type Listener = () => void;
type TextsEvent = 'languageChanged' | 'added';

const NAMESPACE_SEPARATOR = ':';
const PLACEHOLDER = /\{(.+?)\}/g;

export interface TextStore {
  readonly language: string;
  t(key: string, params?: Params): string;
  exists(key: string, params?: Params): boolean;
  addResourceBundle(language: string, namespace: string, texts: Texts, deep?: boolean, overwrite?: boolean): void;
  changeLanguage(language: string): Promise<void>;
  on(event: TextsEvent, listener: Listener): void;
}

const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(target: Texts, source: Texts, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isTexts(current) && isTexts(value)) merge(current, value, overwrite);
    else if (overwrite || current === undefined) target[key] = isTexts(value) ? structuredClone(value) : value;
  }
}

function readPath(texts: unknown, path: readonly string[]): unknown {
  let value = texts;
  for (const part of path) {
    if (!isTexts(value)) return undefined;
    value = value[part];
  }
  return value;
}

/** A parameter as text, as i18next wrote it: null as nothing, the rest as `String` does. */
const makeString = (value: unknown): string => (value === null || value === undefined ? '' : `${value as string}`);

function formatValue(value: unknown, format: string, language: string): string {
  if (format === 'number') return new Intl.NumberFormat(intlLocaleOf(language)).format(Number(value));
  return makeString(value);
}

function interpolate(text: string, params: Params, language: string): string {
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const [name = '', ...format] = inner.split(',');
    const value = readPath(params, name.trim().split('.'));
    if (value === undefined) return placeholder;
    if (format.length > 0) return formatValue(value, format.join(',').trim(), language);
    return makeString(value);
  });
}

export interface TextStoreOptions {
  language: string;
  fallbackLanguage: string;
  defaultNamespace: string;
  /** Applied to every text found, before its placeholders are filled (the pseudo-locale). */
  transform?: (text: string) => string;
}

export function createTextStore(options: TextStoreOptions): TextStore {
  const bundles = new Map<string, Texts>();
  const listeners: Record<TextsEvent, Set<Listener>> = { languageChanged: new Set(), added: new Set() };
  const emit = (event: TextsEvent) => listeners[event].forEach((listener) => listener());
  let language = options.language.toLowerCase();

  /** The first text (or group of texts) found for `key`. */
  function find(key: string, params: Params): { text: unknown } | undefined {
    const separator = key.indexOf(NAMESPACE_SEPARATOR);
    const namespace = separator >= 0 ? key.slice(0, separator) : options.defaultNamespace;
    const name = separator >= 0 ? key.slice(separator + 1) : key;
    const languages = language === options.fallbackLanguage ? [language] : [language, options.fallbackLanguage];
    const count = params.count;
    for (const code of languages) {
      const names = pluralKeysOf(name, code, typeof count === 'number' ? count : undefined);
      const texts = bundles.get(`${code}|${namespace}`);
      for (const candidate of names) {
        const text = readPath(texts, candidate.split('.'));
        if ((typeof text === 'string' && text !== '') || isTexts(text)) return { text };
      }
    }
    return undefined;
  }

  return {
    get language() {
      return language;
    },
    t(key, params = {}) {
      const found = find(key, params);
      if (typeof found?.text !== 'string') {
        const separator = key.indexOf(NAMESPACE_SEPARATOR);
        return separator >= 0 ? key.slice(separator + 1) : key;
      }
      return interpolate(options.transform ? options.transform(found.text) : found.text, params, language);
    },
    exists: (key, params = {}) => find(key, params) !== undefined,
    addResourceBundle(code, namespace, texts, deep = false, overwrite = false) {
      const bundleKey = `${code.toLowerCase()}|${namespace}`;
      const bundle = bundles.get(bundleKey) ?? {};
      if (deep) merge(bundle, texts, overwrite);
      else Object.assign(bundle, structuredClone(texts));
      bundles.set(bundleKey, bundle);
      emit('added');
    },
    changeLanguage(code) {
      language = code.toLowerCase();
      emit('languageChanged');
      return Promise.resolve();
    },
    on(event, listener) {
      listeners[event].add(listener);
    },
  };
}
