import path from 'node:path';
import { DEFAULT_LOCALE, intlLocaleOf, translateFrom, type LocaleCode, type MessageValues } from '@casino/shared';
import { serverPaths } from '../paths';
import { localeCatalogues } from './locale-catalogues';

/**
 * The server's own texts (errors, validation messages, e-mails, SMS) in every site locale:
 * apps/server/locales/messages/<locale>.json, nested keys, i18next plural suffixes
 * (`key_one`, `key_few`, ..., optional `key_zero`) and `{name}` placeholders. A key a locale
 * lacks is taken from en; en is the source of truth.
 */
export type MessageParams = MessageValues;

const messages = localeCatalogues(path.join(serverPaths.packageRoot, 'locales', 'messages'));

/** The flat key -> template map of a locale (empty when it has no file yet). Read once. */
export const catalogueOf = messages.entriesOf;

/** The text of `key` in `locale` (else en), filled with `params`; undefined when en lacks it too. */
export function translate(locale: string, key: string, params: MessageParams = {}): string | undefined {
  return translateFrom(messages.lookupOf(locale), messages.lookupOf(DEFAULT_LOCALE), locale, key, params);
}

/** Like `translate`, for keys that must exist: a missing one is a bug, reported by the key itself. */
export function text(locale: string, key: string, params: MessageParams = {}): string {
  return translate(locale, key, params) ?? key;
}

// ---- Finding the key of an English message ------------------------------------------------

/** An en template read backwards: the key it belongs to, its literal parts and its placeholders between them. */
interface ReversedTemplate {
  readonly key: string;
  /** One more than `names`: the text before the first placeholder, between each two, after the last. */
  readonly literals: readonly string[];
  readonly names: readonly string[];
  /** Literal characters: the more, the surer a match. */
  readonly weight: number;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{(\w+)(?:,\s*number)?\}/g;
const reversed = new Map<string, { exact: Map<string, string>; templates: ReversedTemplate[] }>();

function reversedUnder(prefix: string): { exact: Map<string, string>; templates: ReversedTemplate[] } {
  let entry = reversed.get(prefix);
  if (entry) return entry;
  const exact = new Map<string, string>();
  const templates: ReversedTemplate[] = [];
  for (const [fullKey, template] of catalogueOf(DEFAULT_LOCALE)) {
    if (fullKey !== prefix && !fullKey.startsWith(`${prefix}.`)) continue;
    const key = fullKey.replace(PLURAL_SUFFIX, '');
    const names: string[] = [];
    const literals: string[] = [];
    let last = 0;
    for (const match of template.matchAll(PLACEHOLDER)) {
      literals.push(template.slice(last, match.index));
      names.push(match[1] as string);
      last = match.index + match[0].length;
    }
    literals.push(template.slice(last));
    const weight = literals.reduce((sum, literal) => sum + literal.length, 0);
    if (names.length === 0) {
      if (!exact.has(template)) exact.set(template, key);
    } else if (weight >= 4) {
      templates.push({ key, literals, names, weight });
    }
  }
  templates.sort((a, b) => b.weight - a.weight);
  entry = { exact, templates };
  reversed.set(prefix, entry);
  return entry;
}

/**
 * The placeholder values of `english` read against a template: its literal parts found in order,
 * each as early as it can be after a non-empty value. Linear in the text's length (indexOf, no
 * backtracking pattern), so a long hostile message costs no more than reading it.
 */
function valuesIn(english: string, template: ReversedTemplate): string[] | undefined {
  const { literals } = template;
  const first = literals[0] as string;
  const final = literals[literals.length - 1] as string;
  if (!english.startsWith(first) || !english.endsWith(final)) return undefined;
  const end = english.length - final.length;
  const values: string[] = [];
  let position = first.length;
  for (let index = 1; index < literals.length - 1; index += 1) {
    const literal = literals[index] as string;
    const found = english.indexOf(literal, position + 1);
    if (found < 0 || found + literal.length > end) return undefined;
    values.push(english.slice(position, found));
    position = found + literal.length;
  }
  if (end <= position) return undefined;
  values.push(english.slice(position, end));
  return values;
}

/**
 * The message key (and the params it was filled with) whose en text is `english`, among the
 * keys under `prefix`. Lets a message written in English at its call site be shown in any
 * locale without each call site naming its key (server-messages.test.ts checks that
 * every message the code writes has its key).
 */
export function keyOfEnglish(english: string, prefix: string): { key: string; params: MessageParams } | undefined {
  if (english.length > 2000) return undefined;
  const { exact, templates } = reversedUnder(prefix);
  const key = exact.get(english);
  if (key !== undefined) return { key, params: {} };
  for (const template of templates) {
    const values = valuesIn(english, template);
    if (!values) continue;
    const params: Record<string, string | number> = {};
    template.names.forEach((name, index) => {
      const value = values[index] as string;
      params[name] = name === 'count' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    });
    return { key: template.key, params };
  }
  return undefined;
}

/** Placeholders whose English values are words of the product, with their catalogue section. */
const TERM_PLACEHOLDERS: Readonly<Record<string, string>> = {
  period: 'terms.limit_period',
  conflict: 'terms.limit_period',
};
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * The values read back from an English message, in `locale`: a product word (`daily`) by its
 * catalogue entry, an instant (`2026-11-28T10:00:00.000Z`) as the locale writes a date and time
 * (in UTC, as the English message gives it); anything else as it is.
 */
function paramsIn(locale: LocaleCode, params: MessageParams): MessageParams {
  const localized: Record<string, string | number | bigint> = {};
  for (const [name, value] of Object.entries(params)) {
    const section = TERM_PLACEHOLDERS[name];
    if (typeof value === 'string' && section && /^[a-z_]{1,20}$/.test(value)) {
      localized[name] = translate(locale, `${section}.${value}`) ?? value;
    } else if (typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
      const written = new Intl.DateTimeFormat(intlLocaleOf(locale), {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(new Date(value));
      localized[name] = `${written} UTC`;
    } else {
      localized[name] = value;
    }
  }
  return localized;
}

/** An instant anywhere in a message: the code writes them in ISO 8601, UTC. */
const ISO_INSTANT_IN_TEXT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/;

/**
 * `english` in `locale` when a key under one of `prefixes` has that en text; else `english`. In en
 * only a message with an instant changes: the instant is written for a person (Nov 30, 2026, 10:00 AM UTC).
 */
export function localizeEnglish(locale: LocaleCode, english: string, prefixes: readonly string[]): string {
  if (locale === DEFAULT_LOCALE && !ISO_INSTANT_IN_TEXT.test(english)) return english;
  for (const prefix of prefixes) {
    const found = keyOfEnglish(english, prefix);
    if (found) return translate(locale, found.key, paramsIn(locale, found.params)) ?? english;
  }
  return english;
}
