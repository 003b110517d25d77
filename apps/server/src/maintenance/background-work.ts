import type { FastifyBaseLogger } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work a request started but does not wait for (app.ts makes it; close waits for it). */
    readonly backgroundWork: BackgroundWork;
  }
}

/**
 * Work done after the request has answered, e.g. the password reset mail: the answer then costs
 * the same whether or not there was anything to do, and reveals nothing by its timing.
 * Nothing is lost on a graceful stop: closing the app waits for the work in progress (`drain`).
 * A crash loses work in progress, as it loses a request in flight; the player asks again.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `work` once the current request's answer is on its way; failures are logged, never thrown. */
  run(name: string, work: () => Promise<unknown>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error, work: name }, 'background work failed'),
      );
    this.running.add(task);
    void task.finally(() => this.running.delete(task));
  }

  /** Waits until no work is left, including work started meanwhile (on close, and in tests before reading results). */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
