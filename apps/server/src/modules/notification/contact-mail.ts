import { escapeHtml } from '../../providers/mail/html';
import type { MailMessage } from '../../providers/mail/mail-sender';
import { messageLocaleOf } from '../../http/request-locale';
import { text } from '../../http/server-messages';

const BRAND = 'Lucky Orbit';

/** The reference a sender quotes: the message id's first 8 hex digits, enough to find it among a mailbox's messages. */
export function contactReference(messageId: string): string {
  return messageId.replaceAll('-', '').slice(0, 8).toUpperCase();
}

/**
 * The acknowledgement of a contact message, in the language the form was sent in (catalogue texts
 * `mail.contact.*`). It repeats nothing the sender typed (name, subject, message): the form takes
 * any address, so a text of the sender's own would let anyone mail their words to a stranger.
 */
export function contactAcknowledgementMail(message: { id: string; email: string; locale: string }): MailMessage {
  const language = messageLocaleOf(message.locale);
  const reference = contactReference(message.id);
  const body = text(language, 'mail.contact.body', { reference });
  const paragraphs = body
    .split('\n\n')
    .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
  return {
    to: message.email,
    subject: text(language, 'mail.contact.subject', { reference }),
    text: body,
    html: `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1d1b2e;max-width:560px"><h1 style="font-size:20px;color:#7c5cff">${escapeHtml(BRAND)}</h1>${paragraphs}</div>`,
  };
}
