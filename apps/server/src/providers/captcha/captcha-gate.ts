import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CaptchaMode } from '../../config/env';
import { RATE_LIMITS, type RateLimiter, type RateLimitRule } from '../../security/rate-limiter';
import {
  CAPTCHA_TOKEN_HEADER,
  CAPTCHA_TOKEN_MAX_LENGTH,
  captchaInvalid,
  captchaRequired,
  type CaptchaProvider,
} from './captcha-provider';

/**
 * What turns the captcha on for an address in the `on-failures` mode: the address's count in one
 * of these rate-limit windows reached `after`. Each stays below its rule's hard limit, so a person
 * behind the address (a shared office or carrier address too) can still go on by solving it:
 * - 5 failed sign-ins in 15 minutes: more than mistyping a password; a script guessing goes on only
 *   at the price of a proof of work per guess (successful sign-ins are no failures: they are taken back);
 * - 10 registrations in an hour: no person makes that many accounts;
 * - 5 password reset requests in an hour: someone is mailing a victim's inbox full;
 * - 3 contact messages in an hour: a person writes one or two.
 */
export const CAPTCHA_TRIGGERS: readonly { readonly rule: RateLimitRule; readonly after: number }[] = [
  { rule: RATE_LIMITS.loginFailurePerIp, after: 5 },
  { rule: RATE_LIMITS.registrationPerIp, after: 10 },
  { rule: RATE_LIMITS.passwordResetPerIp, after: 5 },
  { rule: RATE_LIMITS.contactPerIp, after: 3 },
];

/**
 * The forms that carry a captcha token when one is required (SPEC.md: sign-up, sign-in, password
 * reset and the contact form), by method and route.
 */
export const CAPTCHA_FORMS: ReadonlySet<string> = new Set([
  'POST /api/player/sessions',
  'POST /api/player/register',
  'POST /api/player/register/phone',
  'POST /api/player/passwords/reset',
  'POST /api/notification/communications',
]);

/** Decides whether a form from an address needs a captcha, and checks the token it carries. */
export class CaptchaGate {
  constructor(
    readonly mode: CaptchaMode,
    readonly provider: CaptchaProvider,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** Whether the next form from `ip` must carry a token. */
  async isRequired(ip: string): Promise<boolean> {
    if (this.mode !== 'on-failures') return this.mode === 'always';
    const counts = await Promise.all(CAPTCHA_TRIGGERS.map(({ rule }) => this.rateLimiter.hits(rule, ip)));
    return counts.some((count, index) => count >= (CAPTCHA_TRIGGERS[index]?.after ?? Infinity));
  }

  /**
   * Refuses the form (422 `captcha_required` or `captcha_invalid`) when it needs a token and has
   * no good one (503 `captcha_unavailable` when a vendor cannot tell). A token sent when none is
   * needed is not looked at (nor used up).
   */
  async check(ip: string, token: string | undefined): Promise<void> {
    if (!(await this.isRequired(ip))) return;
    if (token === undefined) throw captchaRequired();
    const verdict = await this.provider.verify(token, ip);
    if (verdict !== 'passed') throw captchaInvalid(verdict);
  }
}

/**
 * Runs the gate before the handlers of CAPTCHA_FORMS (after their body and bearer checks, so bad
 * input is still answered as such). Added before the routes, so it covers each of them.
 */
export function registerCaptchaHook(app: FastifyInstance, gate: CaptchaGate): void {
  if (gate.mode === 'off') return;
  app.addHook('preHandler', async (request) => {
    if (!CAPTCHA_FORMS.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    await gate.check(request.ip, captchaTokenOf(request));
  });
}

/** The token of a request: the X-Captcha-Token header, else the contact form's `captchaToken` field. */
export function captchaTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[CAPTCHA_TOKEN_HEADER];
  const body = request.body as { captchaToken?: unknown } | null | undefined;
  const token =
    typeof header === 'string' ? header : typeof body?.captchaToken === 'string' ? body.captchaToken : undefined;
  const trimmed = token?.trim();
  return trimmed ? trimmed.slice(0, CAPTCHA_TOKEN_MAX_LENGTH + 1) : undefined;
}
