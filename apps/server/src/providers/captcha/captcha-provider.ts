import { AppError } from '../../http/app-error';

/**
 * A captcha adapter (DESIGN.md: third parties behind providers/<kind>/). The self-hosted proof of
 * work (altcha-captcha.ts) is the default and needs no vendor; a vendor's captcha (one whose widget
 * gives a token its API verifies) is another implementation of this interface beside it.
 */
export interface CaptchaProvider {
  /** The adapter's name, as CAPTCHA_PROVIDER names it and the web picks its widget by. */
  readonly name: string;
  /** A new challenge for the widget, as its JSON (the proof of work to do); undefined for a vendor whose widget fetches its own. */
  challenge(): Promise<unknown>;
  /** Checks a token the widget produced; a good one is used up, so it passes once. */
  verify(token: string): Promise<CaptchaVerdict>;
}

/** Why a token was refused, for the error message: each refusal is the same 422 `captcha_invalid`. */
export type CaptchaVerdict = 'passed' | 'malformed' | 'forged' | 'expired' | 'used';

/** The action the spec names for the site's captcha (SPEC.md, third-party loads): one for every form. */
export const CAPTCHA_ACTION = 'frontend_form';

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
