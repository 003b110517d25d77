import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BetView, CashOutOfferView, ListResponse, SportBetView, SpinView } from '@casino/shared';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import {
  betRequest,
  eventOf,
  finishAndSettle,
  makeSportsbookDay,
  operator,
  placeBet,
  placedBet,
  selectionOf,
  upcomingEventIds,
  widgetTokenOf,
} from '../../testing/sportsbook';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sportsbookBets, sportsbookMarkets, sportsbookSelections } from './sportsbook.table';

let testApp: TestApp;
const app = () => testApp.app;
let events: number[] = [];
/** Each test takes events nobody else has bet on. */
const takeEvents = (count: number) => events.splice(0, count);

beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, SPORTSBOOK_BET_DELAY_MS: '0' } });
  await makeSportsbookDay(app());
  events = await upcomingEventIds(app());
});
afterEach(async () => {
  await expectLedgerIntact(app());
});
afterAll(async () => testApp?.close());

async function fundedBettor(
  amount = 100_000n,
): Promise<{ player: RegisteredPlayer; token: string; balance: () => Promise<number> }> {
  const player = await registerPlayer(app());
  await fundPlayer(app(), player.profile.id, 'EUR', amount);
  const token = await widgetTokenOf(app(), player);
  const balance = async () =>
    (await app().inject({ method: 'GET', url: '/provider/sportsbook/api/account', headers: bearer(token) })).json<{
      balance: number;
    }>().balance;
  return { player, token, balance };
}

/** stake × the exact product of the prices, rounded down: what an accumulator pays. */
function payoutOf(stake: number, prices: readonly { numerator: number; denominator: number }[]): number {
  const numerator = prices.reduce((product, price) => product * BigInt(price.numerator), BigInt(stake));
  const denominator = prices.reduce((product, price) => product * BigInt(price.denominator), 1n);
  return Number(numerator / denominator);
}

describe('the widget token', () => {
  it('is handed to a logged-in player only, and only it opens the player’s bets', async () => {
    const { token } = await fundedBettor();
    expect(
      (await app().inject({ method: 'GET', url: '/provider/sportsbook/api/account', headers: bearer(token) })).json(),
    ).toMatchObject({ currency: 'EUR', balance: 100_000, subunitToUnit: 100 });
    expect(
      (await app().inject({ method: 'POST', url: '/api/game/games/sportsbook/play', payload: {} })).statusCode,
    ).toBe(401);
    for (const authorization of [undefined, 'Bearer not-a-token-at-all-000000000000', `Basic ${token}`]) {
      const response = await app().inject({
        method: 'GET',
        url: '/provider/sportsbook/api/bets',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
    }
    // A casino game's launch token is not a sportsbook token.
    const other = await registerPlayer(app());
    const launch = (
      await app().inject({
        method: 'POST',
        url: '/api/game/games/orbit-dice/play',
        headers: bearer(other.accessToken),
        payload: {},
      })
    ).json<{ url: string }>();
    const diceToken = new URL(launch.url, 'http://x').searchParams.get('token')!;
    expect(
      (await app().inject({ method: 'GET', url: '/provider/sportsbook/api/bets', headers: bearer(diceToken) }))
        .statusCode,
    ).toBe(401);
    // Logging out ends betting at once.
    expect(
      (await app().inject({ method: 'POST', url: '/api/player/sessions/logout', headers: bearer(other.accessToken) }))
        .statusCode,
    ).toBe(204);
  });
});

describe('placing bets', () => {
  it('takes the stake once for a replayed request, also for four sent at once', async () => {
    const { token, balance } = await fundedBettor();
    const event = await eventOf(app(), takeEvents(1)[0]!);
    const request = betRequest([selectionOf(event, 'Match result', 'home')]);
    const first = await placedBet(app(), token, request);
    expect(first).toMatchObject({ status: 'open', kind: 'single', totalStake: 1_000, currency: 'EUR' });
    expect(await balance()).toBe(99_000);
    expect((await placedBet(app(), token, request)).id).toBe(first.id);
    const together = betRequest([selectionOf(event, 'Total goals 2.5', 'over')]);
    const answers = await Promise.all(Array.from({ length: 4 }, () => placeBet(app(), token, together)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json<SportBetView>().id)).size).toBe(1);
    expect(await balance()).toBe(98_000);
  });

  it('refuses what the book does not take, and takes nothing then', async () => {
    const { token, balance } = await fundedBettor(5_000n);
    const [a, b] = takeEvents(2);
    const event = await eventOf(app(), a!);
    const home = selectionOf(event, 'Match result', 'home');
    const refusals: [object, number, string][] = [
      [{ ...betRequest([home]), unitStake: 5 }, 409, 'stake_too_low'],
      [{ ...betRequest([home]), unitStake: 6_000 }, 422, 'insufficient_funds'],
      [betRequest([home, selectionOf(event, 'Total goals 2.5', 'over')]), 409, 'not_combinable'],
      [
        {
          ...betRequest([home]),
          legs: [
            { selectionId: home.id, price: home.price },
            { selectionId: home.id, price: home.price },
          ],
          kind: 'accumulator',
        },
        422,
        'validation_failed',
      ],
      [{ ...betRequest([home]), kind: 'accumulator' }, 422, 'validation_failed'],
      [{ ...betRequest([home]), legs: [{ selectionId: 99_999_999, price: home.price }] }, 409, 'selection_closed'],
      [{ ...betRequest([home]), unitStake: -100 }, 422, 'validation_failed'],
      [{ ...betRequest([home]), unitStake: '10' }, 422, 'validation_failed'],
      [{ ...betRequest([home]), requestId: 'x' }, 422, 'validation_failed'],
      [{ ...betRequest([home]), legs: [] }, 422, 'validation_failed'],
      [{ ...betRequest([home]), oddsChange: 'always' }, 422, 'validation_failed'],
    ];
    for (const [body, status, code] of refusals) {
      const response = await app().inject({
        method: 'POST',
        url: '/provider/sportsbook/api/bets',
        headers: bearer(token),
        payload: body as Record<string, unknown>,
      });
      expect(
        [response.statusCode, response.json<{ error: { code: string } }>().error.code],
        JSON.stringify(body),
      ).toEqual([status, code]);
    }
    // An operator's pause refuses bets on the event until it reopens.
    const other = await eventOf(app(), b!);
    expect((await operator(app(), 'PUT', `/events/${b}/suspension`, { suspended: true })).statusCode).toBe(204);
    // The widget is told it is the operator's pause (no end time), not a pause that ends within the hour.
    expect(await eventOf(app(), b!)).toMatchObject({ suspendedByOperator: true, suspendedUntil: null });
    expect(
      (await placeBet(app(), token, betRequest([selectionOf(other, 'Match result', 'away')]))).json(),
    ).toMatchObject({ error: { code: 'market_suspended' } });
    expect((await operator(app(), 'PUT', `/events/${b}/suspension`, { suspended: false })).statusCode).toBe(204);
    expect((await placeBet(app(), token, betRequest([selectionOf(other, 'Match result', 'away')]))).statusCode).toBe(
      200,
    );
    expect(await balance()).toBe(4_000);
  });

  it('follows the odds-change preference: none, higher or any', async () => {
    const { token } = await fundedBettor();
    const event = await eventOf(app(), takeEvents(1)[0]!);
    const draw = selectionOf(event, 'Match result', 'draw');
    // 0.05 below and 1.00 above the current price, exactly.
    const lower = {
      numerator: draw.price.numerator * 100 - 5 * draw.price.denominator,
      denominator: draw.price.denominator * 100,
    };
    const higher = { numerator: draw.price.numerator + draw.price.denominator, denominator: draw.price.denominator };
    const attempt = (price: typeof draw.price, oddsChange: 'none' | 'higher' | 'any') =>
      placeBet(app(), token, { ...betRequest([draw]), legs: [{ selectionId: draw.id, price }], oddsChange });
    expect((await attempt(lower, 'none')).json()).toMatchObject({ error: { code: 'odds_changed' } });
    // The current price is higher than the one seen: 'higher' takes it, at the current price.
    const taken = (await attempt(lower, 'higher')).json<SportBetView>();
    expect(taken.legs[0]!.price).toEqual(draw.price);
    // The current price is lower than the one seen: only 'any' takes it.
    expect((await attempt(higher, 'higher')).json()).toMatchObject({ error: { code: 'odds_changed' } });
    expect((await attempt(higher, 'any')).json<SportBetView>().legs[0]!.price).toEqual(draw.price);
    // A trader moves the price (to one it does not have already: the seeded prices change by the
    // day): the slip's old one is refused under 'none', the new one taken.
    const moved =
      draw.price.numerator * 2 === draw.price.denominator * 7
        ? { numerator: 9, denominator: 2 }
        : { numerator: 7, denominator: 2 };
    expect((await operator(app(), 'PUT', `/selections/${draw.id}/price`, moved)).statusCode).toBe(204);
    expect((await attempt(draw.price, 'none')).json()).toMatchObject({ error: { code: 'odds_changed' } });
    expect((await attempt(moved, 'none')).json<SportBetView>().legs[0]!.price).toEqual(moved);
    expect(
      (await operator(app(), 'PUT', `/selections/${draw.id}/price`, { numerator: 1, denominator: 2 })).statusCode,
    ).toBe(422);
  });

  it('holds a market’s liability limit under 50 concurrent bets', async () => {
    const { token, balance } = await fundedBettor(10_000_000n);
    const event = await eventOf(app(), takeEvents(1)[0]!);
    const away = selectionOf(event, 'Match result', 'away');
    const market = event.markets.find((candidate) => candidate.name === 'Match result')!;
    const limitUsd = 20_000n;
    await app()
      .database.db.update(sportsbookMarkets)
      .set({ liabilityLimit: limitUsd })
      .where(eq(sportsbookMarkets.id, market.id));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => placeBet(app(), token, { ...betRequest([away]), unitStake: 1_000 })),
    );
    const placed = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json<SportBetView>());
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(
      refused.every((answer) => answer.json<{ error: { code: string } }>().error.code === 'liability_exceeded'),
    ).toBe(true);
    const [selection] = await app()
      .database.db.select()
      .from(sportsbookSelections)
      .where(eq(sportsbookSelections.id, away.id));
    const rows = await app()
      .database.db.select()
      .from(sportsbookBets)
      .where(
        inArray(
          sportsbookBets.id,
          placed.map((bet) => bet.id),
        ),
      );
    expect(selection!.liability).toBe(rows.reduce((sum, row) => sum + row.liabilityBase, 0n));
    expect(selection!.liability).toBeLessThanOrEqual(limitUsd);
    expect(await balance()).toBe(10_000_000 - placed.length * 1_000);
    const liability = (await operator(app(), 'GET', `/events/${event.id}/liability`)).json<{
      data: { selectionId: number; liability: number; limit: number }[];
    }>().data;
    expect(liability.find((row) => row.selectionId === away.id)).toMatchObject({
      liability: Number(selection!.liability),
      limit: Number(limitUsd),
    });
  });

  it('caps what one player stakes on one selection across their open bets', async () => {
    const { token, balance } = await fundedBettor(2_000_000n);
    const event = await eventOf(app(), takeEvents(1)[0]!);
    const away = selectionOf(event, 'Match result', 'away');
    // 4,600 EUR is 4,968 USD: two such bets stay under 10,000 USD on the selection, a third does not.
    await placedBet(app(), token, betRequest([away], { unitStake: 460_000 }));
    await placedBet(app(), token, betRequest([away], { unitStake: 460_000 }));
    const refused = await placeBet(app(), token, betRequest([away], { unitStake: 460_000 }));
    expect([refused.statusCode, refused.json<{ error: { code: string } }>().error.code]).toEqual([
      409,
      'selection_stake_exceeded',
    ]);
    // Another selection of the event is still open to the player.
    expect(
      (await placeBet(app(), token, betRequest([selectionOf(event, 'Match result', 'home')], { unitStake: 460_000 })))
        .statusCode,
    ).toBe(200);
    expect(await balance()).toBe(2_000_000 - 3 * 460_000);
  });

  it('counts sports stakes against the player’s bet limit', async () => {
    const { player, token, balance } = await fundedBettor();
    expect(
      (
        await app().inject({
          method: 'POST',
          url: '/api/player/limits',
          headers: bearer(player.accessToken),
          payload: { definition: 1, period: 'daily', amount: 1_500, currency: 'EUR' },
        })
      ).statusCode,
    ).toBe(201);
    const event = await eventOf(app(), takeEvents(1)[0]!);
    await placedBet(app(), token, betRequest([selectionOf(event, 'Match result', 'home')]));
    const refused = await placeBet(app(), token, betRequest([selectionOf(event, 'Match result', 'away')]));
    expect([refused.statusCode, refused.json<{ error: { code: string } }>().error.code]).toEqual([
      409,
      'bet_limit_reached',
    ]);
    expect(await balance()).toBe(99_000);
  });
});

describe('settlement', () => {
  it('pays an accumulator the product of its prices, once, and lists it in the bets history', async () => {
    const { player, token, balance } = await fundedBettor();
    const [first, second] = await Promise.all(takeEvents(2).map((id) => eventOf(app(), id)));
    const legs = [selectionOf(first!, 'Match result', 'home'), selectionOf(second!, 'Match result', 'away')];
    const bet = await placedBet(app(), token, betRequest(legs, { unitStake: 2_345 }));
    expect(bet.potentialPayout).toBe(
      payoutOf(
        2_345,
        legs.map((leg) => leg.price),
      ),
    );
    await finishAndSettle(app(), first!.id, { home: 2, away: 1 });
    expect(
      (
        await app().inject({ method: 'GET', url: `/provider/sportsbook/api/bets/${bet.id}`, headers: bearer(token) })
      ).json<SportBetView>(),
    ).toMatchObject({ status: 'open' });
    await finishAndSettle(app(), second!.id, { home: 0, away: 3 });
    const settled = (
      await app().inject({ method: 'GET', url: `/provider/sportsbook/api/bets/${bet.id}`, headers: bearer(token) })
    ).json<SportBetView>();
    expect(settled).toMatchObject({ status: 'won', payout: bet.potentialPayout });
    expect(settled.legs.map((leg) => leg.result)).toEqual(['win', 'win']);
    expect(await balance()).toBe(100_000 - 2_345 + bet.potentialPayout);
    // Settling again (a replayed job) pays nothing more.
    await app().sportsbook.betting.settleJob.run(
      { marketIds: first!.markets.map((market) => market.id) },
      { jobId: 'replay', number: 2, signal: new AbortController().signal },
    );
    expect(await balance()).toBe(100_000 - 2_345 + bet.potentialPayout);

    const history = (
      await app().inject({ method: 'GET', url: '/api/game/bets?isSettled=true', headers: bearer(player.accessToken) })
    ).json<ListResponse<BetView>>();
    expect(history.data).toEqual([
      expect.objectContaining({
        id: String(bet.id),
        status: 2,
        amount: 2_345,
        payout: bet.potentialPayout,
        currency: 'EUR',
      }),
    ]);
    expect(
      (
        await app().inject({
          method: 'GET',
          url: '/api/game/bets?isSettled=false',
          headers: bearer(player.accessToken),
        })
      ).json<ListResponse<BetView>>().data,
    ).toEqual([]);
    // Sports bets are not casino spins.
    expect(
      (await app().inject({ method: 'GET', url: '/api/game/spins', headers: bearer(player.accessToken) })).json<
        ListResponse<SpinView>
      >().data,
    ).toEqual([]);
  });

  it('settles a system bet as its combinations, a void market at odds 1 and a quarter line by halves', async () => {
    const { token, balance } = await fundedBettor();
    const picked = await Promise.all(takeEvents(4).map((id) => eventOf(app(), id)));
    const legs = picked.slice(0, 3).map((event) => selectionOf(event, 'Match result', 'home'));
    const system = await placedBet(
      app(),
      token,
      betRequest(legs, { kind: 'system', systemSizes: [2], unitStake: 1_000 }),
    );
    expect(system.totalStake).toBe(3_000);
    const quarter = await placedBet(app(), token, betRequest([selectionOf(picked[3]!, 'Handicap -0.25', 'home')]));
    const voided = await placedBet(app(), token, betRequest([selectionOf(picked[1]!, 'Both teams to score', 'yes')]));
    const bttsMarket = picked[1]!.markets.find((market) => market.name === 'Both teams to score')!;
    expect((await operator(app(), 'POST', `/markets/${bttsMarket.id}/void`)).statusCode).toBe(204);
    // Home wins the first two and loses the third: of the three doubles, the first pair's wins.
    await finishAndSettle(app(), picked[0]!.id, { home: 2, away: 0 });
    await finishAndSettle(app(), picked[1]!.id, { home: 1, away: 0 });
    await finishAndSettle(app(), picked[2]!.id, { home: 0, away: 2 });
    // A draw on home -0.25: half the stake on -0.5 loses, half on 0 is returned.
    await finishAndSettle(app(), picked[3]!.id, { home: 0, away: 0 });
    const bets = (
      await app().inject({ method: 'GET', url: '/provider/sportsbook/api/bets?settled=true', headers: bearer(token) })
    ).json<{ data: SportBetView[] }>().data;
    const byId = new Map(bets.map((bet) => [bet.id, bet]));
    const double = payoutOf(1_000, [legs[0]!.price, legs[1]!.price]);
    expect(byId.get(system.id)).toMatchObject({ status: 'won', payout: double });
    expect(byId.get(voided.id)).toMatchObject({ status: 'void', payout: 1_000 });
    expect(byId.get(quarter.id)).toMatchObject({ status: 'won', payout: 500 });
    expect(byId.get(quarter.id)!.legs[0]!.result).toBe('half_lose');
    expect(await balance()).toBe(100_000 - 3_000 - 1_000 - 1_000 + double + 1_000 + 500);
  });

  it('moves only the difference when a result is corrected, either way', async () => {
    const { token, balance } = await fundedBettor();
    const event = await eventOf(app(), takeEvents(1)[0]!);
    const home = selectionOf(event, 'Match result', 'home');
    const bet = await placedBet(app(), token, betRequest([home], { unitStake: 4_000 }));
    await finishAndSettle(app(), event.id, { home: 1, away: 0 });
    const won = 100_000 - 4_000 + bet.potentialPayout;
    expect(await balance()).toBe(won);
    expect((await operator(app(), 'PUT', `/events/${event.id}/result`, { home: 1, away: 1 })).json()).toEqual({
      resettledBets: 1,
    });
    expect(await balance()).toBe(100_000 - 4_000);
    expect(
      (
        await app().inject({ method: 'GET', url: `/provider/sportsbook/api/bets/${bet.id}`, headers: bearer(token) })
      ).json<SportBetView>(),
    ).toMatchObject({ status: 'lost', payout: 0 });
    // The same correction again moves nothing; correcting back pays again.
    expect((await operator(app(), 'PUT', `/events/${event.id}/result`, { home: 1, away: 1 })).json()).toEqual({
      resettledBets: 0,
    });
    expect((await operator(app(), 'PUT', `/events/${event.id}/result`, { home: 3, away: 1 })).json()).toEqual({
      resettledBets: 1,
    });
    expect(await balance()).toBe(won);
    expect((await operator(app(), 'PUT', '/events/999999/result', { home: 1, away: 0 })).statusCode).toBe(404);
    // A result the sport cannot have is refused and settles nothing.
    const [basketball] = await upcomingEventIds(app(), [3101]);
    expect(
      (await operator(app(), 'POST', `/events/${basketball}/finish`, { home: 101, away: 101 })).json(),
    ).toMatchObject({ error: { code: 'validation_failed' } });
    expect((await eventOf(app(), basketball!)).status).toBe('upcoming');
    expect((await operator(app(), 'PUT', `/events/${event.id}/result`, { home: -1, away: 0 })).statusCode).toBe(422);
  });
});

describe('cash-out', () => {
  it('offers less than the bet could pay, refuses a moved offer and pays the one seen once', async () => {
    const { token, balance } = await fundedBettor();
    const event = await eventOf(app(), takeEvents(1)[0]!);
    const bet = await placedBet(
      app(),
      token,
      betRequest([selectionOf(event, 'Match result', 'home')], { unitStake: 5_000 }),
    );
    const offer = (
      await app().inject({
        method: 'GET',
        url: `/provider/sportsbook/api/bets/${bet.id}/cash-out`,
        headers: bearer(token),
      })
    ).json<CashOutOfferView>();
    expect(offer.amount).toBeGreaterThan(0);
    expect(offer.amount).toBeLessThan(5_000);
    const cashOut = (amount: number) =>
      app().inject({
        method: 'POST',
        url: `/provider/sportsbook/api/bets/${bet.id}/cash-out`,
        headers: bearer(token),
        payload: { amount },
      });
    expect((await cashOut(offer.amount! + 1)).json()).toMatchObject({ error: { code: 'cash_out_changed' } });
    const intruder = await fundedBettor();
    expect(
      (
        await app().inject({
          method: 'POST',
          url: `/provider/sportsbook/api/bets/${bet.id}/cash-out`,
          headers: bearer(intruder.token),
          payload: { amount: offer.amount },
        })
      ).statusCode,
    ).toBe(404);
    expect((await cashOut(offer.amount!)).json<SportBetView>()).toMatchObject({
      status: 'cashed_out',
      payout: offer.amount,
    });
    expect((await cashOut(offer.amount!)).json()).toMatchObject({ error: { code: 'cash_out_unavailable' } });
    expect(await balance()).toBe(100_000 - 5_000 + offer.amount!);
    // The match's result no longer touches a cashed-out bet.
    await finishAndSettle(app(), event.id, { home: 5, away: 0 });
    expect(await balance()).toBe(100_000 - 5_000 + offer.amount!);
  });
});

describe('in play', () => {
  it('accepts a bet after its delay if the price held, and refunds it if the price fell', async () => {
    const { player, token, balance } = await fundedBettor();
    const [eventId] = takeEvents(1);
    const betting = app().sportsbook.betting;
    await app().sportsbook.feed.startMatch(eventId!, new Date());
    const event = await eventOf(app(), eventId!);
    expect(event.status).toBe('live');
    const over = selectionOf(event, 'Total goals 3.5', 'over');
    const under = selectionOf(event, 'Total goals 3.5', 'under');
    // The delay is 0 in this app: the bets are placed as a 5-second delay would hold them.
    const pending = async (selection: typeof over) => {
      const view = await betting.place({ playerId: player.profile.id, currency: 'EUR' }, betRequest([selection]));
      await app().database.db.update(sportsbookBets).set({ status: 'pending' }).where(eq(sportsbookBets.id, view.id));
      return view;
    };
    const kept = await pending(over);
    const dropped = await pending(under);
    // Strictly lower, whatever today's price (n/d → (2n − 1)/2d, still above 1): setting d + 1 kept a price already at 1 + 1/d.
    await app()
      .database.db.update(sportsbookSelections)
      .set({ priceNumerator: 2 * under.price.numerator - 1, priceDenominator: 2 * under.price.denominator })
      .where(eq(sportsbookSelections.id, under.id));
    await betting.decidePending(kept.id);
    await betting.decidePending(dropped.id);
    await betting.decidePending(dropped.id);
    const view = (id: number) =>
      app()
        .inject({ method: 'GET', url: `/provider/sportsbook/api/bets/${id}`, headers: bearer(token) })
        .then((response) => response.json<SportBetView>());
    expect(await view(kept.id)).toMatchObject({ status: 'open' });
    const rejected = await view(dropped.id);
    expect(rejected.status).toBe('rejected');
    expect(rejected.rejectionReason).toContain('price');
    expect(await balance()).toBe(99_000);
  });
});

it('keeps one player’s bets from another', async () => {
  const owner = await fundedBettor();
  const event = await eventOf(app(), takeEvents(1)[0]!);
  const bet = await placedBet(app(), owner.token, betRequest([selectionOf(event, 'Match result', 'home')]));
  const intruder = await fundedBettor();
  expect(
    (
      await app().inject({
        method: 'GET',
        url: `/provider/sportsbook/api/bets/${bet.id}`,
        headers: bearer(intruder.token),
      })
    ).statusCode,
  ).toBe(404);
  expect(
    (
      await app().inject({
        method: 'GET',
        url: `/provider/sportsbook/api/bets/${bet.id}/cash-out`,
        headers: bearer(intruder.token),
      })
    ).statusCode,
  ).toBe(404);
  expect(
    (
      await app().inject({
        method: 'GET',
        url: '/provider/sportsbook/api/bets?settled=false',
        headers: bearer(intruder.token),
      })
    ).json(),
  ).toEqual({ data: [] });
  expect(
    (
      await app().inject({
        method: 'POST',
        url: `/api/admin/sportsbook/events/${event.id}/finish`,
        headers: bearer(owner.player.accessToken),
        payload: { home: 1, away: 0 },
      })
    ).statusCode,
  ).toBe(401);
});
