import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders, type LaunchRequest } from '@casino/seamless-protocol';
import type { ApiErrorBody, Invoice } from '@casino/shared';
import { queryRows } from '../../db/database';
import {
  accountBalance,
  launchRequest,
  launchToken,
  oneStepParams,
  providerCall,
} from '../../providers/games/inhouse/inhouse-testing';
import { bonusIdOf, playerBonuses } from '../../testing/bonuses';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { createInvoice, sandboxEventBody, sendSandboxWebhook, TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, randomAddress, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { LimitView } from './limit-view';

/**
 * A break is a break (issue 24): during a cooling-off or a self-exclusion nothing opens a game
 * (real money or demo, in-house or at the studio, a new launch or a token from before), no
 * sportsbook token is given, and no bonus, free spin or cashback is granted or claimed; each
 * refusal says until when. The break's end opens them all again.
 */

const SECRET = 'studio-test-secret-0123456789-abcdefghijklmnop';
const DICE = 'orbit-dice';
const STUDIO_SLOT = 'fruit-fiesta';
const CRASH = 'comet-crash';
const FUNDS = 100_000;
const HOUR_MS = 3_600_000;

/** A studio that answers launches (its games are not played here) and keeps the wallet tokens the platform hands it. */
interface FakeStudio {
  readonly url: string;
  readonly launches: LaunchRequest[];
  close(): Promise<void>;
}

async function startFakeStudio(): Promise<FakeStudio> {
  const launches: LaunchRequest[] = [];
  let origin = '';
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const launch = JSON.parse(body) as LaunchRequest;
      launches.push(launch);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ url: `${origin}/provider/games/play/${launch.game}?token=studio-${launches.length}` }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: origin, launches, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let testApp: TestApp;
let studio: FakeStudio;
const app = () => testApp.app;

beforeAll(async () => {
  studio = await startFakeStudio();
  testApp = await createTestApp({
    environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, STUDIO_URL: studio.url, STUDIO_SHARED_SECRET: SECRET },
  });
}, 120_000);
afterAll(async () => {
  await testApp?.close();
  await studio?.close();
});
afterEach(async () => {
  await expectLedgerIntact(app());
});

/** Each player calls from an address of their own (a bonus without a deposit is given once per address). */
const addresses = new Map<string, string>();
const addressOf = (player: RegisteredPlayer): string =>
  addresses.get(player.profile.id) ?? addresses.set(player.profile.id, randomAddress()).get(player.profile.id) ?? '';

const call = (
  player: RegisteredPlayer,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  app().inject({
    method,
    url,
    headers: { ...bearer(player.accessToken), ...headers },
    remoteAddress: addressOf(player),
    ...(payload ? { payload } : {}),
  });

function walletCall(operation: 'session' | 'balance', body: Record<string, unknown>) {
  const payload = JSON.stringify(body);
  return app().inject({
    method: 'POST',
    url: `/provider/aggregator/wallet/${operation}`,
    headers: { 'content-type': 'application/json', ...signedHeaders(SECRET, payload) },
    payload,
  });
}

/** Launches a studio game through the platform: answers the wallet token the platform gave the studio. */
async function studioWalletToken(player: RegisteredPlayer, demo: boolean): Promise<string> {
  const launched = await launchRequest(app(), STUDIO_SLOT, { player, demo });
  expect(launched.statusCode, launched.body).toBe(200);
  const token = studio.launches.at(-1)?.token;
  if (!token) throw new Error('the studio got no wallet token');
  return token;
}

/** Moves the limits clock forward; answers how to put it back. */
function advanceLimitsClock(ms: number): () => void {
  const real = app().limits.now;
  app().limits.now = () => new Date(real().getTime() + ms);
  return () => {
    app().limits.now = real;
  };
}

/** What the player holds before the break: launch tokens, a studio session, a deposit on its way and a cashback to claim. */
async function beforeTheBreak(player: RegisteredPlayer) {
  await fundPlayer(app(), player.profile.id, 'USD', BigInt(FUNDS));
  const deposit = await createInvoice(app(), player.accessToken, 'deposit', {
    paymentMethod: 'sandbox.deposit.card',
    amount: 10_000,
    currency: 'USD',
    bonusId: await bonusIdOf(app(), 'welcome-1'),
  });
  expect(deposit.statusCode, deposit.body).toBe(201);
  const [cashback] = await queryRows<{ id: string }>(
    app().database.db,
    sql`insert into player_cashbacks (player_id, currency, period_starts_at, period_ends_at, percent, net_loss, amount, expires_at)
        values (${player.profile.id}::uuid, 'USD', now() - interval '14 days', now() - interval '7 days', 1000, 5000, 500, now() + interval '365 days')
        returning id::text as id`,
  );
  return {
    realToken: await launchToken(app(), DICE, { player }),
    demoToken: await launchToken(app(), DICE, { player, demo: true }),
    crashDemoToken: await launchToken(app(), CRASH, { player, demo: true }),
    studioRealToken: await studioWalletToken(player, false),
    studioDemoToken: await studioWalletToken(player, true),
    invoice: deposit.json<Invoice>(),
    cashbackId: cashback?.id ?? '',
  };
}

type Held = Awaited<ReturnType<typeof beforeTheBreak>>;

/** Every door a break closes, as the player (or the studio, or the operator) knocks on it. */
function doors(player: RegisteredPlayer, held: Held): Record<string, () => Promise<LightMyRequestResponse>> {
  const studioCall = { game: STUDIO_SLOT, currency: 'USD' };
  return {
    'a real-money launch': () => launchRequest(app(), DICE, { player, demo: false }),
    'a demo launch': () => launchRequest(app(), DICE, { player, demo: true }),
    "a studio game's real-money launch": () => launchRequest(app(), STUDIO_SLOT, { player, demo: false }),
    "a studio game's demo launch": () => launchRequest(app(), STUDIO_SLOT, { player, demo: true }),
    'the sportsbook token': () => call(player, 'POST', '/api/game/games/sportsbook/play', { demoMode: false }),
    'a real-money game opened before the break': () => providerCall(app(), '/session', { token: held.realToken }),
    'a demo opened before the break': () => providerCall(app(), '/session', { token: held.demoToken }),
    "crash's demo opened before the break": () => providerCall(app(), '/session', { token: held.crashDemoToken }),
    'a demo round on an old demo token': () =>
      providerCall(app(), '/rounds', { token: held.demoToken, bet: 100, params: oneStepParams(DICE, 100) }),
    "the studio's real-money game (its balance)": () =>
      walletCall('balance', { token: held.studioRealToken, ...studioCall }),
    "the studio's demo opened before the break": () =>
      walletCall('session', { token: held.studioDemoToken, game: STUDIO_SLOT }),
    'a bonus code': () =>
      call(player, 'POST', '/api/game/bonuses/bonuscodes', { bonusCode: 'ORBIT10', trigger: 'activation' }),
    'a free-spins code': () =>
      call(player, 'POST', '/api/game/bonuses/bonuscodes', { bonusCode: 'ORBIT50', trigger: 'activation' }),
    'a cashback claim': () => call(player, 'POST', `/api/game/bonuses/cashback/${held.cashbackId}/claim`),
  };
}

const BREAKS = [
  { kind: 'cooling_off', limit: { definition: 5, days: 1 }, english: 'You are taking a break until' },
  { kind: 'self_excluded', limit: { definition: 4, months: 6 }, english: 'You are self-excluded until' },
] as const;

describe.each(BREAKS)('a $kind', ({ kind, limit, english }) => {
  it('refuses every launch, game session, sportsbook token, bonus, free spin and cashback, saying until when; its end opens them again', {
    timeout: 120_000,
  }, async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    const held = await beforeTheBreak(player);
    const started = await call(player, 'POST', '/api/player/limits', limit);
    expect(started.statusCode, started.body).toBe(201);
    const endsAt = started.json<LimitView>().endsAt as string;
    // The end as a person reads it (an English message writes no ISO timestamp).
    const until = `${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(endsAt))} UTC`;
    const launchesBefore = studio.launches.length;

    for (const [door, knock] of Object.entries(doors(player, held))) {
      const refused = await knock();
      expect(refused.statusCode, `${door}: ${refused.body}`).toBe(409);
      const { error } = refused.json<ApiErrorBody>();
      expect(error.code, door).toBe(kind);
      expect(error.message, door).toBe(`${english} ${until}`);
    }
    // A real-money round on a token from before meets the stake check: refused, nothing staked.
    const stake = await providerCall(app(), '/rounds', {
      token: held.realToken,
      bet: 100,
      params: oneStepParams(DICE, 100),
    });
    expect(stake.json<ApiErrorBody>().error.code).toBe(kind);
    // Only the refused stake is pushed to the player's pages (it opens the game's limit window); the closed doors answer their own request.
    const pushed = await queryRows<{ data: { type: string } }>(
      app().database.db,
      sql`select data from realtime_outbox where channel = ${`game:bets#${player.profile.id}`}`,
    );
    expect(pushed.filter((row) => row.data.type === 'game.bet.restricted')).toHaveLength(1);
    // The operator cannot grant a bonus either.
    const grant = await app().inject({
      method: 'POST',
      url: `/api/admin/bonuses/players/${player.profile.id}/bonuses`,
      headers: bearer(TEST_ADMIN_TOKEN),
      payload: {
        key: `break-${player.profile.id}`,
        bonusId: await bonusIdOf(app(), 'no-deposit-10'),
        currency: 'USD',
        activate: true,
      },
    });
    expect(grant.json<ApiErrorBody>().error.code).toBe(kind);
    // In the player's language, the end is a local date and time.
    const german = await call(player, 'POST', `/api/game/games/${DICE}/play`, { demo: true }, { 'x-locale': 'de' });
    expect(german.json<ApiErrorBody>().error.message).not.toMatch(/\d{4}-\d{2}-\d{2}T|self-excluded|break until/);
    expect(german.json<ApiErrorBody>().error.message).toContain(endsAt.slice(0, 4));
    // The studio was never asked to open a game.
    expect(studio.launches).toHaveLength(launchesBefore);

    // A deposit made before the break and paid during it is credited, without its bonus.
    const paid = await sendSandboxWebhook(
      app(),
      sandboxEventBody({ type: 'payment.succeeded', reference: held.invoice.id, amount: 10_000, currency: 'USD' }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const invoices = await call(player, 'GET', '/api/payment/invoices?type=1');
    expect(
      invoices.json<{ data: Invoice[] }>().data.find((invoice) => invoice.id === held.invoice.id)?.bonusOutcome,
    ).toBe('player_on_break');
    expect(await playerBonuses(app(), player.accessToken, '?status[]=1&status[]=2&status[]=3')).toEqual([]);
    expect(await accountBalance(app(), player, 'USD')).toBe(FUNDS + 10_000);

    await endTheBreak(player, kind);
    for (const [door, knock] of Object.entries(doors(player, held))) {
      const opened = await knock();
      expect(opened.statusCode, `${door} after the break: ${opened.body}`).toBeLessThan(300);
    }
    expect(await accountBalance(app(), player, 'USD')).toBe(FUNDS + 10_000 + 500);
    expect((await playerBonuses(app(), player.accessToken)).map((bonus) => bonus.pageIdentity)).toEqual([
      'no-deposit-10',
    ]);
  });
});

/** A cooling-off ends by itself; a self-exclusion holds past its term until the operator lifts it. */
async function endTheBreak(player: RegisteredPlayer, kind: 'cooling_off' | 'self_excluded'): Promise<void> {
  if (kind === 'cooling_off') {
    const restore = advanceLimitsClock(25 * HOUR_MS);
    // Put back once the test's calls are made: the break is over from then on for this player only by the clock.
    afterEachRestores.push(restore);
    return;
  }
  const [exclusion] = await queryRows<{ id: string }>(
    app().database.db,
    sql`select id::text as id from player_limits where player_id = ${player.profile.id}::uuid and definition = 4`,
  );
  const restore = advanceLimitsClock(200 * 24 * HOUR_MS);
  try {
    const held = await launchRequest(app(), DICE, { player, demo: true });
    expect(held.json<ApiErrorBody>().error.message).toMatch(
      /^Your self-exclusion ended on \w{3} \d{1,2}, \d{4}, .* UTC and holds until our support team lifts it$/,
    );
    const lifted = await app().inject({
      method: 'POST',
      url: `/api/admin/players/${player.profile.id}/limits/${exclusion?.id}/lift`,
      headers: bearer(TEST_ADMIN_TOKEN),
    });
    expect(lifted.statusCode, lifted.body).toBe(204);
  } finally {
    restore();
  }
}

const afterEachRestores: Array<() => void> = [];
afterEach(() => {
  for (const restore of afterEachRestores.splice(0)) restore();
});
