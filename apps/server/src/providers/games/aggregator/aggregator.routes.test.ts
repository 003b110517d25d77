import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameRoundStatus, type PlayerId } from '@casino/shared';
import { signedHeaders, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@casino/seamless-protocol';
import { gameRounds, games } from '../../../modules/game/game.table';
import { issueBonus } from '../../../testing/bonuses';
import { expectLedgerIntact, fundPlayer } from '../../../testing/ledger';
import { TEST_ADMIN_TOKEN } from '../../../testing/payments';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../../testing/players';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { accountBalance } from '../inhouse/inhouse-testing';
import { gameLaunchSessions } from '../inhouse/inhouse.table';
import { createLaunchSession } from '../inhouse/launch-sessions';
import {
  eventually,
  freePort,
  startStudio,
  startWalletProxy,
  studioCall,
  type StudioProcess,
  type WalletProxy,
} from './aggregator-testing';

/**
 * The aggregator integration end to end: the studio's game server as its own process and database
 * (apps/studio-server), the platform's wallet API it calls over the signed protocol, and a proxy
 * between them that can make the platform's answer come too late.
 */

const SECRET = 'studio-test-secret-0123456789-abcdefghijklmnop';
/** The studio gives up on a wallet answer after this long (then rolls the bet back). */
const WALLET_TIMEOUT_MS = 2_000;
const SLOT = 'fruit-fiesta';
const DEPOSIT = 100_000;

let testApp: TestApp;
let studio: StudioProcess;
let proxy: WalletProxy;

beforeAll(async () => {
  proxy = await startWalletProxy();
  const studioPort = await freePort();
  studio = await startStudio(studioPort, {
    STUDIO_SHARED_SECRET: SECRET,
    PLATFORM_URL: proxy.url,
    STUDIO_PUBLIC_URL: `http://127.0.0.1:${studioPort}`,
    STUDIO_WALLET_TIMEOUT_MS: String(WALLET_TIMEOUT_MS),
    STUDIO_RETRY_INTERVAL_MS: '100',
  });
  testApp = await createTestApp({
    environment: {
      STUDIO_URL: studio.url,
      STUDIO_SHARED_SECRET: SECRET,
      STUDIO_LAUNCH_TIMEOUT_MS: '3000',
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    },
  });
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  proxy.target = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
}, 240_000);

afterAll(async () => {
  await studio?.stop();
  await proxy?.close();
  await testApp?.close();
});

afterEach(async () => {
  await expectLedgerIntact(testApp.app);
});

async function fundedPlayer(amount = DEPOSIT): Promise<RegisteredPlayer> {
  const player = await registerPlayer(testApp.app);
  await fundPlayer(testApp.app, player.profile.id, 'EUR', BigInt(amount));
  return player;
}

/** Launches through the platform and answers the studio's token from the game URL. */
async function launch(game: string, options: { player?: RegisteredPlayer; demo?: boolean } = {}): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/game/games/${game}/play`,
    headers: options.player ? bearer(options.player.accessToken) : {},
    payload: { demo: options.demo ?? false },
  });
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(response.json<{ url: string }>().url);
  expect(url.origin).toBe(studio.url);
  expect(url.pathname).toBe(`/provider/games/play/${game}`);
  return url.searchParams.get('token') ?? '';
}

interface Round {
  readonly id: string;
  readonly bet: number;
  readonly win: number;
  readonly status: string;
  readonly outcome: { readonly totalWin?: number; readonly spins?: unknown[] };
}

async function spin(token: string, bet: number, params: Record<string, unknown> = {}) {
  return studioCall<{ round: Round; balance: number; error?: { code: string; message: string } }>(
    studio.url,
    '/rounds',
    { token, game: SLOT, bet, params },
  );
}

async function roundsOf(playerId: PlayerId) {
  return testApp.app.database.db.select().from(gameRounds).where(eq(gameRounds.playerId, playerId));
}

/** A wallet session of the platform for a player (what the launch hands the studio), for calling the wallet API directly. */
async function walletToken(player: RegisteredPlayer, game = SLOT): Promise<string> {
  const [row] = await testApp.app.database.db.select({ id: games.id }).from(games).where(eq(games.identity, game));
  if (!row) throw new Error(`no game ${game}`);
  return createLaunchSession(testApp.app.database.db, {
    playerId: player.profile.id,
    authSessionId: loginOf(player),
    gameId: row.id,
    currency: 'EUR',
    subunitToUnit: 100,
    isDemo: false,
    demoBalance: null,
  });
}

/** The login (`sid`) of a player's access token. */
function loginOf(player: RegisteredPlayer): string {
  const payload = player.accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid: string }).sid;
}

function walletCall(operation: string, body: Record<string, unknown>, headers?: Record<string, string>) {
  const payload = JSON.stringify(body);
  return testApp.app.inject({
    method: 'POST',
    url: `/provider/aggregator/wallet/${operation}`,
    headers: { 'content-type': 'application/json', ...(headers ?? signedHeaders(SECRET, payload)) },
    payload,
  });
}

describe('playing a studio game for real money', () => {
  it('moves every stake and win through the ledger: the studio balance, the account and the platform rounds agree', {
    timeout: 120_000,
  }, async () => {
    const player = await fundedPlayer();
    const token = await launch(SLOT, { player });
    const session = await studioCall<{
      balance: number;
      demo: boolean;
      game: { kind: string; config: { id: string } };
      seeds: { serverSeedHash: string };
    }>(studio.url, '/session', { token, game: SLOT });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      balance: DEPOSIT,
      demo: false,
      game: { kind: 'reels', config: { id: SLOT } },
    });
    expect(session.body.seeds.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    let balance = DEPOSIT;
    let stakes = 0;
    let wins = 0;
    for (let index = 0; index < 12; index += 1) {
      const answer = await spin(token, 100);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.round).toMatchObject({ bet: 100, status: 'settled' });
      expect(answer.body.balance).toBe(balance - 100 + answer.body.round.win);
      balance = answer.body.balance;
      stakes += 100;
      wins += answer.body.round.win;
    }
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT - stakes + wins);
    const rounds = await roundsOf(player.profile.id);
    expect(rounds).toHaveLength(12);
    expect(
      rounds.every((round) => round.status === GameRoundStatus.Settled && round.bet === 100n && !round.isDemo),
    ).toBe(true);
    expect(rounds.reduce((sum, round) => sum + Number(round.win), 0)).toBe(wins);
    // The player's spins history shows them like any other game's.
    const history = await testApp.app.inject({
      method: 'GET',
      url: '/api/game/spins?perPage=50',
      headers: bearer(player.accessToken),
    });
    expect(
      history.json<{ data: { game: { identity: string } }[] }>().data.filter((row) => row.game.identity === SLOT),
    ).toHaveLength(12);
  });

  it('charges a bonus buy its price and refuses a stake the account cannot cover, moving nothing', async () => {
    const player = await fundedPlayer(5_000);
    const token = await launch('neon-drift', { player });
    const bought = await studioCall<{ round: Round; balance: number }>(studio.url, '/rounds', {
      token,
      game: 'neon-drift',
      bet: 20,
      params: { buy: true },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.round.bet).toBeGreaterThan(20);
    expect(bought.body.balance).toBe(5_000 - bought.body.round.bet + bought.body.round.win);
    const before = await accountBalance(testApp.app, player, 'EUR');
    const tooMuch = await studioCall<{ error: { code: string } }>(studio.url, '/rounds', {
      token,
      game: 'neon-drift',
      bet: 100_000,
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.code).toBe('insufficient_funds');
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(before);
    expect(await roundsOf(player.profile.id)).toHaveLength(1);
  });

  it("applies the player's responsible-gaming limits to the studio's stakes, as to the in-house games", async () => {
    const player = await fundedPlayer();
    const limit = await testApp.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: bearer(player.accessToken),
      payload: { definition: 2, period: 'daily', amount: 100, currency: 'EUR' },
    });
    expect(limit.statusCode).toBe(201);
    const token = await launch(SLOT, { player });
    const refused = await spin(token, 200);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('loss_limit_reached');
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT);
    expect(await roundsOf(player.profile.id)).toEqual([]);
  });

  it('plays demo on the studio’s play money: no account moves, no platform round', async () => {
    const player = await fundedPlayer();
    for (const token of [await launch(SLOT, { demo: true }), await launch(SLOT, { player, demo: true })]) {
      const session = await studioCall<{ balance: number; demo: boolean }>(studio.url, '/session', {
        token,
        game: SLOT,
      });
      expect(session.body).toMatchObject({ demo: true, balance: 100_000 });
      const answer = await spin(token, 500);
      expect(answer.status).toBe(200);
      expect(answer.body.balance).toBe(100_000 - 500 + answer.body.round.win);
    }
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT);
    expect(await roundsOf(player.profile.id)).toEqual([]);
  });
});

describe('a break at the studio', () => {
  it("closes the studio's games opened before a cooling-off, real money and a signed-in demo alike, and its end opens them again", async () => {
    const player = await fundedPlayer();
    const real = await launch(SLOT, { player });
    const demo = await launch(SLOT, { player, demo: true });
    const guestDemo = await launch(SLOT, { demo: true });
    const started = await testApp.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: bearer(player.accessToken),
      payload: { definition: 5, days: 1 },
    });
    expect(started.statusCode, started.body).toBe(201);
    for (const [what, answer] of [
      ['the real-money game', await studioCall(studio.url, '/session', { token: real, game: SLOT })],
      ['the demo', await studioCall(studio.url, '/session', { token: demo, game: SLOT })],
      ['a demo round', await spin(demo, 500)],
      ['a real-money round', await spin(real, 500)],
    ] as const) {
      expect(answer.status, what).toBe(409);
      const error = (answer.body as { error?: { code: string; message: string } }).error;
      expect(error?.code, what).toBe('cooling_off');
      expect(error?.message, what).toMatch(/^You are taking a break until /);
    }
    // A guest's demo names no one: the casino cannot tell, and it plays on.
    expect((await spin(guestDemo, 500)).status).toBe(200);
    const clock = testApp.app.limits.now;
    testApp.app.limits.now = () => new Date(clock().getTime() + 25 * 3_600_000);
    try {
      expect((await studioCall(studio.url, '/session', { token: real, game: SLOT })).status).toBe(200);
      expect((await spin(demo, 500)).status).toBe(200);
    } finally {
      testApp.app.limits.now = clock;
    }
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT);
  });
});

describe("a bonus's maximum stake at the studio", () => {
  it('is in the balance answer and the game session, and a bonus buy above it is refused before anything moves', async () => {
    const template = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/bonuses/templates',
      headers: bearer(TEST_ADMIN_TOKEN),
      payload: {
        pageIdentity: `studio-max-${randomUUID().slice(0, 8)}`,
        kind: 'manual',
        title: 'At most 10 EUR a stake',
        currencies: { EUR: { amount: 3_000, maxBet: 1_000 } },
        wagerMultiplier: 5,
        contribution: { games: {}, collections: {}, defaultRate: 10_000, sportsMinOdds: null, sportsRate: 0 },
        triggerConditions: { invoiceAmountItems: [], baseCurrencyInvoiceAmountFrom: null },
      },
    });
    expect(template.statusCode, template.body).toBe(201);
    const player = await fundedPlayer();
    const plain = await fundedPlayer();
    await issueBonus(testApp.app, TEST_ADMIN_TOKEN, player.profile.id, {
      bonusId: template.json<{ id: number }>().id,
      currency: 'EUR',
    });

    const balance = await walletCall('balance', {
      token: await walletToken(player, 'neon-drift'),
      currency: 'EUR',
      game: 'neon-drift',
    });
    expect(balance.json()).toEqual({ balance: String(DEPOSIT + 3_000), currency: 'EUR', maxBet: '1000' });
    expect(
      (
        await walletCall('balance', {
          token: await walletToken(plain, 'neon-drift'),
          currency: 'EUR',
          game: 'neon-drift',
        })
      ).json(),
    ).toEqual({ balance: String(DEPOSIT), currency: 'EUR' });

    const token = await launch('neon-drift', { player });
    const session = await studioCall<{ limits: { bonusMaxBet: number | null } }>(studio.url, '/session', {
      token,
      game: 'neon-drift',
    });
    expect(session.body.limits.bonusMaxBet).toBe(1_000);
    const plainSession = await studioCall<{ limits: { bonusMaxBet: number | null } }>(studio.url, '/session', {
      token: await launch('neon-drift', { player: plain }),
      game: 'neon-drift',
    });
    expect(plainSession.body.limits.bonusMaxBet).toBeNull();

    // 52 stakes of 0.20 EUR: 10.40 EUR, over the maximum: refused, nothing moves. 52 of 0.10 (5.20 EUR) is taken.
    const refused = await studioCall<{ error: { code: string } }>(studio.url, '/rounds', {
      token,
      game: 'neon-drift',
      bet: 20,
      params: { buy: true },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('bonus_max_bet_exceeded');
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT);
    expect(await roundsOf(player.profile.id)).toEqual([]);
    const bought = await studioCall<{ round: Round }>(studio.url, '/rounds', {
      token,
      game: 'neon-drift',
      bet: 10,
      params: { buy: true },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.round.bet).toBe(520);
  });
});

describe('the wallet API refuses what it must', () => {
  it('refuses a forged signature, a stale timestamp and a missing one before anything moves', async () => {
    const player = await fundedPlayer();
    const token = await walletToken(player);
    const bet = {
      token,
      currency: 'EUR',
      game: SLOT,
      roundId: randomUUID(),
      transactionId: randomUUID(),
      amount: '100',
    };
    const forged = await walletCall(
      'bet',
      bet,
      signedHeaders('another-secret-of-at-least-32-characters', JSON.stringify(bet)),
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: { code: 'invalid_signature' } });
    // A valid signature over other bytes (an amount changed on the way) is forged too.
    const tampered = await walletCall('bet', { ...bet, amount: '100000' }, signedHeaders(SECRET, JSON.stringify(bet)));
    expect(tampered.statusCode).toBe(401);
    const stale = await walletCall(
      'bet',
      bet,
      signedHeaders(SECRET, JSON.stringify(bet), new Date(Date.now() - 10 * 60_000)),
    );
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ error: { code: 'stale_request' } });
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/provider/aggregator/wallet/bet',
      headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(Math.floor(Date.now() / 1000)) },
      payload: JSON.stringify(bet),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.headers[SIGNATURE_HEADER]).toBeUndefined();
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT);
    expect(await roundsOf(player.profile.id)).toEqual([]);
  });

  it('moves a replayed bet and a replayed win once, answering the replays as the first calls', async () => {
    const player = await fundedPlayer();
    const token = await walletToken(player);
    const roundId = randomUUID();
    const bet = { token, currency: 'EUR', game: SLOT, roundId, transactionId: `${roundId}:bet`, amount: '250' };
    const first = await walletCall('bet', bet);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ balance: String(DEPOSIT - 250), replayed: false });
    const again = await walletCall('bet', bet);
    expect(again.json()).toMatchObject({ balance: String(DEPOSIT - 250), replayed: true });
    const win = {
      token,
      currency: 'EUR',
      game: SLOT,
      roundId,
      transactionId: `${roundId}:win`,
      betTransactionId: `${roundId}:bet`,
      amount: '1000',
      jackpot: false,
    };
    expect((await walletCall('win', win)).json()).toMatchObject({ balance: String(DEPOSIT + 750), replayed: false });
    expect((await walletCall('win', win)).json()).toMatchObject({ balance: String(DEPOSIT + 750), replayed: true });
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT + 750);
    const [round] = await roundsOf(player.profile.id);
    expect(round).toMatchObject({ bet: 250n, win: 1000n, status: GameRoundStatus.Settled });
  });

  it('pays a win whose wallet session was pruned meanwhile (the round says whose money it is), and takes no new bet on it', async () => {
    const player = await fundedPlayer();
    const token = await walletToken(player);
    const roundId = randomUUID();
    const call = { token, currency: 'EUR', game: SLOT, roundId };
    expect((await walletCall('bet', { ...call, transactionId: `${roundId}:bet`, amount: '100' })).statusCode).toBe(200);
    // Expired launch sessions are pruned on a schedule; the studio may still be retrying the win.
    await testApp.app.database.db.delete(gameLaunchSessions).where(eq(gameLaunchSessions.playerId, player.profile.id));
    const win = await walletCall('win', {
      ...call,
      transactionId: `${roundId}:win`,
      betTransactionId: `${roundId}:bet`,
      amount: '300',
      jackpot: false,
    });
    expect(win.statusCode, win.body).toBe(200);
    expect(win.json()).toMatchObject({ balance: String(DEPOSIT + 200) });
    const next = randomUUID();
    expect(
      (await walletCall('bet', { ...call, roundId: next, transactionId: `${next}:bet`, amount: '100' })).json(),
    ).toMatchObject({ error: { code: 'invalid_token' } });
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT + 200);
  });

  it("passes a win's jackpot flag on to the wallet: refused for a game without a jackpot, paid from the pool once for one with it", async () => {
    const player = await fundedPlayer();
    const plain = await walletToken(player);
    const plainRound = randomUUID();
    const plainCall = { token: plain, currency: 'EUR', game: SLOT, roundId: plainRound };
    expect(
      (await walletCall('bet', { ...plainCall, transactionId: `${plainRound}:bet`, amount: '100' })).statusCode,
    ).toBe(200);
    const claimed = await walletCall('win', {
      ...plainCall,
      transactionId: `${plainRound}:win`,
      betTransactionId: `${plainRound}:bet`,
      amount: '0',
      jackpot: true,
    });
    expect(claimed.statusCode).toBe(422);
    expect(claimed.json()).toMatchObject({ error: { code: 'jackpot_not_offered' } });
    expect(
      (
        await walletCall('win', {
          ...plainCall,
          transactionId: `${plainRound}:win`,
          betTransactionId: `${plainRound}:bet`,
          amount: '0',
          jackpot: false,
        })
      ).statusCode,
    ).toBe(200);

    const jackpotGame = await walletToken(player, 'triple-sevens');
    const roundId = randomUUID();
    const call = { token: jackpotGame, currency: 'EUR', game: 'triple-sevens', roundId };
    expect((await walletCall('bet', { ...call, transactionId: `${roundId}:bet`, amount: '100' })).statusCode).toBe(200);
    const win = {
      ...call,
      transactionId: `${roundId}:win`,
      betTransactionId: `${roundId}:bet`,
      amount: '0',
      jackpot: true,
    };
    const paid = await walletCall('win', win);
    expect(paid.statusCode, paid.body).toBe(200);
    const { jackpotWin, balance } = paid.json<{ jackpotWin: string; balance: string }>();
    expect(BigInt(jackpotWin)).toBeGreaterThan(0n);
    expect(BigInt(balance)).toBe(BigInt(DEPOSIT - 200) + BigInt(jackpotWin));
    // Replayed, the win answers the same pool payment and pays nothing more.
    expect((await walletCall('win', win)).json()).toMatchObject({ replayed: true, jackpotWin, balance });
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(Number(balance));
  });

  it('refuses a win for a bet it never took, a token used for another game or currency, and one that is unknown', async () => {
    const player = await fundedPlayer();
    const other = await fundedPlayer();
    const token = await walletToken(player);
    const roundId = randomUUID();
    const win = {
      token,
      currency: 'EUR',
      game: SLOT,
      roundId,
      transactionId: `${roundId}:win`,
      betTransactionId: `${roundId}:bet`,
      amount: '5000',
      jackpot: false,
    };
    const unknownBet = await walletCall('win', win);
    expect(unknownBet.statusCode).toBe(404);
    expect(unknownBet.json()).toMatchObject({ error: { code: 'unknown_bet' } });
    const bet = { token, currency: 'EUR', game: SLOT, roundId, transactionId: `${roundId}:bet`, amount: '100' };
    expect((await walletCall('bet', { ...bet, game: 'neon-drift' })).json()).toMatchObject({
      error: { code: 'token_game_mismatch' },
    });
    expect((await walletCall('bet', { ...bet, currency: 'USD' })).json()).toMatchObject({
      error: { code: 'currency_mismatch' },
    });
    expect((await walletCall('bet', { ...bet, token: 'not-a-session-token' })).json()).toMatchObject({
      error: { code: 'invalid_token' },
    });
    // The other player's studio session cannot reach this player's money or rounds.
    const otherToken = await launch(SLOT, { player: other });
    const mine = await launch(SLOT, { player });
    const played = await spin(mine, 100);
    expect(played.status).toBe(200);
    const theirs = await studioCall<{ error: { code: string } }>(
      studio.url,
      `/rounds/${played.body.round.id}/actions`,
      { token: otherToken, action: {} },
    );
    expect(theirs.status).toBe(404);
    expect(await accountBalance(testApp.app, other, 'EUR')).toBe(DEPOSIT);
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT - 100 + played.body.round.win);
  });

  it('takes no new bet once the login that launched the game has ended', async () => {
    const player = await fundedPlayer();
    const token = await launch(SLOT, { player });
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/player/sessions/logout',
      headers: bearer(player.accessToken),
    });
    expect(logout.statusCode).toBe(204);
    const refused = await spin(token, 100);
    expect(refused.status).toBe(401);
    expect(refused.body.error?.code).toBe('session_ended');
    // Logged out, the player's own view of the account is gone: the wallet's is read instead.
    expect(
      await testApp.app.bonuses.gameWallet
        .seamlessWallet('aggregator')
        .balance({ playerId: player.profile.id, currency: 'EUR' }),
    ).toBe(BigInt(DEPOSIT));
    expect(await roundsOf(player.profile.id)).toEqual([]);
  });
});

// Before the failures below: the last of them stops the studio.
describe("the studio's game client API against bad input", () => {
  it('refuses params or an action with a NUL character (422 in the error format, not a 500 from its database), and the round still plays', async () => {
    const token = await launch('jacks-or-better', { demo: true });
    const params = await studioCall<{ error: { code: string; fields: Record<string, string[]> } }>(
      studio.url,
      '/rounds',
      { token, game: 'jacks-or-better', bet: 100, params: { 'x\u0000': 'a\u0000' } },
    );
    expect(params.status).toBe(422);
    expect(params.body.error).toMatchObject({ code: 'validation_failed', fields: { params: [expect.any(String)] } });
    const deal = await studioCall<{ round: { id: string; status: string } }>(studio.url, '/rounds', {
      token,
      game: 'jacks-or-better',
      bet: 100,
    });
    expect(deal.status).toBe(200);
    const hold = [true, true, true, true, true];
    const nul = await studioCall<{ error: { code: string; fields: Record<string, string[]> } }>(
      studio.url,
      `/rounds/${deal.body.round.id}/actions`,
      { token, action: { type: 'draw', hold, 'z\u0000': 1 } },
    );
    expect(nul.status).toBe(422);
    expect(nul.body.error).toMatchObject({ code: 'validation_failed', fields: { action: [expect.any(String)] } });
    const drawn = await studioCall(studio.url, `/rounds/${deal.body.round.id}/actions`, {
      token,
      action: { type: 'draw', hold },
    });
    expect(drawn.status).toBe(200);
  });
});

describe('failures between the studio and the platform', () => {
  it('rolls back a bet whose answer timed out: the stake comes back and the round shows as rolled back', {
    timeout: 60_000,
  }, async () => {
    const player = await fundedPlayer();
    const token = await launch(SLOT, { player });
    proxy.faultNext('/bet', { kind: 'delay', ms: WALLET_TIMEOUT_MS * 3 });
    const answer = await spin(token, 300);
    expect(answer.status).toBe(503);
    expect(answer.body.error).toMatchObject({ code: 'bet_not_confirmed' });
    expect(answer.body.error?.message).toMatch(/no money moved/);
    // The platform took the stake (its answer was only late); the studio's rollback gives it back.
    const rounds = await eventually(
      () => roundsOf(player.profile.id),
      (rows) => rows.length === 1 && rows[0]?.status === GameRoundStatus.RolledBack,
    );
    expect(rounds[0]?.bet).toBe(300n);
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT);
    const history = await testApp.app.inject({
      method: 'GET',
      url: '/api/game/spins?perPage=10',
      headers: bearer(player.accessToken),
    });
    expect(history.json<{ data: { status: string }[] }>().data[0]).toMatchObject({
      status: GameRoundStatus.RolledBack,
    });
    // The player plays on afterwards as usual.
    const next = await spin(token, 100);
    expect(next.status).toBe(200);
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT - 100 + next.body.round.win);
  });

  it('retries a win whose answer was lost until the platform has paid it, once', { timeout: 60_000 }, async () => {
    const player = await fundedPlayer();
    const token = await launch(SLOT, { player });
    proxy.faultNext('/win', { kind: 'drop' });
    const answer = await spin(token, 100);
    expect(answer.status).toBe(200);
    const expected = DEPOSIT - 100 + answer.body.round.win;
    expect(answer.body.balance).toBe(expected);
    const [settled] = await eventually(
      () => roundsOf(player.profile.id),
      (rows) => rows[0]?.status === GameRoundStatus.Settled,
    );
    expect(settled?.win).toBe(BigInt(answer.body.round.win));
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(expected);
  });

  it('answers a clear 503 when the studio is down, and nothing moves', { timeout: 60_000 }, async () => {
    const player = await fundedPlayer();
    await studio.stop();
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/game/games/${SLOT}/play`,
      headers: bearer(player.accessToken),
      payload: {},
    });
    expect(response.statusCode).toBe(503);
    const { error } = response.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe('provider_unavailable');
    expect(error.message).toMatch(/cannot be reached/);
    const demo = await testApp.app.inject({
      method: 'POST',
      url: `/api/game/games/${SLOT}/play`,
      payload: { demo: true },
    });
    expect(demo.json()).toMatchObject({ error: { code: 'provider_unavailable' } });
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT);
    expect(
      await testApp.app.database.db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.playerId, player.profile.id))),
    ).toEqual([]);
  });
});
