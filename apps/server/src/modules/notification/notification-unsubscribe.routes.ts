import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { requestLocale } from '../../http/request-locale';
import { bodyOfType, errorResponses } from '../../http/response-schemas';
import { text } from '../../http/server-messages';
import { escapeHtml } from '../../providers/mail/html';
import type { UnsubscribeLinks } from './notification-delivery';

const linkQuery = z.object({ player: z.uuid(), token: z.string().min(1).max(100) });
const invalidLink = () => new AppError(404, 'unsubscribe_link_invalid', 'This unsubscribe link is not valid');

/**
 * The unsubscribe link of marketing e-mails, without logging in. GET shows a page with one
 * button (a mail scanner following links unsubscribes no one); POST does it, and is also the
 * RFC 8058 one-click target of the `List-Unsubscribe-Post` header.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Database; links: UnsubscribeLinks }> = async (
  app,
  { db, links },
) => {
  // One-click unsubscribe posts `List-Unsubscribe=One-Click` as a form: its body says nothing the link does not.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const page = (title: string, paragraph: string, form = '') =>
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;line-height:1.5"><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(paragraph)}</p>${form}</main></body></html>`;
  const schema = {
    tags: ['notification'],
    summary: 'Unsubscribe from marketing e-mail without logging in',
    querystring: linkQuery,
    response: { 200: bodyOfType('text/html', 'A short page'), ...errorResponses },
  };

  app.get('/unsubscribe', { schema }, async (request, reply) => {
    const { player, token } = request.query;
    if (!links.isValid(player, token)) throw invalidLink();
    const locale = requestLocale(request);
    const action = `?player=${encodeURIComponent(player)}&amp;token=${encodeURIComponent(token)}`;
    const form = `<form method="post" action="${action}"><button type="submit" style="font-size:16px;padding:10px 20px">${escapeHtml(text(locale, 'mail.notification.unsubscribeButton'))}</button></form>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          text(locale, 'mail.notification.unsubscribeTitle'),
          text(locale, 'mail.notification.unsubscribeAsk'),
          form,
        ),
      );
  });

  app.post('/unsubscribe', { schema }, async (request, reply) => {
    const { player, token } = request.query;
    if (!links.isValid(player, token)) throw invalidLink();
    // One statement: a link of a player since deleted (a valid signature, no row) changes nothing and is no error,
    // and a second press records nothing more.
    await db.execute(sql`
      with left_list as (
        update players set receive_email_promo = false, updated_at = now() where id = ${player} and receive_email_promo returning id
      )
      insert into notification_unsubscribes (player_id, channel) select id, 'email' from left_list`);
    const locale = requestLocale(request);
    return reply
      .type('text/html; charset=utf-8')
      .send(page(text(locale, 'mail.notification.unsubscribeTitle'), text(locale, 'mail.notification.unsubscribed')));
  });
};
