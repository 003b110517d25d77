/**
 * Pruning of expired rows on a schedule (expired one-time codes, ended rate-limit windows,
 * social login states, auto-login tokens, launch sessions...).
 *
 * HOW TO ADD A TASK: app.ts decorates the app with one `Pruning` registry as `app.pruning`,
 * before any route or provider plugin is registered. A module adds its own tasks there:
 *
 *     app.pruning.add({
 *       name: 'game-launch-sessions',
 *       prune: async (now) => (await db.delete(launchSessions).where(lt(launchSessions.expiresAt, now)).returning()).length,
 *     });
 *
 * A task's `prune(now)` deletes what expired before `now` and answers how many rows it removed.
 * It must be ONE idempotent DELETE (or a few): several server nodes may run the same task at the
 * same time, and a run may be cut short by a stop. Tasks never run in a request, and not in tests
 * unless a test calls `runOnce`: server.ts calls `app.pruning.start()` after listen, and closing
 * the app stops it.
 *
 * Issue 12 will move these runs onto the job queue; the tasks then stay as they are.
 */
import type { FastifyBaseLogger } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The registry of prune tasks; add yours with `app.pruning.add(task)`. */
    readonly pruning: Pruning;
  }
}

export interface PruneTask {
  /** Names the task in the log, e.g. 'one-time-codes'. */
  readonly name: string;
  /** Deletes the rows that expired before `now`; answers how many it removed. */
  prune(now: Date): Promise<number>;
}

/**
 * Every 10 minutes: the shortest-lived rows (one-time codes, social login states) last about that
 * long, so the tables never hold much more than one period of expired rows, and a few DELETEs on
 * indexed expiry columns every 10 minutes cost nothing.
 */
export const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

/** The first run waits a little after start-up, so it does not compete with the start itself. */
const FIRST_RUN_DELAY_MS = 30 * 1000;

export class Pruning {
  private readonly tasks: PruneTask[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Registers tasks; they run from the next scheduled run on. */
  add(...tasks: PruneTask[]): void {
    this.tasks.push(...tasks);
  }

  /** The registered tasks, in the order they run. */
  list(): readonly PruneTask[] {
    return [...this.tasks];
  }

  /** Runs every task once, one after the other; a failing task is logged and the others still run. */
  async runOnce(now: Date = new Date()): Promise<Record<string, number>> {
    const removed: Record<string, number> = {};
    for (const task of this.tasks) {
      try {
        removed[task.name] = await task.prune(now);
      } catch (error) {
        this.log.error({ err: error, task: task.name }, 'a prune task failed');
      }
    }
    this.log.info({ removed }, 'pruned expired rows');
    return removed;
  }

  /** Runs the tasks every `intervalMs` (after a short first delay) until `stop`. Starting twice is a no-op. */
  start(intervalMs: number = PRUNE_INTERVAL_MS, firstRunDelayMs: number = Math.min(FIRST_RUN_DELAY_MS, intervalMs)): void {
    if (this.timer) return;
    const tick = (delayMs: number) => {
      this.timer = setTimeout(() => {
        this.running = this.runOnce().finally(() => {
          this.running = undefined;
          if (this.timer) tick(intervalMs);
        });
      }, delayMs);
      // The schedule alone never keeps the process alive.
      this.timer.unref();
    };
    tick(firstRunDelayMs);
  }

  /** Stops the schedule and waits for a run in progress, so the database is not closed under it. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
