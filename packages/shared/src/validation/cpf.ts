import { optional } from './rule-types';
import { toText } from './value-checks';

/** The CPF mask a player types into: ###.###.###-## */
export const CPF_MASK = '###.###.###-##';
const CPF_TEXT = /^(?:\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/;

/** Mod-11 check digit over the first `length` digits, weights length+1 down to 2. */
function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}

/**
 * Brazilian tax number: 11 digits (bare or as ###.###.###-##), both check digits right, and not
 * all digits equal (000.000.000-00 passes the arithmetic but is not issued). Passes when empty.
 */
export const cpf = optional((value: unknown) => {
  const text = toText(value).trim();
  if (!CPF_TEXT.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
});
