/**
 * Stakes and payouts as players read them: minor units (integers) shown in major units with the
 * account currency's decimals. Typed stakes are parsed as text, never through floating point,
 * so '0.1' is exactly 10 cents and never 10.000000000000002.
 */
export interface AccountCurrency {
  readonly currency: string;
  /** Minor units in one major unit: 100 for EUR, 1 for JPY, 100 000 000 for BTC. */
  readonly subunitToUnit: number;
}

/** Decimals of a currency: 100 -> 2, 1 -> 0, 100000000 -> 8 (a power of ten is assumed, as everywhere else). */
export function currencyDecimals(subunitToUnit: number): number {
  return Math.max(0, Math.round(Math.log10(subunitToUnit)));
}

export type StakeParse =
  | { readonly kind: 'ok'; readonly minor: bigint }
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'too-precise'; readonly digits: number };

/** Digits, an optional point or comma, digits: no signs, exponents or grouping; at most 15 whole digits. */
const STAKE_TEXT = /^(\d{0,15})(?:[.,](\d*))?$/;

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits as ASCII, the Arabic decimal separator (٫) as a point. */
export function asciiDigits(text: string): string {
  return text
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/\u066B/g, '.');
}

/** The locale's grouping separator ('.' in German, ',' in English), if it is a point or a comma. */
function groupingSeparator(locale: string): string | null {
  try {
    const group = new Intl.NumberFormat(locale).formatToParts(12345).find((part) => part.type === 'group')?.value;
    return group === '.' || group === ',' ? group : null;
  } catch {
    return null;
  }
}

/**
 * A typed stake in major units as an exact number of minor units. A point or a comma is the
 * decimal separator, except the locale's grouping one before exactly three digits ('1.000' in
 * German, '1,000' in English): that could mean a thousand, so it is refused rather than guessed.
 */
export function parseStake(text: string, subunitToUnit: number, locale?: string): StakeParse {
  const trimmed = asciiDigits(text.trim());
  if (trimmed === '') return { kind: 'empty' };
  const match = STAKE_TEXT.exec(trimmed);
  const whole = match?.[1] ?? '';
  const typedFraction = match?.[2] ?? '';
  if (!match || (whole === '' && typedFraction === '')) return { kind: 'invalid' };
  const group = locale ? groupingSeparator(locale) : null;
  if (group && whole !== '' && new RegExp(`^\\d+\\${group}\\d{3}$`).test(trimmed)) return { kind: 'invalid' };
  const digits = currencyDecimals(subunitToUnit);
  // Trailing zeros are not precision: '2.50' in a 2-decimal currency is fine, so is '3.000'.
  const fraction = typedFraction.replace(/0+$/, '');
  if (fraction.length > digits) return { kind: 'too-precise', digits };
  const minor = BigInt(whole || '0') * BigInt(subunitToUnit) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor === 0n) return { kind: 'invalid' };
  return { kind: 'ok', minor };
}

/** Minor units in major units with the currency's decimals, digits cut (never rounded up): 123456 -> '1,234.56 EUR'. */
export function formatMoney(amountMinor: bigint | number, account: AccountCurrency, locale = 'en-GB'): string {
  const minor = typeof amountMinor === 'bigint' ? amountMinor : BigInt(Math.trunc(amountMinor));
  const negative = minor < 0n;
  const magnitude = negative ? -minor : minor;
  const perUnit = BigInt(account.subunitToUnit);
  const digits = currencyDecimals(account.subunitToUnit);
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(magnitude / perUnit);
  const decimalPoint =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const digitsOf = new Intl.NumberFormat(locale, { useGrouping: false });
  const fractionDigits = [...(magnitude % perUnit).toString().padStart(digits, '0')]
    .map((digit) => digitsOf.format(Number(digit)))
    .join('');
  const fraction = digits > 0 ? `${decimalPoint}${fractionDigits}` : '';
  return `${negative ? '-' : ''}${whole}${fraction} ${account.currency}`;
}
