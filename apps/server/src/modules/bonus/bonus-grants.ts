import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import { gamesByKeys } from './bonus-offers';
import { PlayerBonusStatus, type PlayerFreespinUpdatedPush, type PlayerId } from '@casino/shared';
import type { Executor } from '../../db/executor';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import { playerBonuses, playerFreespins } from './bonus.table';
import { bonusAmountFor, cappedMultiplier, currentRates, termsIn, type BonusRow } from './bonus-terms';
import {
  activateLocked,
  announceBonus,
  lockPlayerBonus,
  type BonusLedger,
  type PlayerBonusRow,
} from './bonus-transitions';
import { toPlayerFreespinView } from './bonus-views';
import { NO_DEPOSIT_SOURCE, noDepositConversionCap } from './bonus-no-deposit';
import { noticeOfBonus, noticeOfFreespins } from './bonus-notices';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What granted a bonus, once: a paid invoice, a redeemed code, a manual grant's key. */
export interface GrantSource {
  /** quest and loyalty_level: the retention module's rewards (a completed quest, a level reached). */
  readonly kind: 'invoice' | 'code' | 'manual' | 'freespins' | 'quest' | 'loyalty_level';
  readonly id: string;
}

export interface GrantOptions {
  readonly playerId: PlayerId;
  readonly bonus: BonusRow;
  readonly currency: string;
  readonly source: GrantSource;
  /** The paid deposit (deposit bonuses): the amount a percentage applies to, and what wagering may include. */
  readonly deposit?: bigint;
  /** A fixed amount instead of the template's (a manual grant). */
  readonly amount?: bigint;
  readonly now: Date;
  readonly wagerCaps: Readonly<Record<string, number>>;
  /** Activate at once when no other bonus is active (deposit bonuses, activation codes); otherwise it waits as issued. */
  readonly activateWhenFree: boolean;
}

export interface Grant {
  readonly playerBonus: PlayerBonusRow | null;
  readonly playerFreespinId: string | null;
  /** False when the source had granted already (a replayed webhook): nothing new. */
  readonly created: boolean;
}

/**
 * Grants a bonus template to a player, once per source (a unique index on the source): the
 * player bonus (issued; activated at once when asked and free) and its free spins, if any. The
 * multiplier is capped by the player's jurisdiction. Runs on the caller's transaction.
 */
export async function grantBonus(executor: Executor, ledger: BonusLedger, options: GrantOptions): Promise<Grant> {
  const { bonus, currency, playerId, now } = options;
  const rates = await currentRates(executor);
  const terms = termsIn(bonus, currency, rates) ?? {};
  const [player] = await queryRows<{ country: string | null }>(
    executor,
    sql`select country from players where id = ${playerId}::uuid`,
  );
  const multiplier = cappedMultiplier(bonus.wagerMultiplier, player?.country, options.wagerCaps);
  const amount =
    options.amount ??
    (bonus.kind === 'deposit' ? bonusAmountFor(bonus, terms, options.deposit ?? 0n) : BigInt(terms.amount ?? 0));
  let playerBonus: PlayerBonusRow | null = null;
  let created = false;
  if (amount > 0n) {
    const [inserted] = await executor
      .insert(playerBonuses)
      .values({
        playerId,
        bonusId: bonus.id,
        kind: bonus.kind,
        title: bonus.title,
        currency,
        amount,
        depositAmount: options.deposit ?? 0n,
        wagerMultiplier: multiplier,
        wagerIncludesDeposit: bonus.wagerIncludesDeposit,
        wagerDays: bonus.wagerDays,
        maxBet: terms.maxBet === undefined ? null : BigInt(terms.maxBet),
        maxConversion: conversionCap(options.source, terms.maxConversion, amount),
        contribution: bonus.contribution,
        gameIds: bonus.gameIds,
        packageId: bonus.packageId,
        sourceKind: options.source.kind,
        sourceId: options.source.id,
        issuedAt: now,
        expiresAt: new Date(now.getTime() + bonus.activationDays * DAY_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      created = true;
      const locked = await lockPlayerBonus(executor, inserted.id);
      if (!locked) throw new Error('a granted bonus vanished');
      await noticeOfBonus(executor, ledger.notify, locked, 'bonus.issued');
      playerBonus = options.activateWhenFree
        ? await activateLocked(executor, ledger, locked, now, { whenFree: true })
        : locked;
      if (playerBonus.status === PlayerBonusStatus.Issued) await announceBonus(executor, ledger, playerBonus);
    } else {
      const [existing] = await executor
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.sourceKind, options.source.kind), eq(playerBonuses.sourceId, options.source.id)));
      playerBonus = existing ?? null;
    }
  }
  const playerFreespinId = bonus.freespins
    ? await grantFreespins(executor, ledger, { ...options, terms, multiplier: bonus.freespins.wagerMultiplier })
    : null;
  return { playerBonus, playerFreespinId, created: created || playerFreespinId !== null };
}

/** The template's conversion cap; a grant without a deposit converts at most what it gave (bonus-no-deposit.ts). */
function conversionCap(source: GrantSource, templateCap: number | undefined, amount: bigint): bigint | null {
  const cap = templateCap === undefined ? null : BigInt(templateCap);
  return source.kind === NO_DEPOSIT_SOURCE ? noDepositConversionCap(cap, amount) : cap;
}

async function grantFreespins(
  executor: Executor,
  ledger: BonusLedger,
  options: GrantOptions & { terms: { freespinBet?: number }; multiplier: number },
): Promise<string | null> {
  const spins = options.bonus.freespins;
  if (!spins || options.terms.freespinBet === undefined) return null;
  const [game] = await gamesByKeys(executor, [spins.game]);
  if (!game) return null;
  const [row] = await executor
    .insert(playerFreespins)
    .values({
      playerId: options.playerId,
      bonusId: options.bonus.id,
      title: options.bonus.title,
      currency: options.currency,
      gameId: game.id,
      count: spins.count,
      betAmount: BigInt(options.terms.freespinBet),
      wagerMultiplier: Math.max(0, options.multiplier),
      packageId: options.bonus.packageId,
      sourceKind: options.source.kind,
      sourceId: options.source.id,
      issuedAt: options.now,
      expiresAt: new Date(options.now.getTime() + options.bonus.activationDays * DAY_MS),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await publishInTransaction(executor, userChannel('bonus:player-freespins', options.playerId), {
    type: 'player-freespin.updated',
    playerFreespin: toPlayerFreespinView(row, game.identity),
  } satisfies PlayerFreespinUpdatedPush);
  await noticeOfFreespins(executor, ledger.notify, row);
  return row.id;
}
