/**
 * The captcha adapters (the server's providers/captcha): `altcha`, the self-hosted proof of work
 * that needs no vendor (the default), and `turnstile`, a vendor's widget whose token the vendor's
 * siteverify API checks (Cloudflare Turnstile's contract, which reCAPTCHA v3's siteverify shares).
 */
export const CAPTCHA_PROVIDERS = ['altcha', 'turnstile'] as const;
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDERS)[number];

/** The action the spec names for the site's captcha (SPEC.md, third-party loads): one for every form. */
export const CAPTCHA_ACTION = 'frontend_form';

/**
 * `GET /api/captcha`: whether the next guarded form from this address must carry a captcha token,
 * and with which widget. A vendor's widget also needs its public site key and the address of its
 * script; the self-hosted one has neither.
 */
export interface CaptchaRequirement {
  readonly provider: CaptchaProviderName;
  readonly action: string;
  readonly required: boolean;
  readonly siteKey?: string;
  readonly scriptUrl?: string;
}
