import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BonusCodeStatus,
  type BonusCodeRedemption,
  type BonusCodeTrigger,
  type PlayerBonusCode,
  type PlayerBonusCodesUpdatedPush,
  type PlayerId,
} from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, notFound } from '../../http/app-error';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import { bonusCodes, bonuses, playerBonusCodes } from './bonus.table';
import { findBonus } from './bonus-offers';
import { grantBonus, type Grant } from './bonus-grants';
import { claimWithoutDeposit } from './bonus-no-deposit';
import type { BonusService } from './bonus.service';

/**
 * Code refusals share one shape: the error format with `domainCode` = the code status of
 * SPEC.md section 8 — 422 bonus_code_incorrect (3: no such code, or not for this trigger) and
 * 409 bonus_code_not_available (4: outside its dates, out of uses, or used by this player as often as allowed).
 */
export const codeIncorrect = () =>
  new AppError(
    422,
    'bonus_code_incorrect',
    'This bonus code is not correct',
    { bonusCode: ['This bonus code is not correct'] },
    BonusCodeStatus.Incorrect,
  );
export const codeNotAvailable = () =>
  new AppError(
    409,
    'bonus_code_not_available',
    'This bonus code is not available',
    { bonusCode: ['This bonus code is not available'] },
    BonusCodeStatus.NotAvailable,
  );

export const normalizeCode = (code: string): string => code.trim().toUpperCase();

type BonusCodeRow = typeof bonusCodes.$inferSelect;

/** Bonus codes (SPEC.md section 7): entered by the player, granted now (activation) or on the next qualifying deposit. */
export class BonusCodes {
  constructor(
    private readonly db: Database,
    private readonly bonuses: BonusService,
  ) {}

  async list(playerId: PlayerId, trigger: BonusCodeTrigger | undefined): Promise<PlayerBonusCode[]> {
    const rows = await this.db
      .select({ use: playerBonusCodes, code: bonusCodes.code, bonusId: bonusCodes.bonusId, title: bonuses.title })
      .from(playerBonusCodes)
      .innerJoin(bonusCodes, eq(bonusCodes.id, playerBonusCodes.bonusCodeId))
      .innerJoin(bonuses, eq(bonuses.id, bonusCodes.bonusId))
      .where(and(eq(playerBonusCodes.playerId, playerId), trigger ? eq(playerBonusCodes.trigger, trigger) : undefined))
      .orderBy(asc(playerBonusCodes.appliedAt));
    return rows.map((row) => ({
      playerBonusCodeId: row.use.id,
      code: row.code,
      trigger: row.use.trigger,
      status: row.use.status as PlayerBonusCode['status'],
      bonusId: row.bonusId,
      title: row.title,
      appliedAt: row.use.appliedAt.toISOString(),
    }));
  }

  /**
   * Redeems a code under its row lock, so its total and per-player limits hold however many
   * players redeem at once: 'activation' grants now; 'deposit' waits, applied, for the next deposit.
   */
  async redeem(
    playerId: PlayerId,
    rawCode: string,
    trigger: BonusCodeTrigger,
    client: { address?: string | undefined } = {},
  ): Promise<BonusCodeRedemption> {
    return this.db.transaction(async (tx) => {
      // No code is taken during a break, for now or for a later deposit.
      await this.bonuses.breaks.assertNoBreak(playerId, tx);
      const code = await this.lockUsable(tx, playerId, rawCode, trigger);
      const status = trigger === 'activation' ? BonusCodeStatus.Used : BonusCodeStatus.Applied;
      const [use] = await tx
        .insert(playerBonusCodes)
        .values({ playerId, bonusCodeId: code.id, trigger, status })
        .returning();
      if (!use) throw new Error('player bonus code insert returned no row');
      await tx
        .update(bonusCodes)
        .set({ uses: sql`${bonusCodes.uses} + 1` })
        .where(eq(bonusCodes.id, code.id));
      let grant: Grant | undefined;
      if (trigger === 'activation') {
        const template = await findBonus(tx, code.bonusId);
        if (!template) throw codeNotAvailable();
        const currency = await selectedCurrency(tx, playerId);
        if (!currency) throw codeNotAvailable();
        // A code granting now asks no deposit: once per person, device, address and card.
        await claimWithoutDeposit(tx, {
          playerId,
          currency,
          address: client.address,
          bonusCode: code.code,
          now: this.bonuses.now(),
        });
        grant = await grantBonus(tx, this.bonuses.ledger, {
          playerId,
          bonus: template,
          currency,
          source: { kind: 'code', id: use.id },
          now: this.bonuses.now(),
          wagerCaps: this.bonuses.wagerCaps,
          activateWhenFree: true,
        });
        if (!grant.playerBonus && !grant.playerFreespinId) throw codeNotAvailable();
        await this.markUsed(tx, use.id, grant);
      } else {
        await this.announce(tx, playerId);
      }
      return {
        playerBonusCodeId: use.id,
        code: code.code,
        trigger,
        status,
        playerBonusId: grant?.playerBonus?.id ?? null,
        playerFreespinId: grant?.playerFreespinId ?? null,
      };
    });
  }

  /** Removes a code applied for a deposit and not used yet (its use is given back); a used code or another player's: 404. */
  async remove(playerId: PlayerId, playerBonusCodeId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [use] = await tx
        .select()
        .from(playerBonusCodes)
        .where(
          and(
            eq(playerBonusCodes.id, playerBonusCodeId),
            eq(playerBonusCodes.playerId, playerId),
            eq(playerBonusCodes.status, BonusCodeStatus.Applied),
          ),
        )
        .for('update');
      if (!use) throw notFound('There is no such bonus code waiting');
      await tx.select({ id: bonusCodes.id }).from(bonusCodes).where(eq(bonusCodes.id, use.bonusCodeId)).for('update');
      await tx.delete(playerBonusCodes).where(eq(playerBonusCodes.id, use.id));
      await tx
        .update(bonusCodes)
        .set({ uses: sql`greatest(${bonusCodes.uses} - 1, 0)` })
        .where(eq(bonusCodes.id, use.bonusCodeId));
      await this.announce(tx, playerId);
    });
  }

  /**
   * The code of a deposit (the deposit's `bonusCode`, or one applied earlier for 'deposit'): the
   * same lookup and limits as POST. Answers the bonus it grants and the code use to mark, or
   * undefined when the code is not usable now.
   */
  async depositCode(
    executor: Executor,
    playerId: PlayerId,
    rawCode: string,
  ): Promise<{ bonusId: number; playerBonusCodeId: string } | undefined> {
    const code = normalizeCode(rawCode);
    const [applied] = await executor
      .select({ id: playerBonusCodes.id, bonusId: bonusCodes.bonusId })
      .from(playerBonusCodes)
      .innerJoin(bonusCodes, eq(bonusCodes.id, playerBonusCodes.bonusCodeId))
      .where(
        and(
          eq(playerBonusCodes.playerId, playerId),
          eq(bonusCodes.code, code),
          eq(playerBonusCodes.status, BonusCodeStatus.Applied),
        ),
      )
      .limit(1);
    if (applied) return { bonusId: applied.bonusId, playerBonusCodeId: applied.id };
    try {
      const row = await this.lockUsable(executor, playerId, code, 'deposit');
      const [use] = await executor
        .insert(playerBonusCodes)
        .values({ playerId, bonusCodeId: row.id, trigger: 'deposit', status: BonusCodeStatus.Applied })
        .returning();
      await executor
        .update(bonusCodes)
        .set({ uses: sql`${bonusCodes.uses} + 1` })
        .where(eq(bonusCodes.id, row.id));
      return use ? { bonusId: row.bonusId, playerBonusCodeId: use.id } : undefined;
    } catch (error) {
      if (error instanceof AppError) return undefined;
      throw error;
    }
  }

  /** The player's oldest code applied for 'deposit' and not used yet: the next deposit takes it. */
  async waitingDepositCode(
    executor: Executor,
    playerId: PlayerId,
  ): Promise<{ bonusId: number; playerBonusCodeId: string } | undefined> {
    const [applied] = await executor
      .select({ id: playerBonusCodes.id, bonusId: bonusCodes.bonusId })
      .from(playerBonusCodes)
      .innerJoin(bonusCodes, eq(bonusCodes.id, playerBonusCodes.bonusCodeId))
      .where(
        and(
          eq(playerBonusCodes.playerId, playerId),
          eq(playerBonusCodes.trigger, 'deposit'),
          eq(playerBonusCodes.status, BonusCodeStatus.Applied),
        ),
      )
      .orderBy(asc(playerBonusCodes.appliedAt))
      .limit(1);
    return applied ? { bonusId: applied.bonusId, playerBonusCodeId: applied.id } : undefined;
  }

  /** Checks a deposit's code when the deposit is created: answers its status (1 applies, 3 incorrect, 4 not available) without using it. */
  async checkForDeposit(
    playerId: PlayerId,
    rawCode: string,
  ): Promise<typeof BonusCodeStatus.Applied | typeof BonusCodeStatus.Incorrect | typeof BonusCodeStatus.NotAvailable> {
    const code = normalizeCode(rawCode);
    const [row] = await this.db.select().from(bonusCodes).where(eq(bonusCodes.code, code));
    if (!row || row.trigger !== 'deposit') return BonusCodeStatus.Incorrect;
    const [applied] = await this.db
      .select({ id: playerBonusCodes.id })
      .from(playerBonusCodes)
      .where(
        and(
          eq(playerBonusCodes.playerId, playerId),
          eq(playerBonusCodes.bonusCodeId, row.id),
          eq(playerBonusCodes.status, BonusCodeStatus.Applied),
        ),
      );
    if (applied) return BonusCodeStatus.Applied;
    return (await this.usableProblem(this.db, playerId, row)) ? BonusCodeStatus.NotAvailable : BonusCodeStatus.Applied;
  }

  async markUsed(executor: Executor, playerBonusCodeId: string, grant: Grant): Promise<void> {
    const [use] = await executor
      .update(playerBonusCodes)
      .set({
        status: BonusCodeStatus.Used,
        playerBonusId: grant.playerBonus?.id ?? null,
        playerFreespinId: grant.playerFreespinId,
      })
      .where(eq(playerBonusCodes.id, playerBonusCodeId))
      .returning({ playerId: playerBonusCodes.playerId });
    if (use) await this.announce(executor, use.playerId);
  }

  private async lockUsable(
    executor: Executor,
    playerId: PlayerId,
    rawCode: string,
    trigger: BonusCodeTrigger,
  ): Promise<BonusCodeRow> {
    const code = normalizeCode(rawCode);
    if (code.length === 0) throw codeIncorrect();
    const [row] = await executor.select().from(bonusCodes).where(eq(bonusCodes.code, code)).for('update');
    if (!row || row.trigger !== trigger) throw codeIncorrect();
    if (await this.usableProblem(executor, playerId, row)) throw codeNotAvailable();
    return row;
  }

  private async usableProblem(executor: Executor, playerId: PlayerId, row: BonusCodeRow): Promise<boolean> {
    const now = this.bonuses.now();
    if ((row.validFrom && row.validFrom > now) || (row.validTo && row.validTo <= now)) return true;
    if (row.maxUses !== null && row.uses >= row.maxUses) return true;
    const [mine] = await executor
      .select({ count: sql<number>`count(*)::int` })
      .from(playerBonusCodes)
      .where(
        and(
          eq(playerBonusCodes.playerId, playerId),
          eq(playerBonusCodes.bonusCodeId, row.id),
          inArray(playerBonusCodes.status, [BonusCodeStatus.Applied, BonusCodeStatus.Used]),
        ),
      );
    return (mine?.count ?? 0) >= row.maxUsesPerPlayer;
  }

  private async announce(executor: Executor, playerId: PlayerId): Promise<void> {
    await publishInTransaction(executor, userChannel('bonus:player-bonus-codes', playerId), {
      type: 'player-bonus-codes.updated',
    } satisfies PlayerBonusCodesUpdatedPush);
  }
}

async function selectedCurrency(executor: Executor, playerId: PlayerId): Promise<string | undefined> {
  const [row] = await queryRows<{ currency: string }>(
    executor,
    sql`select currency from wallet_accounts where player_id = ${playerId}::uuid order by is_selected desc, created_at limit 1`,
  );
  return row?.currency;
}
