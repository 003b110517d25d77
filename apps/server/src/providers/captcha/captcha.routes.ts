import { z } from 'zod';
import { CAPTCHA_PROVIDERS, type CaptchaRequirement } from '@casino/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error';
import { errorResponses, schemaFor } from '../../http/response-schemas';
import { RATE_LIMITS, type RateLimiter } from '../../security/rate-limiter';
import type { CaptchaGate } from './captcha-gate';
import type { CaptchaVendorConfig } from '../../config/env';
import { CAPTCHA_ACTION } from './captcha-provider';

/** What the web reads before showing a guarded form: whether this address must solve a captcha, and with which widget. */
const captchaRequirement = schemaFor<CaptchaRequirement>()(
  z.object({
    provider: z
      .enum(CAPTCHA_PROVIDERS)
      .describe("The widget to show: altcha (self-hosted proof of work) or turnstile (a vendor's widget)"),
    action: z.string().describe("The spec's captcha action, frontend_form"),
    required: z
      .boolean()
      .describe(
        'Whether the next sign-in, registration, password reset or contact form from this address must carry a token',
      ),
    siteKey: z.string().optional().describe("A vendor's widget: its public site key"),
    scriptUrl: z.string().optional().describe("A vendor's widget: the address of its script"),
  }),
);

/** A challenge as the provider's widget reads it (for altcha: its parameters and signature). */
const challengeAnswer = z.record(z.string(), z.unknown()).describe("The provider's challenge, as its widget reads it");

/** Public: guests ask before signing in. Differs per address, so never kept by a shared cache. */
export const captchaRoutes: FastifyPluginAsyncZod<{
  gate: CaptchaGate;
  rateLimiter: RateLimiter;
  vendor: CaptchaVendorConfig | undefined;
}> = async (app, { gate, rateLimiter, vendor }) => {
  // Public by design: the site key is shown in every page that draws the widget; the secret stays here.
  const widget = vendor ? { siteKey: vendor.siteKey, scriptUrl: vendor.scriptUrl } : {};
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
    async (request): Promise<CaptchaRequirement> => ({
      provider: gate.provider.name,
      action: CAPTCHA_ACTION,
      required: await gate.isRequired(request.ip),
      ...widget,
    }),
  );

  app.get(
    '/challenge',
    {
      schema: {
        tags: ['captcha'],
        summary:
          "A new captcha challenge for the self-hosted widget; it expires, and its solution is accepted once (404 for a vendor's widget: it fetches its own)",
        response: { 200: challengeAnswer, ...errorResponses },
      },
    },
    async (request) => {
      await rateLimiter.consume(RATE_LIMITS.captchaChallengePerIp, request.ip);
      const challenge = await gate.provider.challenge();
      if (challenge === undefined) throw notFound('There is no such captcha challenge');
      return challenge as Record<string, unknown>;
    },
  );
};
