import { escapeHtml, linkifyText } from '../../providers/mail/html';
import type { MailMessage } from '../../providers/mail/mail-sender';
import { messageLocaleOf } from '../../http/request-locale';
import { text } from '../../http/server-messages';

/**
 * Every e-mail and SMS text the player module sends. The texts live in the server catalogue
 * (apps/server/locales/messages/<locale>.json, `mail.*` and `sms.*`) and follow the PLAYER's
 * stored language (players.locale), not the language of the request that caused them.
 */
const BRAND = 'Lucky Orbit';

/** The HTML part: the same text, escaped, its links clickable, and the main link as a button. */
function htmlOf(body: string, link?: { url: string; label: string }): string {
  const paragraphs = body
    .split('\n\n')
    .map((paragraph) => `<p style="margin:0 0 16px">${linkifyText(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
  const button = link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#7c5cff;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p>`
    : '';
  return `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1d1b2e;max-width:560px"><h1 style="font-size:20px;color:#7c5cff">${escapeHtml(BRAND)}</h1>${paragraphs}${button}</div>`;
}

export function phoneCodeSms(code: string, ttlSeconds: number, locale?: string): string {
  return text(messageLocaleOf(locale), 'sms.code', { code, count: Math.round(ttlSeconds / 60) });
}

export function emailCodeMail(to: string, code: string, ttlSeconds: number, locale?: string): MailMessage {
  const language = messageLocaleOf(locale);
  const body = text(language, 'mail.code.body', { code, count: Math.round(ttlSeconds / 60) });
  return { to, subject: text(language, 'mail.code.subject', { code }), text: body, html: htmlOf(body) };
}

export function emailConfirmationMail(to: string, link: string, ttlSeconds: number, locale?: string): MailMessage {
  const language = messageLocaleOf(locale);
  const body = text(language, 'mail.confirm.body', { link, count: Math.round(ttlSeconds / 3600) });
  return {
    to,
    subject: text(language, 'mail.confirm.subject'),
    text: body,
    html: htmlOf(body, { url: link, label: text(language, 'mail.confirm.button') }),
  };
}

export function passwordResetMail(to: string, link: string, ttlSeconds: number, locale?: string): MailMessage {
  const language = messageLocaleOf(locale);
  const body = text(language, 'mail.reset.body', { link, count: Math.round(ttlSeconds / 3600) });
  return {
    to,
    subject: text(language, 'mail.reset.subject'),
    text: body,
    html: htmlOf(body, { url: link, label: text(language, 'mail.reset.button') }),
  };
}
