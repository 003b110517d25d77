import { AppError } from '../../http/app-error';

import type { CaptchaProviderName } from '@casino/shared';

export { CAPTCHA_ACTION } from '@casino/shared';

/**
 * A captcha adapter (DESIGN.md: third parties behind providers/<kind>/). The self-hosted proof of
 * work (altcha-captcha.ts) is the default and needs no vendor; a vendor's captcha (one whose widget
 * gives a token its API verifies) is another implementation of this interface beside it.
 */
export interface CaptchaProvider {
  /** The adapter's name, as CAPTCHA_PROVIDER names it and the web picks its widget by. */
  readonly name: CaptchaProviderName;
  /** A new challenge for the widget, as its JSON (the proof of work to do); undefined for a vendor whose widget fetches its own. */
  challenge(): Promise<unknown>;
  /**
   * Checks a token the widget produced; a good one is used up, so it passes once. `remoteIp`: the
   * address the form came from, which a vendor weighs in its verdict. Throws `captchaUnavailable`
   * when the vendor cannot give a verdict: the form is then neither passed nor blamed on the person.
   */
  verify(token: string, remoteIp?: string): Promise<CaptchaVerdict>;
}

/** Why a token was refused, for the error message: each refusal is the same 422 `captcha_invalid`. */
export type CaptchaVerdict = 'passed' | 'malformed' | 'forged' | 'expired' | 'used';

/** Where the widget's token travels on every guarded form (the contact form may also carry it as `captchaToken`). */
export const CAPTCHA_TOKEN_HEADER = 'x-captcha-token';

/** Altcha's payloads are under 1 kB, vendors' tokens 1-2 kB; twice that bounds what is parsed. */
export const CAPTCHA_TOKEN_MAX_LENGTH = 4096;

export const captchaRequired = (): AppError =>
  new AppError(422, 'captcha_required', 'Confirm that you are not a robot, then send the form again.');

const REFUSALS: Record<Exclude<CaptchaVerdict, 'passed'>, string> = {
  malformed: 'The captcha answer is not valid. Solve the captcha again.',
  forged: 'The captcha answer is not valid. Solve the captcha again.',
  expired: 'The captcha has expired. Solve it again.',
  used: 'This captcha answer was already used. Solve the captcha again.',
};

export const captchaInvalid = (verdict: Exclude<CaptchaVerdict, 'passed'>): AppError =>
  new AppError(422, 'captcha_invalid', REFUSALS[verdict]);

/** Retrying soon is all the person can do while the vendor is down. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** The vendor gave no verdict (down, too slow, an answer we cannot read, our secret refused): 503, never a pass. */
export const captchaUnavailable = (cause?: unknown): AppError => {
  const error = new AppError(
    503,
    'captcha_unavailable',
    'The captcha service cannot be reached right now. Try again in a few minutes.',
    undefined,
    undefined,
    { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  );
  error.cause = cause;
  return error;
};
