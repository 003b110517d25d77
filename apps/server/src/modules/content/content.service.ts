import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES, type LocaleCode } from '@casino/shared';
import { completePluralForms } from './content-plurals';

/** The content directories of SPEC.md section 7: one JSON file of texts per locale each. */
export const CONTENT_DIRECTORIES = ['alerts', 'fields-settings', 'global-components', 'layout', 'modals'] as const;
export type ContentDirectory = (typeof CONTENT_DIRECTORIES)[number];

export interface ContentTexts {
  readonly [key: string]: string | ContentTexts;
}

export interface ContentService {
  /** The texts of one directory in `locale`, each missing key filled along its fallback chain. */
  getTexts(locale: LocaleCode, directory: ContentDirectory): ContentTexts;
}

export function isContentDirectory(value: string): value is ContentDirectory {
  return (CONTENT_DIRECTORIES as readonly string[]).includes(value);
}

/**
 * Reads every content file once, at start-up, so a malformed file stops the server before it
 * serves anything, and requests never touch the disk.
 */
export function createContentService(contentDir: string): ContentService {
  const merged = new Map<string, ContentTexts>();
  for (const directory of CONTENT_DIRECTORIES) {
    const files = new Map(LOCALE_CODES.map((locale) => [locale, readTexts(contentDir, locale, directory)]));
    for (const locale of LOCALE_CODES) {
      // From the most general to the locale itself: en, then pt, then pt-br.
      const texts = fallbackChain(locale)
        .toReversed()
        .reduce<ContentTexts>((fallback, code) => {
          const own = files.get(code);
          return own ? mergeTexts(fallback, own) : fallback;
        }, {});
      merged.set(cacheKey(locale, directory), completePluralForms(texts, locale));
    }
  }
  return {
    getTexts: (locale, directory) => merged.get(cacheKey(locale, directory)) ?? {},
  };
}

/**
 * Where a locale's missing texts come from, key by key: a regional locale falls back to its
 * language (pt-br -> pt, es-mx -> es, en-ca -> en), and every locale to the default one.
 */
export function fallbackChain(locale: LocaleCode): readonly LocaleCode[] {
  const language = locale.split('-')[0] ?? locale;
  const chain: LocaleCode[] = [locale];
  if (isLocaleCode(language) && language !== locale) chain.push(language);
  if (!chain.includes(DEFAULT_LOCALE)) chain.push(DEFAULT_LOCALE);
  return chain;
}

const cacheKey = (locale: LocaleCode, directory: ContentDirectory): string => `${locale}/${directory}`;

function readTexts(contentDir: string, locale: LocaleCode, directory: ContentDirectory): ContentTexts | undefined {
  const filePath = path.join(contentDir, locale, `${directory}.json`);
  if (!fs.existsSync(filePath)) return undefined;
  const parsed: unknown = JSON.parse(fs.readFileSync(filePath, 'utf8'));
  assertTexts(parsed, filePath);
  return parsed;
}

function assertTexts(value: unknown, where: string): asserts value is ContentTexts {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`Content file ${where} must hold an object of texts`);
  }
  for (const [key, text] of Object.entries(value)) {
    if (typeof text !== 'string') assertTexts(text, `${where} (key ${key})`);
  }
}

/** Key-by-key fallback: a text missing (or of the wrong shape) in `own` comes from `fallback`. */
export function mergeTexts(fallback: ContentTexts, own: ContentTexts): ContentTexts {
  const result: Record<string, string | ContentTexts> = { ...own };
  for (const [key, fallbackValue] of Object.entries(fallback)) {
    const ownValue = own[key];
    if (typeof fallbackValue === 'string') {
      if (typeof ownValue !== 'string' || ownValue === '') result[key] = fallbackValue;
    } else {
      result[key] = typeof ownValue === 'object' ? mergeTexts(fallbackValue, ownValue) : fallbackValue;
    }
  }
  return result;
}
