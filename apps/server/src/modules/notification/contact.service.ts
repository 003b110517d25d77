import { count, desc, eq, type SQL } from 'drizzle-orm';
import {
  trimContactForm,
  validateContactForm,
  type ContactMessageForm,
  type ContactMessageReceipt,
  type ContactMessageStatus,
  type ListResponse,
  type LocaleCode,
} from '@casino/shared';
import type { Database } from '../../db/database';
import { notFound, validationFailed } from '../../http/app-error';
import type { JobKind } from '../../jobs/job-kind';
import type { JobQueue } from '../../jobs/job-queue';
import type { MailSender } from '../../providers/mail/mail-sender';
import { wasSent } from '../../providers/mail/message-outbox';
import { RATE_LIMITS, type RateLimiter, type RateLimitRule } from '../../security/rate-limiter';
import { contactAcknowledgementMail } from './contact-mail';
import { contactMessages } from './contact.table';

/** Who sent a contact message: the session's player (never the body's word), the address and the page language. */
export interface ContactSender {
  readonly playerId: string | undefined;
  readonly ip: string;
  readonly locale: LocaleCode;
}

/** A contact message as the operators read it. */
export interface ContactMessageView {
  readonly id: string;
  readonly playerId: string | null;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly locale: string;
  readonly ip: string | null;
  readonly status: ContactMessageStatus;
  readonly createdAt: string;
  readonly handledAt: string | null;
}

export interface ContactMessageQuery {
  readonly status?: ContactMessageStatus | undefined;
  readonly page: number;
  readonly perPage: number;
}

/** A mail server away is tried again after about 10, 20, 40 s...; after 6 tries the job is dead (the operator sees it). */
const ACKNOWLEDGEMENT_RETRY = { limit: 5, delaySeconds: 10, backoff: true, maxDelaySeconds: 600 } as const;
/** Reading one row and handing one e-mail over: seconds at most. */
const ACKNOWLEDGEMENT_TIMEOUT_SECONDS = 120;

type ContactMessageRow = typeof contactMessages.$inferSelect;
/** A rule and the subject it counts (an address, a player, a mailbox). */
type RateLimitCount = readonly [RateLimitRule, string];

/**
 * The contact form: a guest's or a player's message, stored for the operators and acknowledged
 * by e-mail. The acknowledgement is a job enqueued in the transaction of the insert, so a stored
 * message is acknowledged (even when the mail server is away for a while) and a refused one is not.
 */
export class ContactService {
  private readonly acknowledgementJob: JobKind<{ messageId: string }>;

  constructor(
    private readonly db: Database,
    private readonly rateLimiter: RateLimiter,
    private readonly mail: MailSender,
    private readonly jobs: JobQueue,
  ) {
    this.acknowledgementJob = jobs.define({
      name: 'notification.contact-acknowledgement',
      retry: ACKNOWLEDGEMENT_RETRY,
      timeoutSeconds: ACKNOWLEDGEMENT_TIMEOUT_SECONDS,
      run: ({ messageId }) => this.acknowledge(messageId),
    });
  }

  /** Checks, counts against the rate limits, stores and enqueues the acknowledgement. */
  async send(form: Readonly<Partial<ContactMessageForm>>, sender: ContactSender): Promise<ContactMessageReceipt> {
    const errors = validateContactForm(form);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const values = trimContactForm(form) as Record<'name' | 'email' | 'subject' | 'message', string>;
    // Checked input only is counted: a form refused for a typo does not use up the sender's room.
    const limits: RateLimitCount[] = [
      [RATE_LIMITS.contactPerIp, sender.ip],
      ...(sender.playerId ? [[RATE_LIMITS.contactPerPlayer, sender.playerId] as RateLimitCount] : []),
      // The mailbox, not its spelling: 'A@x.com' and 'a@x.com ' are one recipient.
      [RATE_LIMITS.contactPerRecipient, values.email.trim().toLowerCase()],
    ];
    const takeBack = await this.countAll(limits);
    try {
      return await this.store(values, sender);
    } catch (error) {
      await takeBack();
      throw error;
    }
  }

  /**
   * Counts the message against every limit, or against none: a request one limit refuses is taken
   * back from all it was counted against (the refusing one too), so each limit counts the messages
   * stored, as its rule says. Counted one by one, a refusal by the recipient's limit would else use
   * up the address's and the player's room for nothing stored, and one by the address's limit
   * would not, depending on the order. Answers how to take the count back (a store that fails).
   * Never more than a limit's messages pass; under a burst, a request may meet a count that
   * another, refused, is about to take back.
   */
  private async countAll(limits: readonly RateLimitCount[]): Promise<() => Promise<void>> {
    const counted: RateLimitCount[] = [];
    const takeBack = async () => {
      for (const [rule, subject] of counted) await this.rateLimiter.refund(rule, subject);
    };
    try {
      for (const limit of limits) {
        // consume() counts before it decides: a refusing limit was counted too.
        counted.push(limit);
        await this.rateLimiter.consume(...limit);
      }
    } catch (error) {
      await takeBack();
      throw error;
    }
    return takeBack;
  }

  private store(
    values: Record<'name' | 'email' | 'subject' | 'message', string>,
    sender: ContactSender,
  ): Promise<ContactMessageReceipt> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({ ...values, playerId: sender.playerId ?? null, locale: sender.locale, ip: sender.ip })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('the contact message was not stored');
      await this.jobs.enqueue(this.acknowledgementJob, { messageId: row.id }, { executor: tx });
      return { id: row.id, createdAt: row.createdAt.toISOString() };
    });
  }

  /** The operators' list, newest first, optionally of one status. */
  async list(query: ContactMessageQuery): Promise<ListResponse<ContactMessageView>> {
    const where: SQL | undefined = query.status === undefined ? undefined : eq(contactMessages.status, query.status);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      this.db.select({ rows: count() }).from(contactMessages).where(where),
    ]);
    const totalRows = total?.rows ?? 0;
    return {
      data: rows.map(toView),
      meta: { page: query.page, perPage: query.perPage, totalRows, totalPages: Math.ceil(totalRows / query.perPage) },
    };
  }

  /** An operator answered the message (by e-mail) or closed it: stamped with the moment. */
  async setStatus(id: string, status: Exclude<ContactMessageStatus, 'new'>): Promise<ContactMessageView> {
    const [row] = await this.db
      .update(contactMessages)
      .set({ status, handledAt: new Date() })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw notFound('There is no such contact message');
    return toView(row);
  }

  /**
   * The job: the acknowledgement, unless a run before this one already sent it (a run cut short
   * after the mail went out is run again; the outbox says it went).
   */
  private async acknowledge(messageId: string): Promise<void> {
    const [row] = await this.db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
    if (!row) return;
    const mail = contactAcknowledgementMail(row);
    if (await wasSent(this.db, mail.to, mail.subject)) return;
    await this.mail.send(mail);
  }
}

function toView(row: ContactMessageRow): ContactMessageView {
  return {
    id: row.id,
    playerId: row.playerId,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    locale: row.locale,
    ip: row.ip,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}
