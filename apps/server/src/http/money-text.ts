/**
 * Sums of money as text, for the server's own pages and messages (the sandbox's payment page,
 * notification texts): exact from integer minor units, never through a float.
 */

/** Minor units as a decimal in whole units: 100000 satoshi is "0.001". */
export function toDecimalUnits(amount: bigint, subunitToUnit: number): string {
  const scale = BigInt(subunitToUnit);
  const whole = amount / scale;
  const fraction = (amount % scale)
    .toString()
    .padStart(String(subunitToUnit).length - 1, '0')
    .replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

/**
 * Whole units with the decimals people expect, in the page's language: "25.00 EUR", "25,00 EUR",
 * "0.001 BTC". Exact: the digits come from the integer amount, never from a float.
 */
export function formatAmount(amount: bigint, subunitToUnit: number, currency: string, intl = 'en'): string {
  const decimal = toDecimalUnits(amount, subunitToUnit);
  const negative = decimal.startsWith('-');
  const [whole = '0', typedFraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  const fraction = subunitToUnit === 100 ? typedFraction.padEnd(2, '0') : typedFraction;
  const numbers = new Intl.NumberFormat(intl, { useGrouping: false });
  const separator = numbers.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const digits = (text: string) => [...text].map((digit) => numbers.format(Number(digit))).join('');
  return `${negative ? '-' : ''}${digits(whole)}${fraction ? `${separator}${digits(fraction)}` : ''} ${currency}`;
}
