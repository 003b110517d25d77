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
 * It must be ONE idempotent DELETE (or a few): a run may be cut short by a crash or a stop and
 * run again. Tasks never run in a request: every task runs, one after the other, in the recurring
 * job `maintenance.prune` (every 10 minutes, once across all nodes, on the job queue: jobs/), made
 * by `pruneJob` below. Tests run them by calling `runOnce`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobKind } from '../jobs/job-kind';

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
export const PRUNE_SCHEDULE = '*/10 * * * *';

export class Pruning {
  private readonly tasks: PruneTask[] = [];

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
}

/**
 * The recurring job that runs every task. A failing task is logged and skipped (runOnce), so the
 * job itself fails only when the database is away; the next period runs it again anyway.
 */
export function pruneJob(pruning: Pruning): JobKind<Record<string, never>> {
  return {
    name: 'maintenance.prune',
    cron: PRUNE_SCHEDULE,
    retry: { limit: 1, delaySeconds: 60, backoff: false },
    timeoutSeconds: 5 * 60,
    run: async () => {
      await pruning.runOnce();
    },
  };
}
