import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { LIMIT_WARNING_PERCENT, LIMIT_WARNING_TYPE, type LimitPeriod, type LimitWarningPush } from '@casino/shared';
import type { Executor } from '../../db/executor';
import type { Notify } from '../notification/notification.service';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import { periodMs } from './limit-rules';
import { playerLimits } from './limits.table';

/** An amount limit a stake or deposit that passes it brings to `used` (its own currency, this money included). */
export interface LimitUse {
  readonly id: string;
  readonly definition: LimitWarningPush['definition'];
  readonly period: LimitPeriod;
  readonly amount: bigint;
  readonly currency: string;
  readonly used: bigint;
}

/** An amount or play-time limit a stake, a deposit or a round has run into. */
export interface ReachedLimit {
  readonly id: string;
  readonly definition: number;
  readonly period: LimitPeriod;
  readonly amount: bigint;
}

/** A limit's name in a message, from the catalogue (`notification.limitNames.<definition>`). */
export const limitName = (definition: number) => ({ textKey: `notification.limitNames.${definition}` });

/**
 * "You reached your limit", once per limit and rolling period: a stake or deposit that takes the
 * limit to exactly 100% (one past it is refused), or the first one refused by it. One conditional
 * update claims it (`reached_at` empty, or a whole period old) as `warned_at` does for the 80%
 * warning, so concurrent stakes or refusals tell the player once; the claim's time is the event key.
 */
export async function noticeOfLimitReached(
  executor: Executor,
  notify: Notify,
  playerId: string,
  limit: ReachedLimit,
  now: Date,
): Promise<void> {
  const lastPeriodStart = new Date(now.getTime() - periodMs(limit.period));
  const [claimed] = await executor
    .update(playerLimits)
    .set({ reachedAt: now })
    .where(
      and(
        eq(playerLimits.id, limit.id),
        or(isNull(playerLimits.reachedAt), lte(playerLimits.reachedAt, lastPeriodStart)),
      ),
    )
    .returning({ id: playerLimits.id });
  if (!claimed) return;
  await notify(executor, {
    playerId,
    kind: 'limit.reached',
    eventKey: `limit:${limit.id}:${now.getTime()}`,
    params: { limit: limitName(limit.definition) },
  });
}

/** Whether `used` is at least LIMIT_WARNING_PERCENT of `amount` (exact, in integers). */
export function reachesWarning(used: bigint, amount: bigint): boolean {
  return used * 100n >= amount * BigInt(LIMIT_WARNING_PERCENT);
}

/**
 * Tells the player of every limit in `uses` that this stake or deposit took to 80% or more, once
 * per limit and rolling period: one conditional update per such limit claims the warning
 * (`warned_at` empty, or a whole period old), and only the statement that gets the row back
 * publishes. Concurrent stakes thus warn once even without the limits lock (a deposit has none):
 * the second update waits for the first's row lock and then finds `warned_at` fresh. On the
 * stake's or deposit's transaction: a refusal after this point rolls the claim and the push back.
 * One that takes a limit to 100% writes the player's message as well. Costs nothing below 80%.
 */
export async function warnOfLimitUse(
  executor: Executor,
  playerId: string,
  uses: readonly LimitUse[],
  now: Date,
  notify: Notify,
): Promise<void> {
  for (const use of uses) {
    if (!reachesWarning(use.used, use.amount)) continue;
    if (use.used >= use.amount) await noticeOfLimitReached(executor, notify, playerId, use, now);
    const lastPeriodStart = new Date(now.getTime() - periodMs(use.period));
    const claimed = await executor
      .update(playerLimits)
      .set({ warnedAt: now })
      .where(
        and(
          eq(playerLimits.id, use.id),
          or(isNull(playerLimits.warnedAt), lte(playerLimits.warnedAt, lastPeriodStart)),
        ),
      )
      .returning({ id: playerLimits.id });
    if (claimed.length === 0) continue;
    const used = use.used > 0n ? use.used : 0n;
    const push: LimitWarningPush = {
      type: LIMIT_WARNING_TYPE,
      limitId: use.id,
      definition: use.definition,
      period: use.period,
      used: Number(used),
      amount: Number(use.amount),
      currency: use.currency,
      percent: Number((used * 100n) / use.amount),
    };
    await publishInTransaction(executor, userChannel('game:bets', playerId), push);
  }
}
