import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '@casino/shared';

declare module 'fastify' {
  interface FastifyRequest {
    resolvedLocale?: LocaleCode;
  }
}

/** Longer header values are cut: a language list is never this long, and parsing stays cheap. */
const MAX_HEADER_LENGTH = 512;
const MAX_LANGUAGE_RANGES = 24;
const LANGUAGE_TAG = /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/;
/** Spanish of the Americas: served as es-mx rather than the Spanish of Spain. */
const AMERICAN_SPANISH = new Set([
  '419',
  'mx',
  'us',
  'ar',
  'bo',
  'cl',
  'co',
  'cr',
  'cu',
  'do',
  'ec',
  'gt',
  'hn',
  'ni',
  'pa',
  'pe',
  'pr',
  'py',
  'sv',
  'uy',
  've',
]);

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.slice(0, MAX_HEADER_LENGTH) : undefined;
}

/** The site locale a BCP 47 tag (`pt-BR`, `sv`, `es-419`, `no`) is best served in, if any. */
export function siteLocaleOfTag(tag: string): LocaleCode | undefined {
  const normalized = tag.trim().toLowerCase().replaceAll('_', '-');
  if (!LANGUAGE_TAG.test(normalized)) return undefined;
  const [language = '', region] = normalized.split('-');
  if (language === 'es') return region && AMERICAN_SPANISH.has(region) ? 'es-mx' : 'es';
  if (language === 'pt') return region === 'br' ? 'pt-br' : 'pt';
  if (language === 'en') return region === 'ca' ? 'en-ca' : 'en';
  if (language === 'sv') return 'se';
  if (language === 'no' || language === 'nn' || language === 'nb') return 'nb';
  // `se` in a browser list is Northern Sami, not the site's Swedish; `se` as X-Locale is ours.
  if (language === 'se') return undefined;
  return isLocaleCode(language) ? language : undefined;
}

/**
 * The best site locale for an Accept-Language header: ranges by q-value (ties keep their order),
 * the first one the site serves. Garbage, `*` and q=0 ranges are skipped; never throws.
 */
export function localeOfAcceptLanguage(header: string | undefined): LocaleCode | undefined {
  if (!header) return undefined;
  const ranges: { tag: string; q: number; order: number }[] = [];
  for (const [order, part] of header.slice(0, MAX_HEADER_LENGTH).split(',').slice(0, MAX_LANGUAGE_RANGES).entries()) {
    const [tag = '', ...parameters] = part.split(';');
    let q = 1;
    for (const parameter of parameters) {
      const [name, value] = parameter.split('=').map((piece) => piece.trim());
      if (name?.toLowerCase() !== 'q') continue;
      q = value !== undefined && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : Number.NaN;
    }
    if (q > 0) ranges.push({ tag, q, order });
  }
  ranges.sort((a, b) => b.q - a.q || a.order - b.order);
  for (const range of ranges) {
    const locale = siteLocaleOfTag(range.tag);
    if (locale) return locale;
  }
  return undefined;
}

/** The locale the web app asked for (`X-Locale`, its URL prefix), when it is a site locale. */
export function localeOfHeader(request: FastifyRequest): LocaleCode | undefined {
  const value = headerOf(request, 'x-locale')?.trim().toLowerCase();
  return value && isLocaleCode(value) ? value : undefined;
}

function storedLocale(value: string | undefined): LocaleCode | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  return isLocaleCode(lower) ? lower : siteLocaleOfTag(lower);
}

/**
 * The locale a request's messages are written in: `X-Locale` when it names a site locale; else
 * the signed-in player's stored language (read by the player guard with the session); else the
 * best match of `Accept-Language`; else en. Bad header values only fall through to the next.
 */
export function requestLocale(request: FastifyRequest): LocaleCode {
  if (request.resolvedLocale) return request.resolvedLocale;
  let locale = localeOfHeader(request) ?? storedLocale(request.player?.locale);
  locale ??= localeOfAcceptLanguage(headerOf(request, 'accept-language')) ?? DEFAULT_LOCALE;
  request.resolvedLocale = locale;
  return locale;
}

/** The same without the player step, for answers given before any guard ran (routing errors). */
export function requestLocaleFromHeaders(request: FastifyRequest): LocaleCode {
  return localeOfHeader(request) ?? localeOfAcceptLanguage(headerOf(request, 'accept-language')) ?? DEFAULT_LOCALE;
}

/** The locale of an e-mail or SMS: the player's stored language (`pt-BR` and `pt-br` alike), else en. */
export function messageLocaleOf(stored: string | undefined): LocaleCode {
  return storedLocale(stored) ?? DEFAULT_LOCALE;
}

const LOCALE_HEADERS = ['Accept-Language', 'X-Locale'];

/** Marks a response whose text depends on the request's language (for caches). */
export function varyByLocale(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const listed = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (listed.includes('*')) return;
  const missing = LOCALE_HEADERS.filter((name) => !listed.some((item) => item.toLowerCase() === name.toLowerCase()));
  if (missing.length > 0) reply.header('vary', [...listed, ...missing].join(', '));
}
