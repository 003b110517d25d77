import { escapeHtml, linkifyText } from '../../providers/mail/html';
import type { MailMessage } from '../../providers/mail/mail-sender';

/**
 * Every e-mail and SMS text the player module sends, in one place. English and German for now;
 * any other locale falls back to English. `{code}`, `{link}`, `{minutes}` and `{hours}` are filled in.
 */
interface Texts {
  readonly brand: string;
  readonly smsCode: string;
  readonly codeSubject: string;
  readonly codeBody: string;
  readonly confirmSubject: string;
  readonly confirmBody: string;
  readonly confirmButton: string;
  readonly resetSubject: string;
  readonly resetBody: string;
  readonly resetButton: string;
}

const TEXTS: Readonly<Record<'en' | 'de', Texts>> = {
  en: {
    brand: 'Lucky Orbit',
    smsCode: '{code} is your Lucky Orbit code. It expires in {minutes} minutes. Never share it with anyone.',
    codeSubject: 'Your Lucky Orbit code: {code}',
    codeBody: 'Your code is {code}.\n\nEnter it on the site within {minutes} minutes. If you did not ask for it, ignore this e-mail: nothing changes without the code.',
    confirmSubject: 'Confirm your e-mail address',
    confirmBody: 'Welcome to Lucky Orbit!\n\nConfirm your e-mail address by opening this link:\n{link}\n\nThe link works for {hours} hours. If you did not sign up, ignore this e-mail.',
    confirmButton: 'Confirm e-mail',
    resetSubject: 'Reset your Lucky Orbit password',
    resetBody: 'Someone asked to reset the password of your Lucky Orbit account.\n\nChoose a new password here:\n{link}\n\nThe link works for {hours} hour and only once. If it was not you, ignore this e-mail: your password stays as it is.',
    resetButton: 'Choose a new password',
  },
  de: {
    brand: 'Lucky Orbit',
    smsCode: '{code} ist dein Lucky-Orbit-Code. Er verfällt in {minutes} Minuten. Gib ihn niemandem weiter.',
    codeSubject: 'Dein Lucky-Orbit-Code: {code}',
    codeBody: 'Dein Code lautet {code}.\n\nGib ihn innerhalb von {minutes} Minuten auf der Website ein. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail: Ohne den Code ändert sich nichts.',
    confirmSubject: 'Bestätige deine E-Mail-Adresse',
    confirmBody: 'Willkommen bei Lucky Orbit!\n\nBestätige deine E-Mail-Adresse über diesen Link:\n{link}\n\nDer Link gilt {hours} Stunden. Wenn du dich nicht registriert hast, ignoriere diese E-Mail.',
    confirmButton: 'E-Mail bestätigen',
    resetSubject: 'Setze dein Lucky-Orbit-Passwort zurück',
    resetBody: 'Jemand möchte das Passwort deines Lucky-Orbit-Kontos zurücksetzen.\n\nWähle hier ein neues Passwort:\n{link}\n\nDer Link gilt {hours} Stunde und nur einmal. Warst du das nicht, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
    resetButton: 'Neues Passwort wählen',
  },
};

function textsFor(locale: string | undefined): Texts {
  const language = (locale ?? 'en').slice(0, 2).toLowerCase();
  return language === 'de' ? TEXTS.de : TEXTS.en;
}

function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

/** The HTML part: the same text, escaped, its links clickable, and the main link as a button. */
function htmlOf(texts: Texts, text: string, link?: { url: string; label: string }): string {
  const paragraphs = text
    .split('\n\n')
    .map((paragraph) => `<p style="margin:0 0 16px">${linkifyText(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
  const button = link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#7c5cff;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p>`
    : '';
  return `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1d1b2e;max-width:560px"><h1 style="font-size:20px;color:#7c5cff">${escapeHtml(texts.brand)}</h1>${paragraphs}${button}</div>`;
}

export function phoneCodeSms(code: string, ttlSeconds: number, locale?: string): string {
  return fill(textsFor(locale).smsCode, { code, minutes: Math.round(ttlSeconds / 60) });
}

export function emailCodeMail(to: string, code: string, ttlSeconds: number, locale?: string): MailMessage {
  const texts = textsFor(locale);
  const text = fill(texts.codeBody, { code, minutes: Math.round(ttlSeconds / 60) });
  return { to, subject: fill(texts.codeSubject, { code }), text, html: htmlOf(texts, text) };
}

export function emailConfirmationMail(to: string, link: string, ttlSeconds: number, locale?: string): MailMessage {
  const texts = textsFor(locale);
  const text = fill(texts.confirmBody, { link, hours: Math.round(ttlSeconds / 3600) });
  return { to, subject: texts.confirmSubject, text, html: htmlOf(texts, text, { url: link, label: texts.confirmButton }) };
}

export function passwordResetMail(to: string, link: string, ttlSeconds: number, locale?: string): MailMessage {
  const texts = textsFor(locale);
  const text = fill(texts.resetBody, { link, hours: Math.round(ttlSeconds / 3600) });
  return { to, subject: texts.resetSubject, text, html: htmlOf(texts, text, { url: link, label: texts.resetButton }) };
}
