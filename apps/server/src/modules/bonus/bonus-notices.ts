import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@casino/shared';
import { queryRows } from '../../db/database';
import type { Executor } from '../../db/executor';
import { moneyParam, type NotificationParam, type Notify } from '../notification/notification.service';
import type { playerBonuses, playerFreespins } from './bonus.table';

type BonusNoticeKind = Extract<NotificationKind, 'bonus.issued' | 'bonus.wagered' | 'bonus.expired'>;

/**
 * Tells the player of a bonus's change, on the transaction that made it, right after the
 * statement that makes it once (the insert of a grant, the conditional status change under the
 * bonus's lock). The bonus is the event (`player-bonus:{id}`, the kind prefixed by the writer).
 * Wagering complete shows what became own money.
 */
export async function noticeOfBonus(
  executor: Executor,
  notify: Notify | undefined,
  bonus: typeof playerBonuses.$inferSelect,
  kind: BonusNoticeKind,
): Promise<void> {
  if (!notify) return;
  const params: Record<string, NotificationParam> = { bonus: bonus.title };
  if (kind === 'bonus.wagered') params.amount = await moneyParam(executor, bonus.convertedAmount, bonus.currency);
  await notify(executor, { playerId: bonus.playerId, kind, eventKey: `player-bonus:${bonus.id}`, params });
}

/** Free spins granted: how many, on which game (its name as the lobby shows it). */
export async function noticeOfFreespins(
  executor: Executor,
  notify: Notify | undefined,
  spins: typeof playerFreespins.$inferSelect,
): Promise<void> {
  if (!notify) return;
  const [game] = await queryRows<{ name: string }>(
    executor,
    sql`select name from games where id = ${spins.gameId}::uuid`,
  );
  await notify(executor, {
    playerId: spins.playerId,
    kind: 'freespins.granted',
    eventKey: `player-freespins:${spins.id}`,
    params: { count: spins.count, game: game?.name ?? '' },
  });
}
