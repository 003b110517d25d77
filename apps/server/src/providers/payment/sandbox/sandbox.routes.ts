import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bodyOfType, errorBody, redirect } from '../../../http/response-schemas';
import { pageTexts, type PageTexts } from '../../provider-page-texts';
import { renderMessagePage, renderPaymentPage } from './sandbox-pages';
import { sandboxLogoSvg } from './sandbox-logos';
import { sandboxPagePath, type SandboxPaymentProvider } from './sandbox-provider';
import type { SandboxTransaction } from './sandbox.table';

/** Pages of their own: no script, nothing loaded from elsewhere, posting only to themselves. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";
/** A page form carries one token; anything bigger is not from our page. */
const FORM_BODY_LIMIT_BYTES = 1024;
/** Logos never change for a given name. */
const LOGO_CACHE_SECONDS = 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAGE_ACTIONS = ['pay', 'decline', 'notify'] as const;
type PageAction = (typeof PAGE_ACTIONS)[number];

/**
 * The hosted pages are the stand-in third party's, opened by a browser, not calls of our API: they
 * stay out of the document (`hide`), with their answers declared all the same. A page's own refusals
 * (no such payment, a foreign form) are pages too; what Fastify refuses first is in the error format.
 */
const pageOrError = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() }, 'application/json': { schema: errorBody } },
});
const failures = { '4xx': pageOrError('A page saying what is wrong, or an error'), '5xx': errorBody };
const htmlPage = { hide: true, response: { 200: bodyOfType('text/html', 'The payment page'), ...failures } };

export interface SandboxRoutesOptions {
  readonly provider: SandboxPaymentProvider;
  /** Shown on the pages as who is being paid. */
  readonly merchantName: string;
}

/**
 * The sandbox provider's hosted pages under `/provider/pay`: the payment page a player is sent
 * to, its Pay / Decline (or Simulate incoming transfer) buttons, and the method logos.
 */
export const sandboxRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (app, { provider, merchantName }) => {
  const { gateway } = provider;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const sendPage = (reply: FastifyReply, statusCode: number, html: string) =>
    reply
      .status(statusCode)
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_POLICY)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);

  /** The page's language: its `lang` query parameter (put there by the platform); anything else is English. */
  const textsOf = (request: FastifyRequest) => pageTexts((request.query as { lang?: unknown } | undefined)?.lang);

  const renderTransaction = async (transaction: SandboxTransaction, texts: PageTexts) => {
    const isOpenCrypto =
      transaction.status === 'open' &&
      transaction.flow === 'crypto' &&
      transaction.direction === 'payment' &&
      transaction.network;
    const crypto =
      isOpenCrypto && transaction.network
        ? await provider.cryptoDetails(transaction.reference, transaction.network, transaction)
        : undefined;
    return renderPaymentPage({
      merchantName,
      transaction,
      texts,
      formToken: provider.formToken(transaction.reference),
      ...(crypto ? { crypto } : {}),
    });
  };

  const logo = { hide: true, response: { 200: bodyOfType('image/svg+xml', 'The logo (SVG)'), ...failures } };
  app.get<{ Params: { name: string } }>('/logos/:name', { schema: logo }, async (request, reply) => {
    const svg = sandboxLogoSvg(request.params.name.replace(/\.svg$/, ''));
    if (!svg)
      return sendPage(
        reply,
        404,
        renderMessagePage(textsOf(request), 'payment.logoNotFoundTitle', 'payment.logoNotFound'),
      );
    return reply.header('cache-control', `public, max-age=${LOGO_CACHE_SECONDS}`).type('image/svg+xml').send(svg);
  });

  app.get<{ Params: { reference: string } }>('/:reference', { schema: htmlPage }, async (request, reply) => {
    const transaction = UUID.test(request.params.reference)
      ? await gateway.find(request.params.reference.toLowerCase())
      : undefined;
    const texts = textsOf(request);
    if (!transaction)
      return sendPage(reply, 404, renderMessagePage(texts, 'payment.notFoundTitle', 'payment.notFound'));
    return sendPage(reply, 200, await renderTransaction(transaction, texts));
  });

  const button = {
    hide: true,
    response: { 303: redirect('Back to the payment page (post/redirect/get)'), ...failures },
  };
  app.post<{ Params: { reference: string; action: string }; Body: unknown }>(
    '/:reference/:action',
    { schema: button },
    async (request, reply) => {
      const { reference: rawReference, action } = request.params;
      const reference = rawReference.toLowerCase();
      const transaction = UUID.test(reference) ? await gateway.find(reference) : undefined;
      const texts = textsOf(request);
      if (!transaction || !isPageAction(action))
        return sendPage(reply, 404, renderMessagePage(texts, 'payment.notFoundTitle', 'payment.notFound'));
      const token =
        typeof request.body === 'object' && request.body !== null
          ? (request.body as Record<string, unknown>).token
          : undefined;
      // Only the page we rendered carries the token: a form posted from anywhere else is refused.
      if (!provider.isValidFormToken(reference, token))
        return sendPage(reply, 403, renderMessagePage(texts, 'payment.notAllowedTitle', 'payment.notAllowed'));
      if (transaction.direction === 'payment' && action !== 'notify')
        await gateway.settle(reference, action === 'pay' ? 'succeeded' : 'failed');
      if (action === 'notify') await gateway.notify(transaction);
      // Post/redirect/get: reloading the result page does not press the button again.
      return reply.status(303).header('location', sandboxPagePath(reference, texts.locale)).send();
    },
  );
};

function isPageAction(action: string): action is PageAction {
  return (PAGE_ACTIONS as readonly string[]).includes(action);
}
