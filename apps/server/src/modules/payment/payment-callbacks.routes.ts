import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/response-schemas';
import { callbackReceipt } from './payment.responses';
import type { PaymentService } from './payment.service';

/** A provider event is a few hundred bytes; a megabyte would be anything but one. */
const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Webhooks of payment providers: `POST /api/payment/callbacks/{provider}`. The signature covers
 * the exact bytes sent, so this scope keeps JSON bodies as the raw string and leaves parsing to
 * the provider adapter, after the signature is checked.
 */
export const paymentCallbackRoutes: FastifyPluginAsyncZod<{ payment: PaymentService }> = async (app, { payment }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/:provider',
    {
      schema: {
        tags: ['payment'],
        summary:
          'Provider webhook (sandbox: header Sandbox-Signature t=<unix>,v1=<HMAC-SHA256 of "<t>.<body>">); applied once per event, replays answer 200',
        params: z.object({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/) }),
        response: { 200: callbackReceipt, ...errorResponses },
      },
    },
    async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const outcome = await payment.handleProviderCallback(request.params.provider, rawBody, request.headers);
      return { received: true, outcome };
    },
  );
};
