import { sql } from 'drizzle-orm';
import type { ApiErrorBody } from '@casino/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEPOSIT_LIMIT_DOMAIN_CODE } from './limit-checks';
import { LIMIT_LOOSENING_WAIT_MS } from './limit-rules';
import type { LimitView } from './limit-view';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { queryRows } from '../../db/database';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { createInvoice, TEST_ADMIN_TOKEN } from '../../testing/payments';
import {
  accountBalance,
  launchToken,
  oneStepParams,
  providerCall,
} from '../../providers/games/inhouse/inhouse-testing';

let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
});
afterAll(async () => {
  await expectLedgerIntact(app());
  await testApp.close();
});

const call = (player: RegisteredPlayer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app().inject({
    method,
    url,
    headers: bearer(player.accessToken),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function addLimit(player: RegisteredPlayer, body: Record<string, unknown>): Promise<LimitView> {
  const response = await call(player, 'POST', '/api/player/limits', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LimitView>();
}

/** The error of a refused answer. */
const errorOf = (response: LightMyRequestResponse) => response.json<ApiErrorBody>().error;

const limitsOf = async (player: RegisteredPlayer) =>
  (await call(player, 'GET', '/api/player/limits')).json<{ data: LimitView[] }>().data;
const deposit = (player: RegisteredPlayer, amount: number) =>
  createInvoice(app(), player.accessToken, 'deposit', {
    paymentMethod: 'sandbox.deposit.card',
    amount,
    currency: 'EUR',
  });
const DICE = 'orbit-dice';
const playDice = (token: string, bet: number) =>
  providerCall(app(), '/rounds', { token, bet, params: oneStepParams(DICE, bet) });

/** Moves the limits clock forward (and back with the returned function). */
function advanceClock(ms: number): () => void {
  const real = app().limits.now;
  app().limits.now = () => new Date(real().getTime() + ms);
  return () => {
    app().limits.now = real;
  };
}

describe('limits: the rules of a change', () => {
  it('applies a new or lower limit at once, a higher one only after 24 hours and confirmation', async () => {
    const player = await registerPlayer(app());
    const limit = await addLimit(player, { definition: 3, period: 'daily', amount: 10_000, currency: 'EUR' });
    expect(limit).toMatchObject({
      definition: 3,
      period: 'daily',
      amount: 10_000,
      currency: 'EUR',
      used: 0,
      pending: null,
    });

    const lower = await call(player, 'PUT', `/api/player/limits/${limit.id}`, { period: 'daily', amount: 5_000 });
    expect(lower.json()).toMatchObject({ amount: 5_000, pending: null });

    const higher = (
      await call(player, 'PUT', `/api/player/limits/${limit.id}`, { period: 'daily', amount: 20_000 })
    ).json<LimitView>();
    expect(higher.amount).toBe(5_000);
    expect(higher.pending).toMatchObject({ kind: 'increase', amount: 20_000 });
    const early = await call(player, 'POST', `/api/player/limits/${limit.id}/confirm`);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('limit_change_not_ready');
    expect(errorOf(await deposit(player, 6_000)).domainCode).toBe(DEPOSIT_LIMIT_DOMAIN_CODE);

    const restore = advanceClock(LIMIT_LOOSENING_WAIT_MS + 1_000);
    try {
      const confirmed = await call(player, 'POST', `/api/player/limits/${limit.id}/confirm`);
      expect(confirmed.json()).toMatchObject({ amount: 20_000, pending: null });
    } finally {
      restore();
    }
    expect((await deposit(player, 6_000)).statusCode).toBe(201);
    expect((await limitsOf(player))[0]).toMatchObject({ amount: 20_000, used: 6_000 });
  });

  it('removes a limit only after 24 hours and confirmation, and lets the player withdraw the request', async () => {
    const player = await registerPlayer(app());
    const limit = await addLimit(player, { definition: 1, period: 'weekly', amount: 5_000, currency: 'EUR' });
    const asked = (await call(player, 'DELETE', `/api/player/limits/${limit.id}`)).json<LimitView>();
    expect(asked.pending).toMatchObject({ kind: 'removal' });
    expect((await call(player, 'POST', `/api/player/limits/${limit.id}/confirm`)).statusCode).toBe(409);
    expect(
      (await call(player, 'DELETE', `/api/player/limits/${limit.id}/pending`)).json<LimitView>().pending,
    ).toBeNull();
    await call(player, 'DELETE', `/api/player/limits/${limit.id}`);
    const restore = advanceClock(LIMIT_LOOSENING_WAIT_MS + 1_000);
    try {
      expect((await call(player, 'POST', `/api/player/limits/${limit.id}/confirm`)).statusCode).toBe(204);
    } finally {
      restore();
    }
    expect(await limitsOf(player)).toEqual([]);
  });

  it('keeps daily ≤ weekly ≤ monthly, one limit per period, and the lowest wins', async () => {
    const player = await registerPlayer(app());
    await addLimit(player, { definition: 3, period: 'weekly', amount: 50_000, currency: 'EUR' });
    const tooHigh = await call(player, 'POST', '/api/player/limits', {
      definition: 3,
      period: 'daily',
      amount: 60_000,
      currency: 'EUR',
    });
    expect(tooHigh.statusCode).toBe(422);
    expect(errorOf(tooHigh).fields?.amount).toBeDefined();
    const tooLow = await call(player, 'POST', '/api/player/limits', {
      definition: 3,
      period: 'monthly',
      amount: 40_000,
      currency: 'EUR',
    });
    expect(tooLow.statusCode).toBe(422);
    const twice = await call(player, 'POST', '/api/player/limits', {
      definition: 3,
      period: 'weekly',
      amount: 10_000,
      currency: 'EUR',
    });
    expect(twice.statusCode).toBe(409);
    await addLimit(player, { definition: 3, period: 'daily', amount: 20_000, currency: 'EUR' });
    // The daily 200.00 is the lowest that applies today, though the weekly allows 500.00.
    const refused = await deposit(player, 25_000);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'deposit_limit_reached', domainCode: DEPOSIT_LIMIT_DOMAIN_CODE });
    expect(await limitsOf(player)).toHaveLength(2);
  });

  it('refuses bad input with 4xx and changes nothing; another player’s limit is 404', async () => {
    const player = await registerPlayer(app());
    const other = await registerPlayer(app());
    const bad = [
      {},
      { definition: 9, period: 'daily', amount: 100, currency: 'EUR' },
      { definition: 1, period: 'hourly', amount: 100, currency: 'EUR' },
      { definition: 1, period: 'daily', amount: -100, currency: 'EUR' },
      { definition: 1, period: 'daily', amount: 0, currency: 'EUR' },
      { definition: 1, period: 'daily', amount: 1.5, currency: 'EUR' },
      { definition: 1, period: 'daily', amount: '100', currency: 'EUR' },
      { definition: 1, period: 'daily', amount: 1e30, currency: 'EUR' },
      { definition: 1, period: 'daily', amount: 100, currency: 'XXX' },
      { definition: 5, days: 2 },
      { definition: 4, months: 3 },
      { definition: 4, months: 6, extra: true },
    ];
    for (const body of bad) {
      const response = await call(player, 'POST', '/api/player/limits', body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(errorOf(response).code).toBeTypeOf('string');
    }
    expect(await limitsOf(player)).toEqual([]);
    const foreign = await addLimit(other, { definition: 2, period: 'daily', amount: 1_000, currency: 'EUR' });
    for (const [method, url] of [
      ['PUT', `/api/player/limits/${foreign.id}`],
      ['DELETE', `/api/player/limits/${foreign.id}`],
      ['POST', `/api/player/limits/${foreign.id}/confirm`],
      ['DELETE', `/api/player/limits/${foreign.id}/pending`],
    ] as const) {
      const response = await call(player, method, url, method === 'PUT' ? { period: 'daily', amount: 1 } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await limitsOf(other))[0]).toMatchObject({ amount: 1_000, pending: null });
    expect((await app().inject({ method: 'GET', url: '/api/player/limits' })).statusCode).toBe(401);
  });
});

describe('limits: enforced on the money movement', () => {
  it('passes exactly up to a bet limit under 50 concurrent bets', async () => {
    const player = await registerPlayer(app());
    await fundPlayer(app(), player.profile.id, 'EUR', 100_000n);
    await addLimit(player, { definition: 1, period: 'daily', amount: 1_000, currency: 'EUR' });
    const tokens = await Promise.all(Array.from({ length: 10 }, () => launchToken(app(), DICE, { player })));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => playDice(tokens[index % tokens.length] as string, 100)),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((answer) => errorOf(answer).code))).toEqual(new Set(['bet_limit_reached']));
    expect((await limitsOf(player))[0]).toMatchObject({ used: 1_000 });
  });

  it('passes exactly up to a deposit limit under 20 concurrent deposits, then refuses the methods with 13100', async () => {
    const player = await registerPlayer(app());
    await addLimit(player, { definition: 3, period: 'daily', amount: 50_000, currency: 'EUR' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(player, 5_000)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(10);
    for (const answer of refused)
      expect(errorOf(answer)).toMatchObject({ code: 'deposit_limit_reached', domainCode: DEPOSIT_LIMIT_DOMAIN_CODE });
    const methods = await call(player, 'GET', '/api/payment/methods/deposit?currency=EUR');
    expect(methods.statusCode).toBe(409);
    expect(errorOf(methods).domainCode).toBe(DEPOSIT_LIMIT_DOMAIN_CODE);
    expect((await call(player, 'GET', '/api/payment/methods/withdrawal?currency=EUR')).statusCode).toBe(200);
  });
});

describe('limits: cooling-off and self-exclusion', () => {
  it('refuses every bet and deposit at once, still allows login, balance and withdrawal, and cannot be lifted by the player', async () => {
    const player = await registerPlayer(app());
    await fundPlayer(app(), player.profile.id, 'EUR', 10_000n);
    const token = await launchToken(app(), DICE, { player });
    const coolingOff = await addLimit(player, { definition: 5, days: 7 });
    expect(coolingOff).toMatchObject({ definition: 5, period: null, amount: null, isPermanent: false });
    expect(new Date(coolingOff.endsAt as string).getTime() - new Date(coolingOff.startsAt).getTime()).toBe(
      7 * 24 * 3_600_000,
    );

    const bet = await playDice(token, 100);
    expect(bet.statusCode).toBe(409);
    expect(errorOf(bet).code).toBe('cooling_off');
    expect(await accountBalance(app(), player, 'EUR')).toBe(10_000);
    // The player's open pages hear of it (the game page opens the game-limit-reached modal).
    const pushed = await queryRows<{ data: unknown }>(
      app().database.db,
      sql`select data from realtime_outbox where channel = ${`game:bets#${player.profile.id}`}`,
    );
    expect(pushed.map((row) => row.data)).toContainEqual({
      type: 'game.bet.restricted',
      reason: 'cooling_off',
      until: coolingOff.endsAt,
    });
    const refusedDeposit = await deposit(player, 5_000);
    expect(errorOf(refusedDeposit)).toMatchObject({ code: 'cooling_off', domainCode: DEPOSIT_LIMIT_DOMAIN_CODE });
    expect(
      (await call(player, 'PUT', `/api/player/limits/${coolingOff.id}`, { period: 'daily', amount: 1 })).statusCode,
    ).toBe(409);
    expect(errorOf(await call(player, 'DELETE', `/api/player/limits/${coolingOff.id}`)).code).toBe('limit_locked');
    // A shorter break cannot replace it.
    expect((await call(player, 'POST', '/api/player/limits', { definition: 5, days: 1 })).statusCode).toBe(409);

    const login = await app().inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { email: player.email, password: player.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((await call(player, 'GET', '/api/wallet/accounts')).statusCode).toBe(200);
    const withdrawal = await createInvoice(app(), player.accessToken, 'withdrawal', {
      paymentMethod: 'sandbox.withdrawal.card',
      amount: 2_000,
      currency: 'EUR',
      fields: { card_number: '4242424242424242' },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);

    const restore = advanceClock(8 * 24 * 3_600_000);
    try {
      expect(await limitsOf(player)).toEqual([]);
    } finally {
      restore();
    }
  });

  it('self-exclusion holds until an operator lifts it after its term, never before and never a permanent one', async () => {
    const player = await registerPlayer(app());
    const exclusion = await addLimit(player, { definition: 4, months: 6 });
    const permanent = await registerPlayer(app());
    const forever = await addLimit(permanent, { definition: 4, months: 0 });
    expect(forever).toMatchObject({ isPermanent: true, endsAt: null });
    expect(errorOf(await deposit(player, 5_000)).code).toBe('self_excluded');
    expect((await call(player, 'DELETE', `/api/player/limits/${exclusion.id}`)).statusCode).toBe(409);

    const lift = (target: RegisteredPlayer, limit: LimitView) =>
      app().inject({
        method: 'POST',
        url: `/api/admin/players/${target.profile.id}/limits/${limit.id}/lift`,
        headers: bearer(TEST_ADMIN_TOKEN),
      });
    expect(errorOf(await lift(player, exclusion)).code).toBe('limit_not_ended');
    expect(
      (
        await app().inject({
          method: 'POST',
          url: `/api/admin/players/${player.profile.id}/limits/${exclusion.id}/lift`,
        })
      ).statusCode,
    ).toBe(401);
    const restore = advanceClock(200 * 24 * 3_600_000);
    try {
      // Past its term it still holds: only the operator ends it.
      expect(errorOf(await deposit(player, 5_000)).code).toBe('self_excluded');
      expect(errorOf(await lift(permanent, forever)).code).toBe('limit_permanent');
      expect((await lift(player, exclusion)).statusCode).toBe(204);
      expect((await deposit(player, 5_000)).statusCode).toBe(201);
    } finally {
      restore();
    }
  });

  it('refuses bets and deposits of a player under 18', async () => {
    // The profile refuses such a birth date; one on record (an older sign-up, an operator's
    // correction) must still stop play.
    const birthdate = `${new Date().getUTCFullYear() - 17}-01-01`;
    const player = await registerPlayer(app());
    await fundPlayer(app(), player.profile.id, 'EUR', 10_000n);
    const token = await launchToken(app(), DICE, { player });
    await app().database.db.execute(sql`update players set birthdate = ${birthdate} where id = ${player.profile.id}`);
    expect(errorOf(await playDice(token, 100)).code).toBe('underage');
    const refused = await deposit(player, 5_000);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('underage');
  });
});

describe('reality check', () => {
  it('keeps the chosen interval and sums this session’s play', async () => {
    const player = await registerPlayer(app());
    await fundPlayer(app(), player.profile.id, 'EUR', 10_000n);
    const token = await launchToken(app(), DICE, { player });
    expect((await playDice(token, 100)).statusCode).toBe(200);
    expect((await call(player, 'PUT', '/api/player/reality-check', { intervalMinutes: 20 })).statusCode).toBe(422);
    const set = await call(player, 'PUT', '/api/player/reality-check', { intervalMinutes: 30 });
    expect(set.json()).toMatchObject({ intervalMinutes: 30, session: { results: [{ currency: 'EUR', staked: 100 }] } });
    const [result] = set.json<{ session: { results: { staked: number; won: number; net: number }[] } }>().session
      .results;
    expect(result?.net).toBe((result?.won ?? 0) - 100);
  });
});
