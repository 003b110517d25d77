import { listCallingCodes } from '@casino/shared';

/** A number as the phone field holds it: the international number and the calling code's country. */
export interface HandedPhone {
  readonly phone: string;
  readonly country: string;
}

/**
 * The number a sign-in found without an account, for the sign-up popup it opens next, which starts
 * on its phone form with the number filled in. Kept in memory only: a phone number never goes into
 * the address bar or storage.
 */
let handed: HandedPhone | undefined;

export function handPhoneToSignUp(phone: HandedPhone): void {
  handed = phone;
}

/** Read when the sign-up popup starts (a pure read: React may call it twice), cleared once shown. */
export function handedPhone(): HandedPhone | undefined {
  return handed;
}

export function clearHandedPhone(): void {
  handed = undefined;
}

/** The digits after the country's calling code ('+4915112345678' in DE: '15112345678'), for the field's number part. */
export function nationalPart({ phone, country }: HandedPhone): string {
  const code = listCallingCodes().find((choice) => choice.country === country)?.callingCode;
  return code !== undefined && phone.startsWith(`+${code}`) ? phone.slice(code.length + 1) : '';
}
