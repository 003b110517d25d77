/**
 * Amounts typed by a player, in the unit they read (EUR, mBTC: see balance-format.ts), turned into
 * integer minor units exactly: the text is split at the decimal point and joined as integers, so
 * '0.1' never becomes 0.1 * 100 = 10.000000000000002.
 */
import { displayUnit, type CurrencyUnit } from './balance-format';

export type AmountParse =
  | { readonly kind: 'ok'; readonly minor: number }
  | { readonly kind: 'empty' }
  /** Not a plain positive decimal ('1e3', '-5', '1.2.3'). */
  | { readonly kind: 'invalid' }
  /** More fraction digits than the unit has (three decimals of EUR, a tenth of a satoshi). */
  | { readonly kind: 'too-precise'; readonly fractionDigits: number }
  /** Beyond what a JSON number carries exactly. */
  | { readonly kind: 'too-large' };

/** Canonical decimal text, as NumberInput hands it over ('1234.5', '.5', '12.'). */
const DECIMAL_TEXT = /^(\d*)(?:\.(\d*))?$/;

/** Digits after the point a unit allows: 2 for cents, 5 for mBTC (100 000 satoshi per mBTC). */
export function fractionDigitsOf(minorPerUnit: number): number {
  return Math.max(0, Math.round(Math.log10(minorPerUnit)));
}

/** `text` in units of `minorPerUnit` minor units each, as an exact integer of minor units. */
export function parseAmount(text: string, minorPerUnit: number): AmountParse {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = DECIMAL_TEXT.exec(trimmed);
  const whole = match?.[1] ?? '';
  const fraction = (match?.[2] ?? '').replace(/0+$/, '');
  if (!match || (whole === '' && (match[2] ?? '') === '')) return { kind: 'invalid' };
  const allowed = fractionDigitsOf(minorPerUnit);
  if (fraction.length > allowed) return { kind: 'too-precise', fractionDigits: allowed };
  const minor = BigInt(whole || '0') * BigInt(minorPerUnit) + BigInt(fraction.padEnd(allowed, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { kind: 'too-large' };
  return { kind: 'ok', minor: Number(minor) };
}

/** Minor units as canonical decimal text in the display unit, without trailing zeros: 150000 sat -> '1.5' (mBTC). */
export function amountText(minor: number, minorPerUnit: number): string {
  const digits = fractionDigitsOf(minorPerUnit);
  const value = BigInt(Math.max(0, Math.trunc(minor)));
  const unit = BigInt(minorPerUnit);
  const fraction = (value % unit).toString().padStart(digits, '0').replace(/0+$/, '');
  const whole = (value / unit).toString();
  return fraction ? `${whole}.${fraction}` : whole;
}

/** What the amount field of a currency works in: its display unit's code, step and fraction digits. */
export function amountUnitOf(currency: CurrencyUnit): {
  readonly code: string;
  readonly minorPerUnit: number;
  readonly fractionDigits: number;
} {
  const unit = displayUnit(currency);
  return { ...unit, fractionDigits: fractionDigitsOf(unit.minorPerUnit) };
}

/** Minor units in the currency's own whole unit (BTC, not mBTC), for what a wallet app expects to send. */
export function wholeUnitText(minor: number, currency: CurrencyUnit): string {
  return amountText(minor, currency.subunitToUnit);
}
