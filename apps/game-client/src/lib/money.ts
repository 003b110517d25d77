/**
 * Money as players read it (DESIGN.md section 2): integers of the minor unit shown in units of
 * `subunitToUnit`, BTC and ETH in milli-units (mBTC, mETH) as on the main site. Digits are cut,
 * never rounded up, so a balance never shows more than there is. Typed amounts are parsed as
 * text, so '0.1' never becomes 0.1 x 100 = 10.000000000000002.
 */
import { intlLocale, latinDigits } from './i18n';

export interface CurrencyUnit {
  readonly code: string;
  readonly subunitToUnit: number;
}

export interface DisplayUnit {
  /** 'EUR', 'mBTC'. */
  readonly code: string;
  /** Minor units in one displayed unit. */
  readonly minorPerUnit: number;
  /** Digits after the point the unit has: 2 for cents, 5 for mBTC (100 000 satoshi per mBTC). */
  readonly fractionDigits: number;
}

/** Shown in thousandths: 1 BTC reads 1,000 mBTC. */
const MILLI_UNIT_CURRENCIES: ReadonlySet<string> = new Set(['BTC', 'ETH']);
const MILLI = 1000;
/** Crypto keeps more digits than cents, but a balance with 9 decimals is unreadable on a phone. */
const MAX_SHOWN_FRACTION_DIGITS = 6;
const MIN_SHOWN_FRACTION_DIGITS = 2;

export function displayUnit(currency: CurrencyUnit): DisplayUnit {
  const milli = MILLI_UNIT_CURRENCIES.has(currency.code) && currency.subunitToUnit >= MILLI;
  const minorPerUnit = milli ? currency.subunitToUnit / MILLI : currency.subunitToUnit;
  return {
    code: milli ? `m${currency.code}` : currency.code,
    minorPerUnit,
    fractionDigits: Math.max(0, Math.round(Math.log10(minorPerUnit))),
  };
}

/** First Strong Isolate ... Pop Directional Isolate: an amount inside right-to-left text keeps its own order. */
const ISOLATE_START = '\u2068';
const ISOLATE_END = '\u2069';

/** Whether the locale writes a currency code before the amount ('EUR 1.234,50' in tr); en keeps the site's '1,234.50 EUR'. */
function codeComesFirst(locale: string): boolean {
  if (locale === 'en' || locale.startsWith('en-')) return false;
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    currencyDisplay: 'code',
  }).formatToParts(1);
  return parts.findIndex((part) => part.type === 'currency') < parts.findIndex((part) => part.type === 'integer');
}

/**
 * 123456 EUR cents -> '1,234.56 EUR' (en), '1.234,56 EUR' (de), 'EUR 1.234,56' (tr); 150000
 * satoshi -> '1.50 mBTC'. The digits and separators are the locale's (Persian digits in fa), the
 * amount is exact (formatted from its decimal text, cut, never rounded), and in a right-to-left
 * language the whole amount is isolated so it reads the same inside Persian text.
 */
export function formatMoney(
  amountMinor: number,
  currency: CurrencyUnit,
  locale = intlLocale(),
  withCode = true,
): string {
  const unit = displayUnit(currency);
  const minor = BigInt(Math.max(0, Math.trunc(amountMinor)));
  const perUnit = BigInt(unit.minorPerUnit);
  const shown = Math.min(unit.fractionDigits, MAX_SHOWN_FRACTION_DIGITS);
  let fraction = (minor % perUnit).toString().padStart(unit.fractionDigits, '0').slice(0, shown);
  // Long fractions drop trailing zeros down to cents: 1.500000 mBTC reads 1.50 mBTC.
  if (unit.fractionDigits > MIN_SHOWN_FRACTION_DIGITS)
    fraction = fraction.replace(/0+$/, '').padEnd(MIN_SHOWN_FRACTION_DIGITS, '0');
  const exact = `${minor / perUnit}${fraction ? `.${fraction}` : ''}`;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: fraction.length,
    maximumFractionDigits: fraction.length,
    useGrouping: true,
  })
    // A decimal string is formatted exactly (Intl.NumberFormat v3), however many digits it has.
    .format(exact as unknown as number);
  const text = !withCode ? number : codeComesFirst(locale) ? `${unit.code}\u00a0${number}` : `${number} ${unit.code}`;
  return isRtlLocale(locale) ? `${ISOLATE_START}${text}${ISOLATE_END}` : text;
}

function isRtlLocale(locale: string): boolean {
  return /^(fa|ar|he|ur)(-|$)/.test(locale);
}

export type AmountParse =
  | { readonly kind: 'ok'; readonly minor: number }
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'too-precise'; readonly fractionDigits: number }
  | { readonly kind: 'too-large' };

const DECIMAL_TEXT = /^(\d*)(?:[.,](\d*))?$/;

/** Text typed in the display unit (in 0-9 or the player's digits), as an exact integer of minor units. */
export function parseAmount(text: string, unit: DisplayUnit): AmountParse {
  const trimmed = latinDigits(text).trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = DECIMAL_TEXT.exec(trimmed);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { kind: 'invalid' };
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > unit.fractionDigits) return { kind: 'too-precise', fractionDigits: unit.fractionDigits };
  const minor =
    BigInt(match[1] || '0') * BigInt(unit.minorPerUnit) + BigInt(fraction.padEnd(unit.fractionDigits, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { kind: 'too-large' };
  return { kind: 'ok', minor: Number(minor) };
}

/** Minor units as plain decimal text in the display unit, for the bet field: 150000 sat -> '1.5'. */
export function amountText(amountMinor: number, unit: DisplayUnit): string {
  const minor = BigInt(Math.max(0, Math.trunc(amountMinor)));
  const perUnit = BigInt(unit.minorPerUnit);
  const fraction = (minor % perUnit).toString().padStart(unit.fractionDigits, '0').replace(/0+$/, '');
  return fraction ? `${minor / perUnit}.${fraction}` : `${minor / perUnit}`;
}

/** A multiplier in basis points for display: 19800 -> 'x1.98' ('x1,98' in de; up to four decimals, no trailing zeros). */
export function formatMultiplierBps(bps: number, locale = intlLocale()): string {
  return `x${new Intl.NumberFormat(locale, { maximumFractionDigits: 4, useGrouping: false }).format(bps / 10_000)}`;
}

/** A multiplier with two decimals, as crash points and targets read: 2 -> 'x2.00' ('x2,00' in de). */
export function formatMultiplier(value: number, locale = intlLocale()): string {
  return `x${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(value)}`;
}
