import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SportBetStatus } from '@casino/shared';
import { resettleBet, settleBet, type LegResult } from '@casino/sportsbook';
import type { Database } from '../../../db/database';
import type { Executor } from '../../../db/executor';
import { sportsbookBetLegs, sportsbookBets, sportsbookSelections } from '../sportsbook.table';
import { betOf, legsOfBets, type BetRow, type LegRow } from './bet-records';
import type { SportsbookMoney } from './sportsbook-money';

/** Bets looked up at a time for settling (each then settles in its own transaction). */
export const SETTLEMENT_BATCH_SIZE = 1_000;
/** Transactions settling one job's markets at once. */
export const SETTLEMENT_WORKERS = 4;

/** What a settled bet is called: nothing back is lost, every leg void is void, anything else won. */
export function settledStatus(payout: bigint, legs: readonly { result: LegResult | null }[]): SportBetStatus {
  if (payout === 0n) return 'lost';
  if (legs.every((leg) => leg.result === 'void')) return 'void';
  return 'won';
}

/**
 * Settles the open bets that have a leg on these markets, whose selections now have results:
 * their legs take the results, and a bet whose every combination is decided is paid (exactly,
 * by @casino/sportsbook) and released from the book's liability. Idempotent: a bet settles once
 * (its legs' results are written once and the payout's wallet call is keyed by the bet).
 *
 * One transaction per bet, taking its rows in the order bet placement takes them (selection,
 * then the player's account, then a house account): a batch transaction holding many players'
 * rows would deadlock with the bets being placed meanwhile. Workers settle bets side by side.
 */
export async function settleMarkets(
  db: Database,
  money: SportsbookMoney,
  marketIds: readonly number[],
  workers = SETTLEMENT_WORKERS,
): Promise<number> {
  if (marketIds.length === 0) return 0;
  let settled = 0;
  for (;;) {
    const betIds = await betsToSettle(db, marketIds);
    if (betIds.length === 0) return settled;
    let next = 0;
    const counts = await Promise.all(
      Array.from({ length: workers }, async () => {
        let count = 0;
        while (next < betIds.length) {
          const betId = betIds[next++]!;
          if (await settleOne(db, money, betId)) count += 1;
        }
        return count;
      }),
    );
    settled += counts.reduce((sum, count) => sum + count, 0);
  }
}

/** Open bets with a leg on these markets whose result is known but not yet copied to the leg. */
async function betsToSettle(db: Database, marketIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: sportsbookBetLegs.betId })
    .from(sportsbookBetLegs)
    .innerJoin(sportsbookSelections, eq(sportsbookSelections.id, sportsbookBetLegs.selectionId))
    .innerJoin(sportsbookBets, eq(sportsbookBets.id, sportsbookBetLegs.betId))
    .where(
      and(
        inArray(sportsbookBetLegs.marketId, [...marketIds]),
        isNull(sportsbookBetLegs.result),
        sql`${sportsbookSelections.result} is not null`,
        eq(sportsbookBets.status, 'open'),
      ),
    )
    .orderBy(sportsbookBetLegs.betId)
    .limit(SETTLEMENT_BATCH_SIZE);
  return rows.map((row) => row.id);
}

/** One bet: its legs take their results; paid if now decided. False when it stays open (or another worker has it). */
async function settleOne(db: Database, money: SportsbookMoney, betId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [bet] = await tx
      .select()
      .from(sportsbookBets)
      .where(and(eq(sportsbookBets.id, betId), eq(sportsbookBets.status, 'open')))
      .for('update', { skipLocked: true });
    if (!bet) return false;
    await copySelectionResults(tx, [bet.id]);
    const legs = (await legsOfBets(tx, [bet.id])).get(bet.id) ?? [];
    const outcome = settleBet(betOf(bet, legs));
    if (outcome.state !== 'settled' || outcome.payoutMinor === null) return false;
    await releaseLiability(tx, new Map(legs.map((leg) => [leg.selectionId, bet.liabilityBase])));
    await payBet(tx, money, bet, legs, outcome.payoutMinor);
    await money.announce(tx, bet.playerId, bet.id);
    await money.notice(tx, bet, 'sport-bet.settled', outcome.payoutMinor);
    return true;
  });
}

/** The legs of these bets take their selections' results (those decided and not yet copied). */
async function copySelectionResults(tx: Executor, betIds: readonly number[]): Promise<void> {
  await tx.execute(sql`
    update sportsbook_bet_legs as leg set result = selection.result
    from sportsbook_selections as selection
    where leg.selection_id = selection.id and leg.result is null and selection.result is not null
      and leg.bet_id in (${sql.join(
        betIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
}

async function payBet(
  tx: Executor,
  money: SportsbookMoney,
  bet: BetRow,
  legs: readonly LegRow[],
  payout: bigint,
): Promise<void> {
  const status = settledStatus(payout, legs);
  await money.settle(tx, bet, payout, { status, payout: Number(payout) });
  await tx
    .update(sportsbookBets)
    .set({ status, payout, settledAt: sql`now()`, settlementVersion: 1 })
    .where(eq(sportsbookBets.id, bet.id));
}

/** Takes settled bets' liability off their selections: one statement per selection. */
export async function releaseLiability(tx: Executor, released: ReadonlyMap<number, bigint>): Promise<void> {
  for (const [selectionId, amount] of released) {
    if (amount === 0n) continue;
    await tx
      .update(sportsbookSelections)
      .set({ liability: sql`greatest(${sportsbookSelections.liability} - ${amount}, 0)` })
      .where(eq(sportsbookSelections.id, selectionId));
  }
}

/**
 * A corrected result reached these bets: their legs take the new results and each settled bet
 * moves only the difference between its corrected and its previous payout (a credit, or a debit
 * of what the balance holds, the rest recorded as the bet's shortfall). Bets still open with
 * other legs pending only take the new leg results.
 */
export async function resettleBets(tx: Executor, money: SportsbookMoney, betIds: readonly number[]): Promise<number> {
  if (betIds.length === 0) return 0;
  const bets = await tx
    .select()
    .from(sportsbookBets)
    .where(inArray(sportsbookBets.id, [...betIds]))
    .orderBy(sportsbookBets.id)
    .for('update');
  const previousLegs = await legsOfBets(tx, betIds);
  await tx.execute(sql`
    update sportsbook_bet_legs as leg set result = selection.result
    from sportsbook_selections as selection
    where leg.selection_id = selection.id and selection.result is not null
      and leg.bet_id in (${sql.join(
        betIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  const correctedLegs = await legsOfBets(tx, betIds);
  let moved = 0;
  for (const bet of bets) {
    if (bet.status !== 'won' && bet.status !== 'lost' && bet.status !== 'void') continue;
    const before = betOf(bet, previousLegs.get(bet.id) ?? []);
    const after = betOf(bet, correctedLegs.get(bet.id) ?? []);
    const { differenceMinor, correctedPayoutMinor } = resettleBet(before, after);
    if (differenceMinor === 0n) continue;
    const version = bet.settlementVersion + 1;
    const status = settledStatus(correctedPayoutMinor, correctedLegs.get(bet.id) ?? []);
    const taken = await money.adjust(tx, bet, version, differenceMinor, {
      status,
      payout: Number(correctedPayoutMinor),
    });
    const shortfall = differenceMinor < 0n ? -differenceMinor - taken : 0n;
    await tx
      .update(sportsbookBets)
      .set({
        status,
        payout: correctedPayoutMinor,
        settlementVersion: version,
        shortfall: sql`${sportsbookBets.shortfall} + ${shortfall}`,
      })
      .where(eq(sportsbookBets.id, bet.id));
    await money.announce(tx, bet.playerId, bet.id);
    moved += 1;
  }
  return moved;
}
