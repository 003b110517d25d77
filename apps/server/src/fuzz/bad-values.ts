import fc from 'fast-check';

/**
 * Values at the edges where parsers, validators and databases fail: the fuzzer's vocabulary of
 * bad input. Plain JSON values only (what a client can send); raw bodies are in `rawBodies`.
 */

const NASTY_TEXT = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800x',
  'x\udfff',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0x1F',
  '1e309',
  '9'.repeat(40),
  '-9223372036854775809',
  '2147483648',
  '4294967296',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR '1'='1",
  '"; drop table players; --',
  '\\',
  '../../../etc/passwd',
  '%00',
  '%ZZ',
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  'constructor',
  '😀',
  'e\u0301',
  '\u202e',
  '\uffff',
  '\u00a0',
  '1990-02-30',
  '0000-00-00',
  '2024-13-45',
  ' 1 ',
  '1.5',
  '-1',
  '0',
  'a'.repeat(65),
  'A'.repeat(300),
] as const;

/** A NUL or a lone surrogate now and then inside otherwise ordinary code points. */
const textUnit = fc.oneof(
  { weight: 12, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff') },
);

/** Longer than any field allows (the JSON body limit is 1 MB: some of these go past it). */
const hugeText = fc
  .tuple(fc.integer({ min: 1_000, max: 300_000 }), fc.constantFrom('a', '9', 'é', '😀', ' ', '\u0000'))
  .map(([length, unit]) => unit.repeat(length));

export const badText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 3, arbitrary: fc.string({ unit: textUnit, maxLength: 30 }) },
  { weight: 1, arbitrary: hugeText },
);

export const badNumber: fc.Arbitrary<number> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      0,
      -0,
      -1,
      -0.5,
      0.5,
      10.5,
      1e3,
      1e21,
      1e308,
      -1e308,
      2 ** 31,
      2 ** 53 + 2,
      2 ** 63,
      -(2 ** 63),
      5e-324,
      0.30000000000000004,
    ),
  },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Any JSON value, deliberately of the wrong kind more often than not. */
export const badJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: badText },
    { weight: 3, arbitrary: badNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        badText.filter((key) => key.length < 100),
        tie('value'),
        { maxKeys: 4 },
      ),
    },
  ),
})).value;

/** Nested `depth` times in arrays or objects: deep enough to trouble a recursive walk or stringify. */
export const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean())
  .map(([depth, inArrays]) => {
    let value: unknown = 'leaf';
    for (let level = 0; level < depth; level += 1) value = inArrays ? [value] : { a: value };
    return value;
  });

export interface RawBody {
  readonly contentType: string | undefined;
  readonly payload: string;
}

/** Bodies no JSON encoder would produce: broken JSON, odd media types, numbers JSON cannot hold. */
export const rawBodies: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom<RawBody>(
    { contentType: 'application/json', payload: '' },
    { contentType: 'application/json', payload: '{' },
    { contentType: 'application/json', payload: '{"a":}' },
    { contentType: 'application/json', payload: 'null' },
    { contentType: 'application/json', payload: '"text"' },
    { contentType: 'application/json', payload: '12' },
    { contentType: 'application/json', payload: '{"amount":1e400,"bet":-1e400}' },
    { contentType: 'application/json', payload: '{"amount":123456789012345678901234567890}' },
    { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
    { contentType: 'application/json', payload: '{"constructor":{"prototype":{"x":1}}}' },
    { contentType: 'application/json', payload: '{"a":1,"a":2}' },
    { contentType: 'application/json', payload: '{"email":"\\u0000"}' },
    { contentType: 'application/json', payload: '{"email":"\\ud800"}' },
    { contentType: 'application/json; charset=latin1', payload: '{"a":"b"}' },
    { contentType: 'application/json', payload: '\uFEFF{"a":"b"}' },
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&b[]=%00' },
    { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\n--x--' },
    { contentType: 'application/xml', payload: '<a/>' },
    { contentType: undefined, payload: 'no type' },
  ),
  fc
    .integer({ min: 1_000, max: 200_000 })
    .map((depth) => ({ contentType: 'application/json', payload: `${'['.repeat(depth)}${']'.repeat(depth)}` })),
  fc.constant({ contentType: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` }),
);

/**
 * Path segment texts, already percent-encoded: bad ids of every kind, and bytes that are not
 * UTF-8 (a lone surrogate cannot be sent in a URL any other way). No dot segments: the injector
 * resolves them as a browser would, so the request would leave the API for the web app's pages.
 */
export const badPathSegment: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '1e3',
      '99999999999999999999999',
      '9223372036854775808',
      'NaN',
      'null',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '%00',
      '%ED%A0%80',
      '%FF',
      '%',
      '%2F',
      ' ',
      'x'.repeat(600),
    ),
  },
  { weight: 2, arbitrary: badText.filter((text) => text.length < 2_000).map(encodeText) },
  { weight: 1, arbitrary: fc.uuid().map(String) },
);

/** Percent-encodes text for a URL; a lone surrogate (not encodable) goes as the bytes a CESU encoder would send. */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/\p{Cs}/gu, '\ufffd')).replaceAll('%EF%BF%BD', '%ED%A0%80');
  }
}
