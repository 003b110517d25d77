#!/usr/bin/env node
/**
 * `npm run i18n:check`: every locale of SPEC.md has every text of every catalogue (locale-check.mjs
 * says what that means). Exits 1 on any problem.
 *   --locale fr      check only fr
 *   --missing        print, as JSON, what each checked locale lacks with the English text to translate
 *   --report         print a table: keys per locale and texts still identical to English
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCatalogue, flatten, identicalToEnglish } from './locale-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_NAMESPACES = ['alerts', 'fields-settings', 'global-components', 'layout', 'modals'];

/** Every catalogue: its name and, per locale, its files as `[part, path]` (the part prefixes its keys). */
export const CATALOGUES = [
  {
    name: 'web texts',
    files: (locale) => WEB_NAMESPACES.map((ns) => [ns, `apps/server/content/${locale}/${ns}.json`]),
  },
  { name: 'game client', files: (locale) => [['', `apps/game-client/locales/${locale}.json`]] },
  { name: 'sportsbook widget', files: (locale) => [['', `apps/sportsbook/locales/${locale}.json`]] },
  { name: 'server messages', files: (locale) => [['', `apps/server/locales/messages/${locale}.json`]] },
  { name: 'provider pages', files: (locale) => [['', `apps/server/locales/provider-pages/${locale}.json`]] },
  // The content pages a fresh install seeds (terms, privacy, help centre...); operators edit them later.
  { name: 'content pages', files: (locale) => [['', `apps/server/locales/content-pages/${locale}.json`]] },
];

/** LOCALE_CODES of packages/shared/src/locales.ts, read from its source (this script runs without a build). */
export function siteLocales() {
  const source = fs.readFileSync(path.join(root, 'packages/shared/src/locales.ts'), 'utf8');
  const list = /LOCALE_CODES = \[([^\]]+)\]/.exec(source)?.[1];
  if (!list) throw new Error('LOCALE_CODES not found in packages/shared/src/locales.ts');
  return [...list.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]);
}

function readPart(file) {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return { exists: false, texts: new Map() };
  try {
    return { exists: true, texts: flatten(JSON.parse(fs.readFileSync(full, 'utf8'))) };
  } catch (error) {
    return { exists: true, texts: new Map(), error: `${file}: ${error.message}` };
  }
}

/** A catalogue's texts for a locale, every part's keys prefixed with `part:`. */
function readCatalogue(catalogue, locale) {
  const texts = new Map();
  const errors = [];
  let exists = false;
  for (const [part, file] of catalogue.files(locale)) {
    const read = readPart(file);
    exists ||= read.exists;
    if (read.error) errors.push(read.error);
    for (const [key, value] of read.texts) texts.set(part ? `${part}:${key}` : key, value);
  }
  return { exists, texts, errors };
}

function main(argv) {
  const only = argv.includes('--locale') ? argv[argv.indexOf('--locale') + 1] : undefined;
  const locales = siteLocales().filter((locale) => !only || locale === only);
  if (locales.length === 0) throw new Error(`unknown locale ${only}`);
  const problems = [];
  const missing = {};
  const rows = [];
  for (const catalogue of CATALOGUES) {
    const english = readCatalogue(catalogue, 'en');
    // A catalogue whose English file is not written yet has nothing to hold the others to.
    if (!english.exists) continue;
    problems.push(...english.errors);
    for (const locale of locales) {
      const translated = locale === 'en' ? english : readCatalogue(catalogue, locale);
      problems.push(...(locale === 'en' ? [] : translated.errors));
      const found = checkCatalogue(english.texts, translated.texts, locale);
      for (const { key, problem } of found) {
        problems.push(`${catalogue.name} ${locale} ${key}: ${problem}`);
        const [part, name] = key.includes(':') ? key.split(':') : ['', key];
        const file = catalogue.files(locale).find(([candidate]) => candidate === part)?.[1] ?? '?';
        const base = name.replace(/_(zero|one|two|few|many|other)$/, '_other');
        ((missing[locale] ??= {})[file] ??= {})[name] =
          english.texts.get(key) ?? english.texts.get(part ? `${part}:${base}` : base) ?? null;
      }
      rows.push({
        catalogue: catalogue.name,
        locale,
        keys: translated.texts.size,
        identical: locale === 'en' ? 0 : identicalToEnglish(english.texts, translated.texts),
        problems: found.length,
      });
    }
  }
  if (argv.includes('--missing')) {
    console.log(JSON.stringify(missing, null, 2));
    return 0;
  }
  if (argv.includes('--report')) {
    console.log('catalogue\tlocale\tkeys\tidentical to en\tproblems');
    for (const row of rows)
      console.log(`${row.catalogue}\t${row.locale}\t${row.keys}\t${row.identical}\t${row.problems}`);
  }
  for (const problem of problems.slice(0, 200)) console.error(problem);
  if (problems.length > 200) console.error(`… and ${problems.length - 200} more`);
  console.log(`i18n check: ${locales.length} locales, ${CATALOGUES.length} catalogues, ${problems.length} problems`);
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
