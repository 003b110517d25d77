import type { DigitsParams, PatternParams, RangeParams } from './rule-types';
import { optional } from './rule-types';
import { toText } from './value-checks';

/** Rules on the shape of a text. Each passes when the value is empty (pair with `required`). */

const matches = (pattern: RegExp) => optional((value: unknown) => pattern.test(toText(value)));

/** RFC 5321 caps a forward path at 256 octets, so an address is at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** An address with a local part, an @ and a dotted domain (the HTML e-mail input's grammar). */
export const email = optional((value: unknown) => {
  const text = toText(value);
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
});

const URL_PROTOCOLS = ['http:', 'https:', 'ftp:'];

/** The WHATWG URL parser, present in browsers and Node.js; this package compiles without DOM types. */
interface ParsedUrl {
  readonly protocol: string;
  readonly hostname: string;
}
const UrlParser = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

/** `URL.canParse` is missing from older mobile web views, so parse and catch. */
function parseUrl(text: string): ParsedUrl | undefined {
  try {
    return new UrlParser(text);
  } catch {
    return undefined;
  }
}

/** An absolute web address: http, https or ftp, a host, no spaces. */
export const url = optional((value: unknown) => {
  const text = toText(value);
  const parsed = /\s/.test(text) ? undefined : parseUrl(text);
  return parsed !== undefined && URL_PROTOCOLS.includes(parsed.protocol) && parsed.hostname !== '';
});

/** Whole number, optionally negative: '42', '-7', 42. */
export const integer = optional((value: unknown) =>
  typeof value === 'number' ? Number.isInteger(value) : /^-?\d+$/.test(toText(value)),
);

/** Unsigned digits with an optional fraction: '42', '3.14', '.5'. */
export const numeric = optional((value: unknown) =>
  typeof value === 'number' ? Number.isFinite(value) && value >= 0 : /^(?:\d+(?:\.\d+)?|\.\d+)$/.test(toText(value)),
);

/** Signed number with an optional fraction: '-3.14', '42', '.5'. */
export const decimal = optional((value: unknown) =>
  typeof value === 'number' ? Number.isFinite(value) : /^-?(?:\d+(?:\.\d+)?|\.\d+)$/.test(toText(value)),
);

/** Letters of any script (the site runs in 26 locales), with their combining marks. */
export const alpha = matches(/^[\p{L}\p{M}]+$/u);
export const alphaNum = matches(/^[\p{L}\p{M}0-9]+$/u);
export const alphaDash = matches(/^[\p{L}\p{M}0-9_-]+$/u);

function toPattern({ param, flags }: PatternParams): RegExp {
  // A global or sticky RegExp remembers its last match; a fresh, stateless copy tests every value.
  const source = typeof param === 'string' ? param : param.source;
  const baseFlags = flags ?? (typeof param === 'string' ? '' : param.flags);
  return new RegExp(source, baseFlags.replace(/[gy]/g, ''));
}

export const regex = optional((value: unknown, params: PatternParams) => toPattern(params).test(toText(value)));
export const notRegex = optional((value: unknown, params: PatternParams) => !toPattern(params).test(toText(value)));

/** Exactly `param` ASCII digits. */
export const digits = optional((value: unknown, { param }: DigitsParams) => {
  const text = toText(value);
  return /^\d+$/.test(text) && text.length === param;
});

/** Only ASCII digits, between `min` and `max` of them. */
export const digitsBetween = optional((value: unknown, { min, max }: RangeParams) => {
  const text = toText(value);
  return /^\d+$/.test(text) && text.length >= min && text.length <= max;
});

const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_PATTERN = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}$`);

function isIpv6(text: string): boolean {
  // The URL parser implements the full IPv6 grammar (compression, embedded IPv4).
  return /^[0-9a-f:.]+$/i.test(text) && text.includes(':') && parseUrl(`http://[${text}]/`) !== undefined;
}

/** An IPv4 (dotted quad, no leading zeros) or IPv6 address. */
export const ip = optional((value: unknown) => {
  const text = toText(value);
  return IPV4_PATTERN.test(text) || isIpv6(text);
});

/** Six hexadecimal pairs separated consistently by colons or hyphens. */
export const mac = matches(/^[0-9a-f]{2}([:-])[0-9a-f]{2}(?:\1[0-9a-f]{2}){4}$/i);

/** Text equal to its lowercase form. */
export const lowercase = optional((value: unknown) => {
  const text = toText(value);
  return text === text.toLowerCase();
});

/** Text equal to its uppercase form. */
export const uppercase = optional((value: unknown) => {
  const text = toText(value);
  return text === text.toUpperCase();
});
