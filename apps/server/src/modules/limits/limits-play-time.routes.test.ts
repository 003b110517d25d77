import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '@casino/seamless-protocol';
import { PLAY_TIME_IDLE_MINUTES, type ApiErrorBody } from '@casino/shared';
import { queryRows } from '../../db/database';
import { createLaunchSession } from '../../providers/games/inhouse/launch-sessions';
import {
  accountBalance,
  launchToken,
  oneStepParams,
  providerCall,
  session,
} from '../../providers/games/inhouse/inhouse-testing';
import { GAME as CRASH, gameId, manualClock, openRound } from '../../providers/games/inhouse/crash/crash-testing';
import { expectLedgerIntact, registerFundedPlayer } from '../../testing/ledger';
import { useLimitsClock } from '../../testing/limits';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, type RegisteredPlayer } from '../../testing/players';
import {
  betRequest,
  eventOf,
  makeSportsbookDay,
  placeBet,
  selectionOf,
  upcomingEventIds,
  widgetTokenOf,
} from '../../testing/sportsbook';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { LIMIT_LOOSENING_WAIT_MS } from './limit-rules';
import type { LimitView } from './limit-view';

/**
 * The play-time limit (issue 32): minutes of play per rolling day, counted from the player's
 * real-money rounds of every provider (each round covers the time to the next one, at most
 * PLAY_TIME_IDLE_MINUTES). At the limit every provider refuses a new round (the in-house games,
 * crash, the studio's seamless wallet, the sportsbook) saying from when play opens again; a
 * lower limit applies at once, a higher one after 24 hours and the player's confirmation.
 */

const SECRET = 'studio-test-secret-0123456789-abcdefghijklmnop';
const DICE = 'orbit-dice';
const STUDIO_SLOT = 'fruit-fiesta';
const FUNDS = 100_000;
const MINUTE_MS = 60_000;
const PLAY_TIME = 6;

let testApp: TestApp;
const app = () => testApp.app;
let events: number[] = [];

beforeAll(async () => {
  testApp = await createTestApp({
    environment: {
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      STUDIO_URL: 'http://127.0.0.1:9',
      STUDIO_SHARED_SECRET: SECRET,
      CRASH_ROUNDS: 'on',
      SPORTSBOOK_BET_DELAY_MS: '0',
    },
  });
  await makeSportsbookDay(app());
  events = await upcomingEventIds(app());
}, 120_000);
afterAll(async () => {
  await testApp?.close();
});
afterEach(async () => {
  await expectLedgerIntact(app());
});
const clock = useLimitsClock(app);

const call = (
  player: RegisteredPlayer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  app().inject({
    method,
    url,
    headers: { ...bearer(player.accessToken), ...headers },
    ...(payload ? { payload } : {}),
  });

const fundedPlayer = (): Promise<RegisteredPlayer> => registerFundedPlayer(app(), FUNDS);

async function setPlayTime(player: RegisteredPlayer, minutes: number): Promise<LimitView> {
  const response = await call(player, 'POST', '/api/player/limits', {
    definition: PLAY_TIME,
    period: 'daily',
    amount: minutes,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LimitView>();
}

const playTimeOf = async (player: RegisteredPlayer) =>
  (await call(player, 'GET', '/api/player/limits'))
    .json<{ data: LimitView[] }>()
    .data.find((limit) => limit.definition === PLAY_TIME);

/** The studio's seamless wallet token of a real-money game session (as the platform hands it to the studio at a launch). */
async function studioToken(player: RegisteredPlayer): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    app().database.db,
    sql`select id::text as id from games where identity = ${STUDIO_SLOT}`,
  );
  const sid = (
    JSON.parse(Buffer.from(player.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid: string }
  ).sid;
  return createLaunchSession(app().database.db, {
    playerId: player.profile.id,
    authSessionId: sid,
    gameId: row?.id ?? '',
    currency: 'EUR',
    subunitToUnit: 100,
    isDemo: false,
    demoBalance: null,
  });
}

function studioBet(token: string, amount: number) {
  const roundId = randomUUID();
  const payload = JSON.stringify({
    token,
    currency: 'EUR',
    game: STUDIO_SLOT,
    roundId,
    transactionId: `${roundId}:bet`,
    amount: String(amount),
  });
  return app().inject({
    method: 'POST',
    url: '/provider/aggregator/wallet/bet',
    headers: { 'content-type': 'application/json', ...signedHeaders(SECRET, payload) },
    payload,
  });
}

/**
 * Crash's clock stands still in the betting phase of a new round (a player bets once a round):
 * the open round is flown to its end, and so on until one takes bets.
 */
async function newCrashRound(): Promise<void> {
  const clock = manualClock(app());
  const current = (await openRound(app())).id;
  for (let tries = 0; tries < 20; tries += 1) {
    const round = await openRound(app());
    if (round.id !== current && round.bettingEndsAt.getTime() > clock.get() + 1_000) return;
    clock.set(Math.max(clock.get(), round.crashAt.getTime()));
    await app().crash.advance(await gameId(app()));
  }
  throw new Error('no crash round takes bets');
}

/** A new round at every provider, each staking 100 (the sportsbook 1,000). */
async function roundsEverywhere(
  player: RegisteredPlayer,
): Promise<Record<string, () => Promise<LightMyRequestResponse>>> {
  const diceToken = await launchToken(app(), DICE, { player });
  const crashToken = await launchToken(app(), CRASH, { player });
  const wallet = await studioToken(player);
  const widget = await widgetTokenOf(app(), player);
  const [eventId] = events.splice(0, 1);
  const home = selectionOf(await eventOf(app(), eventId as number), 'Match result', 'home');
  return {
    'an in-house game round': () =>
      providerCall(app(), '/rounds', { token: diceToken, bet: 100, params: oneStepParams(DICE, 100) }),
    'a crash bet': async () => {
      await newCrashRound();
      return providerCall(app(), '/crash/bets', { token: crashToken, game: CRASH, amount: 100 });
    },
    "a studio game's bet (seamless wallet)": () => studioBet(wallet, 100),
    'a sports bet': () => placeBet(app(), widget, betRequest([home])),
  };
}

const errorOf = (response: LightMyRequestResponse) => response.json<ApiErrorBody>().error;

describe('the play-time limit', () => {
  it('stops a new round at every provider once the day’s play time is reached, saying from when; the money stays put', {
    timeout: 120_000,
  }, async () => {
    const player = await fundedPlayer();
    expect(await setPlayTime(player, 5)).toMatchObject({
      definition: PLAY_TIME,
      period: 'daily',
      amount: 5,
      currency: null,
      used: 0,
      pending: null,
    });
    const rounds = await roundsEverywhere(player);

    // Under the limit, every provider takes a round.
    for (const [what, play] of Object.entries(rounds)) {
      const played = await play();
      expect(played.statusCode, `${what}: ${played.body}`).toBe(200);
    }
    expect((await playTimeOf(player))?.used).toBeLessThan(5);
    // The crash round is flown to its end (the bet is lost): the balance moves no more after this.
    await newCrashRound();
    const balance = await accountBalance(app(), player, 'EUR');

    // Six minutes on, without a round since: the last round covered five of them, so the day holds at least five minutes of play.
    clock.advance(6 * MINUTE_MS);
    expect((await playTimeOf(player))?.used).toBeGreaterThanOrEqual(PLAY_TIME_IDLE_MINUTES);
    for (const [what, play] of Object.entries(rounds)) {
      const refused = await play();
      expect(refused.statusCode, `${what}: ${refused.body}`).toBe(409);
      expect(errorOf(refused).code, what).toBe('play_time_limit_reached');
      expect(errorOf(refused).message, what).toMatch(
        /^You have reached your daily play time\. You can play again from \w{3} \d{1,2}, \d{4}, .+ UTC$/,
      );
    }
    expect(await accountBalance(app(), player, 'EUR')).toBe(balance);

    // The game page hears of it (it shows the stop), in the player's language.
    const pushed = await queryRows<{ data: { type: string; reason: string; until: string | null } }>(
      app().database.db,
      sql`select data from realtime_outbox where channel = ${`game:bets#${player.profile.id}`} order by id`,
    );
    const stops = pushed.filter((row) => row.data.type === 'game.bet.restricted').map((row) => row.data);
    expect(stops.length).toBeGreaterThanOrEqual(1);
    expect(stops.every((stop) => stop.reason === 'play_time_limit_reached' && stop.until !== null)).toBe(true);
    // Play opens again a day after the newest five minutes of play began (the rounds were played moments ago).
    const until = new Date(stops[0]?.until ?? 0).getTime();
    expect(until).toBeGreaterThan(Date.now() + 23 * 60 * MINUTE_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + 24 * 60 * MINUTE_MS);

    // A day later the rounds have left the window: play opens again.
    clock.advance(24 * 60 * MINUTE_MS);
    expect((await playTimeOf(player))?.used).toBe(0);
    const again = await rounds['an in-house game round']?.();
    expect(again?.statusCode, again?.body).toBe(200);
  });

  it('says so in the player’s language, with a local date', async () => {
    const player = await fundedPlayer();
    await setPlayTime(player, 5);
    const token = await launchToken(app(), DICE, { player });
    expect(
      (await providerCall(app(), '/rounds', { token, bet: 100, params: oneStepParams(DICE, 100) })).statusCode,
    ).toBe(200);
    clock.advance(6 * MINUTE_MS);
    const refused = await app().inject({
      method: 'POST',
      url: '/provider/games/api/rounds',
      headers: { 'content-type': 'application/json', 'x-locale': 'de' },
      payload: { token, bet: 100, params: oneStepParams(DICE, 100) },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused).message).toMatch(
      /^Du hast deine tägliche Spielzeit erreicht\. Du kannst ab .+ wieder spielen$/,
    );
    expect(errorOf(refused).message).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('stops a free spin too: it stakes nothing of the player’s, but it is play', async () => {
    const player = await registerFundedPlayer(app(), 700, 'USD');
    const redeemed = await call(player, 'POST', '/api/game/bonuses/bonuscodes', {
      bonusCode: 'orbit50',
      trigger: 'activation',
    });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const { playerFreespinId } = redeemed.json<{ playerFreespinId: string }>();
    expect((await call(player, 'PUT', `/api/game/player-freespins/${playerFreespinId}/activate`)).statusCode).toBe(200);
    await setPlayTime(player, 5);
    const token = await launchToken(app(), 'lucky-orbit', { player });
    const spin = () => providerCall(app(), '/rounds', { token, bet: 20, params: {} });
    const first = await spin();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ freespins: { left: number } | null }>().freespins?.left).toBe(49);

    clock.advance(6 * MINUTE_MS);
    const refused = await spin();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused).code).toBe('play_time_limit_reached');
    // Not played: the spin stays for when play opens again.
    expect((await session(app(), token)).freespins).toEqual({ left: 49, betAmount: 20 });
  });

  it('counts a pause longer than the idle cover as that cover only', async () => {
    const player = await fundedPlayer();
    await setPlayTime(player, 10);
    const token = await launchToken(app(), DICE, { player });
    expect(
      (await providerCall(app(), '/rounds', { token, bet: 100, params: oneStepParams(DICE, 100) })).statusCode,
    ).toBe(200);
    clock.advance(60 * MINUTE_MS);
    expect((await playTimeOf(player))?.used).toBe(PLAY_TIME_IDLE_MINUTES);
    expect(
      (await providerCall(app(), '/rounds', { token, bet: 100, params: oneStepParams(DICE, 100) })).statusCode,
    ).toBe(200);
  });

  it('lowers at once, rises only after 24 hours and the player’s confirmation, and is removed the same way', async () => {
    const player = await fundedPlayer();
    const limit = await setPlayTime(player, 60);
    const lower = await call(player, 'PUT', `/api/player/limits/${limit.id}`, { period: 'daily', amount: 5 });
    expect(lower.json<LimitView>()).toMatchObject({ amount: 5, pending: null });

    const higher = (
      await call(player, 'PUT', `/api/player/limits/${limit.id}`, { period: 'daily', amount: 120 })
    ).json<LimitView>();
    expect(higher).toMatchObject({ amount: 5, pending: { kind: 'increase', amount: 120 } });
    const early = await call(player, 'POST', `/api/player/limits/${limit.id}/confirm`);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('limit_change_not_ready');

    // Meanwhile the lower limit holds.
    const token = await launchToken(app(), DICE, { player });
    expect(
      (await providerCall(app(), '/rounds', { token, bet: 100, params: oneStepParams(DICE, 100) })).statusCode,
    ).toBe(200);
    clock.advance(6 * MINUTE_MS);
    expect(
      errorOf(await providerCall(app(), '/rounds', { token, bet: 100, params: oneStepParams(DICE, 100) })).code,
    ).toBe('play_time_limit_reached');

    clock.advance(LIMIT_LOOSENING_WAIT_MS);
    const confirmed = await call(player, 'POST', `/api/player/limits/${limit.id}/confirm`);
    expect(confirmed.json<LimitView>()).toMatchObject({ amount: 120, pending: null });

    const removal = (await call(player, 'DELETE', `/api/player/limits/${limit.id}`)).json<LimitView>();
    expect(removal.pending).toMatchObject({ kind: 'removal' });
    expect((await playTimeOf(player))?.amount).toBe(120);
  });

  it('is one daily limit of 5 to 1,440 minutes, without a currency', async () => {
    const player = await fundedPlayer();
    for (const body of [
      { definition: PLAY_TIME, period: 'daily', amount: 4 },
      { definition: PLAY_TIME, period: 'daily', amount: 1_441 },
      { definition: PLAY_TIME, period: 'weekly', amount: 60 },
      { definition: PLAY_TIME, period: 'daily', amount: 60, currency: 'EUR' },
    ]) {
      const refused = await call(player, 'POST', '/api/player/limits', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
    }
    const limit = await setPlayTime(player, 30);
    const second = await call(player, 'POST', '/api/player/limits', {
      definition: PLAY_TIME,
      period: 'daily',
      amount: 20,
    });
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).code).toBe('limit_exists');
    for (const terms of [
      { period: 'weekly', amount: 20 },
      { period: 'daily', amount: 2 },
      { period: 'daily', amount: 2_000 },
    ]) {
      const refused = await call(player, 'PUT', `/api/player/limits/${limit.id}`, terms);
      expect(refused.statusCode, JSON.stringify(terms)).toBe(422);
    }
    // Beside the amount limits, which it does not disturb.
    const bet = await call(player, 'POST', '/api/player/limits', {
      definition: 1,
      period: 'daily',
      amount: 10_000,
      currency: 'EUR',
    });
    expect(bet.statusCode, bet.body).toBe(201);
    expect(
      (await call(player, 'GET', '/api/player/limits')).json<{ data: LimitView[] }>().data.map((row) => row.definition),
    ).toEqual([1, PLAY_TIME]);
  });
});
