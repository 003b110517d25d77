import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseDriver } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { Broker } from './broker';
import { listenForNotifications, type NotificationListener } from '../../db/notifications';
import { OUTBOX_NOTIFY_CHANNEL } from './realtime-outbox';

/**
 * How often the outbox is read when nothing woke the dispatcher. Every committed event wakes the
 * dispatchers of all nodes at once (LISTEN/NOTIFY, see realtime-outbox.ts): this poll only covers
 * a notification lost while the listening connection was down.
 */
const POLL_INTERVAL_MS = 1000;
/** Events per pass: one transaction holds their rows locked while they go to the broker. */
const BATCH_SIZE = 1000;
/** A pass that failed (database or broker down) is retried after this long. */
const RETRY_AFTER_ERROR_MS = 2000;
/** Dispatched rows are kept this long for inspection, then deleted. */
const DISPATCHED_RETENTION_HOURS = 24;
const PRUNE_INTERVAL_MS = 10 * 60_000;
/** Any fixed number: the advisory lock that lets one dispatcher at a time read the outbox. */
const DISPATCH_LOCK_KEY = 727_002;

interface OutboxRow {
  readonly id: string | number | bigint;
  readonly channel: string;
  readonly data: unknown;
}

/**
 * Delivers committed outbox events to the broker in id order and marks them dispatched. Several
 * processes on one PostgreSQL take turns through a transaction-scoped advisory lock, and claim
 * rows FOR UPDATE SKIP LOCKED, so an event goes out once and a channel's events keep their order.
 * An event is marked in the same transaction that published it: a crash between the two sends it
 * again after the restart (at least once), never zero times.
 *
 * Not a job on the durable queue (jobs/), on purpose: the outbox already is a durable queue with
 * the same guarantees, and its wake-up wants milliseconds: the commit of an event notifies every
 * node's dispatcher (LISTEN/NOTIFY) where a pg-boss worker polls and would add a job row per event.
 */
export class OutboxDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** A commit notified while a pass ran: that pass may have missed its rows, so another follows at once. */
  private wokenWhileRunning = false;
  private nextPassAt = 0;
  private lastPruneAt = 0;
  private listener: NotificationListener | undefined;

  constructor(
    private readonly db: Database,
    private readonly driver: DatabaseDriver,
    private readonly broker: Broker,
    private readonly log: FastifyBaseLogger,
    /** Tests set a long poll to show that the notification alone delivers. */
    private readonly pollIntervalMs: number = POLL_INTERVAL_MS,
  ) {}

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    try {
      this.listener = await listenForNotifications(
        this.driver,
        OUTBOX_NOTIFY_CHANNEL,
        () => this.wake(),
        (error) =>
          this.log.warn(
            { err: error },
            'real-time outbox: the notification listener lost its connection; polling until it is back',
          ),
      );
    } catch (error) {
      // Events still go out, by the poll alone, until the next start.
      this.log.error({ err: error }, 'real-time outbox: could not listen for notifications');
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.listener?.close();
    this.listener = undefined;
    await this.running;
  }

  /** An event was committed (here or on another node): deliver it now. */
  wake(): void {
    if (this.running) this.wokenWhileRunning = true;
    else if (this.nextPassAt > Date.now()) this.schedule(0);
  }

  /** One pass: the number of events delivered. Exposed for tests and the benchmark. */
  async dispatchOnce(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [lock] = await rowsOf<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${DISPATCH_LOCK_KEY}) as locked`,
      );
      if (!lock?.locked) return 0;
      const pending = await rowsOf<OutboxRow>(
        tx,
        sql`select id, channel, data from realtime_outbox where dispatched_at is null order by id limit ${BATCH_SIZE} for update skip locked`,
      );
      if (pending.length === 0) return 0;
      // Issued in id order on one connection: the broker keeps that order.
      await Promise.all(pending.map((row) => this.broker.publish({ channel: row.channel, data: row.data })));
      const ids = sql.join(
        pending.map((row) => sql`${String(row.id)}::bigint`),
        sql`, `,
      );
      await tx.execute(sql`update realtime_outbox set dispatched_at = now() where id in (${ids})`);
      return pending.length;
    });
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.nextPassAt = Date.now() + delayMs;
    this.timer = setTimeout(() => {
      this.running = this.pass().finally(() => (this.running = undefined));
    }, delayMs);
  }

  private async pass(): Promise<void> {
    let nextDelayMs: number;
    this.wokenWhileRunning = false;
    try {
      const delivered = await this.dispatchOnce();
      await this.pruneNowAndThen();
      nextDelayMs = delivered === BATCH_SIZE || this.wokenWhileRunning ? 0 : this.pollIntervalMs;
    } catch (error) {
      if (this.stopped) return;
      this.log.error({ err: error }, 'real-time outbox dispatch failed');
      nextDelayMs = RETRY_AFTER_ERROR_MS;
    }
    this.schedule(nextDelayMs);
  }

  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPruneAt < PRUNE_INTERVAL_MS) return;
    this.lastPruneAt = Date.now();
    await this.db.execute(
      sql`delete from realtime_outbox where dispatched_at < now() - make_interval(hours => ${DISPATCHED_RETENTION_HOURS})`,
    );
  }
}

async function rowsOf<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result: unknown = await executor.execute(query);
  return (result as { rows: Row[] }).rows;
}
