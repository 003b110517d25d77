import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { sendRouteNotFound } from '../../http/error-handler';
import { bearerToken } from '../../http/player-guard';
import { bodyOfType, errorResponses, listOf, schemaFor } from '../../http/response-schemas';
import { matchesSecret } from '../../http/secret-match';
import { renderMailboxPage } from './mailbox-page';
import { listMessages, type OutboxMessageView } from './message-outbox';

/** A page of its own, with nothing to load from elsewhere and no script at all. */
const MAILBOX_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
export const MAILBOX_PATH = '/provider/mailbox';

const mailboxQuery = z.object({
  recipient: z
    .string()
    .max(254)
    // A '+' typed unencoded in a query string arrives as a space: '+4917...' becomes ' 4917...'.
    .transform((value) =>
      value
        .replace(/^ (?=\d)/, '+')
        .trim()
        .toLowerCase(),
    )
    .optional(),
  key: z
    .string()
    .max(256)
    .optional()
    .describe('The mailbox key of the start-up log (or send it, or ADMIN_TOKEN, as a Bearer token)'),
});

const outboxMessage = schemaFor<OutboxMessageView>()(
  z.object({
    id: z.string(),
    channel: z.enum(['email', 'sms']),
    recipient: z.string(),
    subject: z.string().nullable(),
    text: z.string(),
    transport: z.string().describe('outbox: kept here; smtp: handed to the SMTP server; failed: SMTP refused it'),
    createdAt: z.string(),
  }),
);

export interface MailboxRoutesOptions {
  readonly db: Database;
  /** The key of the mailbox link in the start-up log. */
  readonly key: string;
  /** The operator token opens the mailbox too. */
  readonly adminToken: string | undefined;
}

/** The link a person opens to read the mailbox; the start-up log prints it. */
export function mailboxLink(publicUrl: string, key: string): string {
  return `${publicUrl}${MAILBOX_PATH}?key=${encodeURIComponent(key)}`;
}

/**
 * The development mailbox (sandbox mode, registered only without SMTP_URL): `GET /provider/mailbox`
 * is the page a person reads, `GET /provider/mailbox/messages?recipient=` the same list as JSON
 * for tests and browser journeys. It holds every reset link and code, so it is private: without
 * its key (or the operator token) it answers exactly as a path that does not exist.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<MailboxRoutesOptions> = async (app, { db, key, adminToken }) => {
  app.addHook('onRequest', async (request, reply) => {
    const queryKey = (request.query as Record<string, unknown>).key;
    const presented = [typeof queryKey === 'string' ? queryKey : undefined, bearerToken(request)];
    if (!presented.some((secret) => matchesSecret(secret, [key, adminToken]))) return sendRouteNotFound(request, reply);
  });

  // The page a person reads in a browser, not part of the API (the same list is `/messages`).
  const page = {
    hide: true,
    querystring: mailboxQuery,
    response: { 200: bodyOfType('text/html', 'The mailbox page'), ...errorResponses },
  };
  app.get('/', { schema: page }, async (request, reply) => {
    const recipient = request.query.recipient || undefined;
    const messages = await listMessages(db, recipient);
    return (
      reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', MAILBOX_PAGE_POLICY)
        // The page's address holds the key: it is never sent on to a page a link leads to.
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(messages, recipient, request.query.key))
    );
  });

  app.get(
    '/messages',
    {
      schema: {
        tags: ['provider'],
        summary: 'Development mailbox: the latest 100 e-mails and SMS, newest first, optionally for one recipient',
        description: 'Only without SMTP_URL, and only with the mailbox key (or the operator token): 404 otherwise.',
        querystring: mailboxQuery,
        response: { 200: listOf(outboxMessage), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await listMessages(db, request.query.recipient || undefined) };
    },
  );
};
