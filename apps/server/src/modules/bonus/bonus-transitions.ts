import { and, eq, sql } from 'drizzle-orm';
import {
  minorAmount,
  GameRoundStatus,
  PlayerBonusResult,
  PlayerBonusStatus,
  type PlayerBonusUpdatedPush,
  type PlayerId,
} from '@casino/shared';
import { queryRows } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import type { Notify } from '../notification/notification.service';
import type { WalletService } from '../wallet/wallet.service';
import { bonuses, playerBonuses } from './bonus.table';
import { conversionLimit } from './bonus-contribution';
import { noticeOfBonus } from './bonus-notices';
import { toPlayerBonusView } from './bonus-views';

export type PlayerBonusRow = typeof playerBonuses.$inferSelect;

/**
 * What the bonus engine needs of the wallet: ledger transfers, and telling the player a balance
 * changed; with the notifications, the player's message of a bonus issued, wagered or expired,
 * on the transaction of that change (bonus-notices.ts).
 */
export type BonusLedger = Pick<WalletService, 'transfer' | 'announceBalance'> & { readonly notify?: Notify };

/** The clock of bonus decisions (deadlines, expiry); tests move it. */
export type Clock = () => Date;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every change of a player bonus takes the same locks in the same order: the player's wallet
 * account in the bonus's currency (what a stake and every transfer lock first), then the bonus
 * row. So a stake, an activation, a cancel and a completion of one player's bonuses run one after
 * another, and none waits on another in the opposite order.
 */
export async function lockWalletOf(
  executor: Executor,
  playerId: PlayerId,
  currency: string,
): Promise<bigint | undefined> {
  const [row] = await queryRows<{ balance: string }>(
    executor,
    sql`select balance::text as balance from wallet_accounts where player_id = ${playerId}::uuid and currency = ${currency} for update`,
  );
  return row ? BigInt(row.balance) : undefined;
}

/** The bonus, locked after its wallet account; undefined when it is not this player's (404 to the caller). */
export async function lockPlayerBonus(
  executor: Executor,
  playerBonusId: string,
  playerId?: PlayerId,
): Promise<PlayerBonusRow | undefined> {
  const [found] = await executor
    .select({ playerId: playerBonuses.playerId, currency: playerBonuses.currency })
    .from(playerBonuses)
    .where(
      playerId === undefined
        ? eq(playerBonuses.id, playerBonusId)
        : and(eq(playerBonuses.id, playerBonusId), eq(playerBonuses.playerId, playerId)),
    );
  if (!found) return undefined;
  await lockWalletOf(executor, found.playerId, found.currency);
  const [row] = await executor.select().from(playerBonuses).where(eq(playerBonuses.id, playerBonusId)).for('update');
  return row;
}

/** The player's active bonus in `currency`, locked; call after `lockWalletOf`. */
export async function lockActiveBonus(
  executor: Executor,
  playerId: PlayerId,
  currency: string,
): Promise<PlayerBonusRow | undefined> {
  const [row] = await executor
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.playerId, playerId),
        eq(playerBonuses.currency, currency),
        eq(playerBonuses.status, PlayerBonusStatus.Active),
      ),
    )
    .for('update');
  return row;
}

export async function hasOpenRound(executor: Executor, playerBonusId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    executor,
    sql`select 1 as one from game_rounds where player_bonus_id = ${playerBonusId}::uuid and status = ${GameRoundStatus.Open} limit 1`,
  );
  return rows.length > 0;
}

/** Publishes the bonus as it now is on `bonus:player-bonuses#{playerId}`, and the wallet's bonus balance. */
export async function announceBonus(executor: Executor, ledger: BonusLedger, row: PlayerBonusRow): Promise<void> {
  const [template] =
    row.bonusId === null
      ? []
      : await executor.select({ pageIdentity: bonuses.pageIdentity }).from(bonuses).where(eq(bonuses.id, row.bonusId));
  const view = toPlayerBonusView(row, {
    hasOpenRound: await hasOpenRound(executor, row.id),
    pageIdentity: template?.pageIdentity ?? null,
  });
  await publishInTransaction(executor, userChannel('bonus:player-bonuses', row.playerId), {
    type: 'player-bonus.updated',
    playerBonus: view,
  } satisfies PlayerBonusUpdatedPush);
  await ledger.announceBalance(executor, row.playerId, row.currency);
}

async function store(
  executor: Executor,
  id: string,
  changes: Partial<typeof playerBonuses.$inferInsert>,
): Promise<PlayerBonusRow> {
  const [row] = await executor.update(playerBonuses).set(changes).where(eq(playerBonuses.id, id)).returning();
  if (!row) throw new Error(`player bonus ${id} vanished`);
  return row;
}

/**
 * Activates an issued bonus, under its locks (`lockPlayerBonus`): the granted money moves from
 * the house's bonuses account into the bonus balance (free-spin winnings are there already), the
 * wagering requirement and deadline are set. Another active bonus in the currency: 409
 * `bonus_already_active`, or with `whenFree` the bonus simply stays issued.
 */
export async function activateLocked(
  executor: Executor,
  ledger: BonusLedger,
  row: PlayerBonusRow,
  now: Date,
  options: { whenFree?: boolean } = {},
): Promise<PlayerBonusRow> {
  if (row.status === PlayerBonusStatus.Active) return row;
  if (row.status !== PlayerBonusStatus.Issued)
    throw new AppError(409, 'bonus_finished', 'This bonus has already ended');
  // Past its activation deadline the minute's expiry job ends it; until it runs, it is no longer taken.
  if (row.expiresAt !== null && row.expiresAt <= now) {
    if (options.whenFree) return row;
    throw new AppError(409, 'bonus_expired', 'This bonus can no longer be activated');
  }
  const [other] = await executor
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.playerId, row.playerId),
        eq(playerBonuses.currency, row.currency),
        eq(playerBonuses.status, PlayerBonusStatus.Active),
      ),
    );
  if (other) {
    if (options.whenFree) return row;
    throw new AppError(
      409,
      'bonus_already_active',
      'Another bonus is active in this currency: finish or cancel it first',
    );
  }
  const grant = row.kind === 'freespin_winnings' ? 0n : row.amount;
  if (grant > 0n) {
    await ledger.transfer(executor, {
      idempotencyKey: `bonus:${row.id}:activate`,
      reason: 'bonus_grant',
      currency: row.currency,
      amount: minorAmount(grant),
      from: { kind: 'house', account: 'bonuses' },
      to: { kind: 'bonus', playerBonusId: row.id },
      reference: row.id,
    });
  }
  const base = row.amount + (row.wagerIncludesDeposit ? row.depositAmount : 0n);
  const activated = await store(executor, row.id, {
    status: PlayerBonusStatus.Active,
    activatedAt: now,
    expiresAt: new Date(now.getTime() + row.wagerDays * DAY_MS),
    wagerRequired: base * BigInt(row.wagerMultiplier),
  });
  const finished = await completeIfDue(executor, ledger, activated, now);
  await announceBonus(executor, ledger, finished);
  return finished;
}

/**
 * Ends a bonus and forfeits its balance (bonus money and its winnings) to the house's bonuses
 * account, under its locks. Own money is never touched. Finished already: nothing changes.
 */
export async function forfeitLocked(
  executor: Executor,
  ledger: BonusLedger,
  row: PlayerBonusRow,
  result: PlayerBonusResult,
  now: Date,
): Promise<PlayerBonusRow> {
  if (row.status === PlayerBonusStatus.Finished) return row;
  if (row.balance > 0n) {
    await ledger.transfer(executor, {
      idempotencyKey: `bonus:${row.id}:forfeit`,
      reason: 'bonus_forfeit',
      currency: row.currency,
      amount: minorAmount(row.balance),
      from: { kind: 'bonus', playerBonusId: row.id },
      to: { kind: 'house', account: 'bonuses' },
      reference: row.id,
    });
  }
  const finished = await store(executor, row.id, {
    status: PlayerBonusStatus.Finished,
    result,
    forfeitedAmount: row.forfeitedAmount + row.balance,
    finishedAt: now,
  });
  await announceBonus(executor, ledger, finished);
  return finished;
}

/**
 * Completes an active bonus when it is due, under its locks, exactly once (the status is checked
 * under the row lock): wagering met and no round holding its money open → its balance becomes
 * own money up to maxConversion (the excess goes to the house); balance spent to zero with no
 * round open → finished, nothing converted. Answers the row as it now is (announced by the caller).
 */
export async function completeIfDue(
  executor: Executor,
  ledger: BonusLedger,
  row: PlayerBonusRow,
  now: Date,
): Promise<PlayerBonusRow> {
  if (row.status !== PlayerBonusStatus.Active) return row;
  // Past its wagering deadline nothing converts: the expiry job forfeits it.
  if (isPastDeadline(row, now)) return row;
  const wageringMet = row.wagered >= row.wagerRequired;
  if (!wageringMet && row.balance > 0n) return row;
  if (await hasOpenRound(executor, row.id)) return row;
  if (!wageringMet) {
    return store(executor, row.id, {
      status: PlayerBonusStatus.Finished,
      result: PlayerBonusResult.Played,
      finishedAt: now,
    });
  }
  const limit = conversionLimit(row);
  const converted = limit !== null && row.balance > limit ? limit : row.balance;
  const excess = row.balance - converted;
  if (converted > 0n) {
    await ledger.transfer(executor, {
      idempotencyKey: `bonus:${row.id}:convert`,
      reason: 'bonus_conversion',
      currency: row.currency,
      amount: minorAmount(converted),
      from: { kind: 'bonus', playerBonusId: row.id },
      to: { kind: 'player', playerId: row.playerId },
      reference: row.id,
    });
  }
  if (excess > 0n) {
    await ledger.transfer(executor, {
      idempotencyKey: `bonus:${row.id}:convert-excess`,
      reason: 'bonus_conversion_excess',
      currency: row.currency,
      amount: minorAmount(excess),
      from: { kind: 'bonus', playerBonusId: row.id },
      to: { kind: 'house', account: 'bonuses' },
      reference: row.id,
    });
  }
  const finished = await store(executor, row.id, {
    status: PlayerBonusStatus.Finished,
    result: PlayerBonusResult.Played,
    convertedAmount: converted,
    forfeitedAmount: row.forfeitedAmount + excess,
    finishedAt: now,
  });
  // Wagering met with the balance spent to nothing turns nothing into own money: no message says so.
  if (converted > 0n) await noticeOfBonus(executor, ledger.notify, finished, 'bonus.wagered');
  return finished;
}

/** An active bonus past its wagering deadline (or an issued one past activation), not yet ended by the expiry job. */
export function isPastDeadline(row: Pick<PlayerBonusRow, 'expiresAt'>, now: Date): boolean {
  return row.expiresAt !== null && row.expiresAt <= now;
}

/** After a round of the player settled (or rolled back): completes their active bonus in the currency when due. */
export async function settleActiveBonus(
  executor: Executor,
  ledger: BonusLedger,
  playerId: PlayerId,
  currency: string,
  now: Date,
): Promise<void> {
  const [candidate] = await executor
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.playerId, playerId),
        eq(playerBonuses.currency, currency),
        eq(playerBonuses.status, PlayerBonusStatus.Active),
      ),
    );
  if (!candidate) return;
  const row = await lockPlayerBonus(executor, candidate.id);
  if (!row) return;
  const after = await completeIfDue(executor, ledger, row, now);
  if (after !== row) await announceBonus(executor, ledger, after);
}

/** Forfeits every issued or active bonus of the player (a withdrawal: one currency; a break: all), own money untouched. */
export async function forfeitPlayerBonuses(
  executor: Executor,
  ledger: BonusLedger,
  playerId: PlayerId,
  options: { currency?: string; statuses: readonly PlayerBonusStatus[]; result: PlayerBonusResult; now: Date },
): Promise<number> {
  const rows = await executor
    .select({ id: playerBonuses.id, status: playerBonuses.status, currency: playerBonuses.currency })
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.playerId, playerId),
        options.currency === undefined ? undefined : eq(playerBonuses.currency, options.currency),
      ),
    );
  let forfeited = 0;
  // Currency by currency, in a fixed order: the wallet account locks are taken in one order.
  const candidates = rows
    .filter((row) => options.statuses.includes(row.status))
    .sort((a, b) => (a.currency + a.id < b.currency + b.id ? -1 : 1));
  for (const candidate of candidates) {
    const row = await lockPlayerBonus(executor, candidate.id);
    if (!row || !options.statuses.includes(row.status)) continue;
    await forfeitLocked(executor, ledger, row, options.result, options.now);
    forfeited += 1;
  }
  return forfeited;
}
