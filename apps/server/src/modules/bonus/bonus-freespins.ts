import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  minorAmount,
  PlayerBonusResult,
  PlayerBonusStatus,
  type PlayerFreespinUpdatedPush,
  type PlayerId,
} from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { FreeSpins, FreespinsAvailable } from '../game/game.service';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import { playerBonuses, playerFreespins } from './bonus.table';
import { activateLocked, announceBonus, lockPlayerBonus, type BonusLedger, type Clock } from './bonus-transitions';
import { toPlayerFreespinView } from './bonus-views';

/**
 * Free spins played in their game (the in-house slot): a spin stakes the free spins' fixed bet
 * and no own money; its win moves from the house's bonuses account into the free spins' player
 * bonus (kind freespin_winnings, issued while they are played). After the last spin that bonus
 * is activated (or waits, issued, while another is active) with wagering = winnings × the free
 * spins' multiplier; with no winnings it simply finishes.
 */
export class FreespinPlay implements FreeSpins {
  constructor(
    private readonly db: Database,
    private readonly ledger: BonusLedger,
    private readonly now: Clock,
  ) {}

  async find(
    executor: Executor | undefined,
    playerId: PlayerId,
    gameId: string,
    currency: string,
  ): Promise<FreespinsAvailable | undefined> {
    const [row] = await (executor ?? this.db)
      .select({
        id: playerFreespins.id,
        count: playerFreespins.count,
        played: playerFreespins.played,
        betAmount: playerFreespins.betAmount,
      })
      .from(playerFreespins)
      .where(
        and(
          eq(playerFreespins.playerId, playerId),
          eq(playerFreespins.gameId, gameId),
          eq(playerFreespins.currency, currency),
          eq(playerFreespins.status, PlayerBonusStatus.Active),
          lt(playerFreespins.played, playerFreespins.count),
          // Past their deadline (the minute's expiry job has not ended them yet) they are no longer played.
          or(isNull(playerFreespins.expiresAt), gt(playerFreespins.expiresAt, this.now())),
        ),
      )
      .orderBy(playerFreespins.issuedAt)
      .limit(1);
    return row ? { id: row.id, left: row.count - row.played, betAmount: row.betAmount } : undefined;
  }

  async play(
    executor: Executor,
    playerFreespinId: string,
    roundId: string,
    win: bigint,
  ): Promise<{ left: number } | undefined> {
    const [row] = await executor
      .select()
      .from(playerFreespins)
      .where(eq(playerFreespins.id, playerFreespinId))
      .for('update');
    const now = this.now();
    if (!row || row.status !== PlayerBonusStatus.Active || row.played >= row.count || !row.playerBonusId)
      return undefined;
    if (row.expiresAt !== null && row.expiresAt <= now) return undefined;
    const played = row.played + 1;
    const last = played >= row.count;
    const [updated] = await executor
      .update(playerFreespins)
      .set({
        played,
        winnings: sql`${playerFreespins.winnings} + ${win}`,
        ...(last ? { status: PlayerBonusStatus.Finished, result: PlayerBonusResult.Played, finishedAt: now } : {}),
      })
      .where(eq(playerFreespins.id, row.id))
      .returning();
    let bonus = await lockPlayerBonus(executor, row.playerBonusId);
    if (!bonus) throw new Error(`free spins ${row.id} lost their bonus`);
    if (win > 0n && bonus.status === PlayerBonusStatus.Issued) {
      await this.ledger.transfer(executor, {
        idempotencyKey: `freespin:${roundId}:win`,
        reason: 'freespin_win',
        currency: row.currency,
        amount: minorAmount(win),
        from: { kind: 'house', account: 'bonuses' },
        to: { kind: 'bonus', playerBonusId: bonus.id },
        reference: roundId,
      });
      const [grown] = await executor
        .update(playerBonuses)
        .set({ amount: sql`${playerBonuses.amount} + ${win}` })
        .where(eq(playerBonuses.id, bonus.id))
        .returning();
      if (grown) bonus = grown;
    }
    if (last && bonus.status === PlayerBonusStatus.Issued) {
      if (bonus.balance === 0n) {
        const [finished] = await executor
          .update(playerBonuses)
          .set({ status: PlayerBonusStatus.Finished, result: PlayerBonusResult.Played, finishedAt: now })
          .where(eq(playerBonuses.id, bonus.id))
          .returning();
        if (finished) await announceBonus(executor, this.ledger, finished);
      } else {
        const [dated] = await executor
          .update(playerBonuses)
          .set({ expiresAt: new Date(now.getTime() + bonus.wagerDays * 24 * 60 * 60 * 1000) })
          .where(eq(playerBonuses.id, bonus.id))
          .returning();
        const waiting = await activateLocked(executor, this.ledger, dated ?? bonus, now, { whenFree: true });
        if (waiting.status === PlayerBonusStatus.Issued) await announceBonus(executor, this.ledger, waiting);
      }
    } else {
      await announceBonus(executor, this.ledger, bonus);
    }
    if (updated) {
      const [game] = await queryRows<{ identity: string }>(
        executor,
        sql`select identity from games where id = ${updated.gameId}::uuid`,
      );
      await publishInTransaction(executor, userChannel('bonus:player-freespins', updated.playerId), {
        type: 'player-freespin.updated',
        playerFreespin: toPlayerFreespinView(updated, game?.identity ?? null),
      } satisfies PlayerFreespinUpdatedPush);
    }
    return { left: row.count - played };
  }
}
