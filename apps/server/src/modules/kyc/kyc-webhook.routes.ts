import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { errorResponses } from '../../http/response-schemas';
import { handleKycWebhook } from './kyc-webhook';
import type { VerificationService } from './verification.service';

/** A review event is a few hundred bytes. */
const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

/** `POST /api/provider/kyc/sumsub/webhook`: the provider's review results, checked over the raw bytes. */
export const kycWebhookRoutes: FastifyPluginAsyncZod<{
  db: Database;
  secret: string;
  verification: VerificationService;
}> = async (app, options) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/sumsub/webhook',
    {
      schema: {
        tags: ['documents'],
        summary:
          'Identity-verification provider webhook: X-Payload-Digest = hex HMAC-SHA256 of the raw body (X-Payload-Digest-Alg HMAC_SHA256_HEX); fresh events only; replays answer 200 and change nothing',
        response: {
          200: z.object({ received: z.literal(true), outcome: z.enum(['applied', 'replayed', 'ignored']) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      return { received: true as const, outcome: await handleKycWebhook(options, rawBody, request.headers) };
    },
  );
};
