/**
 * A kind of durable job: its queue name, what a run does, how failures are retried, and, for
 * recurring work, its schedule. Modules define their kinds with `app.jobs.define(...)` while the
 * app is built, and enqueue with the object `define` answered, so data and handler agree in type.
 */
export interface JobKind<Data extends object> {
  /** The queue's name: letters, digits, `.`, `-`, `_`; e.g. `payment.sandbox-payout`. */
  readonly name: string;
  /**
   * Does the job. Must be idempotent: a run cut short by a crash or a stop is run again, and its
   * effect must then happen once (a conditional update, an idempotency key). Throwing fails this
   * attempt; it is retried by `retry`, then moved to the kind's dead-letter queue.
   */
  run(data: Data, attempt: JobAttempt): Promise<void>;
  readonly retry: JobRetryPolicy;
  /**
   * How long one run may take. A run still active after this long is treated as lost (its process
   * died) and retried; keep it well above the slowest honest run and low enough that a crash is
   * recovered soon.
   */
  readonly timeoutSeconds: number;
  /** For recurring work: a cron expression in UTC; one run per occurrence across every node. */
  readonly cron?: string;
}

export interface JobAttempt {
  readonly jobId: string;
  /** 1 for the first run, 2 for the first retry... */
  readonly number: number;
  /** Aborted when the queue stops and the run is abandoned; long runs should pass it on. */
  readonly signal: AbortSignal;
}

export interface JobRetryPolicy {
  /** Retries after the first attempt; then the job is dead (the operator sees it). */
  readonly limit: number;
  /** Wait before the first retry; doubled for each further one (with some jitter) when `backoff`. */
  readonly delaySeconds: number;
  readonly backoff: boolean;
  /** Longest wait between two tries when backing off. */
  readonly maxDelaySeconds?: number;
}

/** The queue a kind's jobs land in once they have used up their retries. */
export const deadLetterQueueOf = (kindName: string): string => `${kindName}.dead`;
