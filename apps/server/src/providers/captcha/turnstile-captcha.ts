import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CaptchaVendorConfig } from '../../config/env';
import { AppError } from '../../http/app-error';
import {
  CAPTCHA_ACTION,
  CAPTCHA_TOKEN_MAX_LENGTH,
  captchaUnavailable,
  type CaptchaProvider,
  type CaptchaVerdict,
} from './captcha-provider';

/** siteverify answers in well under a second; a form waits no longer than this for it, retry included. */
export const SITEVERIFY_TIMEOUT_MS = 5_000;
/** A second try when the first one found the vendor unreachable or failing (5xx), under the same key. */
const SITEVERIFY_ATTEMPTS = 2;
/** A verdict is a few hundred bytes; anything much longer is not one. */
const SITEVERIFY_ANSWER_MAX_LENGTH = 64 * 1024;

/** Vendors' tokens are printable ASCII without spaces (base64url, dots); anything else is not one. */
const VENDOR_TOKEN = new RegExp(`^[\\x21-\\x7e]{1,${CAPTCHA_TOKEN_MAX_LENGTH}}$`);

/** The siteverify answer (Turnstile's; hCaptcha and reCAPTCHA answer the same fields). */
const siteverifyAnswer = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).default([]),
  action: z.string().optional(),
});
type SiteverifyAnswer = z.infer<typeof siteverifyAnswer>;

/**
 * The error codes that blame the token, by what the person is told. Turnstile's (and reCAPTCHA's)
 * `timeout-or-duplicate` is a token checked before or older than its five minutes; the widget
 * renews a token before it grows old, so the one a form sends is a replay far more often.
 */
const TOKEN_REFUSALS: Readonly<Record<string, Exclude<CaptchaVerdict, 'passed'>>> = {
  'timeout-or-duplicate': 'used',
  'already-seen-response': 'used',
  'invalid-or-already-seen-response': 'used',
  'expired-input-response': 'expired',
  'invalid-input-response': 'forged',
  'missing-input-response': 'malformed',
  'bad-request': 'malformed',
};

/** The codes that are no verdict on the token: our secret is wrong, or the vendor failed. */
const NO_VERDICT = new Set([
  'missing-input-secret',
  'invalid-input-secret',
  'sitekey-secret-mismatch',
  'invalid-idempotency-key',
  'internal-error',
]);

/**
 * A vendor's captcha checked through its siteverify API (Cloudflare Turnstile's contract; hCaptcha
 * and reCAPTCHA take the same form fields and answer the same shape). The vendor's widget fetches its
 * own challenge, so `challenge()` has none; the vendor uses each token up, so a replay is refused by
 * it. A vendor that is down, slow or answers what is no verdict refuses the form with a 503.
 */
export class TurnstileCaptcha implements CaptchaProvider {
  readonly name = 'turnstile';

  constructor(
    private readonly vendor: Pick<CaptchaVendorConfig, 'secret' | 'verifyUrl'>,
    /** How long a form waits for the vendor; tests make it short. */
    private readonly timeoutMs: number = SITEVERIFY_TIMEOUT_MS,
  ) {}

  challenge(): Promise<undefined> {
    return Promise.resolve(undefined);
  }

  async verify(token: string, remoteIp?: string): Promise<CaptchaVerdict> {
    if (!VENDOR_TOKEN.test(token)) return 'malformed';
    // One key for both tries: the vendor answers a retried check as the first, not as a duplicate.
    const form = new URLSearchParams({ secret: this.vendor.secret, response: token, idempotency_key: randomUUID() });
    if (remoteIp) form.set('remoteip', remoteIp);
    return verdictOf(await this.siteverify(form));
  }

  private async siteverify(form: URLSearchParams): Promise<SiteverifyAnswer> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    let failure: unknown;
    for (let attempt = 0; attempt < SITEVERIFY_ATTEMPTS && !signal.aborted; attempt += 1) {
      try {
        const response = await fetch(this.vendor.verifyUrl, {
          method: 'POST',
          body: form,
          headers: { accept: 'application/json' },
          signal,
        });
        if (response.status >= 500) {
          failure = new Error(`siteverify answered ${response.status}`);
          await response.body?.cancel();
          continue;
        }
        return parseAnswer(response.status, await response.text());
      } catch (error) {
        if (error instanceof AppError) throw error;
        failure = error;
      }
    }
    throw captchaUnavailable(failure);
  }
}

function parseAnswer(status: number, text: string): SiteverifyAnswer {
  let body: unknown;
  try {
    body = text.length <= SITEVERIFY_ANSWER_MAX_LENGTH ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const parsed = siteverifyAnswer.safeParse(body);
  if (!parsed.success) throw captchaUnavailable(new Error(`siteverify answered ${status} with no verdict`));
  return parsed.data;
}

function verdictOf(answer: SiteverifyAnswer): CaptchaVerdict {
  const codes = answer['error-codes'];
  // A token the widget made for another action (or a verdict naming none) was not made by our forms.
  if (answer.success) return answer.action === CAPTCHA_ACTION ? 'passed' : 'forged';
  if (codes.some((code) => NO_VERDICT.has(code)))
    throw captchaUnavailable(new Error(`siteverify gave no verdict: ${codes.join(', ')}`));
  const refusal = codes.map((code) => TOKEN_REFUSALS[code]).find((verdict) => verdict !== undefined);
  // A refusal for a reason we do not know is still a refusal.
  return refusal ?? 'forged';
}
