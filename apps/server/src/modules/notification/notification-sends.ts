import { desc, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_CREATED_TYPE, PUSH_CREATED_TYPE } from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, notFound } from '../../http/app-error';
import type { JobKind } from '../../jobs/job-kind';
import type { JobQueue } from '../../jobs/job-queue';
import { OUTBOX_NOTIFY_CHANNEL } from '../realtime/realtime.service';
import { notificationSends, type NotificationSendStatus } from './notification.table';
import { audienceCondition, type NotificationAudience, type SendCategory } from './notification-audience';

/**
 * Recipients written per job. One batch is one short transaction (a few hundred rows in three
 * tables), so the bet path never waits long behind it; with SEND_BATCH_PAUSE_MS between batches,
 * 100,000 recipients take a few minutes and leave the database to the players meanwhile.
 */
export const SEND_BATCH_SIZE = 500;
const SEND_BATCH_PAUSE_MS = 250;
const SEND_RETRY = { limit: 10, delaySeconds: 5, backoff: true, maxDelaySeconds: 300 } as const;
const SEND_TIMEOUT_SECONDS = 120;

export interface NewSend {
  readonly category: SendCategory;
  readonly audience: NotificationAudience;
  /** `{ [locale]: { title, body } }`, `en` required. */
  readonly content: Readonly<Record<string, { readonly title: string; readonly body: string }>>;
  readonly scheduledAt?: Date | undefined;
  readonly byEmail?: boolean | undefined;
  readonly createdBy?: string | undefined;
}

export interface SendView {
  readonly id: string;
  readonly category: SendCategory;
  readonly audience: NotificationAudience;
  readonly status: NotificationSendStatus;
  readonly scheduledAt: string;
  readonly recipients: number;
  readonly byEmail: boolean;
  readonly createdAt: string;
  readonly finishedAt: string | null;
}

type SendRow = typeof notificationSends.$inferSelect;

/** The delivery of a batch's e-mails: enqueued with the batch, so a mail server away slows no one. */
export type BatchMailer = (executor: Executor, sendId: string, playerIds: readonly string[]) => Promise<void>;

/**
 * Operator sends through the job queue: a send is a row and a job; each run writes one batch of
 * the audience (in player-id order, after the cursor), moves the cursor and enqueues the next run
 * in the same transaction. A run killed midway rolls back whole and is retried from the cursor;
 * the messages' key `send:{id}` makes a batch written twice impossible.
 */
export class NotificationSends {
  readonly batchJob: JobKind<{ sendId: string }>;

  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly mailBatch: BatchMailer,
  ) {
    this.batchJob = jobs.define({
      name: 'notification.send-batch',
      retry: SEND_RETRY,
      timeoutSeconds: SEND_TIMEOUT_SECONDS,
      run: ({ sendId }) => this.runBatch(sendId),
    });
  }

  async create(send: NewSend): Promise<SendView> {
    // The route's schema requires `en`: it is shown where a player's language has no text.
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notificationSends)
        .values({
          category: send.category,
          audience: { ...send.audience },
          content: { ...send.content },
          scheduledAt: send.scheduledAt ?? new Date(),
          byEmail: send.byEmail ?? false,
          createdBy: send.createdBy ?? null,
        })
        .returning();
      if (!row) throw new Error('the send was not stored');
      await this.jobs.enqueue(
        this.batchJob,
        { sendId: row.id },
        { executor: tx, startAfter: row.scheduledAt, singletonKey: `${row.id}:start` },
      );
      return toSendView(row);
    });
  }

  async list(page: number, perPage: number): Promise<SendView[]> {
    const rows = await this.db
      .select()
      .from(notificationSends)
      .orderBy(desc(notificationSends.createdAt))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return rows.map(toSendView);
  }

  async get(sendId: string): Promise<SendView> {
    const [row] = await this.db.select().from(notificationSends).where(eq(notificationSends.id, sendId));
    if (!row) throw notFound('There is no such send');
    return toSendView(row);
  }

  /** Stops a send that has not finished; the recipients already written keep their message. */
  async cancel(sendId: string): Promise<SendView> {
    const [row] = await this.db
      .update(notificationSends)
      .set({ status: 'cancelled', finishedAt: sql`now()` })
      .where(sql`${notificationSends.id} = ${sendId} and ${notificationSends.status} in ('scheduled', 'sending')`)
      .returning();
    if (row) return toSendView(row);
    const current = await this.get(sendId);
    throw new AppError(409, 'send_finished', `This send is already ${current.status}`);
  }

  /** One batch: lock the send, write up to SEND_BATCH_SIZE messages after the cursor, move it, chain the next run. */
  async runBatch(sendId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [send] = await tx.select().from(notificationSends).where(eq(notificationSends.id, sendId)).for('update');
      if (!send || send.status === 'sent' || send.status === 'cancelled') return;
      const recipients = await this.writeBatch(tx, send);
      const last = recipients.at(-1);
      const finished = recipients.length < SEND_BATCH_SIZE;
      await tx
        .update(notificationSends)
        .set({
          status: finished ? 'sent' : 'sending',
          cursorPlayerId: last ?? send.cursorPlayerId,
          recipients: sql`${notificationSends.recipients} + ${recipients.length}`,
          finishedAt: finished ? sql`now()` : null,
        })
        .where(eq(notificationSends.id, sendId));
      if (send.byEmail && recipients.length > 0) await this.mailBatch(tx, sendId, recipients);
      if (!finished) {
        await this.jobs.enqueue(
          this.batchJob,
          { sendId },
          { executor: tx, startAfter: new Date(Date.now() + SEND_BATCH_PAUSE_MS), singletonKey: `${sendId}:${last}` },
        );
      }
    });
  }

  /** Writes the batch's messages, pushes and real-time events in three statements; answers the players in id order. */
  private async writeBatch(tx: Executor, send: SendRow): Promise<string[]> {
    const kind = send.category === 'marketing' ? 'operator.marketing' : 'operator.service';
    const after = send.cursorPlayerId ? sql`p.id > ${send.cursorPlayerId}` : sql`true`;
    const content = JSON.stringify(send.content);
    const written = await queryRows<{ player_id: string }>(
      tx,
      sql`with audience as (
            select p.id, lower(coalesce(p.language, p.locale)) as locale from players p
            where ${after} and ${audienceCondition(send.audience, send.category)}
            order by p.id limit ${SEND_BATCH_SIZE}
          ), texts as (
            select a.id as player_id, coalesce(${content}::jsonb -> a.locale, ${content}::jsonb -> 'en') as text from audience a
          ), messages as (
            insert into notification_messages (player_id, kind, title, body, dedupe_key, send_id)
            select player_id, ${kind}, left(text ->> 'title', 200), text ->> 'body', ${`send:${send.id}`}, ${send.id}::uuid from texts
            on conflict do nothing
            returning id, player_id, kind, title, body, state, read_at, created_at
          ), pushes as (
            insert into notification_pushes (player_id, kind, title, dedupe_key)
            select player_id, kind, title, ${`send:${send.id}`} from messages
            on conflict do nothing
            returning id, player_id, kind, title, state, created_at
          ), events as (
            insert into realtime_outbox (channel, data)
            select 'messenger:notifications#' || m.player_id, jsonb_build_object(
                     'type', ${NOTIFICATION_CREATED_TYPE}::text,
                     'message', jsonb_build_object('id', m.id, 'kind', m.kind, 'state', m.state, 'readAt', null, 'createdAt', to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                                   'content', jsonb_build_object('title', m.title, 'body', m.body)),
                     'totalUnread', 1 + (select count(*) from notification_messages u where u.player_id = m.player_id and u.state = 1))
            from messages m
            union all
            select 'messenger:pushes#' || s.player_id, jsonb_build_object(
                     'type', ${PUSH_CREATED_TYPE}::text,
                     'push', jsonb_build_object('id', s.id, 'kind', s.kind, 'state', s.state, 'readAt', null, 'createdAt', to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'title', s.title))
            from pushes s
            returning 1
          )
          select a.id as player_id from audience a order by a.id`,
    );
    // The dispatchers of every node are woken at commit, once for the whole batch.
    if (written.length > 0) await tx.execute(sql`select pg_notify(${OUTBOX_NOTIFY_CHANNEL}, '')`);
    return written.map((row) => row.player_id);
  }
}

function toSendView(row: SendRow): SendView {
  return {
    id: row.id,
    category: row.category,
    audience: row.audience,
    status: row.status,
    scheduledAt: row.scheduledAt.toISOString(),
    recipients: row.recipients,
    byEmail: row.byEmail,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}
