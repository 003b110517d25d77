import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { sportsbookEvents, type SportEventState } from '../sportsbook.table';
import { championshipById } from './championship-lookup';
import {
  createMarkets,
  insertMarkets,
  pricedEventOf,
  repriceOpenMarkets,
  resultEvent,
  reResultEvent,
} from './event-pricing';
import { fixtureRow } from './fixture-generator';
import { dayOfFeedKey, FINAL_ROUND, laterRoundFixture, type BracketFixture, type KnockoutDay } from './knockout-day';
import { bracketPlayers, outrightMarket, outrightOutcome, outrightPrices, winnerOf } from './outright-pricing';

/**
 * A knockout day in the database: its outright event and bracket matches (columns kind,
 * outright_event_id, round, bracket_slot of sportsbook_events), the next round made when both
 * matches before it are over, the outright repriced with every step of a bracket match and
 * resulted with the final.
 *
 * Lock order: a bracket match's row first (the feed's step, an operator's result), then its
 * outright's row, FOR UPDATE: two quarter-finals on court at once reprice the outright one after
 * the other, and the second of two matches to end always sees the first's result (so the next
 * round is made exactly once).
 */

type EventRow = typeof sportsbookEvents.$inferSelect;

export interface BracketHooks {
  readonly onMarketsResulted: (executor: Executor, eventId: number, marketIds: readonly number[]) => Promise<void>;
  readonly onEventChanged: (executor: Executor, eventId: number) => Promise<void>;
}

/** An outright's state: no score of its own; `detail.winner` names the winning selection once the final is over. */
const OUTRIGHT_START: SportEventState = { score: { home: 0, away: 0 }, elapsed: 0, period: 'outright' };

/**
 * Makes a knockout day (its outright and quarter-finals, with their markets) in the caller's
 * transaction. Nothing when any of it exists: made already, or the day's fixtures were made
 * before the championship became a knockout (that day is played as it was made).
 */
export async function createKnockoutDay(tx: Executor, day: KnockoutDay): Promise<boolean> {
  const feedKeys = [day.outright.feedKey, ...day.quarterFinals.map((fixture) => fixture.feedKey)];
  const existing = await tx
    .select({ id: sportsbookEvents.id })
    .from(sportsbookEvents)
    .where(inArray(sportsbookEvents.feedKey, feedKeys))
    .limit(1);
  if (existing.length > 0) return false;
  const { outright: fixture } = day;
  const [outright] = await tx
    .insert(sportsbookEvents)
    .values({
      kind: 'outright',
      feedKey: fixture.feedKey,
      championshipId: fixture.championship.id,
      sportId: fixture.championship.sportId,
      home: fixture.home,
      away: fixture.away,
      slug: fixture.slug,
      startsAt: fixture.startsAt,
      model: {},
      state: OUTRIGHT_START,
      seed: '0',
    })
    .onConflictDoNothing()
    .returning();
  if (!outright) return false;
  const matches: EventRow[] = [];
  for (const quarterFinal of day.quarterFinals) matches.push(await insertBracketMatch(tx, outright.id, quarterFinal));
  await insertMarkets(
    tx,
    outright.id,
    [outrightMarket(bracketPlayers(matches).map((player) => player.name))],
    outrightPrices(matches),
  );
  return true;
}

async function insertBracketMatch(tx: Executor, outrightEventId: number, fixture: BracketFixture): Promise<EventRow> {
  const [row] = await tx
    .insert(sportsbookEvents)
    .values({ ...fixtureRow(fixture), outrightEventId, round: fixture.round, bracketSlot: fixture.slot })
    .returning();
  if (!row) throw new Error(`bracket match ${fixture.feedKey} was not inserted`);
  await createMarkets(tx, pricedEventOf(row));
  return row;
}

/** Locks a bracket match's outright (after the match: see the lock order above). */
export async function lockOutright(tx: Executor, outrightEventId: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(sportsbookEvents).where(eq(sportsbookEvents.id, outrightEventId)).for('update');
  return row;
}

/** The matches made of an outright's bracket, round by round from the top. */
export async function bracketMatchesOf(executor: Executor, outrightEventId: number): Promise<EventRow[]> {
  return executor
    .select()
    .from(sportsbookEvents)
    .where(eq(sportsbookEvents.outrightEventId, outrightEventId))
    .orderBy(asc(sportsbookEvents.round), asc(sportsbookEvents.bracketSlot));
}

/**
 * In the transaction that changed a bracket match (a step, its end, an operator's result) and
 * after the match's row is written: the outright goes live with the first match and pauses with a
 * match's key moment; a match over makes the next round once its neighbour is over too; the
 * final's end results the outright (its bets go to settlement); otherwise the outright is repriced.
 */
export async function bracketMatchChanged(
  tx: Executor,
  match: EventRow,
  now: Date,
  hooks: BracketHooks,
): Promise<void> {
  const outright = await lockOutright(tx, match.outrightEventId!);
  if (!outright || outright.status === 'ended' || outright.status === 'cancelled') return;
  const matches = await bracketMatchesOf(tx, outright.id);
  const ended = match.status === 'ended';
  if (ended && match.round === FINAL_ROUND) {
    await resultOutright(tx, outright, winnerOf(match)!, hooks);
  } else {
    const next = ended ? await makeNextRound(tx, outright, matches, match, now, hooks) : undefined;
    const suspendedUntil = later(outright.suspendedUntil, match.suspendedUntil);
    await tx
      .update(sportsbookEvents)
      .set({ status: 'live', suspendedUntil })
      .where(eq(sportsbookEvents.id, outright.id));
    await repriceOpenMarkets(tx, outright.id, () => outrightPrices(next ? [...matches, next] : matches));
  }
  await hooks.onEventChanged(tx, outright.id);
}

function later(left: Date | null, right: Date | null): Date | null {
  if (left === null || right === null) return left ?? right;
  return left > right ? left : right;
}

/** The match after this one, when its neighbour in the round is over too (and it is not made yet). */
async function makeNextRound(
  tx: Executor,
  outright: EventRow,
  matches: readonly EventRow[],
  match: EventRow,
  now: Date,
  hooks: BracketHooks,
): Promise<EventRow | undefined> {
  const neighbour = matches.find(
    (candidate) => candidate.round === match.round && candidate.bracketSlot === (match.bracketSlot! ^ 1),
  );
  if (neighbour?.status !== 'ended') return undefined;
  if (await nextRoundMatch(tx, outright.id, match)) return undefined;
  const [upper, lower] = match.bracketSlot! % 2 === 0 ? [match, neighbour] : [neighbour, match];
  const players = bracketPlayers(matches);
  const player = (name: string) => players.find((candidate) => candidate.name === name)!;
  const fixture = laterRoundFixture(
    dayOfFeedKey(outright.feedKey),
    championshipById(outright.championshipId),
    match.round! + 1,
    match.bracketSlot! >> 1,
    player(winnerOf(upper)!),
    player(winnerOf(lower)!),
    now,
  );
  const row = await insertBracketMatch(tx, outright.id, fixture);
  await hooks.onEventChanged(tx, row.id);
  return row;
}

/** The match this one's winner goes on to, if it has been made. */
export async function nextRoundMatch(
  executor: Executor,
  outrightEventId: number,
  match: Pick<EventRow, 'round' | 'bracketSlot'>,
): Promise<EventRow | undefined> {
  const [row] = await executor
    .select()
    .from(sportsbookEvents)
    .where(
      and(
        eq(sportsbookEvents.outrightEventId, outrightEventId),
        eq(sportsbookEvents.round, match.round! + 1),
        eq(sportsbookEvents.bracketSlot, match.bracketSlot! >> 1),
      ),
    );
  return row;
}

/** The final is over: the outright ends with its winner, its market resulted in this transaction and its bets handed to settlement. */
async function resultOutright(tx: Executor, outright: EventRow, winner: string, hooks: BracketHooks): Promise<void> {
  const state = withWinner(outright.state, winner);
  await tx
    .update(sportsbookEvents)
    .set({ status: 'ended', state, suspendedUntil: null })
    .where(eq(sportsbookEvents.id, outright.id));
  const marketIds = await resultEvent(tx, pricedEventOf({ ...outright, state }));
  await hooks.onMarketsResulted(tx, outright.id, marketIds);
}

function withWinner(state: SportEventState, winner: string): SportEventState {
  return { ...state, period: 'FT', final: true, detail: { winner: outrightOutcome(winner) } };
}

/**
 * A bracket match's result was corrected (the caller has refused a new winner once the next round
 * was made): a corrected final re-results the outright (answers its markets, whose bets the
 * caller resettles); another match reprices an outright still open.
 */
export async function bracketResultCorrected(tx: Executor, match: EventRow, hooks: BracketHooks): Promise<number[]> {
  const outright = await lockOutright(tx, match.outrightEventId!);
  if (!outright) return [];
  let marketIds: number[] = [];
  if (match.round === FINAL_ROUND && outright.status === 'ended') {
    const state = withWinner(outright.state, winnerOf(match)!);
    await tx.update(sportsbookEvents).set({ state }).where(eq(sportsbookEvents.id, outright.id));
    marketIds = await reResultEvent(tx, pricedEventOf({ ...outright, state }));
  } else if (outright.status !== 'ended' && outright.status !== 'cancelled') {
    const matches = await bracketMatchesOf(tx, outright.id);
    await repriceOpenMarkets(tx, outright.id, () => outrightPrices(matches));
  }
  await hooks.onEventChanged(tx, outright.id);
  return marketIds;
}
