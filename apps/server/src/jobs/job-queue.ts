import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type ConstructorOptions, type Queue } from 'pg-boss';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../db/database';
import type { Executor } from '../db/executor';
import { JOB_SCHEMA, producerOptions, transactionDatabase, workerConnection } from './job-connection';
import { deadLetterQueueOf, type JobKind } from './job-kind';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (jobs/job-queue.ts): define kinds while building, enqueue anywhere. */
    readonly jobs: JobQueue;
  }
}

/** An idle worker looks for due jobs this often; a new job wakes it at once (LISTEN/NOTIFY). */
const POLLING_INTERVAL_SECONDS = 1;
/**
 * How often the queue is supervised (runs past their timeout retried, old jobs deleted) and due
 * schedules looked at; one node does it per period, whoever claims it first.
 */
const SUPERVISE_INTERVAL_SECONDS = 10;
const CRON_INTERVAL_SECONDS = 10;
/** A dead job is kept this long for the operator to see and retry. */
const DEAD_JOB_RETENTION_SECONDS = 30 * 24 * 60 * 60;
/** On stop, running jobs get this long to finish; the rest are failed and retried later. */
const STOP_GRACE_MS = 8_000;
/** Jobs of one kind run at once on one node. */
const WORKERS_PER_KIND = 2;

export interface EnqueueOptions {
  /** The caller's transaction: the job exists only if that transaction commits. */
  readonly executor?: Executor;
  /** Not before this moment (a payout settling a moment after approval). */
  readonly startAfter?: Date;
  /** One job per key while one is waiting (e.g. one delivery per event). */
  readonly singletonKey?: string;
}

export interface DeadJob {
  readonly id: string;
  readonly kind: string;
  readonly data: unknown;
  readonly error: string | null;
  /** Runs it had, the first included. */
  readonly attempts: number;
  readonly enqueuedAt: string;
  readonly diedAt: string;
}

/** Extra pg-boss settings for tests (quicker schedules), merged into the workers' instance. */
export type WorkerTuning = Pick<
  ConstructorOptions,
  'cronMonitorIntervalSeconds' | 'cronWorkerIntervalSeconds' | 'superviseIntervalSeconds' | 'monitorIntervalSeconds'
>;

/**
 * The durable job queue, on pg-boss in our own database (PGlite or PostgreSQL alike).
 *
 * Every app can enqueue (`open` runs on ready: a light pg-boss instance without timers). Only a
 * node that calls `start` runs jobs: server.ts after listen, and the tests that need it; a second
 * pg-boss instance then works the queues, supervises them and sends due schedules, each of those
 * once across all nodes. `stop` lets running jobs finish (or leaves them to be retried).
 */
export class JobQueue {
  private readonly kinds = new Map<string, JobKind<object>>();
  private producer: PgBoss | undefined;
  private opening: Promise<void> | undefined;
  private worker: PgBoss | undefined;
  private starting: Promise<void> | undefined;
  private stoppingWork: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Registers a kind (before `open`); answers it, to enqueue with. */
  define<Data extends object>(kind: JobKind<Data>): JobKind<Data> {
    if (this.opening) throw new Error(`job kind ${kind.name} defined after the queue opened`);
    if (this.kinds.has(kind.name)) throw new Error(`job kind ${kind.name} is defined twice`);
    this.kinds.set(kind.name, kind);
    return kind;
  }

  /** The defined kinds, by name. */
  list(): readonly JobKind<object>[] {
    return [...this.kinds.values()];
  }

  /** Opens the queue for enqueueing; creates the queues of the kinds that have none yet (or updates a changed policy). */
  open(): Promise<void> {
    this.opening ??= this.openQueues();
    return this.opening;
  }

  private async openQueues(): Promise<void> {
    const producer = this.watch(new PgBoss(producerOptions(this.database.driver)), 'producer');
    await producer.start();
    this.producer = producer;
    const existing = new Map((await producer.getQueues()).map((queue) => [queue.name, queue]));
    for (const kind of this.kinds.values()) {
      const deadLetter = deadLetterQueueOf(kind.name);
      if (!existing.has(deadLetter))
        await producer.createQueue(deadLetter, { retentionSeconds: DEAD_JOB_RETENTION_SECONDS });
      const wanted = queueOptions(kind);
      const current = existing.get(kind.name);
      if (!current) await producer.createQueue(kind.name, wanted);
      else if (differs(current, wanted)) await producer.updateQueue(kind.name, wanted);
    }
  }

  /**
   * Enqueues a job. With `executor` it is written in the caller's transaction: a rolled-back
   * change enqueues nothing, and a committed one cannot lose its job.
   */
  async enqueue<Data extends object>(kind: JobKind<Data>, data: Data, options: EnqueueOptions = {}): Promise<void> {
    const producer = this.producer;
    if (!producer) throw new Error(`job ${kind.name} enqueued before the queue opened`);
    if (!this.kinds.has(kind.name)) throw new Error(`job kind ${kind.name} is not defined`);
    await producer.send(kind.name, data, {
      ...(options.executor ? { db: transactionDatabase(options.executor) } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  }

  /** Runs jobs on this node from now on, and sends the recurring ones when due. Starting twice is a no-op. */
  start(tuning: WorkerTuning = {}): Promise<void> {
    if (this.stoppingWork) return Promise.resolve();
    this.starting ??= this.startWorking(tuning);
    return this.starting;
  }

  private async startWorking(tuning: WorkerTuning): Promise<void> {
    await this.open();
    const worker = this.watch(
      new PgBoss({
        ...workerConnection(this.database.driver),
        useListenNotify: true,
        superviseIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
        monitorIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
        cronMonitorIntervalSeconds: CRON_INTERVAL_SECONDS,
        instanceName: 'casino-server',
        ...tuning,
      }),
      'worker',
    );
    this.worker = worker;
    await worker.start();
    await this.failOrphanedRuns();
    await this.runDueRetriesNow();
    for (const kind of this.kinds.values()) {
      await worker.work<object>(
        kind.name,
        {
          pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
          notifyPollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
          localConcurrency: WORKERS_PER_KIND,
        },
        async ([job]) => {
          if (!job) return;
          await kind
            .run(job.data, { jobId: job.id, number: job.retryCount + 1, signal: job.signal })
            .catch((error: unknown) => {
              this.log.warn(
                { err: error, job: kind.name, jobId: job.id, attempt: job.retryCount + 1 },
                'a job failed; it is retried or, after its last try, dead',
              );
              throw error;
            });
        },
      );
      if (kind.cron) await worker.schedule(kind.name, kind.cron, null, { tz: 'UTC' });
    }
  }

  /**
   * On PGlite the data directory lock admits one process, so a job still marked running when this
   * process starts to work was left by a process that died: it is failed now (and so retried, or
   * dead after its last try) instead of waiting out its timeout. On PostgreSQL another live node
   * may be running it; there supervision retries it once its timeout has passed.
   */
  private async failOrphanedRuns(): Promise<void> {
    if (this.database.kind !== 'pglite') return;
    const orphaned = await queryRows<{ id: string; name: string }>(
      this.database.db,
      sql`select id::text as id, name from ${sql.identifier(JOB_SCHEMA)}.job where state = 'active'`,
    );
    for (const job of orphaned) {
      await this.opened().fail(job.name, job.id, { message: 'the process running this job ended before it finished' });
    }
    if (orphaned.length > 0)
      this.log.warn({ jobs: orphaned.length }, 'jobs left running by an ended process are retried');
  }

  /**
   * A node that starts runs the retries that were waiting out their back-off at once: the likeliest
   * reason they failed is the outage this start ends (a webhook to a server that was down, a payout
   * cut off by a crash), and a paid deposit should not stay pending for minutes after the site is
   * back. Every job's effect is idempotent, so at worst a merchant still down sees one early try per
   * node start.
   */
  private async runDueRetriesNow(): Promise<void> {
    if (this.kinds.size === 0) return;
    const [row] = await queryRows<{ count: number }>(
      this.database.db,
      sql`with due as (
            update ${sql.identifier(JOB_SCHEMA)}.job set start_after = now()
            where state = 'retry' and start_after > now() and name in (${sql.join(
              [...this.kinds.keys()].map((name) => sql`${name}`),
              sql`, `,
            )})
            returning 1
          ) select count(*)::int as count from due`,
    );
    if ((row?.count ?? 0) > 0)
      this.log.info({ jobs: row?.count }, 'retries waiting out their back-off run now that this node has started');
  }

  /** Whether this node runs jobs. */
  get working(): boolean {
    return this.worker !== undefined && !this.stoppingWork;
  }

  /** Jobs of these kinds (default: all) waiting, deferred, due for a retry or running; for tests and health. */
  async unfinished(kindNames: readonly string[] = [...this.kinds.keys()]): Promise<number> {
    const names = sql.join(
      kindNames.map((name) => sql`${name}`),
      sql`, `,
    );
    const [row] = await queryRows<{ count: number }>(
      this.database.db,
      sql`select count(*)::int as count from ${sql.identifier(JOB_SCHEMA)}.job where name in (${names}) and state in ('created', 'retry', 'active')`,
    );
    return row?.count ?? 0;
  }

  /** Jobs that used up their retries, newest first, across every kind. */
  async listDead(limit: number): Promise<DeadJob[]> {
    const producer = this.opened();
    const dead: DeadJob[] = [];
    for (const kind of this.kinds.values()) {
      const jobs = await producer.findJobs<object>(deadLetterQueueOf(kind.name), { limit });
      for (const job of jobs) {
        const output = job.sourceOutput as { message?: unknown } | null;
        dead.push({
          id: job.id,
          kind: kind.name,
          data: job.data,
          error: typeof output?.message === 'string' ? output.message : output ? JSON.stringify(output) : null,
          attempts: (job.sourceRetryCount ?? 0) + 1,
          enqueuedAt: (job.sourceCreatedOn ?? job.createdOn).toISOString(),
          diedAt: job.createdOn.toISOString(),
        });
      }
    }
    return dead.sort((a, b) => b.diedAt.localeCompare(a.diedAt)).slice(0, limit);
  }

  /** Puts a dead job back on its kind's queue for a fresh set of tries; false when there is no such dead job. */
  async retryDead(id: string): Promise<boolean> {
    const producer = this.opened();
    for (const kind of this.kinds.values()) {
      if ((await producer.redrive(deadLetterQueueOf(kind.name), { ids: [id] })) > 0) return true;
    }
    return false;
  }

  /**
   * Stops running jobs on this node: running ones get a grace period to finish, the rest are failed
   * and so retried later (here after a restart, or on another node). Enqueueing still works.
   */
  stopWorking(): Promise<void> {
    this.stoppingWork ??= (async () => {
      await this.starting?.catch(() => undefined);
      await this.worker?.stop({ graceful: true, timeout: STOP_GRACE_MS, close: true });
    })();
    return this.stoppingWork;
  }

  /** Stops working and closes the queue (before the database closes). */
  stop(): Promise<void> {
    this.stopping ??= this.stopWorking().then(() => this.producer?.stop({ graceful: false, close: false }));
    return this.stopping;
  }

  private opened(): PgBoss {
    if (!this.producer) throw new Error('the job queue is not open');
    return this.producer;
  }

  /** pg-boss reports trouble as events; unheard, an 'error' event would end the process. */
  private watch(boss: PgBoss, role: string): PgBoss {
    boss.on('error', (error) => this.log.error({ err: error, role }, 'job queue error'));
    boss.on('warning', (warning) => this.log.warn({ warning, role }, 'job queue warning'));
    return boss;
  }
}

function queueOptions(kind: JobKind<object>): Omit<Queue, 'name'> {
  const { retry } = kind;
  return {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
    ...(retry.maxDelaySeconds === undefined ? {} : { retryDelayMax: retry.maxDelaySeconds }),
    expireInSeconds: kind.timeoutSeconds,
    deadLetter: deadLetterQueueOf(kind.name),
    notify: true,
  };
}

function differs(current: Queue, wanted: Omit<Queue, 'name'>): boolean {
  return (Object.keys(wanted) as (keyof typeof wanted)[]).some((key) => current[key] !== wanted[key]);
}
