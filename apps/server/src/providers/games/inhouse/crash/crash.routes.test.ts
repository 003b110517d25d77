import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashElapsedFor, crashPayoutMinor, verifyCrashRound } from '@casino/fairplay';
import { queryRows } from '../../../../db/database';
import { JOB_SCHEMA } from '../../../../jobs/job-connection';
import { games } from '../../../../modules/game/game.table';
import { durableApps } from '../../../../testing/durable-app';
import { expectLedgerIntact } from '../../../../testing/ledger';
import { waitUntil } from '../../../../testing/payments';
import { bearer } from '../../../../testing/players';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { accountBalance, launchToken, providerCall } from '../inhouse-testing';
import type { CrashBetAnswer } from './crash-service';
import {
  bet,
  cashOut,
  FUNDS,
  fundedPlayer,
  GAME,
  gameId,
  manualClock,
  openRound,
  roundCrashingBetween,
  state,
} from './crash-testing';
import { crashBets, crashRounds } from './crash.table';

describe('a crash round shared by three players', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ environment: { CRASH_ROUNDS: 'on' } });
  });
  afterAll(() => testApp.close());

  it('two cash out at different points, a third loses: the same round for all, reproduced from the published chain', {
    timeout: 120_000,
  }, async () => {
    const { app } = testApp;
    const clock = manualClock(app);
    const round = await roundCrashingBetween(app, clock, 130, 100_000);
    const [alice, bob, carol] = [await fundedPlayer(app), await fundedPlayer(app), await fundedPlayer(app)];
    const tokens = {
      alice: await launchToken(app, GAME, { player: alice }),
      bob: await launchToken(app, GAME, { player: bob }),
      carol: await launchToken(app, GAME, { player: carol }),
    };

    const session = await providerCall(app, '/session', { token: tokens.alice, game: GAME });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({
      game: { identity: GAME, kind: 'crash', rtpBasisPoints: 9700 },
      balance: FUNDS,
      demo: false,
      currency: 'EUR',
    });

    expect((await bet(app, tokens.alice, 1_000)).balance).toBe(FUNDS - 1_000);
    expect((await bet(app, tokens.bob, 2_000, 110)).balance).toBe(FUNDS - 2_000);
    expect((await bet(app, tokens.carol, 500)).balance).toBe(FUNDS - 500);
    // Nothing to cash out before the launch.
    expect((await cashOut(app, tokens.alice)).json()).toMatchObject({ error: { code: 'round_not_started' } });

    // In flight at x1.15: everyone sees the same round and multiplier; Bob's x1.10 auto cash-out has already happened.
    clock.set(round.bettingEndsAt.getTime() + crashElapsedFor(115));
    const seen = await Promise.all([state(app, tokens.alice), state(app, tokens.bob), state(app, tokens.carol)]);
    for (const view of seen) {
      expect(view.round).toMatchObject({
        id: round.id,
        phase: 'flight',
        multiplier: 115,
        crashPoint: null,
        hash: null,
      });
      expect(view.bets.map((entry) => [entry.amount, entry.status, entry.cashedOutAt])).toEqual([
        [2_000, 'cashed_out', 110],
        [1_000, 'active', null],
        [500, 'active', null],
      ]);
    }
    // The auto cash-out target is shown to its owner only.
    expect(seen[1]?.myBet).toMatchObject({ autoCashOut: 110, mine: true });
    expect(seen[0]?.bets.find((entry) => entry.amount === 2_000)?.autoCashOut).toBeNull();

    const cashed = await cashOut(app, tokens.alice);
    expect(cashed.statusCode, cashed.body).toBe(200);
    expect(cashed.json<CrashBetAnswer>()).toMatchObject({
      bet: { cashedOutAt: 115, win: 1_150, status: 'cashed_out' },
      balance: FUNDS - 1_000 + 1_150,
    });
    // A second cash-out pays nothing more.
    expect((await cashOut(app, tokens.alice)).json()).toMatchObject({ error: { code: 'already_cashed_out' } });
    // No bets once the round has launched.
    const late = await providerCall(app, '/crash/bets', { token: tokens.carol, game: GAME, amount: 100 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: 'betting_closed' } });

    // The crash: Carol can no longer cash out; the round-end job settles the rest.
    clock.set(round.crashAt.getTime());
    expect((await cashOut(app, tokens.carol)).json()).toMatchObject({ error: { code: 'round_crashed' } });
    await app.crash.endRound(round.id);
    await app.crash.endRound(round.id); // a replayed job changes nothing

    const after = await Promise.all([state(app, tokens.alice), state(app, tokens.bob), state(app, tokens.carol)]);
    const ended = after.map((view) => view.history.find((entry) => entry.id === round.id));
    expect(ended.every((entry) => entry?.crashPoint === round.crashPoint && entry.hash === round.hash)).toBe(true);
    expect(after.every((view) => view.round?.phase === 'betting' && view.round.number === round.number + 1)).toBe(true);

    expect(await accountBalance(app, alice, 'EUR')).toBe(FUNDS - 1_000 + 1_150);
    expect(await accountBalance(app, bob, 'EUR')).toBe(FUNDS - 2_000 + 2_200);
    expect(await accountBalance(app, carol, 'EUR')).toBe(FUNDS - 500);
    const bets = await app.database.db.select().from(crashBets).where(eq(crashBets.roundId, round.id));
    expect(
      bets
        .map((row) => [Number(row.amount), row.status, row.cashedOutAt, Number(row.win)])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [500, 'lost', null, 0],
      [1_000, 'cashed_out', 115, 1_150],
      [2_000, 'cashed_out', 110, 2_200],
    ]);

    // Anyone can reproduce the crash point from the public chain: hash + salt, and n hashes up to the terminal hash.
    const chain = await app.inject({ method: 'GET', url: `/provider/games/api/crash/chains/${GAME}` });
    expect(chain.statusCode, chain.body).toBe(200);
    const published = chain.json<{
      chains: { id: string; terminalHash: string; salt: string; seed: string | null }[];
      rounds: { id: string; hash: string; number: number }[];
    }>();
    const [current] = published.chains;
    expect(current?.seed).toBeNull();
    const publicRound = published.rounds.find((entry) => entry.id === round.id);
    const previous = published.rounds.find((entry) => entry.number === round.number - 1);
    const check = await verifyCrashRound({
      hash: publicRound?.hash ?? '',
      salt: current?.salt ?? '',
      terminalHash: current?.terminalHash ?? '',
      roundNumber: round.number,
      ...(previous ? { previousHash: previous.hash } : {}),
    });
    expect(check).toMatchObject({
      crashPoint: round.crashPoint,
      terminalHashMatches: true,
      previousHashMatches: previous ? true : null,
    });
    await expectLedgerIntact(app);
  });

  it('refuses forged tokens, other games and bad input with 4xx in the error format', async () => {
    const { app } = testApp;
    const player = await fundedPlayer(app);
    const token = await launchToken(app, GAME, { player });
    const dice = await launchToken(app, 'orbit-dice', { player });
    const forged = await providerCall(app, '/crash/state', { token: 'x'.repeat(43), game: GAME });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect((await providerCall(app, '/crash/bets', { token: dice, amount: 100 })).json()).toMatchObject({
      error: { code: 'game_not_playable' },
    });
    expect((await providerCall(app, '/crash/state', { token, game: 'orbit-dice' })).statusCode).toBe(403);
    // Someone else's bet cannot be cashed out: there is none of this token's.
    const other = await fundedPlayer(app);
    const otherToken = await launchToken(app, GAME, { player: other });
    const clock = manualClock(app);
    const round = await roundCrashingBetween(app, clock, 120, 100_000);
    await bet(app, token, 100);
    clock.set(round.bettingEndsAt.getTime() + 100);
    expect((await cashOut(app, otherToken)).statusCode).toBe(404);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ token, amount: 0 }, 422, 'validation_failed'],
      [{ token, amount: 12.5 }, 422, 'validation_failed'],
      [{ token, amount: '100' }, 422, 'validation_failed'],
      [{ token, amount: 5 }, 422, 'bet_out_of_range'],
      [{ token, amount: 100, autoCashOut: 100 }, 422, 'invalid_params'],
      [{ token, amount: 100, autoCashOut: 1.5 }, 422, 'validation_failed'],
      [{ token, amount: 100, roundId: 'nope' }, 422, 'validation_failed'],
      [{ token, amount: 100, extra: true }, 422, 'validation_failed'],
      [{ token: 'a'.repeat(500), amount: 100 }, 422, 'validation_failed'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await providerCall(app, '/crash/bets', { game: GAME, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ error: { code } });
    }
    expect(await accountBalance(app, other, 'EUR')).toBe(FUNDS);
    await expectLedgerIntact(app);
  });

  it('takes a bet once when it is sent twice, and refuses one under a cooling-off through the wallet, moving no money', async () => {
    const { app } = testApp;
    const clock = manualClock(app);
    await roundCrashingBetween(app, clock, 100, 100_000);
    const player = await fundedPlayer(app);
    const token = await launchToken(app, GAME, { player });
    const first = await bet(app, token, 700, 150);
    const again = await bet(app, token, 700, 150);
    expect(again.bet.id).toBe(first.bet.id);
    expect(again.balance).toBe(FUNDS - 700);
    // The same bet sent four times at once (a double tap, a retry racing the first): one stake, four answers of it.
    const racer = await fundedPlayer(app);
    const racerToken = await launchToken(app, GAME, { player: racer });
    const raced = await Promise.all(
      [1, 2, 3, 4].map(() => providerCall(app, '/crash/bets', { token: racerToken, game: GAME, amount: 900 })),
    );
    expect(raced.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(raced.map((response) => response.json<CrashBetAnswer>().bet.id)).size).toBe(1);
    expect(await accountBalance(app, racer, 'EUR')).toBe(FUNDS - 900);
    const different = await providerCall(app, '/crash/bets', { token, game: GAME, amount: 800 });
    expect(different.statusCode).toBe(409);
    expect(different.json()).toMatchObject({ error: { code: 'bet_placed' } });

    const resting = await fundedPlayer(app);
    const restingToken = await launchToken(app, GAME, { player: resting });
    const limit = await app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: bearer(resting.accessToken),
      payload: { definition: 5, days: 7 },
    });
    expect(limit.statusCode, limit.body).toBe(201);
    const refused = await providerCall(app, '/crash/bets', { token: restingToken, game: GAME, amount: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'cooling_off' } });
    expect(await accountBalance(app, resting, 'EUR')).toBe(FUNDS);
    expect((await state(app, restingToken)).myBet).toBeNull();
    await expectLedgerIntact(app);
  });

  it('a bet retried just after the launch (its answer lost) answers the bet taken; a session call that names no game is the crash session', async () => {
    const { app } = testApp;
    const clock = manualClock(app);
    const round = await roundCrashingBetween(app, clock, 130, 100_000);
    const player = await fundedPlayer(app);
    const token = await launchToken(app, GAME, { player });
    const session = await providerCall(app, '/session', { token });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({ game: { identity: GAME, kind: 'crash' }, balance: FUNDS });

    const first = await bet(app, token, 600, 200);
    clock.set(round.bettingEndsAt.getTime() + 50);
    const retried = await providerCall(app, '/crash/bets', {
      token,
      game: GAME,
      amount: 600,
      autoCashOut: 200,
      roundId: round.id,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<CrashBetAnswer>()).toMatchObject({
      bet: { id: first.bet.id, amount: 600 },
      balance: FUNDS - 600,
    });
    // Another bet is still refused once the round has launched, and nothing more is staked.
    const other = await providerCall(app, '/crash/bets', { token, game: GAME, amount: 700, roundId: round.id });
    expect(other.statusCode).toBe(409);
    const late = await providerCall(app, '/crash/bets', {
      token: await launchToken(app, GAME, { player: await fundedPlayer(app) }),
      game: GAME,
      amount: 600,
    });
    expect(late.json()).toMatchObject({ error: { code: 'betting_closed' } });
    expect(await accountBalance(app, player, 'EUR')).toBe(FUNDS - 600);
    await expectLedgerIntact(app);
  });

  it('plays for fun on the demo balance of a guest launch, outside the ledger', async () => {
    const { app } = testApp;
    const clock = manualClock(app);
    const round = await roundCrashingBetween(app, clock, 150, 100_000);
    const token = await launchToken(app, GAME, { demo: true });
    const placed = await bet(app, token, 1_000);
    expect(placed.bet).toMatchObject({ demo: true, mine: true });
    expect(placed.bet.player).toMatch(/^Guest [0-9a-f]{4}$/);
    clock.set(round.bettingEndsAt.getTime() + crashElapsedFor(150));
    const cashed = (await cashOut(app, token)).json<CrashBetAnswer>();
    expect(cashed.bet).toMatchObject({ cashedOutAt: 150, win: Number(crashPayoutMinor(1_000n, 150)) });
    expect(cashed.balance).toBe(placed.balance + 1_500);
    await expectLedgerIntact(app);
  });

  it('a bet in flight is still cashed out when the operator switches the game off meanwhile; no new bet is taken', async () => {
    const { app } = testApp;
    const clock = manualClock(app);
    const round = await roundCrashingBetween(app, clock, 150, 100_000);
    const player = await fundedPlayer(app);
    const token = await launchToken(app, GAME, { player });
    await bet(app, token, 1_000);
    clock.set(round.bettingEndsAt.getTime() + crashElapsedFor(140));
    const id = await gameId(app);
    await app.database.db.update(games).set({ isEnabled: false }).where(eq(games.id, id));
    try {
      const cashed = await cashOut(app, token);
      expect(cashed.statusCode, cashed.body).toBe(200);
      expect(cashed.json<CrashBetAnswer>()).toMatchObject({
        bet: { cashedOutAt: 140, win: 1_400, status: 'cashed_out' },
        balance: FUNDS - 1_000 + 1_400,
      });
      expect((await cashOut(app, token)).json()).toMatchObject({ error: { code: 'already_cashed_out' } });
      const refused = await providerCall(app, '/crash/bets', { token, game: GAME, amount: 100 });
      expect(refused.json()).toMatchObject({ error: { code: 'game_not_playable' } });
      expect(await accountBalance(app, player, 'EUR')).toBe(FUNDS - 1_000 + 1_400);
    } finally {
      await app.database.db.update(games).set({ isEnabled: true }).where(eq(games.id, id));
    }
    clock.set(round.crashAt.getTime());
    await app.crash.advance(id);
    expect(await accountBalance(app, player, 'EUR')).toBe(FUNDS - 1_000 + 1_400);
    await expectLedgerIntact(app);
  });
});

const apps = durableApps('casino-crash-');
const crashEnvironment = async () => ({ ...(await apps.environment()), CRASH_ROUNDS: 'on' });

describe('crash across a restart', { timeout: 180_000 }, () => {
  it('a round in flight when the server stopped ends as its hash says; the cash-out taken before stands', async () => {
    const environment = await crashEnvironment();
    const first = await apps.start(environment);
    await first.ready();
    const clock = manualClock(first);
    const round = await roundCrashingBetween(first, clock, 130, 100_000);
    const [early, late] = [await fundedPlayer(first), await fundedPlayer(first)];
    const earlyToken = await launchToken(first, GAME, { player: early });
    const lateToken = await launchToken(first, GAME, { player: late });
    await bet(first, earlyToken, 1_000);
    await bet(first, lateToken, 1_000);
    clock.set(round.bettingEndsAt.getTime() + crashElapsedFor(120));
    expect((await cashOut(first, earlyToken)).json<CrashBetAnswer>().bet).toMatchObject({
      cashedOutAt: 120,
      win: 1_200,
    });
    // The round's end waits in the job queue, due at its crash time.
    const jobs = await queryRows<{ count: number }>(
      first.database.db,
      sql`select count(*)::int as count from ${sql.identifier(JOB_SCHEMA)}.job where name = 'crash.round-end' and data->>'roundId' = ${round.id} and state = 'created'`,
    );
    expect(jobs[0]?.count).toBe(1);
    await first.close();

    const second = await apps.start(environment);
    apps.onCleanUp(() => second.close());
    await second.ready();
    const after = manualClock(second);
    // Before the crash time nothing changes; a cash-out is still open to the other player.
    expect((await openRound(second)).id).toBe(round.id);
    after.set(round.crashAt.getTime() + 1);
    await second.crash.endRound(round.id);
    const [ended] = await second.database.db.select().from(crashRounds).where(eq(crashRounds.id, round.id));
    expect(ended).toMatchObject({ status: 'crashed', crashPoint: round.crashPoint, hash: round.hash });
    expect(await accountBalance(second, early, 'EUR')).toBe(FUNDS - 1_000 + 1_200);
    expect(await accountBalance(second, late, 'EUR')).toBe(FUNDS - 1_000);
    await expectLedgerIntact(second);
  });

  it('the job queue drives the rounds on the wall clock: each crash ends its round and starts the next', async () => {
    const environment = await crashEnvironment();
    const app = await apps.start({ ...environment, CRASH_BETTING_MS: '1000' });
    apps.onCleanUp(() => app.close());
    await app.ready();
    const first = await openRound(app);
    await app.jobs.start();
    await waitUntil(
      async () => {
        const [latest] = await app.database.db
          .select()
          .from(crashRounds)
          .where(eq(crashRounds.gameId, first.gameId))
          .orderBy(desc(crashRounds.createdAt))
          .limit(1);
        return latest !== undefined && latest.number > first.number;
      },
      Math.max(0, first.crashAt.getTime() - Date.now()) + 20_000,
    );
    const [ended] = await app.database.db.select().from(crashRounds).where(eq(crashRounds.id, first.id));
    expect(ended?.status).toBe('crashed');
    expect(ended?.endedAt?.getTime()).toBeGreaterThanOrEqual(first.crashAt.getTime());
  });
});
