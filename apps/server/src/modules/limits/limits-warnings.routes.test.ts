import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_WARNING_TYPE, type ApiErrorBody, type LimitWarningPush } from '@casino/shared';
import { queryRows } from '../../db/database';
import { launchToken, oneStepParams, providerCall } from '../../providers/games/inhouse/inhouse-testing';
import { expectLedgerIntact, registerFundedPlayer } from '../../testing/ledger';
import { useLimitsClock } from '../../testing/limits';
import { createInvoice, TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, type RegisteredPlayer } from '../../testing/players';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { LimitView } from './limit-view';

/**
 * The 80% warning (issue 32): a stake or deposit that passes and takes the player's use of a bet,
 * loss or deposit limit to 80% or more publishes `limits.warning` on `game:bets#{playerId}`, once
 * per limit and rolling period, however many stakes cross together; a refused one warns of nothing.
 */

const DICE = 'orbit-dice';
const DAY_MS = 24 * 3_600_000;
const MINUTE_MS = 60_000;

let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
});
afterAll(async () => {
  await testApp?.close();
});
afterEach(async () => {
  await expectLedgerIntact(app());
});
const clock = useLimitsClock(app);

const call = (
  player: RegisteredPlayer,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => app().inject({ method, url, headers: bearer(player.accessToken), ...(payload ? { payload } : {}) });

const errorOf = (response: LightMyRequestResponse) => response.json<ApiErrorBody>().error;

async function addLimit(player: RegisteredPlayer, body: Record<string, unknown>): Promise<LimitView> {
  const response = await call(player, 'POST', '/api/player/limits', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LimitView>();
}

const player = (funds = 100_000): Promise<RegisteredPlayer> => registerFundedPlayer(app(), funds);

const playDice = (token: string, bet: number) =>
  providerCall(app(), '/rounds', { token, bet, params: oneStepParams(DICE, bet) });

async function stake(token: string, bet: number): Promise<void> {
  const answer = await playDice(token, bet);
  expect(answer.statusCode, answer.body).toBe(200);
}

const deposit = (registered: RegisteredPlayer, amount: number) =>
  createInvoice(app(), registered.accessToken, 'deposit', {
    paymentMethod: 'sandbox.deposit.card',
    amount,
    currency: 'EUR',
  });

/** The warnings recorded for the player's pages, oldest first. */
async function warningsOf(registered: RegisteredPlayer): Promise<LimitWarningPush[]> {
  const rows = await queryRows<{ data: LimitWarningPush | string }>(
    app().database.db,
    sql`select data from realtime_outbox where channel = ${`game:bets#${registered.profile.id}`} and data->>'type' = ${LIMIT_WARNING_TYPE} order by id`,
  );
  return rows.map((row) => (typeof row.data === 'string' ? (JSON.parse(row.data) as LimitWarningPush) : row.data));
}

describe('limit warnings: stakes', () => {
  it('stays silent below 80% and warns once on the stake that reaches it, with what is used of what', async () => {
    const registered = await player();
    const limit = await addLimit(registered, { definition: 1, period: 'daily', amount: 10_000, currency: 'EUR' });
    const token = await launchToken(app(), DICE, { player: registered });
    await stake(token, 5_000);
    await stake(token, 2_990);
    expect(await warningsOf(registered)).toEqual([]);
    await stake(token, 10);
    expect(await warningsOf(registered)).toEqual([
      {
        type: LIMIT_WARNING_TYPE,
        limitId: limit.id,
        definition: 1,
        period: 'daily',
        used: 8_000,
        amount: 10_000,
        currency: 'EUR',
        percent: 80,
      },
    ]);
    await stake(token, 1_000);
    await stake(token, 1_000);
    // Told once in the period, though every stake since was above 80%.
    expect(await warningsOf(registered)).toHaveLength(1);
  });

  it('warns once when 20 concurrent stakes cross 80% together', async () => {
    const registered = await player();
    await addLimit(registered, { definition: 1, period: 'daily', amount: 1_000, currency: 'EUR' });
    const tokens = await Promise.all(
      Array.from({ length: 10 }, () => launchToken(app(), DICE, { player: registered })),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => playDice(tokens[index % tokens.length] as string, 100)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(10);
    const warnings = await warningsOf(registered);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ definition: 1, used: 800, amount: 1_000, percent: 80 });
  });

  it('a refused stake warns of nothing, though it would have passed 80%', async () => {
    const registered = await player();
    await addLimit(registered, { definition: 1, period: 'daily', amount: 1_000, currency: 'EUR' });
    const token = await launchToken(app(), DICE, { player: registered });
    await stake(token, 500);
    const refused = await playDice(token, 600);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('bet_limit_reached');
    expect(await warningsOf(registered)).toEqual([]);
    await stake(token, 300);
    expect(await warningsOf(registered)).toMatchObject([{ used: 800, percent: 80 }]);
  });

  it('a stake refused for want of money warns of nothing (its transaction rolls back)', async () => {
    const registered = await player(500);
    await addLimit(registered, { definition: 1, period: 'daily', amount: 1_000, currency: 'EUR' });
    const token = await launchToken(app(), DICE, { player: registered });
    const poor = await playDice(token, 900);
    expect(poor.statusCode).toBeGreaterThanOrEqual(400);
    expect(poor.statusCode).toBeLessThan(500);
    expect(await warningsOf(registered)).toEqual([]);
    const [row] = await queryRows<{ warned_at: string | null }>(
      app().database.db,
      sql`select warned_at from player_limits where player_id = ${registered.profile.id}`,
    );
    expect(row?.warned_at).toBeNull();
  });

  it('warns of a loss limit on the stake that could take the loss to 80%', async () => {
    const registered = await player();
    const limit = await addLimit(registered, { definition: 2, period: 'weekly', amount: 1_000, currency: 'EUR' });
    const token = await launchToken(app(), DICE, { player: registered });
    await stake(token, 800);
    expect(await warningsOf(registered)).toEqual([
      {
        type: LIMIT_WARNING_TYPE,
        limitId: limit.id,
        definition: 2,
        period: 'weekly',
        used: 800,
        amount: 1_000,
        currency: 'EUR',
        percent: 80,
      },
    ]);
  });

  it('warns of each limit the stake brings to 80%, in the limit’s currency', async () => {
    const registered = await player();
    const daily = await addLimit(registered, { definition: 1, period: 'daily', amount: 1_000, currency: 'EUR' });
    const weekly = await addLimit(registered, { definition: 1, period: 'weekly', amount: 2_000, currency: 'EUR' });
    const token = await launchToken(app(), DICE, { player: registered });
    await stake(token, 800);
    expect((await warningsOf(registered)).map((warning) => warning.limitId)).toEqual([daily.id]);
    // A new daily window (the clock a day on): the weekly limit reaches 80% at 1,600.
    clock.setOffset(DAY_MS + MINUTE_MS);
    await stake(token, 800);
    const warnings = await warningsOf(registered);
    expect(warnings).toHaveLength(3);
    // The daily limit again (its period has passed since the first warning), and the weekly one.
    expect(warnings.slice(1).map((warning) => [warning.limitId, warning.used, warning.percent])).toEqual(
      expect.arrayContaining([
        [daily.id, 800, 80],
        [weekly.id, 1_600, 80],
      ]),
    );
  });

  it('warns again only once a whole period has passed since the last warning', async () => {
    const registered = await player();
    await addLimit(registered, { definition: 1, period: 'daily', amount: 1_000, currency: 'EUR' });
    const token = await launchToken(app(), DICE, { player: registered });
    // Warned "yesterday", a day and a minute ago (the rounds themselves are now, so they stay in the day).
    clock.setOffset(-(DAY_MS + MINUTE_MS));
    await stake(token, 800);
    expect(await warningsOf(registered)).toHaveLength(1);
    // A minute short of a day after the warning: still the same period.
    clock.setOffset(-2 * MINUTE_MS);
    await stake(token, 100);
    expect(await warningsOf(registered)).toHaveLength(1);
    // A day and a minute after: told again, of the use now.
    clock.setOffset(0);
    await stake(token, 100);
    expect(await warningsOf(registered)).toMatchObject([{ used: 800 }, { used: 1_000, percent: 100 }]);
  });

  it('a lowered limit is warned of afresh', async () => {
    const registered = await player();
    const limit = await addLimit(registered, { definition: 1, period: 'daily', amount: 1_000, currency: 'EUR' });
    const token = await launchToken(app(), DICE, { player: registered });
    await stake(token, 800);
    const lowered = await call(registered, 'PUT', `/api/player/limits/${limit.id}`, { period: 'daily', amount: 900 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    await stake(token, 50);
    expect(await warningsOf(registered)).toMatchObject([
      { used: 800, amount: 1_000 },
      { used: 850, amount: 900, percent: 94 },
    ]);
  });

  it('tells a player with no amount limit nothing', async () => {
    const registered = await player();
    await addLimit(registered, { definition: 6, period: 'daily', amount: 60 });
    const token = await launchToken(app(), DICE, { player: registered });
    await stake(token, 5_000);
    expect(await warningsOf(registered)).toEqual([]);
  });
});

describe('limit warnings: deposits', () => {
  it('warns once when deposits reach 80% of a deposit limit, not on the methods list nor a refused deposit', async () => {
    const registered = await player(0);
    const limit = await addLimit(registered, { definition: 3, period: 'daily', amount: 10_000, currency: 'EUR' });
    expect((await deposit(registered, 5_000)).statusCode).toBe(201);
    expect((await call(registered, 'GET', '/api/payment/methods/deposit?currency=EUR')).statusCode).toBe(200);
    const refused = await deposit(registered, 6_000);
    expect(refused.statusCode).toBe(409);
    expect(await warningsOf(registered)).toEqual([]);
    expect((await deposit(registered, 3_000)).statusCode).toBe(201);
    expect((await deposit(registered, 1_000)).statusCode).toBe(201);
    expect(await warningsOf(registered)).toEqual([
      {
        type: LIMIT_WARNING_TYPE,
        limitId: limit.id,
        definition: 3,
        period: 'daily',
        used: 8_000,
        amount: 10_000,
        currency: 'EUR',
        percent: 80,
      },
    ]);
  });

  it('warns once under 10 concurrent deposits that cross 80%', async () => {
    const registered = await player(0);
    await addLimit(registered, { definition: 3, period: 'weekly', amount: 10_000, currency: 'EUR' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => deposit(registered, 1_000)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 201));
    expect(await warningsOf(registered)).toMatchObject([{ definition: 3, used: 8_000, percent: 80 }]);
  });
});
