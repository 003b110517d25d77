import { intlLocaleOf } from '@casino/shared';
/**
 * Equivalent-currency amounts (SPEC.md sections 5 and 9): a balance shown again in a currency the
 * player chose (USD, EUR), converted through the base currency and rounded to 2 decimals. Rates
 * are exact decimal strings (`rate.rate`: the value of one unit in the base currency), so the
 * conversion is done on integers: no floating-point drift on large balances.
 */

/** Equivalent amounts always show cents (SPEC.md section 5), whatever the target currency. */
export const EQUIVALENT_FRACTION_DIGITS = 2;

export interface RatedCurrency {
  readonly subunitToUnit: number;
  /** Value of one unit in the base currency, as decimal text ('1.08', '0.0118', '65000'). */
  readonly rate: { readonly rate: string };
}

interface ExactDecimal {
  readonly digits: bigint;
  /** Power of ten the digits are divided by. */
  readonly scale: number;
}

const RATE_TEXT = /^(\d+)(?:\.(\d+))?$/;

function parseRate(text: string): ExactDecimal | undefined {
  const match = RATE_TEXT.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  return { digits: BigInt(`${match[1] ?? '0'}${fraction}`), scale: fraction.length };
}

/** Rounds numerator / denominator (both positive) to the nearest integer, halves up. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * `amountMinor` of `from` in `to`, as canonical text with 2 decimals ('12.34'); undefined when a
 * rate is missing, malformed or zero (a conversion that cannot be trusted is not shown).
 */
export function equivalentAmount(amountMinor: number, from: RatedCurrency, to: RatedCurrency): string | undefined {
  const fromRate = parseRate(from.rate.rate);
  const toRate = parseRate(to.rate.rate);
  if (!fromRate || !toRate || toRate.digits === 0n || !Number.isSafeInteger(amountMinor) || from.subunitToUnit <= 0)
    return undefined;
  // amount / subunit * fromRate / toRate, in hundredths of `to`:
  // amountMinor * fromDigits * 10^toScale * 100 / (subunit * toDigits * 10^fromScale)
  const negative = amountMinor < 0;
  const numerator =
    BigInt(Math.abs(amountMinor)) * fromRate.digits * 10n ** BigInt(toRate.scale + EQUIVALENT_FRACTION_DIGITS);
  const denominator = BigInt(from.subunitToUnit) * toRate.digits * 10n ** BigInt(fromRate.scale);
  const hundredths = divideRounded(numerator, denominator);
  const text = `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(EQUIVALENT_FRACTION_DIGITS, '0')}`;
  return negative && hundredths !== 0n ? `-${text}` : text;
}

/** '1234.5' as the locale writes money with 2 decimals ('1,234.50', '1.234,50'). */
export function formatEquivalent(text: string, locale: string): string {
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const parts = new Intl.NumberFormat(intlLocaleOf(locale), {
    minimumFractionDigits: EQUIVALENT_FRACTION_DIGITS,
    maximumFractionDigits: EQUIVALENT_FRACTION_DIGITS,
  }).formatToParts(1000.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  // Grouped by hand: Number(text) would round amounts beyond 2^53 hundredths.
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${text.startsWith('-') ? '-' : ''}${grouped}${decimal}${fraction.padEnd(EQUIVALENT_FRACTION_DIGITS, '0')}`;
}

export interface EquivalentTarget extends RatedCurrency {
  readonly code: string;
  readonly symbol: string;
}

/** '≈ $12.34' for a balance shown in the equivalent currency; undefined when there is nothing to add. */
export function equivalentLabel(
  amountMinor: number,
  from: RatedCurrency & { readonly code: string },
  to: EquivalentTarget | undefined,
  locale: string,
): string | undefined {
  if (!to || to.code === from.code) return undefined;
  const text = equivalentAmount(amountMinor, from, to);
  if (text === undefined) return undefined;
  const amount = formatEquivalent(text, locale);
  return to.symbol ? `≈ ${to.symbol}${amount}` : `≈ ${amount} ${to.code}`;
}
