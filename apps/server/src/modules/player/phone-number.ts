import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { isValidPhone } from '@casino/shared';

/**
 * A phone number as we store and compare it: E.164 ('+491701234567'), or undefined when the
 * shared phone rule refuses it. Spaces, brackets, dashes, a national trunk '(0)' and an extension
 * are dropped, so every way of typing one number finds the same player.
 */
export function normalizePhoneNumber(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || !isValidPhone(trimmed)) return undefined;
  // As typed (libphonenumber reads extensions and a trunk '(0)'), else as the rule reads it: '+' and the digits.
  for (const candidate of [trimmed.startsWith('+') ? trimmed : `+${trimmed}`, `+${trimmed.replace(/\D/g, '')}`]) {
    const parsed = parsePhoneNumberFromString(candidate);
    if (parsed?.isValid()) return parsed.number;
  }
  return undefined;
}
