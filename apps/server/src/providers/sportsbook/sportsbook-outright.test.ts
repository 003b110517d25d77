import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CashOutOfferView, SportBetView, SportEventSummaryView, SportSelectionView } from '@casino/shared';
import { pairwiseKnockoutWinProbabilities, tennisMatchWinProbability } from '@casino/sportsbook';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, registerPlayer } from '../../testing/players';
import {
  betRequest,
  eventOf,
  knockoutEvents,
  operator,
  placeBet,
  placedBet,
  playToEnd,
  selectionOf,
  settleResulted,
  SOCCER_PREMIER,
  TENNIS_TOUR_FINALS,
  upcomingEventIds,
  widgetTokenOf,
} from '../../testing/sportsbook';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { dayOf, fixturesOfDay } from './feed/fixture-generator';
import { BRACKET_KICK_OFF_MINUTES, knockoutDaysOf, matchIndex, outrightFeedKey, serveOfDay } from './feed/knockout-day';
import { STEP_MS, typicalSteps } from './feed/match-simulation';
import { sportsbookEvents, sportsbookSelections } from './sportsbook.table';

let testApp: TestApp;
const app = () => testApp.app;
/** Tomorrow's bracket lies wholly ahead of the real clock, whenever the test runs. */
const day = dayOf(new Date(Date.now() + 24 * 60 * 60_000));
const outrightKey = outrightFeedKey(day, TENNIS_TOUR_FINALS);
const api = '/provider/sportsbook/api';

beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, SPORTSBOOK_BET_DELAY_MS: '0' } });
  await app().sportsbook.feed.saveChampionships();
  await app().sportsbook.feed.makeFixtures(new Date(), [TENNIS_TOUR_FINALS, SOCCER_PREMIER]);
});
afterEach(async () => {
  await expectLedgerIntact(app());
});
afterAll(async () => testApp?.close());

const list = async (url: string) =>
  (await app().inject({ method: 'GET', url })).json<{ data: SportEventSummaryView[] }>().data;
const winnerSide = (score: { home: number; away: number }) => (score.home > score.away ? 'home' : 'away');
/** A tennis score with the other player winning: the winner's sets and the loser's swapped. */
const flipped = (score: { home: number; away: number }) => ({ home: score.away, away: score.home });

async function outrightSelections(outrightId: number) {
  return app()
    .database.db.select()
    .from(sportsbookSelections)
    .where(eq(sportsbookSelections.eventId, outrightId))
    .orderBy(sportsbookSelections.sort);
}

describe('a knockout day', () => {
  it('is scheduled quarter-finals in the morning, semi-finals in the afternoon and the final in the evening (UTC), each with time for a long match', () => {
    const matchMinutes = (typicalSteps('tennis') * STEP_MS.tennis) / 60_000;
    const hour = (round: number, slot: number) => BRACKET_KICK_OFF_MINUTES[matchIndex(round, slot)]! / 60;
    expect([0, 1, 2, 3].every((slot) => hour(1, slot) >= 6 && hour(1, slot) < 12)).toBe(true);
    expect([0, 1].every((slot) => hour(2, slot) >= 12 && hour(2, slot) < 18)).toBe(true);
    expect(hour(3, 0)).toBeGreaterThanOrEqual(18);
    for (const [round, slots] of [
      [2, 2],
      [3, 1],
    ] as const) {
      for (let slot = 0; slot < slots; slot += 1) {
        const before = Math.max(hour(round - 1, 2 * slot), hour(round - 1, 2 * slot + 1));
        expect((hour(round, slot) - before) * 60).toBeGreaterThanOrEqual(matchMinutes);
      }
    }
    const [knockout] = knockoutDaysOf(day);
    expect(knockout!.quarterFinals.map((fixture) => fixture.feedKey)).toEqual(
      [0, 1, 2, 3].map((index) => `${day}:${TENNIS_TOUR_FINALS}:${index}`),
    );
    const players = knockout!.quarterFinals.flatMap((fixture) => [fixture.home, fixture.away]);
    expect(new Set(players).size).toBe(8);
    for (const fixture of knockout!.quarterFinals)
      expect(fixture.model).toEqual({
        homeServe: serveOfDay(day, fixture.home),
        awayServe: serveOfDay(day, fixture.away),
      });
    expect(players.every((player) => serveOfDay(day, player) >= 0.58 && serveOfDay(day, player) <= 0.7)).toBe(true);
    // The other championships' days are as they were.
    expect(fixturesOfDay(day).some((fixture) => fixture.championship.id === TENNIS_TOUR_FINALS)).toBe(false);
  });

  it('makes four quarter-finals and an outright priced at its margin, listed above the matches and found by the championship’s name', async () => {
    const { outright, matches } = await knockoutEvents(app(), outrightKey);
    expect(outright).toMatchObject({
      kind: 'outright',
      status: 'upcoming',
      home: 'World Tour Finals',
      away: 'Winner',
      outrightEventId: null,
    });
    expect(matches.map((match) => [match.feedKey, match.round, match.bracketSlot, match.status])).toEqual(
      [0, 1, 2, 3].map((slot) => [`${day}:${TENNIS_TOUR_FINALS}:${slot}`, 1, slot, 'upcoming']),
    );
    expect(outright.startsAt).toEqual(matches[0]!.startsAt);
    expect(await app().sportsbook.feed.makeFixtures(new Date(), [TENNIS_TOUR_FINALS])).toBe(0);

    const view = await eventOf(app(), outright.id);
    expect(view).toMatchObject({ kind: 'outright', round: null, score: null, clock: null, mainMarket: null });
    expect(view.markets).toHaveLength(1);
    const [market] = view.markets;
    expect(market).toMatchObject({ kind: 'outright', name: 'Winner', combinable: false, status: 'open' });
    expect(market!.selections.map((selection) => selection.name)).toEqual(
      matches.flatMap((match) => [match.home, match.away]),
    );
    expect(market!.selections.every((selection) => selection.open)).toBe(true);
    const implied = market!.selections.reduce(
      (sum, selection) => sum + selection.price.denominator / selection.price.numerator,
      0,
    );
    expect(implied).toBeGreaterThan(1.15);
    const fair = (await outrightSelections(outright.id)).reduce((sum, selection) => sum + selection.fairProbability, 0);
    expect(fair).toBeCloseTo(1, 9);
    expect(view.bracket!.map((match) => [match.round, match.slot, match.status, match.winner])).toEqual(
      [0, 1, 2, 3].map((slot) => ['quarter_final', slot, 'upcoming', null]),
    );
    expect(await eventOf(app(), matches[0]!.id)).toMatchObject({
      kind: 'match',
      round: 'quarter_final',
      outrightEventId: outright.id,
      bracket: null,
    });

    const championship = (await list(`${api}/events?championshipIds=${TENNIS_TOUR_FINALS}&status=upcoming`)).filter(
      (event) => event.startsAt.startsWith(day),
    );
    expect(championship.map((event) => event.id)).toEqual([outright.id, ...matches.map((match) => match.id)]);
    expect((await list('/api/game/sport/search?q=World%20Tour')).some((event) => event.id === outright.id)).toBe(true);
    expect((await list(`${api}/events/top?limit=100`)).some((event) => event.kind === 'outright')).toBe(false);
  });
});

// Whole matches played step by step through the feed: about 20 s on a quiet machine, several times that on a busy CI one.
describe('betting on the outright and playing its bracket', { timeout: 180_000 }, () => {
  const bettor = { token: '', balance: async () => 0 };
  const bets = new Map<string, SportBetView>();
  let cashedOut = 0;
  let combination: SportBetView;

  it('takes singles on every player, refuses an accumulator with a match of the same day, takes one with another event, and cashes out', async () => {
    const player = await registerPlayer(app());
    await fundPlayer(app(), player.profile.id, 'EUR', 100_000n);
    bettor.token = await widgetTokenOf(app(), player);
    bettor.balance = async () =>
      (await app().inject({ method: 'GET', url: `${api}/account`, headers: bearer(bettor.token) })).json<{
        balance: number;
      }>().balance;
    const { outright, matches } = await knockoutEvents(app(), outrightKey);
    const selections = (await eventOf(app(), outright.id)).markets[0]!.selections;
    for (const selection of selections)
      bets.set(selection.outcome, await placedBet(app(), bettor.token, betRequest([selection])));

    const quarterFinal = await eventOf(app(), matches[3]!.id);
    for (const kind of ['accumulator', 'system'] as const) {
      const [soccerId] = await upcomingEventIds(app(), [SOCCER_PREMIER]);
      const soccer = selectionOf(await eventOf(app(), soccerId!), 'Match result', 'home');
      const legs: SportSelectionView[] = [selections[0]!, selectionOf(quarterFinal, 'Match winner', 'away'), soccer];
      const refused = await placeBet(
        app(),
        bettor.token,
        betRequest(kind === 'system' ? legs : legs.slice(0, 2), kind === 'system' ? { kind, systemSizes: [2] } : {}),
      );
      expect(refused.statusCode).toBe(409);
      const { error } = refused.json<{ error: { code: string; message: string } }>();
      expect(error.code).toBe('not_combinable');
      expect(error.message).toContain('same tournament day');
    }
    const [soccerId] = await upcomingEventIds(app(), [SOCCER_PREMIER]);
    combination = await placedBet(
      app(),
      bettor.token,
      betRequest([selections[2]!, selectionOf(await eventOf(app(), soccerId!), 'Match result', 'home')]),
    );

    const single = await placedBet(app(), bettor.token, betRequest([selections[0]!]));
    const offer = (
      await app().inject({ method: 'GET', url: `${api}/bets/${single.id}/cash-out`, headers: bearer(bettor.token) })
    ).json<CashOutOfferView>();
    expect(offer.amount).toBeGreaterThan(0);
    expect(offer.amount).toBeLessThan(single.potentialPayout);
    const taken = await app().inject({
      method: 'POST',
      url: `${api}/bets/${single.id}/cash-out`,
      headers: bearer(bettor.token),
      payload: { amount: offer.amount },
    });
    expect(taken.json<SportBetView>()).toMatchObject({ status: 'cashed_out', payout: offer.amount });
    cashedOut = offer.amount!;
    expect(await bettor.balance()).toBe(100_000 - 10 * 1_000 + cashedOut);
  });

  it('goes live with the first quarter-final and follows its live price, the other matches at the day’s model', async () => {
    const { outright, matches } = await knockoutEvents(app(), outrightKey);
    const first = matches[0]!;
    await app().sportsbook.feed.startMatch(first.id, new Date());
    for (let step = 0; step < 24; step += 1) await app().sportsbook.feed.tick(first.id, step);
    const after = await knockoutEvents(app(), outrightKey);
    expect(after.outright.status).toBe('live');
    const live = after.matches[0]!;
    expect(live.status).toBe('live');
    if (live.suspendedUntil)
      expect(after.outright.suspendedUntil!.getTime()).toBeGreaterThanOrEqual(live.suspendedUntil.getTime());

    // The outright is the pairwise DP of: the quarter-final's live match-winner probability, and the day's model elsewhere.
    const [liveHome] = await app()
      .database.db.select()
      .from(sportsbookSelections)
      .where(and(eq(sportsbookSelections.eventId, first.id), eq(sportsbookSelections.outcome, 'home')));
    const serves = matches.flatMap((match) => [match.model.homeServe!, match.model.awayServe!]);
    const preMatch = (a: number, b: number) =>
      tennisMatchWinProbability({ serveWinProbability: { home: serves[a]!, away: serves[b]! }, bestOf: 3 });
    const expected = pairwiseKnockoutWinProbabilities(8, (team, opponent) => {
      const [home, away] = team < opponent ? [team, opponent] : [opponent, team];
      const homeWins = home === 0 && away === 1 ? liveHome!.fairProbability : preMatch(home, away);
      return team === home ? homeWins : 1 - homeWins;
    });
    (await outrightSelections(outright.id)).forEach((selection, place) =>
      expect(selection.fairProbability).toBeCloseTo(expected[place]!, 9),
    );

    expect((await list(`${api}/events/live-now?limit=100`)).map((event) => event.id)).toEqual(
      expect.arrayContaining([first.id]),
    );
    expect((await list(`${api}/events/live-now?limit=100`)).some((event) => event.kind === 'outright')).toBe(false);
    expect((await list(`${api}/events?championshipIds=${TENNIS_TOUR_FINALS}&status=live`))[0]).toMatchObject({
      id: outright.id,
      kind: 'outright',
      score: null,
    });
  });

  it('makes a semi-final with the winners when the second of its quarter-finals ends; the losers are out of the outright', async () => {
    const { outright, matches } = await knockoutEvents(app(), outrightKey);
    const first = await playToEnd(app(), matches[0]!.id);
    expect(first.status).toBe('ended');
    expect((await knockoutEvents(app(), outrightKey)).matches).toHaveLength(4);
    const second = await playToEnd(app(), matches[1]!.id);
    const after = await knockoutEvents(app(), outrightKey);
    const semiFinal = after.matches.find((match) => match.round === 2)!;
    const winner = (match: typeof first) => (winnerSide(match.state.score) === 'home' ? match.home : match.away);
    expect(semiFinal).toMatchObject({
      feedKey: `${day}:${TENNIS_TOUR_FINALS}:4`,
      bracketSlot: 0,
      status: 'upcoming',
      home: winner(first),
      away: winner(second),
      isTop: true,
    });
    expect(semiFinal.model).toEqual({
      homeServe: serveOfDay(day, winner(first)),
      awayServe: serveOfDay(day, winner(second)),
    });
    expect(semiFinal.startsAt.toISOString()).toBe(`${day}T13:00:00.000Z`);

    const losers = [first, second].map((match) => (winner(match) === match.home ? match.away : match.home));
    const stored = await outrightSelections(outright.id);
    expect(
      stored
        .filter((selection) => !selection.isPriced)
        .map((selection) => [selection.name, selection.fairProbability])
        .sort(),
    ).toEqual(losers.sort().map((name) => [name, 0]));
    expect(stored.reduce((sum, selection) => sum + selection.fairProbability, 0)).toBeCloseTo(1, 9);
    expect((await eventOf(app(), outright.id)).bracket!.map((match) => [match.round, match.winner !== null])).toEqual([
      ['quarter_final', true],
      ['quarter_final', true],
      ['quarter_final', false],
      ['quarter_final', false],
      ['semi_final', false],
    ]);
  });

  it('refuses a correction that changes a quarter-final’s winner after its semi-final was made, and an outright resulted directly', async () => {
    const { outright, matches } = await knockoutEvents(app(), outrightKey);
    const first = matches[0]!;
    const refused = await operator(app(), 'PUT', `/events/${first.id}/result`, flipped(first.state.score));
    expect([refused.statusCode, refused.json<{ error: { code: string } }>().error.code]).toEqual([
      422,
      'bracket_advanced',
    ]);
    expect(await knockoutEvents(app(), outrightKey)).toEqual({ outright, matches });
    // The same winner with another score is still a correction like any other.
    const sameWinner =
      winnerSide(first.state.score) === 'home'
        ? { home: 2, away: 1 - Math.min(first.state.score.away, 1) }
        : { home: 1 - Math.min(first.state.score.home, 1), away: 2 };
    expect((await operator(app(), 'PUT', `/events/${first.id}/result`, sameWinner)).json()).toEqual({
      resettledBets: 0,
    });
    for (const [method, url, body] of [
      ['POST', `/events/${outright.id}/finish`, { home: 2, away: 0 }],
      ['PUT', `/events/${outright.id}/result`, { home: 2, away: 0 }],
    ] as const) {
      const response = await operator(app(), method, url, body);
      expect([response.statusCode, response.json<{ error: { code: string } }>().error.code]).toEqual([
        422,
        'outright_settles_with_final',
      ]);
    }
  });

  it('results the outright with the final in the same transaction and pays the winner’s bet exactly; a corrected final resettles it', async () => {
    const { matches } = await knockoutEvents(app(), outrightKey);
    // The last two quarter-finals on court at once: their steps reprice the outright one after the other (on PostgreSQL truly at once).
    for (const match of matches.slice(2)) await app().sportsbook.feed.startMatch(match.id, new Date());
    await Promise.all(matches.slice(2).map((match) => playToEnd(app(), match.id)));
    expect((await knockoutEvents(app(), outrightKey)).matches.filter((match) => match.round === 2)).toHaveLength(2);
    for (const semiFinal of (await knockoutEvents(app(), outrightKey)).matches.filter((match) => match.round === 2))
      await playToEnd(app(), semiFinal.id);
    const final = (await knockoutEvents(app(), outrightKey)).matches.find((match) => match.round === 3)!;
    expect(final).toMatchObject({ feedKey: `${day}:${TENNIS_TOUR_FINALS}:6`, bracketSlot: 0 });
    // The second semi-final was played to 19:00, the final's slot: it starts a few minutes after it was made.
    expect(final.startsAt.toISOString()).toBe(`${day}T19:05:00.000Z`);
    const ended = await playToEnd(app(), final.id);
    const champion = winnerSide(ended.state.score) === 'home' ? ended.home : ended.away;

    const { outright } = await knockoutEvents(app(), outrightKey);
    expect(outright.status).toBe('ended');
    const view = await eventOf(app(), outright.id);
    expect(view.markets[0]!.status).toBe('settled');
    expect(view.markets[0]!.selections.map((selection) => [selection.name, selection.result])).toEqual(
      view.markets[0]!.selections.map((selection) => [selection.name, selection.name === champion ? 'win' : 'lose']),
    );
    expect(view.bracket).toHaveLength(7);

    await settleResulted(app());
    const betOf = async (id: number) =>
      (
        await app().inject({ method: 'GET', url: `${api}/bets/${id}`, headers: bearer(bettor.token) })
      ).json<SportBetView>();
    const payoutOf = (bet: SportBetView) =>
      Number((1_000n * BigInt(bet.legs[0]!.price.numerator)) / BigInt(bet.legs[0]!.price.denominator));
    let won = 0;
    for (const [, bet] of bets) {
      const settled = await betOf(bet.id);
      if (settled.legs[0]!.selectionName === champion) {
        expect(settled).toMatchObject({ status: 'won', payout: payoutOf(bet) });
        won = payoutOf(bet);
      } else {
        expect(settled).toMatchObject({ status: 'lost', payout: 0 });
      }
    }
    expect(won).toBeGreaterThan(1_000);
    const legResult = (await betOf(combination.id)).legs[0]!.result;
    expect(legResult).toBe(combination.legs[0]!.selectionName === champion ? 'win' : 'lose');
    expect(await bettor.balance()).toBe(100_000 - 10 * 1_000 + cashedOut + won);

    // The final corrected the other way: the outright follows, and its bets move only the difference.
    const corrected = await operator(app(), 'PUT', `/events/${final.id}/result`, flipped(ended.state.score));
    expect(corrected.statusCode).toBe(200);
    const newChampion = champion === ended.home ? ended.away : ended.home;
    const newWinner = [...bets.values()].find((bet) => bet.legs[0]!.selectionName === newChampion)!;
    const oldWinner = [...bets.values()].find((bet) => bet.legs[0]!.selectionName === champion)!;
    expect(await betOf(oldWinner.id)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await betOf(newWinner.id)).toMatchObject({ status: 'won', payout: payoutOf(newWinner) });
    expect(await bettor.balance()).toBe(100_000 - 10 * 1_000 + cashedOut + payoutOf(newWinner));
    const [row] = await app().database.db.select().from(sportsbookEvents).where(eq(sportsbookEvents.id, outright.id));
    expect((row!.state.detail as { winner: string }).winner).toBe(
      view.markets[0]!.selections.find((selection) => selection.name === newChampion)!.outcome,
    );
    expect(
      (await eventOf(app(), outright.id)).markets[0]!.selections.find((selection) => selection.result === 'win')!.name,
    ).toBe(newChampion);
  });
});
