import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, schemaFor } from '../../http/response-schemas';
import { RATE_LIMITS, type RateLimiter } from '../../security/rate-limiter';
import type { CaptchaGate } from './captcha-gate';
import { CAPTCHA_ACTION } from './captcha-provider';

/** What the web reads before showing a guarded form: whether this address must solve a captcha, and with which widget. */
export interface CaptchaRequirement {
  readonly provider: string;
  readonly action: string;
  readonly required: boolean;
}

const captchaRequirement = schemaFor<CaptchaRequirement>()(
  z.object({
    provider: z.string().describe('The widget to show: altcha (self-hosted proof of work)'),
    action: z.string().describe("The spec's captcha action, frontend_form"),
    required: z
      .boolean()
      .describe(
        'Whether the next sign-in, registration, password reset or contact form from this address must carry a token',
      ),
  }),
);

/** A challenge as the provider's widget reads it (for altcha: its parameters and signature). */
const challengeAnswer = z.record(z.string(), z.unknown()).describe("The provider's challenge, as its widget reads it");

/** Public: guests ask before signing in. Differs per address, so never kept by a shared cache. */
export const captchaRoutes: FastifyPluginAsyncZod<{ gate: CaptchaGate; rateLimiter: RateLimiter }> = async (
  app,
  { gate, rateLimiter },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['captcha'],
        summary: 'Whether forms from this address need a captcha, and which',
        response: { 200: captchaRequirement, ...errorResponses },
      },
    },
    async (request) => ({
      provider: gate.provider.name,
      action: CAPTCHA_ACTION,
      required: await gate.isRequired(request.ip),
    }),
  );

  app.get(
    '/challenge',
    {
      schema: {
        tags: ['captcha'],
        summary: 'A new captcha challenge for the widget; it expires, and its solution is accepted once',
        response: { 200: challengeAnswer, ...errorResponses },
      },
    },
    async (request) => {
      await rateLimiter.consume(RATE_LIMITS.captchaChallengePerIp, request.ip);
      return (await gate.provider.challenge()) as Record<string, unknown>;
    },
  );
};
