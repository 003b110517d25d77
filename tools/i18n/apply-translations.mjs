#!/usr/bin/env node
/**
 * Writes translated texts into a locale's catalogue files, in en's key order:
 *   node tools/i18n/apply-translations.mjs <translations.json>
 * where the JSON has the shape `check-locales.mjs --locale xx --missing` prints for one locale,
 * `{ "<file path>": { "<dotted.key>": "text", ... }, ... }` (a top level keyed by locale is read too).
 *   node tools/i18n/apply-translations.mjs --from-english en-ca
 * fills every missing text of en-ca with en's (English (Canada) is English).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function setPath(target, dotted, value) {
  const parts = dotted.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (!isObject(node[part])) node[part] = {};
    node = node[part];
  }
  node[parts.at(-1)] = value;
}

/** Orders `texts` as `english` is ordered; plural forms sit together where en has its family. */
function ordered(texts, english) {
  if (!isObject(texts)) return texts;
  const rank = (key) => {
    const keys = Object.keys(english ?? {});
    const direct = keys.indexOf(key);
    if (direct >= 0) return [direct, 0];
    const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
    if (match) {
      const family = keys.findIndex((candidate) => candidate.startsWith(`${match[1]}_`));
      if (family >= 0) return [family, 1 + PLURAL_ORDER.indexOf(match[2])];
    }
    return [Number.MAX_SAFE_INTEGER, 0];
  };
  const entries = Object.keys(texts).sort((a, b) => {
    const [ra, sa] = rank(a);
    const [rb, sb] = rank(b);
    return ra - rb || sa - sb;
  });
  return Object.fromEntries(
    entries.map((key) => [key, ordered(texts[key], isObject(english) ? english[key] : undefined)]),
  );
}

/** The en file of a locale's catalogue file: the locale's path segment or file name replaced by en. */
function englishPathOf(file) {
  return file
    .replace(/\/(?:[a-z]{2}(?:-[a-z]{2})?)(\/[^/]+\.json)$/, '/en$1')
    .replace(/\/[a-z]{2}(?:-[a-z]{2})?\.json$/, '/en.json');
}

function apply(byFile) {
  for (const [file, texts] of Object.entries(byFile)) {
    const full = path.join(root, file);
    const current = fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : {};
    for (const [key, value] of Object.entries(texts)) if (typeof value === 'string') setPath(current, key, value);
    const englishFile = path.join(root, englishPathOf(file));
    const english = fs.existsSync(englishFile) ? JSON.parse(fs.readFileSync(englishFile, 'utf8')) : {};
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, `${JSON.stringify(ordered(current, english), null, 2)}\n`);
    console.log(`${file}: ${Object.keys(texts).length} texts written`);
  }
}

const [first, second] = process.argv.slice(2);
if (first === '--from-english') {
  const output = execFileSync(
    process.execPath,
    [path.join(root, 'tools/i18n/check-locales.mjs'), '--locale', second, '--missing'],
    { encoding: 'utf8' },
  );
  apply(JSON.parse(output)[second] ?? {});
} else if (first) {
  const input = JSON.parse(fs.readFileSync(first, 'utf8'));
  const values = Object.values(input);
  // `--missing` output is keyed by locale first: accept it as it is.
  const byFile = values.every((value) => isObject(value) && Object.keys(value).every((key) => key.endsWith('.json')))
    ? Object.assign({}, ...values)
    : input;
  apply(byFile);
} else {
  console.error('usage: apply-translations.mjs <translations.json> | --from-english <locale>');
  process.exitCode = 2;
}
