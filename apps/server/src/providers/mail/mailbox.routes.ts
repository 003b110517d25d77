import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { renderMailboxPage } from './mailbox-page';
import { listMessages } from './message-outbox';

/** A page of its own, with nothing to load from elsewhere and no script at all. */
const MAILBOX_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const mailboxQuery = z.object({
  recipient: z
    .string()
    .max(254)
    // A '+' typed unencoded in a query string arrives as a space: '+4917...' becomes ' 4917...'.
    .transform((value) => value.replace(/^ (?=\d)/, '+').trim().toLowerCase())
    .optional(),
});

/**
 * The development mailbox (sandbox mode, registered only without SMTP_URL): `GET /provider/mailbox`
 * is the page a person reads, `GET /provider/mailbox/messages?recipient=` the same list as JSON
 * for tests and browser journeys.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.log.warn('development mailbox on: every e-mail and SMS, codes and reset links included, is readable at /provider/mailbox; set SMTP_URL for real mail');

  app.get('/', { schema: { hide: true, querystring: mailboxQuery } }, async (request, reply) => {
    const recipient = request.query.recipient || undefined;
    const messages = await listMessages(db, recipient);
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', MAILBOX_PAGE_POLICY)
      .header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8')
      .send(renderMailboxPage(messages, recipient));
  });

  app.get(
    '/messages',
    {
      schema: {
        tags: ['provider'],
        summary: 'Development mailbox: the latest 100 e-mails and SMS, newest first, optionally for one recipient',
        querystring: mailboxQuery,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await listMessages(db, request.query.recipient || undefined) };
    },
  );
};
