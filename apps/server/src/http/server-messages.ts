import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, intlLocaleOf, isLocaleCode, type LocaleCode } from '@casino/shared';
import { serverPaths } from '../paths';

/**
 * The server's own texts (errors, validation messages, e-mails, SMS) in every site locale:
 * apps/server/locales/messages/<locale>.json, nested keys, i18next plural suffixes
 * (`key_one`, `key_few`, ..., optional `key_zero`) and `{name}` placeholders. A key a locale
 * lacks is taken from en; en is the source of truth.
 */
export type MessageParams = Readonly<Record<string, string | number>>;

const MESSAGES_DIR = path.join(serverPaths.packageRoot, 'locales', 'messages');

const catalogues = new Map<string, ReadonlyMap<string, string>>();

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof value === 'string') {
    into.set(prefix, value);
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  }
}

/** The flat key -> template map of a locale (empty when it has no file yet). Read once. */
export function catalogueOf(locale: string): ReadonlyMap<string, string> {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const flat = new Map<string, string>();
    if (isLocaleCode(locale)) {
      try {
        flatten(JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${locale}.json`), 'utf8')) as unknown, '', flat);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    catalogue = flat;
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocaleOf(locale));
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

function templateIn(locale: string, key: string, count: number | undefined): string | undefined {
  const catalogue = catalogueOf(locale);
  if (count !== undefined) {
    const counted = (count === 0 ? catalogue.get(`${key}_zero`) : undefined) ?? catalogue.get(`${key}_${pluralCategory(locale, count)}`);
    if (counted !== undefined) return counted;
  }
  return catalogue.get(key);
}

/** `{name}` and `{name, number}`; a placeholder without a value is left as written. */
const PLACEHOLDER = /\{(\w+)(?:,\s*number)?\}/g;

function fill(template: string, locale: string, params: MessageParams): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string, offset: number, whole: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    const asNumber = whole.slice(offset, offset + placeholder.length).includes('number');
    return asNumber && typeof value === 'number' ? new Intl.NumberFormat(intlLocaleOf(locale)).format(value) : String(value);
  });
}

/** The text of `key` in `locale` (else en), filled with `params`; undefined when en lacks it too. */
export function translate(locale: string, key: string, params: MessageParams = {}): string | undefined {
  const count = typeof params.count === 'number' ? params.count : undefined;
  const own = templateIn(locale, key, count);
  if (own !== undefined) return fill(own, locale, params);
  const english = locale === DEFAULT_LOCALE ? undefined : templateIn(DEFAULT_LOCALE, key, count);
  return english === undefined ? undefined : fill(english, DEFAULT_LOCALE, params);
}

/** Like `translate`, for keys that must exist: a missing one is a bug, reported by the key itself. */
export function text(locale: string, key: string, params: MessageParams = {}): string {
  return translate(locale, key, params) ?? key;
}

// ---- Finding the key of an English message ------------------------------------------------

/** An en template read backwards: the key it belongs to and a pattern capturing its placeholders. */
interface ReversedTemplate {
  readonly key: string;
  readonly pattern: RegExp;
  readonly names: readonly string[];
  /** Literal characters: the more, the surer a match. */
  readonly weight: number;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const reversed = new Map<string, { exact: Map<string, string>; patterns: ReversedTemplate[] }>();

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function reversedUnder(prefix: string): { exact: Map<string, string>; patterns: ReversedTemplate[] } {
  let entry = reversed.get(prefix);
  if (entry) return entry;
  const exact = new Map<string, string>();
  const patterns: ReversedTemplate[] = [];
  for (const [fullKey, template] of catalogueOf(DEFAULT_LOCALE)) {
    if (fullKey !== prefix && !fullKey.startsWith(`${prefix}.`)) continue;
    const key = fullKey.replace(PLURAL_SUFFIX, '');
    const names: string[] = [];
    let source = '';
    let last = 0;
    for (const match of template.matchAll(PLACEHOLDER)) {
      source += escapeRegExp(template.slice(last, match.index));
      source += '([\\s\\S]+?)';
      names.push(match[1] as string);
      last = match.index + match[0].length;
    }
    source += escapeRegExp(template.slice(last));
    const weight = template.length - names.reduce((sum, name) => sum + name.length + 2, 0);
    if (names.length === 0) {
      if (!exact.has(template)) exact.set(template, key);
    } else if (weight >= 4) {
      patterns.push({ key, pattern: new RegExp(`^${source}$`), names, weight });
    }
  }
  patterns.sort((a, b) => b.weight - a.weight);
  entry = { exact, patterns };
  reversed.set(prefix, entry);
  return entry;
}

/**
 * The message key (and the params it was filled with) whose en text is `english`, among the
 * keys under `prefix`. Lets a message written in English at its call site be shown in any
 * locale without each call site naming its key.
 */
export function keyOfEnglish(english: string, prefix: string): { key: string; params: MessageParams } | undefined {
  if (english.length > 2000) return undefined;
  const { exact, patterns } = reversedUnder(prefix);
  const key = exact.get(english);
  if (key !== undefined) return { key, params: {} };
  for (const template of patterns) {
    const match = template.pattern.exec(english);
    if (!match) continue;
    const params: Record<string, string | number> = {};
    template.names.forEach((name, index) => {
      const value = match[index + 1] as string;
      params[name] = name === 'count' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    });
    return { key: template.key, params };
  }
  return undefined;
}

/** `english` in `locale` when a key under one of `prefixes` has that en text; else `english`. */
export function localizeEnglish(locale: LocaleCode, english: string, prefixes: readonly string[]): string {
  if (locale === DEFAULT_LOCALE) return english;
  for (const prefix of prefixes) {
    const found = keyOfEnglish(english, prefix);
    if (found) return translate(locale, found.key, found.params) ?? english;
  }
  return english;
}
