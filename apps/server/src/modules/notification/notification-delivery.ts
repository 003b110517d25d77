import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { messageLocaleOf } from '../../http/request-locale';
import { text } from '../../http/server-messages';
import type { JobKind } from '../../jobs/job-kind';
import { escapeHtml } from '../../providers/mail/html';
import type { MailMessage, MailSender } from '../../providers/mail/mail-sender';
import type { SmsSender } from '../../providers/sms/sms-sender';
import type { OutboundChannels } from './notification-writer';

export interface DeliveryJobData extends OutboundChannels {
  readonly messageId: string;
}

/** A mail server away is tried again after about 10, 20, 40 s...; then the job is dead (the operator sees it). */
const DELIVERY_RETRY = { limit: 6, delaySeconds: 10, backoff: true, maxDelaySeconds: 600 } as const;
const DELIVERY_TIMEOUT_SECONDS = 60;

interface DeliveryRow {
  readonly player_id: string;
  readonly kind: string;
  readonly title: string;
  readonly body: string;
  readonly email: string | null;
  readonly email_confirmed: boolean;
  readonly phone: string | null;
  readonly phone_confirmed: boolean;
  readonly locale: string | null;
  readonly receive_email_promo: boolean;
}

/**
 * The e-mail and SMS of a written message, as a job enqueued with it: a mail server away delays
 * the mail, never the deposit or the bet that caused it. Only confirmed addresses are written to
 * (an unconfirmed one may be someone else's), and marketing only while the consent still holds
 * when the job runs. A run cut short after the mail went out may send it again: mail is
 * at-least-once, the inbox message is the exactly-once record.
 */
export function deliveryJob(db: Database, senders: DeliverySenders, links: UnsubscribeLinks): JobKind<DeliveryJobData> {
  return {
    name: 'notification.deliver',
    retry: DELIVERY_RETRY,
    timeoutSeconds: DELIVERY_TIMEOUT_SECONDS,
    run: (data) => deliverMessage(db, senders, links, data),
  };
}

export interface DeliverySenders {
  readonly mail: MailSender;
  readonly sms: SmsSender;
}

/** Mails and texts one written message (the delivery job's work, and each recipient's of a send by e-mail). */
export async function deliverMessage(
  db: Database,
  senders: DeliverySenders,
  links: UnsubscribeLinks,
  { messageId, email, sms }: DeliveryJobData,
): Promise<void> {
  const [row] = await queryRows<DeliveryRow>(
    db,
    sql`select m.player_id, m.kind, m.title, m.body, p.email, p.email_confirmed_at is not null as email_confirmed, p.phone,
               p.phone_confirmed_at is not null as phone_confirmed, coalesce(p.language, p.locale) as locale, p.receive_email_promo
        from notification_messages m join players p on p.id = m.player_id where m.id = ${messageId}`,
  );
  // A message deleted meanwhile (by the player, or with the account) is not mailed.
  if (!row) return;
  const marketing = row.kind === 'operator.marketing';
  if (email && row.email && row.email_confirmed && (!marketing || row.receive_email_promo)) {
    await senders.mail.send(
      notificationMail(row, row.email, marketing ? links.emailUnsubscribeUrl(row.player_id) : undefined),
    );
  }
  if (sms && row.phone && row.phone_confirmed)
    await senders.sms.send({ to: row.phone, text: `${row.title}: ${row.body}` });
}

function notificationMail(row: DeliveryRow, to: string, unsubscribeUrl: string | undefined): MailMessage {
  const language = messageLocaleOf(row.locale ?? undefined);
  const footer = unsubscribeUrl
    ? text(language, 'mail.notification.unsubscribe', { link: unsubscribeUrl })
    : text(language, 'mail.notification.settings');
  const paragraphs = [row.body, footer]
    .map((paragraph) => `<p style="margin:0 0 16px">${linkified(escapeHtml(paragraph))}</p>`)
    .join('');
  return {
    to,
    subject: row.title,
    text: `${row.body}\n\n${footer}`,
    html: `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1d1b2e;max-width:560px"><h1 style="font-size:20px;color:#7c5cff">${escapeHtml(row.title)}</h1>${paragraphs}</div>`,
  };
}

/** Our own https links (already escaped) made clickable. */
function linkified(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * The unsubscribe link of a marketing e-mail: works without logging in (RFC 8058 one-click too),
 * and only for its own player: the token is an HMAC of the player id with a server secret.
 */
export class UnsubscribeLinks {
  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  emailUnsubscribeUrl(playerId: string): string {
    const url = new URL('/api/notification/unsubscribe', this.publicUrl);
    url.searchParams.set('player', playerId);
    url.searchParams.set('token', this.tokenOf(playerId));
    return url.toString();
  }

  isValid(playerId: string, token: string): boolean {
    const expected = Buffer.from(this.tokenOf(playerId));
    const presented = Buffer.from(token);
    return expected.length === presented.length && timingSafeEqual(expected, presented);
  }

  private tokenOf(playerId: string): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:email:${playerId}`).digest('base64url');
  }
}
