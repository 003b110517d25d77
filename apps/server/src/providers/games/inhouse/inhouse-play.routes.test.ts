import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GameRoundStatus, type SpinView } from '@casino/shared';
import { gameRounds, games } from '../../../modules/game/game.table';
import { expectLedgerIntact, fundPlayer } from '../../../testing/ledger';
import { bearer, registerPlayer } from '../../../testing/players';
import { gameLaunchSessions } from './inhouse.table';
import {
  accountBalance,
  launchRequest,
  launchToken,
  ONE_STEP_GAMES,
  oneStepParams,
  playRound,
  providerCall,
  session,
} from './inhouse-testing';
import { useTestApp } from '../../../testing/test-app';

const testApp = useTestApp();

const ROUNDS = 200;
/** 10 000.00 EUR: enough for 200 stakes of at most 5.00 whatever the luck. */
const DEPOSIT = 1_000_000;

describe('a player playing for real money', () => {
  it('plays 200 rounds: balance = deposits - stakes + wins, as the spins history and the ledger say', {
    timeout: 180_000,
  }, async () => {
    const { app } = testApp;
    const player = await registerPlayer(app);
    await fundPlayer(app, player.profile.id, 'EUR', BigInt(DEPOSIT));
    const tokens = new Map<string, string>();
    for (const game of ONE_STEP_GAMES) tokens.set(game, await launchToken(app, game, { player }));
    const opened = await session(app, tokens.get('orbit-dice') ?? '');
    expect(opened).toMatchObject({
      currency: 'EUR',
      subunitToUnit: 100,
      balance: DEPOSIT,
      demo: false,
      openRound: null,
      limits: { minBet: 10, maxBet: 100_000, bonusMaxBet: null },
    });

    let stakes = 0;
    let wins = 0;
    let lastBalance = DEPOSIT;
    for (let index = 0; index < ROUNDS; index += 1) {
      const game = ONE_STEP_GAMES[index % ONE_STEP_GAMES.length] ?? 'orbit-dice';
      const bet = 10 + ((index * 37) % 491);
      const { round, balance } = await playRound(app, tokens.get(game) ?? '', bet, oneStepParams(game, bet));
      expect(round).toMatchObject({ bet, status: 'settled' });
      expect(balance).toBe(lastBalance - bet + round.win);
      stakes += bet;
      wins += round.win;
      lastBalance = balance;
    }

    expect(await accountBalance(app, player, 'EUR')).toBe(DEPOSIT - stakes + wins);
    const spins: SpinView[] = [];
    for (let page = 1; page <= 2; page += 1) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/game/spins?perPage=100&page=${page}`,
        headers: bearer(player.accessToken),
      });
      spins.push(...response.json<{ data: SpinView[] }>().data);
    }
    expect(spins).toHaveLength(ROUNDS);
    expect(
      spins.every((spin) => spin.status === GameRoundStatus.Settled && !spin.isDemo && spin.currency === 'EUR'),
    ).toBe(true);
    expect(spins.reduce((sum, spin) => sum + spin.bet, 0)).toBe(stakes);
    expect(spins.reduce((sum, spin) => sum + spin.win, 0)).toBe(wins);
    const played = await app.inject({
      method: 'GET',
      url: '/api/game/games/played',
      headers: bearer(player.accessToken),
    });
    expect(played.json<{ data: { identity: string; rounds: number }[] }>().data.map((game) => game.rounds)).toEqual(
      ONE_STEP_GAMES.map(() => ROUNDS / 5),
    );
    await expectLedgerIntact(app);
  });

  it('refuses bad bets, bad params and missing money with 4xx, never 500', async () => {
    const { app } = testApp;
    const player = await registerPlayer(app);
    const token = await launchToken(app, 'orbit-dice', { player });
    const dice = { target: 50, condition: 'over' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ token, bet: 12.5, params: dice }, 422, 'validation_failed'],
      [{ token, bet: 0, params: dice }, 422, 'validation_failed'],
      [{ token, bet: -100, params: dice }, 422, 'validation_failed'],
      [{ token, bet: '100', params: dice }, 422, 'validation_failed'],
      [{ token, bet: 9, params: dice }, 422, 'bet_out_of_range'],
      [{ token, bet: 100_001, params: dice }, 422, 'bet_out_of_range'],
      [{ token, bet: 100, params: { target: 150, condition: 'over' } }, 422, 'dice_target_out_of_range'],
      [{ token, bet: 100, params: { target: 50, condition: 'sideways' } }, 422, 'invalid_params'],
      [{ token, bet: 100, params: dice }, 422, 'insufficient_funds'],
      [{ token: 'not-a-launch-token', bet: 100, params: dice }, 401, 'unauthorized'],
      [{ token, game: 'orbit-limbo', bet: 100, params: dice }, 403, 'token_game_mismatch'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await providerCall(app, '/rounds', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ error: { code } });
    }
    const targetError = await providerCall(app, '/rounds', {
      token,
      bet: 100,
      params: { target: 150, condition: 'over' },
    });
    expect(targetError.json()).toMatchObject({ error: { fields: { target: [expect.any(String)] } } });
    expect((await providerCall(app, '/session', { token: 'x'.repeat(43) })).statusCode).toBe(401);
    expect((await providerCall(app, '/seeds/rotate', { token: 'nope' })).statusCode).toBe(401);
    // A launch lasts 12 hours; after that its token is refused like an unknown one.
    const expired = await launchToken(app, 'orbit-limbo', { player });
    await app.database.db
      .update(gameLaunchSessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(gameLaunchSessions.playerId, player.profile.id));
    expect((await providerCall(app, '/session', { token: expired })).json()).toMatchObject({
      error: { code: 'unauthorized' },
    });

    // A roulette bet is the sum of its chips.
    await fundPlayer(app, player.profile.id, 'EUR', 10_000n);
    const roulette = await launchToken(app, 'orbit-european-roulette', { player });
    const mismatch = await providerCall(app, '/rounds', {
      token: roulette,
      bet: 100,
      params: { bets: [{ type: 'red', amount: 50 }] },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({ error: { code: 'bet_mismatch' } });
    // Nothing moved but the funding.
    expect(await accountBalance(app, player, 'EUR')).toBe(10_000);
    expect(await app.database.db.select().from(gameRounds).where(eq(gameRounds.playerId, player.profile.id))).toEqual(
      [],
    );
    await expectLedgerIntact(app);
  });
});

describe('launching', () => {
  it('needs a player for real money, a playable game, and a demo mode for demo', async () => {
    const { app } = testApp;
    const player = await registerPlayer(app);
    const guestReal = await launchRequest(app, 'orbit-dice');
    expect(guestReal.statusCode).toBe(401);
    await app.database.db.update(games).set({ isPlayable: false }).where(eq(games.identity, 'orbit-limbo'));
    const listed = await launchRequest(app, 'orbit-limbo', { player });
    expect(listed.statusCode).toBe(422);
    expect(listed.json()).toMatchObject({ error: { code: 'game_not_playable' } });
    expect((await launchRequest(app, 'orbit-limbo', { demo: true })).json()).toMatchObject({
      error: { code: 'game_not_playable' },
    });
    await app.database.db.update(games).set({ isPlayable: true }).where(eq(games.identity, 'orbit-limbo'));
    expect((await launchRequest(app, 'no-such-game', { player })).statusCode).toBe(404);
    await app.database.db.update(games).set({ hasDemo: false }).where(eq(games.identity, 'orbit-plinko'));
    expect((await launchRequest(app, 'orbit-plinko', { demo: true })).json()).toMatchObject({
      error: { code: 'demo_unavailable' },
    });
    await app.database.db.update(games).set({ hasDemo: true }).where(eq(games.identity, 'orbit-plinko'));
    const byId = await launchRequest(app, 'Orbit-Dice', { player });
    expect(byId.statusCode).toBe(200);
    expect(byId.json<{ url: string }>().url).toMatch(/^\/provider\/games\/play\/orbit-dice\?token=[\w-]{43}$/);
  });
});

describe('play money', () => {
  it('lets a guest play a demo on the session balance only, recorded as demo rounds', async () => {
    const { app } = testApp;
    const token = await launchToken(app, 'orbit-limbo', { demo: true });
    const opened = await session(app, token);
    expect(opened).toMatchObject({
      currency: 'FUN',
      subunitToUnit: 100,
      balance: 100_000,
      demo: true,
      openRound: null,
    });
    const first = await playRound(app, token, 1_000, { target: 2 });
    expect(first.balance).toBe(100_000 - 1_000 + first.round.win);
    // A x1 000 000 target all but surely loses: the whole balance goes, and then nothing is left to bet.
    const allIn = await playRound(app, token, first.balance > 100_000 ? 100_000 : first.balance, { target: 1_000_000 });
    const broke = await providerCall(app, '/rounds', { token, bet: 1_000, params: { target: 2 } });
    if (allIn.balance < 1_000) expect(broke.json()).toMatchObject({ error: { code: 'insufficient_funds' } });
    const rounds = await app.database.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.isDemo, true), eq(gameRounds.currency, 'FUN')));
    expect(rounds.length).toBeGreaterThanOrEqual(2);
    expect(rounds.every((round) => round.playerId === null && round.status === GameRoundStatus.Settled)).toBe(true);
    await expectLedgerIntact(app);
  });

  it("gives a player's demo their account currency and shows it in their history as demo", async () => {
    const { app } = testApp;
    const player = await registerPlayer(app);
    const token = await launchToken(app, 'orbit-dice', { player, demo: true });
    expect(await session(app, token)).toMatchObject({ currency: 'EUR', balance: 100_000, demo: true });
    await playRound(app, token, 500, { target: 50, condition: 'under' });
    expect(await accountBalance(app, player, 'EUR')).toBe(0);
    const spins = await app.inject({ method: 'GET', url: '/api/game/spins', headers: bearer(player.accessToken) });
    expect(spins.json<{ data: SpinView[] }>().data).toMatchObject([
      { isDemo: true, bet: 500, currency: 'EUR', game: { identity: 'orbit-dice' } },
    ]);
  });
});
