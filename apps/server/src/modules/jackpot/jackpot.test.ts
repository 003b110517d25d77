import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BIG_WINS_CHANNEL,
  JACKPOTS_CHANNEL,
  type BigWinView,
  type GameProviderIntegration,
  type JackpotView,
  type PlayerId,
} from '@casino/shared';
import { queryRows } from '../../db/database';
import type { SeamlessWallet } from '../../providers/games/seamless-wallet';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { registerPlayer } from '../../testing/players';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { JACKPOT_CONTRIBUTION_BASIS_POINTS, jackpotShareOf } from './jackpot.service';
import { jackpotPools, jackpotWins } from './jackpot.table';

let testApp: TestApp;
let seamless: SeamlessWallet;
let plainWallet: SeamlessWallet;
let jackpotGameId: string;
let plainGameId: string;
const CURRENCY = 'EUR';

const app = () => testApp.app;
const db = () => testApp.app.database.db;

/** A game of the lobby as its provider's integration calls the wallet (whichever integration the catalogue gives it). */
async function walletGame(identity: string): Promise<{ id: string; wallet: SeamlessWallet }> {
  const [row] = await queryRows<{ id: string; integration: GameProviderIntegration }>(
    db(),
    sql`select g.id, p.integration from games g join game_providers p on p.id = g.provider_id where g.identity = ${identity}`,
  );
  if (!row) throw new Error(`no game ${identity}`);
  // Playable here whatever the catalogue says today (a listed studio's game cannot be launched, but its wallet calls are what is tested).
  await db().execute(sql`update games set is_playable = true, is_enabled = true where id = ${row.id}::uuid`);
  return { id: row.id, wallet: app().bonuses.gameWallet.seamlessWallet(row.integration) };
}

beforeAll(async () => {
  testApp = await createTestApp();
  const jackpotGame = await walletGame('triple-sevens');
  jackpotGameId = jackpotGame.id;
  seamless = jackpotGame.wallet;
  const plain = await walletGame('fruit-fiesta');
  plainGameId = plain.id;
  plainWallet = plain.wallet;
});
afterAll(() => testApp?.close());
afterEach(async () => {
  await expectLedgerIntact(app());
});

async function fundedPlayer(amount: bigint) {
  const player = await registerPlayer(app(), { nickname: `lucky_${randomUUID().slice(0, 8)}` });
  await fundPlayer(app(), player.profile.id, CURRENCY, amount);
  return player;
}

const balanceOf = async (playerId: PlayerId) =>
  app().bonuses.gameWallet.seamlessWallet('inhouse').balance({ playerId, currency: CURRENCY });

async function pool(): Promise<bigint> {
  const [row] = await db()
    .select({ balance: jackpotPools.balance })
    .from(jackpotPools)
    .where(eq(jackpotPools.currency, CURRENCY));
  return row?.balance ?? 0n;
}

async function publicPool(currency = CURRENCY): Promise<JackpotView> {
  const response = await app().inject({ method: 'GET', url: `/api/game/jackpots?currency=${currency}` });
  expect(response.statusCode).toBe(200);
  const [view] = response.json<{ data: JackpotView[] }>().data;
  if (!view) throw new Error('no pool answered');
  return view;
}

const outboxOf = (channel: string) =>
  queryRows<{ id: string; data: unknown }>(
    db(),
    sql`select id::text as id, data from realtime_outbox where channel = ${channel} order by id`,
  );

const call = (playerId: PlayerId, gameId = jackpotGameId) => ({
  playerId,
  currency: CURRENCY,
  gameId,
  providerRoundId: randomUUID(),
});

/** A stake that starts the pool if it has not started yet (its seed from the house). */
async function startPool(): Promise<void> {
  const player = await fundedPlayer(10_000n);
  const round = call(player.profile.id);
  await seamless.betAndWin({
    ...round,
    betTransactionId: `${round.providerRoundId}:b`,
    winTransactionId: `${round.providerRoundId}:w`,
    bet: 100n,
    win: 0n,
  });
}

describe('the jackpot pool', () => {
  it('shows the seed before any stake, in the currency asked for, and refuses a malformed currency in the error format', async () => {
    const before = await publicPool('USD');
    expect(before).toMatchObject({
      identity: 'orbit-mega',
      name: 'Orbit Mega Jackpot',
      currency: 'USD',
      amount: 100_000,
      seed: 100_000,
      contributionBasisPoints: 100,
      lastWin: null,
    });
    const { games } = (await app().inject({ method: 'GET', url: '/api/game/jackpots' })).json<{ games: string[] }>();
    expect(games).toEqual(
      expect.arrayContaining([
        'quasar-quest',
        'reef-riches',
        'gold-rush-express',
        'pharaohs-vault',
        'triple-sevens',
        'lucky-scratch',
      ]),
    );
    expect(games).not.toContain('fruit-fiesta');
    const bad = await app().inject({ method: 'GET', url: '/api/game/jackpots?currency=us%00d' });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    const { error } = bad.json<{ error: { code: string; message: string } }>();
    expect([typeof error.code, typeof error.message]).toEqual(['string', 'string']);
  });

  it('takes 1% of every stake of a jackpot game, floored, from the house into the pool; other games feed nothing', async () => {
    await startPool();
    const player = await fundedPlayer(100_000n);
    const playerId = player.profile.id;
    const start = await pool();

    const oneStep = call(playerId);
    await seamless.betAndWin({
      ...oneStep,
      betTransactionId: `${oneStep.providerRoundId}:b`,
      winTransactionId: `${oneStep.providerRoundId}:w`,
      bet: 1_999n,
      win: 500n,
    });
    expect(await pool()).toBe(start + 19n);
    // Under 100 minor units, 1% floors to nothing.
    const tiny = call(playerId);
    await seamless.betAndWin({
      ...tiny,
      betTransactionId: `${tiny.providerRoundId}:b`,
      winTransactionId: `${tiny.providerRoundId}:w`,
      bet: 99n,
      win: 0n,
    });
    expect(await pool()).toBe(start + 19n);
    // Two bet calls of one round, each feeding its share; a replayed bet feeds nothing more.
    const twoStep = call(playerId);
    await seamless.bet({ ...twoStep, providerTransactionId: `${twoStep.providerRoundId}:b1`, amount: 5_000n });
    await seamless.bet({ ...twoStep, providerTransactionId: `${twoStep.providerRoundId}:b1`, amount: 5_000n });
    await seamless.bet({ ...twoStep, providerTransactionId: `${twoStep.providerRoundId}:b2`, amount: 250n });
    await seamless.win({ ...twoStep, providerTransactionId: `${twoStep.providerRoundId}:w`, amount: 0n });
    expect(await pool()).toBe(start + 19n + 50n + 2n);
    // A game without a jackpot feeds nothing.
    const plain = call(playerId, plainGameId);
    await plainWallet.betAndWin({
      ...plain,
      betTransactionId: `${plain.providerRoundId}:b`,
      winTransactionId: `${plain.providerRoundId}:w`,
      bet: 10_000n,
      win: 0n,
    });
    expect(await pool()).toBe(start + 71n);

    // The player paid the stakes and got the win: the share came out of the house's side, not the player's.
    expect(await balanceOf(playerId)).toBe(100_000n - 1_999n + 500n - 99n - 5_250n - 10_000n);
    expect(jackpotShareOf(1_999n)).toBe(19n);
    expect(JACKPOT_CONTRIBUTION_BASIS_POINTS).toBe(100);
    expect((await publicPool()).amount).toBe(Number(start + 71n));
  });

  it('gives a rolled-back stake its share back from the pool, and the player the whole stake', async () => {
    await startPool();
    const player = await fundedPlayer(50_000n);
    const start = await pool();
    const round = call(player.profile.id);
    await seamless.bet({ ...round, providerTransactionId: `${round.providerRoundId}:b`, amount: 12_345n });
    expect(await pool()).toBe(start + 123n);
    const rollback = { ...round, providerTransactionId: `${round.providerRoundId}:b` };
    await seamless.rollback(rollback);
    await seamless.rollback(rollback);
    expect(await pool()).toBe(start);
    expect(await balanceOf(player.profile.id)).toBe(50_000n);
  });

  it('pays the whole pool once to a winning round under concurrent identical replays, then starts again from the seed', async () => {
    await startPool();
    const player = await fundedPlayer(20_000n);
    const playerId = player.profile.id;
    const round = call(playerId);
    await seamless.bet({ ...round, providerTransactionId: `${round.providerRoundId}:b`, amount: 10_000n });
    const prize = await pool();
    const [{ seed } = { seed: 0n }] = await db()
      .select({ seed: jackpotPools.seed })
      .from(jackpotPools)
      .where(eq(jackpotPools.currency, CURRENCY));
    expect(prize).toBeGreaterThan(seed);

    const win = { ...round, providerTransactionId: `${round.providerRoundId}:w`, amount: 300n, jackpot: true };
    const answers = await Promise.all(Array.from({ length: 5 }, () => seamless.win(win)));
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(answers.map((answer) => answer.jackpotWin)).toEqual(Array.from({ length: 5 }, () => prize));
    expect(new Set(answers.map((answer) => answer.balance))).toEqual(new Set([20_000n - 10_000n + 300n + prize]));
    expect(await balanceOf(playerId)).toBe(20_000n - 10_000n + 300n + prize);
    expect(await pool()).toBe(seed);
    expect(await db().select().from(jackpotWins).where(eq(jackpotWins.amount, prize))).toHaveLength(1);
    // The round's win is all it paid, the jackpot included; the public pool tells the last win.
    const [settled] = await queryRows<{ win: string }>(
      db(),
      sql`select win::text as win from game_rounds where id = ${answers[0]?.roundId ?? ''}::uuid`,
    );
    expect(settled?.win).toBe(String(300n + prize));
    expect((await publicPool()).lastWin?.amount).toBe(Number(prize));
    // A later replay of the win answers the same payment.
    expect((await seamless.win(win)).jackpotWin).toBe(prize);
  });

  it('pays two different winning rounds at once: one gets the pool, the next what built up since, never the same money twice', async () => {
    await startPool();
    const first = await fundedPlayer(20_000n);
    const second = await fundedPlayer(20_000n);
    const [seedRow] = await db()
      .select({ seed: jackpotPools.seed })
      .from(jackpotPools)
      .where(eq(jackpotPools.currency, CURRENCY));
    const seed = seedRow?.seed ?? 0n;
    const rounds = [call(first.profile.id), call(second.profile.id)];
    for (const round of rounds)
      await seamless.bet({ ...round, providerTransactionId: `${round.providerRoundId}:b`, amount: 8_000n });
    const built = await pool();

    const answers = await Promise.all(
      rounds.map((round) =>
        seamless.win({ ...round, providerTransactionId: `${round.providerRoundId}:w`, amount: 0n, jackpot: true }),
      ),
    );
    const paid = answers.map((answer) => answer.jackpotWin ?? -1n).sort((a, b) => (a < b ? -1 : 1));
    // The later round finds only the seed the house put back after the first win.
    expect(paid).toEqual([seed, built]);
    expect(await pool()).toBe(seed);
    const gains = [await balanceOf(first.profile.id), await balanceOf(second.profile.id)].map(
      (balance) => balance - 12_000n,
    );
    expect(gains.sort((a, b) => (a < b ? -1 : 1))).toEqual([seed, built]);
  });

  it('keeps every minor unit while stakes, rollbacks and jackpot wins run at once (no deadlock, pool never negative)', async () => {
    await startPool();
    const [seedRow] = await db()
      .select({ seed: jackpotPools.seed })
      .from(jackpotPools)
      .where(eq(jackpotPools.currency, CURRENCY));
    const seed = seedRow?.seed ?? 0n;
    const players = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(200_000n)));
    const winners = players.slice(0, 2).map((player) => call(player.profile.id));
    for (const round of winners)
      await seamless.bet({ ...round, providerTransactionId: `${round.providerRoundId}:b`, amount: 3_000n });
    const start = await pool();
    const stakes = [700n, 1_234n, 9_999n, 150n, 4_321n, 2_000n];
    const rolledBack = call(players[3]!.profile.id);
    await seamless.bet({ ...rolledBack, providerTransactionId: `${rolledBack.providerRoundId}:b`, amount: 5_000n });
    const afterRolledBackStake = await pool();
    const work: Promise<{ jackpotWin?: bigint }>[] = [
      ...winners.map((round) =>
        seamless.win({ ...round, providerTransactionId: `${round.providerRoundId}:w`, amount: 0n, jackpot: true }),
      ),
      ...stakes.map((bet, index) => {
        const round = call(players[2 + (index % 2)]!.profile.id);
        return seamless.betAndWin({
          ...round,
          betTransactionId: `${round.providerRoundId}:b`,
          winTransactionId: `${round.providerRoundId}:w`,
          bet,
          win: 0n,
        });
      }),
      seamless.rollback({ ...rolledBack, providerTransactionId: `${rolledBack.providerRoundId}:b` }),
    ];
    const answers = await Promise.all(work);
    const prizes = answers.slice(0, 2).reduce((sum, answer) => sum + (answer.jackpotWin ?? 0n), 0n);
    const shares = stakes.reduce((sum, bet) => sum + jackpotShareOf(bet), 0n);
    const returned = afterRolledBackStake - start;
    // Whatever the order: the pool holds what it had, plus the shares and two seeds, less the prizes and the returned share.
    expect(await pool()).toBe(afterRolledBackStake + shares + 2n * seed - prizes - returned);
    expect(await pool()).toBeGreaterThanOrEqual(0n);
    expect(prizes).toBeGreaterThanOrEqual(start + seed);
  });

  it('runs a one-step jackpot round (bet and win together) and answers what the pool paid', async () => {
    await startPool();
    const player = await fundedPlayer(5_000n);
    const before = await pool();
    const round = call(player.profile.id);
    const answer = await seamless.betAndWin({
      ...round,
      betTransactionId: `${round.providerRoundId}:b`,
      winTransactionId: `${round.providerRoundId}:w`,
      bet: 1_000n,
      win: 0n,
      jackpot: true,
    });
    expect(answer.jackpotWin).toBe(before + 10n);
    expect(answer.balance).toBe(5_000n - 1_000n + before + 10n);
    const replay = await seamless.betAndWin({
      ...round,
      betTransactionId: `${round.providerRoundId}:b`,
      winTransactionId: `${round.providerRoundId}:w`,
      bet: 1_000n,
      win: 0n,
      jackpot: true,
    });
    expect(replay).toMatchObject({ replayed: true, jackpotWin: before + 10n, balance: answer.balance });
  });

  it('refuses a jackpot claimed by a game that has none (422), and nothing moves', async () => {
    await startPool();
    const player = await fundedPlayer(5_000n);
    const before = await pool();
    const round = call(player.profile.id, plainGameId);
    await expect(
      plainWallet.betAndWin({
        ...round,
        betTransactionId: `${round.providerRoundId}:b`,
        winTransactionId: `${round.providerRoundId}:w`,
        bet: 1_000n,
        win: 0n,
        jackpot: true,
      }),
    ).rejects.toMatchObject({ statusCode: 422, code: 'jackpot_not_offered' });
    expect(await pool()).toBe(before);
    expect(await balanceOf(player.profile.id)).toBe(5_000n);
  });

  it('pushes the pool on its public channel, at most once a second', async () => {
    await db().execute(sql`update jackpot_pools set published_at = 'epoch'`);
    const [last] = await queryRows<{ id: string | null }>(db(), sql`select max(id)::text as id from realtime_outbox`);
    const since = BigInt(last?.id ?? '0');
    const player = await fundedPlayer(100_000n);
    for (let index = 0; index < 3; index += 1) {
      const round = call(player.profile.id);
      await seamless.betAndWin({
        ...round,
        betTransactionId: `${round.providerRoundId}:b`,
        winTransactionId: `${round.providerRoundId}:w`,
        bet: 1_000n,
        win: 0n,
      });
    }
    const pushes = (await outboxOf(JACKPOTS_CHANNEL)).filter((row) => BigInt(row.id) > since);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.data).toMatchObject({
      type: 'jackpot.updated',
      jackpot: { currency: CURRENCY, identity: 'orbit-mega' },
    });
  });
});

describe('the big-wins feed', () => {
  it('shows a 10x win and a jackpot after they happen, names masked, nothing private; a smaller win stays out', async () => {
    await startPool();
    const player = await fundedPlayer(50_000n);
    const nickname = 'stargazer_9000';
    await db().execute(sql`update players set nickname = ${nickname} where id = ${player.profile.id}::uuid`);
    const small = call(player.profile.id, plainGameId);
    await plainWallet.betAndWin({
      ...small,
      betTransactionId: `${small.providerRoundId}:b`,
      winTransactionId: `${small.providerRoundId}:w`,
      bet: 100n,
      win: 999n,
    });
    const big = call(player.profile.id, plainGameId);
    const bigAnswer = await plainWallet.betAndWin({
      ...big,
      betTransactionId: `${big.providerRoundId}:b`,
      winTransactionId: `${big.providerRoundId}:w`,
      bet: 100n,
      win: 1_000n,
    });
    const jackpotRound = call(player.profile.id);
    await seamless.bet({ ...jackpotRound, providerTransactionId: `${jackpotRound.providerRoundId}:b`, amount: 2_000n });
    const jackpot = await seamless.win({
      ...jackpotRound,
      providerTransactionId: `${jackpotRound.providerRoundId}:w`,
      amount: 0n,
      jackpot: true,
    });

    const response = await app().inject({ method: 'GET', url: '/api/game/big-wins' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: BigWinView[] }>();
    expect(data[0]).toMatchObject({
      roundId: jackpot.roundId,
      bet: 2_000,
      win: Number(jackpot.jackpotWin),
      jackpotWin: Number(jackpot.jackpotWin),
      currency: CURRENCY,
      game: { identity: 'triple-sevens' },
    });
    expect(data[1]).toMatchObject({
      roundId: bigAnswer.roundId,
      bet: 100,
      win: 1_000,
      multiplier: 10,
      jackpotWin: 0,
      game: { identity: 'fruit-fiesta', name: 'Fruit Fiesta' },
    });
    expect(data.filter((win) => win.bet === 100 && win.win === 999)).toHaveLength(0);
    expect(data[0]?.playerName).toMatch(/^stargaz.*\*\*\*$/);
    const body = response.body;
    for (const secret of [nickname, player.profile.id, player.email]) expect(body).not.toContain(secret);

    // The public push of a big win, as its job sends it once the round committed.
    await app().jackpots.announceBigWin(bigAnswer.roundId);
    const [push] = await outboxOf(BIG_WINS_CHANNEL);
    expect(push?.data).toMatchObject({ type: 'big-win', win: { roundId: bigAnswer.roundId, multiplier: 10 } });
    expect(JSON.stringify(push?.data)).not.toContain(nickname);
    expect(JSON.stringify(push?.data)).not.toContain(player.profile.id);
  });

  it('is documented in the OpenAPI document with the jackpots', async () => {
    const document = (await app().inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/game/jackpots', '/api/game/big-wins']));
  });
});
