import { and, eq, isNull, lte } from 'drizzle-orm';
import { LimitDefinition } from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { Notify } from '../notification/notification.service';
import { findBreak, RestrictionError } from './limit-checks';
import { limitName, noticeOfLimitReached } from './limit-warnings';
import type { LimitsService } from './limits.service';
import { playerLimits } from './limits.table';

/** Once a minute across all nodes: cooling-offs whose time is over are told to their players. */
const BREAK_END_SCHEDULE = '* * * * *';
export const BREAK_END_JOB = 'limits.break-ends';

const breakName = (definition: number) => ({ textKey: `notification.breakNames.${definition}` });

/** A waiting increase or removal confirmed after its wait: the pending change is the event. */
export async function noticeOfLimitEffective(
  executor: Executor,
  notify: Notify,
  playerId: string,
  limit: { id: string; definition: number; pendingAvailableAt: Date },
): Promise<void> {
  await notify(executor, {
    playerId,
    kind: 'limit.effective',
    eventKey: `limit:${limit.id}:${limit.pendingAvailableAt.getTime()}`,
    params: { limit: limitName(limit.definition) },
  });
}

/**
 * A break is over (its time, or an operator's lift): told once per limit, and only when no other
 * break still holds the player (a self-exclusion taken during a cooling-off outlasts it).
 */
export async function noticeOfBreakEnded(
  executor: Executor,
  notify: Notify,
  playerId: string,
  limit: { id: string; definition: number },
  now: Date,
): Promise<boolean> {
  if (await findBreak(executor, playerId, now)) return false;
  return notify(executor, {
    playerId,
    kind: 'break.ended',
    eventKey: `limit:${limit.id}`,
    params: { break: breakName(limit.definition) },
  });
}

/**
 * Cooling-offs whose time is over, each claimed once by a conditional update of `warned_at`
 * ("the player was told") in the transaction that tells the player: a rerun or a second node
 * finds it claimed. A cooling-off has no event at its end (it simply stops counting), hence the
 * sweep; a self-exclusion ends only when an operator lifts it (LimitsService.lift).
 */
export async function noticeEndedBreaks(db: Database, notify: Notify, now: Date): Promise<number> {
  const due = await db
    .select({ id: playerLimits.id })
    .from(playerLimits)
    .where(
      and(
        eq(playerLimits.definition, LimitDefinition.CoolingOff),
        isNull(playerLimits.endedAt),
        isNull(playerLimits.warnedAt),
        lte(playerLimits.endsAt, now),
      ),
    );
  let told = 0;
  for (const { id } of due) {
    const wrote = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(playerLimits)
        .set({ warnedAt: now })
        .where(
          and(
            eq(playerLimits.id, id),
            isNull(playerLimits.endedAt),
            isNull(playerLimits.warnedAt),
            lte(playerLimits.endsAt, now),
          ),
        )
        .returning({ id: playerLimits.id, playerId: playerLimits.playerId, definition: playerLimits.definition });
      return claimed ? noticeOfBreakEnded(tx, notify, claimed.playerId, claimed, now) : false;
    });
    if (wrote) told += 1;
  }
  return told;
}

/**
 * The limits' messages beside their own work: the sweep of ended cooling-offs as a job, and
 * "limit reached" for a refused stake or deposit. The refusal's transaction rolls back (and a
 * message on it with it), so the message is written on its own once the request has failed, as
 * the `game.bet.restricted` push is (restriction-push.ts).
 */
export function registerLimitNotices(app: FastifyInstance, db: Database, limits: LimitsService): void {
  app.jobs.define<Record<string, never>>({
    name: BREAK_END_JOB,
    cron: BREAK_END_SCHEDULE,
    retry: { limit: 1, delaySeconds: 30, backoff: false },
    timeoutSeconds: 5 * 60,
    run: async () => void (await noticeEndedBreaks(db, limits.notify, limits.now())),
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (!(error instanceof RestrictionError) || !error.limit) return;
    const { playerId, limit } = error;
    await db
      .transaction((tx) => noticeOfLimitReached(tx, limits.notify, playerId, limit, limits.now()))
      .catch((failure: unknown) => {
        app.log.warn({ err: failure }, 'the limit.reached message could not be written');
      });
  });
}
