/**
 * Numeric masks of SPEC.md section 5: fraction digits, locale and an unsigned option. The masked
 * text follows the locale ('1.234,5' in de); the unmasked value is canonical text ('1234.5'), exact
 * for any length, so amounts never pass through floating point.
 */

export interface NumericMaskOptions {
  /** Digits allowed after the decimal separator; 0 (the default) allows none. */
  readonly fractionDigits?: number;
  /** BCP 47 locale for the separators and grouping; default 'en'. */
  readonly locale?: string;
  /** Refuse a minus sign. */
  readonly unsigned?: boolean;
  /** Group thousands (default true). */
  readonly grouping?: boolean;
}

export interface NumberSeparators {
  readonly decimal: string;
  readonly group: string;
}

const DEFAULT_LOCALE = 'en';
const MINUS_SIGNS = ['-', '\u2212'];
const formatters = new Map<string, Intl.NumberFormat>();
const separatorsByLocale = new Map<string, NumberSeparators>();

function integerFormatter(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    // Latin digits everywhere: the masked text must stay typeable on any keyboard.
    formatter = new Intl.NumberFormat(locale, { numberingSystem: 'latn', maximumFractionDigits: 0 });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** The decimal and group separators of a locale, as Intl formats numbers there. */
export function numberSeparators(locale: string = DEFAULT_LOCALE): NumberSeparators {
  const known = separatorsByLocale.get(locale);
  if (known) return known;
  const parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn', minimumFractionDigits: 1 }).formatToParts(
    1_000_000,
  );
  const separators = {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
  separatorsByLocale.set(locale, separators);
  return separators;
}

interface NumberParts {
  readonly negative: boolean;
  readonly integerDigits: string;
  /** undefined while no decimal separator has been typed. */
  readonly fractionDigits: string | undefined;
}

/** Where the fraction starts: the locale's separator, or a '.' typed where '.' does not group. */
function decimalIndex(text: string, { decimal, group }: NumberSeparators): number {
  const index = text.indexOf(decimal);
  if (index >= 0 || group === '.') return index;
  return text.indexOf('.');
}

function parseNumber(raw: string, options: NumericMaskOptions): NumberParts {
  const fractionLimit = options.fractionDigits ?? 0;
  const text = raw.trim();
  const negative = !options.unsigned && MINUS_SIGNS.some((sign) => text.startsWith(sign));
  const split = fractionLimit > 0 ? decimalIndex(text, numberSeparators(options.locale)) : -1;
  const integerText = split >= 0 ? text.slice(0, split) : text;
  const fractionText = split >= 0 ? text.slice(split + 1) : undefined;
  return {
    negative,
    integerDigits: integerText.replace(/\D/g, '').replace(/^0+(?=\d)/, ''),
    fractionDigits: fractionText?.replace(/\D/g, '').slice(0, fractionLimit),
  };
}

/** Formats what a player typed: '1234567.891' with { fractionDigits: 2 } gives '1,234,567.89'. */
export function applyNumericMask(raw: string, options: NumericMaskOptions = {}): string {
  const { negative, integerDigits, fractionDigits } = parseNumber(raw, options);
  const locale = options.locale ?? DEFAULT_LOCALE;
  const sign = negative ? '-' : '';
  if (integerDigits === '' && fractionDigits === undefined) return sign;
  const integer = integerDigits === '' ? '0' : integerDigits;
  const grouped = options.grouping === false ? integer : integerFormatter(locale).format(BigInt(integer));
  const fraction = fractionDigits === undefined ? '' : `${numberSeparators(locale).decimal}${fractionDigits}`;
  return `${sign}${grouped}${fraction}`;
}

/** Canonical text of a masked number ('-1234567.89'), or '' when no digit was typed. */
export function unmaskNumeric(masked: string, options: NumericMaskOptions = {}): string {
  const { negative, integerDigits, fractionDigits } = parseNumber(masked, options);
  if (integerDigits === '' && !fractionDigits) return '';
  const fraction = fractionDigits ? `.${fractionDigits}` : '';
  const isZero = /^0*$/.test(integerDigits) && /^0*$/.test(fractionDigits ?? '');
  return `${negative && !isZero ? '-' : ''}${integerDigits === '' ? '0' : integerDigits}${fraction}`;
}

/** Masked text of a canonical number ('1234.5' in de gives '1.234,5'); for showing a stored value. */
export function formatNumeric(canonical: string, options: NumericMaskOptions = {}): string {
  const fraction = options.fractionDigits ?? 0;
  const text = canonical.trim();
  const point = text.indexOf('.');
  if (point < 0 || fraction === 0) return applyNumericMask(point < 0 ? text : text.slice(0, point), options);
  const { decimal } = numberSeparators(options.locale);
  // Rebuild with the locale's own separator, so a '.' is never read as a group separator.
  const integerPart = text.slice(0, point).replace(/[^\d-]/g, '');
  const fractionPart = text.slice(point + 1).replace(/\D/g, '');
  return applyNumericMask(`${integerPart}${decimal}${fractionPart}`, options);
}
