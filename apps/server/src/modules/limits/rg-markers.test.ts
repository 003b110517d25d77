import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '@casino/seamless-protocol';
import type { Invoice } from '@casino/shared';
import { queryRows } from '../../db/database';
import { createLaunchSession } from '../../providers/games/inhouse/launch-sessions';
import { expectLedgerIntact, registerFundedPlayer } from '../../testing/ledger';
import { useLimitsClock } from '../../testing/limits';
import { createInvoice, depositFor, TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import { runJobsUntilDone } from '../../testing/jobs';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { RG_MARKERS_JOB, RG_MARKERS_SCHEDULE } from './rg-markers.job';
import type { FlaggedPlayerView, MarkerView, PlayerResponsibleGamingView } from './rg-markers.views';

/**
 * The responsible-gaming markers (issue 32): the scheduled job reads players' deposits, rounds
 * and withdrawals and flags loss chasing, rising deposits, night play and cancelled withdrawals
 * with their evidence; a steady player is not flagged; a replay changes nothing but the last
 * sighting; a behaviour that stopped is cleared; the operator reads it all behind the token.
 */

const SECRET = 'studio-test-secret-0123456789-abcdefghijklmnop';
const STUDIO_SLOT = 'fruit-fiesta';
const DAY_MS = 86_400_000;

let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp({
    environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, STUDIO_URL: 'http://127.0.0.1:9', STUDIO_SHARED_SECRET: SECRET },
  });
}, 120_000);
afterAll(async () => {
  await testApp?.close();
});
afterEach(async () => {
  await expectLedgerIntact(app());
});
/** The markers job reads the time from the limits clock. */
const clock = useLimitsClock(app);

/** Runs the markers job as the queue would (one scheduled occurrence). */
async function runMarkersJob(): Promise<void> {
  const kind = app()
    .jobs.list()
    .find((job) => job.name === RG_MARKERS_JOB);
  if (!kind) throw new Error('the markers job is not defined');
  await kind.run({}, { jobId: randomUUID(), number: 1, signal: new AbortController().signal });
}

const db = () => app().database.db;
const operator = (url: string, token = TEST_ADMIN_TOKEN) =>
  app().inject({ method: 'GET', url: `/api/admin${url}`, headers: bearer(token) });

async function markersOf(playerId: string): Promise<PlayerResponsibleGamingView> {
  const response = await operator(`/players/${playerId}/responsible-gaming`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlayerResponsibleGamingView>();
}
const inForce = (view: PlayerResponsibleGamingView) =>
  view.markers
    .filter((marker) => marker.clearedAt === null)
    .map((marker) => marker.kind)
    .sort();
const markerOf = (view: PlayerResponsibleGamingView, kind: MarkerView['kind']) =>
  view.markers.find((marker) => marker.kind === kind);

/** A registered EUR player whose account is `ageDays` old (so deposits of weeks ago fit). */
async function playerAged(ageDays: number): Promise<RegisteredPlayer> {
  const player = await registerPlayer(app(), { currency: 'EUR' });
  await db().execute(
    sql`update players set created_at = now() - make_interval(days => ${ageDays}) where id = ${player.profile.id}`,
  );
  return player;
}

/** Dates an invoice back, as if it was made (and paid) `daysAgo` days ago. */
async function backdateInvoice(invoiceId: string, daysAgo: number): Promise<void> {
  await db().execute(
    sql`update invoices set created_at = created_at - make_interval(days => ${daysAgo}), updated_at = updated_at - make_interval(days => ${daysAgo}) where id = ${invoiceId}`,
  );
}

/** A wallet session of the studio's slot, as its launch opens one. */
async function studioToken(player: RegisteredPlayer): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db(),
    sql`select id::text as id from games where identity = ${STUDIO_SLOT}`,
  );
  const sid = (
    JSON.parse(Buffer.from(player.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid: string }
  ).sid;
  return createLaunchSession(db(), {
    playerId: player.profile.id,
    authSessionId: sid,
    gameId: row?.id ?? '',
    currency: 'EUR',
    subunitToUnit: 100,
    isDemo: false,
    demoBalance: null,
  });
}

async function studioCall(
  path: 'bet' | 'win',
  body: Record<string, unknown>,
): Promise<{ roundId: string; balance: string }> {
  const payload = JSON.stringify(body);
  const response = await app().inject({
    method: 'POST',
    url: `/provider/aggregator/wallet/${path}`,
    headers: { 'content-type': 'application/json', ...signedHeaders(SECRET, payload) },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<{ platformRoundId: string; balance: string }>();
  return { roundId: answer.platformRoundId, balance: answer.balance };
}

/** One real-money round of the studio's slot: the stake, then the win (0 for a loss). Answers the platform's round id. */
async function playRound(token: string, bet: number, win: number): Promise<string> {
  const roundId = randomUUID();
  const common = { token, currency: 'EUR', game: STUDIO_SLOT, roundId };
  const placed = await studioCall('bet', { ...common, transactionId: `${roundId}:bet`, amount: String(bet) });
  await studioCall('win', {
    ...common,
    transactionId: `${roundId}:win`,
    betTransactionId: `${roundId}:bet`,
    amount: String(win),
    jackpot: false,
    outcome: {},
  });
  return placed.roundId;
}

async function balanceOf(playerId: string): Promise<number> {
  const [row] = await queryRows<{ balance: string }>(
    db(),
    sql`select balance::text as balance from wallet_accounts where player_id = ${playerId} and currency = 'EUR'`,
  );
  return Number(row?.balance ?? 0);
}

/** Seeds a player who chases: a small deposit weeks ago, then three times lost everything and deposited again at once. */
async function seedChasingPlayer(): Promise<RegisteredPlayer> {
  const player = await playerAged(60);
  const early = await depositFor(app(), player.accessToken, 2_000, 'EUR');
  await backdateInvoice(early.id, 20);
  const token = await studioToken(player);
  for (let chase = 0; chase < 3; chase += 1) {
    await playRound(token, await balanceOf(player.profile.id), 0);
    await depositFor(app(), player.accessToken, 6_000, 'EUR');
  }
  await playRound(token, 1_000, 500);
  return player;
}

/**
 * Seeds a steady player: the same deposit each week for a month, play that wins and loses, and
 * this week's deposit made right after a lost round but with plenty left (a top-up, not a chase).
 */
async function seedSteadyPlayer(): Promise<RegisteredPlayer> {
  const player = await playerAged(60);
  for (const weeksAgo of [4, 3, 2, 1])
    await backdateInvoice((await depositFor(app(), player.accessToken, 5_000, 'EUR')).id, weeksAgo * 7 + 1);
  const token = await studioToken(player);
  for (let round = 0; round < 6; round += 1) await playRound(token, 500, round % 2 === 0 ? 1_000 : 0);
  await depositFor(app(), player.accessToken, 5_000, 'EUR');
  await playRound(token, 500, 0);
  return player;
}

describe('the responsible-gaming markers job', () => {
  it('is a recurring job of the queue (hourly)', () => {
    const kind = app()
      .jobs.list()
      .find((job) => job.name === RG_MARKERS_JOB);
    expect(kind?.cron).toBe(RG_MARKERS_SCHEDULE);
    expect(RG_MARKERS_SCHEDULE).toBe('17 * * * *');
  });

  it('flags a seeded chasing player (losses chased, deposits rising) with the evidence, and not a seeded steady one', async () => {
    const chaser = await seedChasingPlayer();
    const steady = await seedSteadyPlayer();
    await runMarkersJob();

    const chased = await markersOf(chaser.profile.id);
    expect(inForce(chased)).toEqual(['deposits_rising', 'loss_chasing']);
    const chasing = markerOf(chased, 'loss_chasing');
    expect(chasing?.evidence).toMatchObject({
      chaseDeposits: 3,
      thresholds: { windowHours: 24, withinMinutes: 30, minDeposits: 3 },
    });
    const deposits = chasing?.evidence['deposits'] as {
      amount: number;
      balanceBefore: number;
      lostStake: number;
      minutesAfterLoss: number;
    }[];
    expect(deposits).toHaveLength(3);
    for (const deposit of deposits) {
      expect(deposit.amount).toBe(6_000);
      expect(deposit.balanceBefore).toBe(0);
      expect(deposit.lostStake).toBeGreaterThan(0);
      expect(deposit.minutesAfterLoss).toBeLessThanOrEqual(30);
    }
    // EUR 180 this week (USD 194.40) against EUR 20 over the 4 weeks before (USD 5.40 a week).
    expect(markerOf(chased, 'deposits_rising')?.evidence).toMatchObject({
      currency: 'USD',
      recentDeposits: 3,
      recentAmount: 19_440,
      baselineWeeklyAverage: 540,
      ratio: 36,
    });

    expect((await markersOf(steady.profile.id)).markers).toEqual([]);
  });

  it('a second run changes nothing but the last sighting; a behaviour that stopped is cleared', async () => {
    const chaser = await seedChasingPlayer();
    await runMarkersJob();
    const first = await markersOf(chaser.profile.id);

    clock.advance(60_000);
    await runMarkersJob();
    const second = await markersOf(chaser.profile.id);
    expect(second.markers.map(({ lastSeenAt: _lastSeen, ...rest }) => rest)).toEqual(
      first.markers.map(({ lastSeenAt: _lastSeen, ...rest }) => rest),
    );
    for (const marker of second.markers)
      expect(new Date(marker.lastSeenAt).getTime()).toBeGreaterThanOrEqual(
        new Date(markerOf(first, marker.kind)?.lastSeenAt ?? 0).getTime() + 60_000,
      );

    // Two days on, the day of chasing is behind: cleared; the week of rising deposits still holds.
    clock.advance(2 * DAY_MS);
    await runMarkersJob();
    const later = await markersOf(chaser.profile.id);
    expect(inForce(later)).toEqual(['deposits_rising']);
    const cleared = markerOf(later, 'loss_chasing');
    expect(cleared?.clearedAt).not.toBeNull();
    expect(cleared?.firstSeenAt).toBe(markerOf(first, 'loss_chasing')?.firstSeenAt);
    expect(later.markers.map((marker) => marker.kind)).toEqual(['deposits_rising', 'loss_chasing']);
  });

  it("flags night play in the player's time zone (UTC when the profile has none or an unknown one)", async () => {
    const player = await registerFundedPlayer(app(), 10_000);
    const token = await studioToken(player);
    const rounds: string[] = [];
    for (let round = 0; round < 50; round += 1) rounds.push(await playRound(token, 10, round % 2 === 0 ? 20 : 0));
    // 30 rounds at 17:xx UTC yesterday (02:xx in Tokyo), 20 at 03:xx UTC (12:xx in Tokyo).
    const yesterday = new Date(Date.now() - DAY_MS);
    const day = Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth(), yesterday.getUTCDate());
    for (const [index, roundId] of rounds.entries()) {
      const at = new Date(day + (index < 30 ? 17 : 3) * 3_600_000 + index * 60_000);
      await db().execute(
        sql`update game_rounds set created_at = ${at.toISOString()}::timestamptz where id = ${roundId}`,
      );
    }
    await db().execute(sql`update players set time_zone = 'Asia/Tokyo' where id = ${player.profile.id}`);
    await runMarkersJob();
    const night = markerOf(await markersOf(player.profile.id), 'night_play');
    expect(night?.clearedAt).toBeNull();
    expect(night?.evidence).toMatchObject({
      timeZone: 'Asia/Tokyo',
      rounds: 50,
      nightRounds: 30,
      nightSharePercent: 60,
      thresholds: { minRounds: 50, minNightSharePercent: 50 },
    });

    // In UTC the same rounds are 20 of 50 at night: no longer night play (an unknown zone is UTC, and fails nothing).
    await db().execute(sql`update players set time_zone = 'Mars/Olympus_Mons' where id = ${player.profile.id}`);
    clock.advance(60_000);
    await runMarkersJob();
    const cleared = markerOf(await markersOf(player.profile.id), 'night_play');
    expect(cleared?.clearedAt).not.toBeNull();

    // Seen again: the marker opens anew (first seen at this sighting).
    await db().execute(sql`update players set time_zone = 'Asia/Tokyo' where id = ${player.profile.id}`);
    clock.advance(60_000);
    await runMarkersJob();
    const reopened = markerOf(await markersOf(player.profile.id), 'night_play');
    expect(reopened?.clearedAt).toBeNull();
    expect(reopened?.firstSeenAt).toBe(reopened?.lastSeenAt);
    expect(new Date(reopened?.firstSeenAt ?? 0).getTime()).toBeGreaterThan(new Date(cleared?.clearedAt ?? 0).getTime());
  });

  it('flags withdrawals cancelled by the player and staked again, not one cancelled and kept', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    await depositFor(app(), player.accessToken, 20_000, 'EUR');
    const token = await studioToken(player);
    const cancelWithdrawal = async (amount: number) => {
      const created = await createInvoice(app(), player.accessToken, 'withdrawal', {
        paymentMethod: 'sandbox.withdrawal.card',
        currency: 'EUR',
        fields: { card_number: '4242424242424242' },
        amount,
      });
      expect(created.statusCode, created.body).toBe(201);
      const declined = await app().inject({
        method: 'PUT',
        url: `/api/payment/invoices/${created.json<Invoice>().id}/decline`,
        headers: bearer(player.accessToken),
      });
      expect(declined.statusCode, declined.body).toBe(200);
    };
    await cancelWithdrawal(5_000);
    await playRound(token, 1_000, 0);
    await runMarkersJob();
    expect(markerOf(await markersOf(player.profile.id), 'cancelled_withdrawals')).toBeUndefined();

    await cancelWithdrawal(8_000);
    await playRound(token, 1_000, 0);
    clock.advance(60_000);
    await runMarkersJob();
    const marker = markerOf(await markersOf(player.profile.id), 'cancelled_withdrawals');
    expect(marker?.clearedAt).toBeNull();
    expect(marker?.evidence).toMatchObject({ cancelledWithdrawals: 2, thresholds: { windowDays: 7, minCancelled: 2 } });
    expect(
      (marker?.evidence['withdrawals'] as { amount: number; stakesAfter: number }[]).map((withdrawal) => [
        withdrawal.amount,
        withdrawal.stakesAfter,
      ]),
    ).toEqual([
      [8_000, 1],
      [5_000, 2],
    ]);
  });
});

describe("the operators' responsible-gaming view", () => {
  it('answers only the operator token', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    for (const url of ['/responsible-gaming/players', `/players/${player.profile.id}/responsible-gaming`]) {
      expect((await app().inject({ method: 'GET', url: `/api/admin${url}` })).statusCode).toBe(401);
      const asPlayer = await operator(url, player.accessToken);
      expect(asPlayer.statusCode).toBe(401);
      expect(asPlayer.json()).toMatchObject({ error: { code: 'admin_unauthorized' } });
    }
  });

  it('lists flagged players, the most recently flagged first, a page at a time, with their markers in force', async () => {
    // Ahead of every sighting of the tests before: these three are the newest cases.
    clock.advance(10 * 60_000);
    const first = await seedChasingPlayer();
    await runMarkersJob();
    const second = await seedChasingPlayer();
    clock.advance(60_000);
    await runMarkersJob();
    const third = await seedChasingPlayer();
    clock.advance(60_000);
    await runMarkersJob();

    const page = await operator('/responsible-gaming/players?page=1&perPage=2');
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json<{
      data: FlaggedPlayerView[];
      meta: { page: number; perPage: number; totalPages: number; totalRows: number };
    }>();
    expect(body.meta.totalRows).toBeGreaterThanOrEqual(3);
    expect(body.meta).toMatchObject({ page: 1, perPage: 2, totalPages: Math.ceil(body.meta.totalRows / 2) });
    expect(body.data.map((row) => row.playerId)).toEqual([third.profile.id, second.profile.id]);
    const next = (await operator('/responsible-gaming/players?page=2&perPage=2')).json<{ data: FlaggedPlayerView[] }>();
    expect(next.data[0]?.playerId).toBe(first.profile.id);
    const [newest] = body.data;
    expect(newest).toMatchObject({ email: third.email, lastSeenAt: newest?.flaggedAt });
    expect(newest?.markers.map((marker) => marker.kind).sort()).toEqual(['deposits_rising', 'loss_chasing']);
    expect(newest?.markers.every((marker) => marker.clearedAt === null && typeof marker.evidence === 'object')).toBe(
      true,
    );
    // The first one's markers are older cases, refreshed by the later runs.
    expect(new Date(next.data[0]?.lastSeenAt ?? 0).getTime()).toBeGreaterThan(
      new Date(next.data[0]?.flaggedAt ?? 0).getTime(),
    );

    const all = await operator(`/responsible-gaming/players?perPage=100`);
    const ids = all.json<{ data: FlaggedPlayerView[] }>().data.map((flagged) => flagged.playerId);
    expect(ids).toEqual(expect.arrayContaining([first.profile.id, second.profile.id, third.profile.id]));
    const past = await operator(`/responsible-gaming/players?page=1000&perPage=100`);
    expect(past.json()).toMatchObject({ data: [], meta: { page: 1000, totalRows: body.meta.totalRows } });

    for (const query of ['page=0', 'perPage=101', 'perPage=abc', 'page=-1']) {
      const refused = await operator(`/responsible-gaming/players?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'invalid_request' } });
    }
  });

  it("shows a player's markers with the limits in force; 404 for an unknown player, 400 for a malformed id", async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    const limit = await app().inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: bearer(player.accessToken),
      payload: { definition: 3, period: 'weekly', amount: 50_000, currency: 'EUR' },
    });
    expect(limit.statusCode, limit.body).toBe(201);
    const view = await markersOf(player.profile.id);
    expect(view).toMatchObject({
      playerId: player.profile.id,
      markers: [],
      limits: [{ definition: 3, period: 'weekly', amount: 50_000, currency: 'EUR' }],
    });

    const unknown = await operator(`/players/${randomUUID()}/responsible-gaming`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'player_not_found' } });
    const malformed = await operator('/players/not-a-uuid/responsible-gaming');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: 'invalid_request' } });
  });
});

// Last: it starts the app's job workers (every recurring kind's schedule with them).
describe('the markers job on the queue', () => {
  it('runs as a queued job and flags what it finds', async () => {
    const chaser = await seedChasingPlayer();
    const kind = app()
      .jobs.list()
      .find((job) => job.name === RG_MARKERS_JOB);
    if (!kind) throw new Error('the markers job is not defined');
    await app().jobs.enqueue(kind, {});
    await runJobsUntilDone(app(), [RG_MARKERS_JOB]);
    expect(inForce(await markersOf(chaser.profile.id))).toEqual(['deposits_rising', 'loss_chasing']);
    expect(await app().jobs.listDead(10)).toEqual([]);
  });
});
