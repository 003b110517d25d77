/**
 * The rules every translation catalogue keeps (issue 17): each locale has every key `en` has, no
 * empty value, the same placeholders, and for a plural family exactly the plural categories of its
 * language (CLDR, through Intl.PluralRules). Pure functions over parsed JSON: check-locales.mjs
 * reads the files, locale-check.test.mjs feeds them broken catalogues.
 */

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{([^{}]+?)\}/g;

/** `se` is served as Swedish; a regional locale takes its upper-case region (as @casino/shared's intlLocaleOf). */
export function intlLocaleOf(code) {
  if (code === 'se') return 'sv';
  const [language, region] = code.split('-');
  return region ? `${language}-${region.toUpperCase()}` : language;
}

/** The plural categories a language's texts must spell out (`zero` only where the language has it). */
export function pluralCategoriesOf(locale) {
  return new Intl.PluralRules(intlLocaleOf(locale)).resolvedOptions().pluralCategories;
}

/** `{ a: { b: 'x' } }` -> Map { 'a.b' => 'x' }; a leaf that is not text is kept as it is, to be reported. */
export function flatten(texts, prefix = '', into = new Map()) {
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

/** The placeholder names of a text: `{min}` and `{count, number}` give `min` and `count`. */
export function placeholdersOf(text) {
  return new Set([...String(text).matchAll(PLACEHOLDER)].map((match) => match[1].split(',')[0].trim()));
}

const sameSet = (a, b) => a.size === b.size && [...a].every((item) => b.has(item));
const listOf = (set) =>
  [...set]
    .sort()
    .map((name) => `{${name}}`)
    .join(' ') || 'none';

/** The bases of en's plural families: a key `x_other` makes `x` one (its `_one`, `_few`... belong to it). */
function pluralBases(english) {
  const bases = new Set();
  for (const key of english.keys()) if (key.endsWith('_other')) bases.add(key.slice(0, -'_other'.length));
  return bases;
}

function pluralBaseOf(key, bases) {
  const match = PLURAL_SUFFIX.exec(key);
  if (!match) return undefined;
  const base = key.slice(0, match.index);
  return bases.has(base) ? { base, category: match[1] } : undefined;
}

/**
 * The problems of one locale's catalogue against en's, as `{ key, problem }`; both are flattened
 * maps (flatten). `count` may be left out of a plural form (English "1 spin" says no number), every
 * other placeholder must be kept.
 */
export function checkCatalogue(english, translated, locale) {
  const problems = [];
  const report = (key, problem) => problems.push({ key, problem });
  const bases = pluralBases(english);
  const categories = new Set(pluralCategoriesOf(locale));

  for (const [key, value] of english) {
    if (pluralBaseOf(key, bases)) continue;
    checkText(key, translated.get(key), placeholdersOf(value), false, report);
  }
  for (const base of bases) {
    for (const category of categories) {
      const key = `${base}_${category}`;
      // Held to en's own form of the category where en has one ("one"), else to its "other".
      const reference = english.get(key) ?? english.get(`${base}_other`);
      checkText(key, translated.get(key), placeholdersOf(reference), true, report);
    }
    if (english.has(`${base}_zero`) && !categories.has('zero')) {
      checkText(
        `${base}_zero`,
        translated.get(`${base}_zero`),
        placeholdersOf(english.get(`${base}_zero`)),
        true,
        report,
      );
    }
  }
  for (const key of translated.keys()) {
    const plural = pluralBaseOf(key, bases);
    if (plural) {
      if (!categories.has(plural.category) && plural.category !== 'zero')
        report(
          key,
          `plural category "${plural.category}" does not exist in this language (it has ${[...categories].join(', ')})`,
        );
    } else if (!english.has(key)) {
      report(key, 'not in en (a stale or misspelt key)');
    }
  }
  return problems;
}

function checkText(key, text, englishPlaceholders, isPlural, report) {
  if (text === undefined) return report(key, isPlural ? 'plural category missing' : 'missing');
  if (typeof text !== 'string') return report(key, 'not a text');
  if (text.trim() === '') return report(key, 'empty');
  const found = placeholdersOf(text);
  const expected = new Set(englishPlaceholders);
  // A plural form may name its count or not ("One spin", Russian "{count} спин" for 1, 21, 31...).
  if (isPlural) {
    found.delete('count');
    expected.delete('count');
  }
  if (!sameSet(found, expected)) report(key, `placeholders ${listOf(found)} instead of ${listOf(expected)}`);
  return undefined;
}

/** Texts still word for word the English one (the closing note counts them; names and codes may be). */
export function identicalToEnglish(english, translated) {
  let identical = 0;
  for (const [key, value] of translated) if (typeof value === 'string' && english.get(key) === value) identical += 1;
  return identical;
}
