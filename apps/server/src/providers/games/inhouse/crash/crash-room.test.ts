import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashElapsedFor } from '@casino/fairplay';
import { players } from '../../../../modules/player/player.table';
import { expectLedgerIntact } from '../../../../testing/ledger';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { launchToken } from '../inhouse-testing';
import type { CrashBigWin } from './crash-room';
import { bet, cashOut, fundedPlayer, GAME, gameId, manualClock, roundCrashingBetween } from './crash-testing';
import { crashRounds } from './crash.table';

async function bigWins(app: FastifyInstance, query = ''): Promise<CrashBigWin[]> {
  const response = await app.inject({ method: 'GET', url: `/provider/games/api/crash/big-wins/${GAME}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CrashBigWin[] }>().data;
}

describe("a crash room's big wins", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ environment: { CRASH_ROUNDS: 'on' } });
  });
  afterAll(() => testApp.close());

  it('are the biggest cash-outs of ended rounds by value across currencies, real money only, named by masked names', {
    timeout: 120_000,
  }, async () => {
    const { app } = testApp;
    const clock = manualClock(app);
    const round = await roundCrashingBetween(app, clock, 200, 100_000);
    const alice = await fundedPlayer(app, 'EUR');
    await app.database.db.update(players).set({ nickname: 'quasar_fan' }).where(eq(players.id, alice.profile.id));
    const bob = await fundedPlayer(app, 'USD');
    const carol = await fundedPlayer(app, 'EUR');
    const tokens = {
      alice: await launchToken(app, GAME, { player: alice }),
      bob: await launchToken(app, GAME, { player: bob }),
      carol: await launchToken(app, GAME, { player: carol }),
      guest: await launchToken(app, GAME, { demo: true }),
    };
    await bet(app, tokens.alice, 5_000);
    await bet(app, tokens.bob, 5_000);
    await bet(app, tokens.carol, 100);
    await bet(app, tokens.guest, 50_000);

    // Alice wins 75.00 EUR (81.00 USD at 1.08), Bob 80.00 USD: fewer minor units, more value for Alice. The guest's play money wins most.
    clock.set(round.bettingEndsAt.getTime() + crashElapsedFor(150));
    expect((await cashOut(app, tokens.alice)).statusCode).toBe(200);
    expect((await cashOut(app, tokens.guest)).statusCode).toBe(200);
    clock.set(round.bettingEndsAt.getTime() + crashElapsedFor(160));
    expect((await cashOut(app, tokens.bob)).statusCode).toBe(200);
    // In flight, nothing of the round is told: its cash-outs wait for the crash.
    expect((await bigWins(app)).filter((win) => win.round === round.number)).toEqual([]);

    clock.set(round.crashAt.getTime());
    await app.crash.endRound(round.id);
    const wins = await bigWins(app);
    const ours = wins.filter((win) => win.round === round.number);
    // Each is dated when it was cashed out (by the room's clock), not when the round ended.
    const cashedOut = (target: number) =>
      new Date(round.bettingEndsAt.getTime() + crashElapsedFor(target)).toISOString();
    expect(ours).toEqual([
      {
        round: round.number,
        player: 'quasar_***',
        currency: 'EUR',
        subunitToUnit: 100,
        amount: 5_000,
        win: 7_500,
        cashedOutAt: 150,
        at: cashedOut(150),
      },
      {
        round: round.number,
        player: `Player ${ours[1]?.player.slice(7, 8) ?? ''}***`,
        currency: 'USD',
        subunitToUnit: 100,
        amount: 5_000,
        win: 8_000,
        cashedOutAt: 160,
        at: cashedOut(160),
      },
    ]);
    expect(ours[1]?.player).toMatch(/^Player [0-9a-f]\*\*\*$/);
    // Biggest first over every round, by value in the base currency.
    const values = wins.map((win) => (win.win / win.subunitToUnit) * (win.currency === 'EUR' ? 1.08 : 1));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // Nothing that names an account: no ids, no e-mail, no auto cash-out target, no play money.
    const body = JSON.stringify(wins);
    for (const secret of [alice.profile.id, bob.profile.id, alice.email, bob.email, 'quasar_fan'])
      expect(body).not.toContain(secret);
    expect(wins.every((win) => win.currency !== 'FUN')).toBe(true);
    expect(await bigWins(app, '?limit=1')).toHaveLength(1);
    await expectLedgerIntact(app);
  });

  it('leave out rounds older than a week', { timeout: 120_000 }, async () => {
    const { app } = testApp;
    const clock = manualClock(app);
    const round = await roundCrashingBetween(app, clock, 150, 100_000);
    const player = await fundedPlayer(app, 'USD');
    const token = await launchToken(app, GAME, { player });
    await bet(app, token, 90_000);
    clock.set(round.bettingEndsAt.getTime() + crashElapsedFor(140));
    expect((await cashOut(app, token)).statusCode).toBe(200);
    clock.set(round.crashAt.getTime());
    await app.crash.endRound(round.id);
    expect((await bigWins(app))[0]).toMatchObject({ round: round.number, win: 126_000 });
    // Eight days later (the round's time moved back), the next round's end no longer counts it.
    await app.database.db
      .update(crashRounds)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(crashRounds.id, round.id));
    const next = await roundCrashingBetween(app, clock, 100, 100_000);
    clock.set(next.crashAt.getTime());
    await app.crash.advance(await gameId(app));
    expect((await bigWins(app)).some((win) => win.round === round.number && win.win === 126_000)).toBe(false);
  });

  it('refuses bad input with 4xx in the error format, and answers 404 for a game that is not a crash room', async () => {
    const { app } = testApp;
    const cases: [string, number, string][] = [
      [`${GAME}?limit=0`, 400, 'invalid_request'],
      [`${GAME}?limit=51`, 400, 'invalid_request'],
      [`${GAME}?limit=2.5`, 400, 'invalid_request'],
      [`${GAME}?limit=many`, 400, 'invalid_request'],
      [`${GAME}?days=30`, 400, 'invalid_request'],
      ['x'.repeat(65), 400, 'invalid_request'],
      ['orbit-dice', 404, 'not_found'],
      ['no-such-game', 404, 'not_found'],
    ];
    for (const [path, status, code] of cases) {
      const response = await app.inject({ method: 'GET', url: `/provider/games/api/crash/big-wins/${path}` });
      expect(response.statusCode, path).toBe(status);
      const { error } = response.json<{ error: { code: string; message: string; fields?: Record<string, unknown> } }>();
      expect(error.code, path).toBe(code);
      expect(error.message, path).not.toBe('');
      if (path.includes('limit=')) expect(error.fields, path).toHaveProperty('limit');
    }
  });
});
