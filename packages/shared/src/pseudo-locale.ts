/**
 * The pseudo-locale for development (issue 17): every text accented and about 40 % longer, between
 * brackets, so a hard-coded English text (unaccented), a clipped label (a bracket missing) and a
 * layout that breaks with longer words show on any page without a translation. Placeholders
 * (`{min}`, `{count, number}`) and markup (`<b>`) are kept exactly.
 */
const ACCENTED: Readonly<Record<string, string>> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
const VOWEL = /[aeiouAEIOU]/;
/** Placeholders and tags are copied as they are. */
const KEPT = /(\{[^{}]*\}|<[^<>]*>)/;

export const PSEUDO_LOCALE_GROWTH = 0.4;

export function pseudoLocalize(text: string): string {
  const parts = text.split(KEPT);
  const letters = parts.filter((_, index) => index % 2 === 0).join('').length;
  let extra = Math.ceil(letters * PSEUDO_LOCALE_GROWTH);
  const accented = parts.map((part, index) => {
    if (index % 2 === 1) return part;
    let out = '';
    for (const character of part) {
      const mapped = ACCENTED[character] ?? character;
      out += mapped;
      // Longer words rather than padding at the end: a long word is what breaks a layout.
      if (extra > 0 && VOWEL.test(character)) {
        out += mapped;
        extra -= 1;
      }
    }
    return out;
  });
  return `⟦${accented.join('')}${'·'.repeat(Math.max(0, extra))}⟧`;
}
