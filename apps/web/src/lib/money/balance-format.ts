/**
 * Balances as players read them (DESIGN.md section 2, Money): integers of the minor unit turned
 * into units with the currency's `subunitToUnit`, BTC and ETH in milli-units (mBTC, mETH, SPEC.md
 * section 1). Digits are cut, never rounded up: a balance never shows more than there is.
 */
import { intlLocaleOf, textDirectionOf } from '@casino/shared';

export interface CurrencyUnit {
  readonly code: string;
  readonly subunitToUnit: number;
  readonly type?: 'fiat' | 'crypto';
}

/** Shown in thousandths: 1 BTC reads 1,000 mBTC. */
export const MILLI_UNIT_CURRENCIES: ReadonlySet<string> = new Set(['BTC', 'ETH']);
/** Crypto balances keep more digits than cents, but not every satoshi. */
const MAX_CRYPTO_FRACTION_DIGITS = 6;
const MIN_FRACTION_DIGITS = 2;

export interface DisplayUnit {
  /** 'EUR', 'mBTC'. */
  readonly code: string;
  /** Minor units in one displayed unit. */
  readonly minorPerUnit: number;
}

export function displayUnit(currency: CurrencyUnit): DisplayUnit {
  if (MILLI_UNIT_CURRENCIES.has(currency.code) && currency.subunitToUnit >= 1000) {
    return { code: `m${currency.code}`, minorPerUnit: currency.subunitToUnit / 1000 };
  }
  return { code: currency.code, minorPerUnit: currency.subunitToUnit };
}

const digitsOf = (minorPerUnit: number) => Math.max(0, Math.round(Math.log10(minorPerUnit)));

export interface FormattedBalance {
  readonly amount: string;
  readonly code: string;
}

export function formatBalance(amountMinor: number, currency: CurrencyUnit, locale: string): FormattedBalance {
  const unit = displayUnit(currency);
  const available = digitsOf(unit.minorPerUnit);
  const isCrypto = currency.type === 'crypto' || MILLI_UNIT_CURRENCIES.has(currency.code);
  const shown = isCrypto ? Math.min(available, MAX_CRYPTO_FRACTION_DIGITS) : available;
  const minor = Math.max(0, Math.trunc(amountMinor));
  const whole = Math.floor(minor / unit.minorPerUnit);
  const fraction = String(minor % unit.minorPerUnit)
    .padStart(available, '0')
    .slice(0, shown);
  // Crypto drops trailing zeros down to cents: 1.500000 mBTC reads 1.50 mBTC.
  const trimmed = isCrypto ? fraction.replace(/0+$/, '').padEnd(Math.min(MIN_FRACTION_DIGITS, shown), '0') : fraction;
  const formatter = new Intl.NumberFormat(intlLocaleOf(locale), {
    minimumFractionDigits: trimmed.length,
    maximumFractionDigits: trimmed.length,
  });
  return { amount: formatter.format(Number(trimmed ? `${whole}.${trimmed}` : whole)), code: unit.code };
}

/** Left-to-right isolate (U+2066) and its end (U+2069), the plain-text form of `<bdi dir="ltr">`. */
const LTR_ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';

/**
 * An amount and its unit as one text, '50.00 EUR'. In a right-to-left locale (Persian) it is
 * isolated left to right, so the code stays after the number and a sentence around it
 * ('from {min}') never reads 'EUR 10.00' nor moves a minus sign to the far side.
 */
export function moneyText(amount: string, code: string, locale: string): string {
  const text = `${amount} ${code}`;
  const rightToLeft = textDirectionOf(locale) === 'rtl';
  return rightToLeft ? `${LTR_ISOLATE}${text}${POP_ISOLATE}` : text;
}
