import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameRoundStatus, type RoundId } from '@casino/shared';
import { GameWalletService } from '../../modules/game/game-wallet.service';
import { GameService } from '../../modules/game/game.service';
import { gameRounds, games, playerPlayedGames } from '../../modules/game/game.table';
import { realtimeOutbox } from '../../modules/realtime/realtime-outbox.table';
import { ledgerTransfers } from '../../modules/wallet/ledger.table';
import { WalletService } from '../../modules/wallet/wallet.service';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { registerPlayer } from '../../testing/players';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { SeamlessWallet } from './seamless-wallet';

let testApp: TestApp;
let seamless: SeamlessWallet;
let wallet: WalletService;
let diceId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.app.database.db;
  wallet = new WalletService(db, async () => true);
  const lobby = new GameService(db, { countryOf: async () => null, nameSourceOf: async () => ({}) });
  seamless = new GameWalletService(db, wallet, lobby, async () => {}).seamlessWallet('inhouse');
  const [dice] = await db.select({ id: games.id }).from(games).where(eq(games.identity, 'orbit-dice'));
  diceId = dice?.id ?? '';
});
afterAll(() => testApp.close());

async function fundedPlayer(amount: bigint) {
  const player = await registerPlayer(testApp.app);
  await fundPlayer(testApp.app, player.profile.id, 'EUR', amount);
  return player.profile.id;
}

const roundOf = async (roundId: RoundId) =>
  (await testApp.app.database.db.select().from(gameRounds).where(eq(gameRounds.id, roundId)))[0];

describe('the seamless wallet', () => {
  it('moves money once when a round is replayed with the same transaction ids', async () => {
    const playerId = await fundedPlayer(10_000n);
    const call = { playerId, currency: 'EUR', gameId: diceId, providerRoundId: randomUUID() };
    const bet = { ...call, amount: 700n, providerTransactionId: `${call.providerRoundId}:bet` };
    const win = {
      ...call,
      amount: 1_400n,
      providerTransactionId: `${call.providerRoundId}:win`,
      outcome: { roll: 80 },
    };

    const firstBet = await seamless.bet(bet);
    const secondBet = await seamless.bet(bet);
    expect([firstBet.replayed, secondBet.replayed]).toEqual([false, true]);
    expect([firstBet.balance, secondBet.balance]).toEqual([9_300n, 9_300n]);
    expect(secondBet.roundId).toBe(firstBet.roundId);
    const firstWin = await seamless.win(win);
    const secondWin = await seamless.win(win);
    expect([firstWin.replayed, secondWin.replayed]).toEqual([false, true]);
    expect(secondWin.balance).toBe(10_700n);
    expect(await wallet.balanceOf(undefined, playerId, 'EUR')).toBe(10_700n);
    expect(await roundOf(firstBet.roundId)).toMatchObject({
      bet: 700n,
      win: 1_400n,
      status: GameRoundStatus.Settled,
      outcome: { roll: 80 },
    });

    // The same transaction id with other content is a provider bug: refused, nothing moves.
    await expect(seamless.bet({ ...bet, amount: 701n })).rejects.toMatchObject({
      statusCode: 409,
      code: 'idempotency_conflict',
    });
    // A new bet on a settled round is refused.
    await expect(
      seamless.bet({ ...bet, providerTransactionId: `${call.providerRoundId}:bet-2` }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'round_closed' });
    const transfers = await testApp.app.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, firstBet.roundId));
    expect(transfers.map((transfer) => [transfer.reason, transfer.amount])).toEqual(
      expect.arrayContaining([
        ['game_bet', 700n],
        ['game_win', 1_400n],
      ]),
    );
    expect(transfers).toHaveLength(2);
    const published = await testApp.app.database.db
      .select()
      .from(realtimeOutbox)
      .where(eq(realtimeOutbox.channel, `game:spins#${playerId}`));
    expect(published).toHaveLength(1);
    expect(published[0]?.data).toMatchObject({
      id: firstBet.roundId,
      bet: 700,
      win: 1_400,
      status: GameRoundStatus.Settled,
    });
    await expectLedgerIntact(testApp.app);
  });

  it('plays a one-step round with one bet-and-win call, once, however often and however concurrently it is sent', async () => {
    const playerId = await fundedPlayer(1_000n);
    const providerRoundId = randomUUID();
    const call = {
      playerId,
      currency: 'EUR',
      gameId: diceId,
      providerRoundId,
      betTransactionId: `${providerRoundId}:bet`,
      winTransactionId: `${providerRoundId}:win`,
    };
    const won = { ...call, bet: 300n, win: 600n, outcome: { roll: 90 } };
    const results = await Promise.all(Array.from({ length: 4 }, () => seamless.betAndWin(won)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.roundId)).size).toBe(1);
    expect(results.map((result) => result.balance)).toEqual([1_300n, 1_300n, 1_300n, 1_300n]);
    const roundId = results[0]!.roundId;
    expect(await roundOf(roundId)).toMatchObject({
      bet: 300n,
      win: 600n,
      status: GameRoundStatus.Settled,
      outcome: { roll: 90 },
    });
    // The same round as separate calls afterwards is a replay of each: nothing moves.
    expect(await seamless.win({ ...call, providerTransactionId: call.winTransactionId, amount: 600n })).toMatchObject({
      replayed: true,
      balance: 1_300n,
    });

    // A lost round: the stake only, no win transfer; a stake beyond the balance moves nothing.
    const lost = await seamless.betAndWin({
      ...call,
      providerRoundId: randomUUID(),
      betTransactionId: `${roundId}:bet-2`,
      winTransactionId: `${roundId}:win-2`,
      bet: 1_300n,
      win: 0n,
    });
    expect([lost.replayed, lost.balance]).toEqual([false, 0n]);
    const tooMuch = {
      ...call,
      providerRoundId: randomUUID(),
      betTransactionId: `${roundId}:bet-3`,
      winTransactionId: `${roundId}:win-3`,
      bet: 10n,
      win: 20n,
    };
    await expect(seamless.betAndWin(tooMuch)).rejects.toMatchObject({ statusCode: 422, code: 'insufficient_funds' });
    // The refused round left nothing behind, and the settled one is as it was.
    const refusedRounds = await testApp.app.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.providerRoundId, tooMuch.providerRoundId));
    expect(refusedRounds).toEqual([]);
    expect(await roundOf(roundId)).toMatchObject({ bet: 300n, win: 600n, status: GameRoundStatus.Settled });
    // A transaction id already used on another round is refused, and nothing of the new round stays.
    const reused = { ...call, providerRoundId: randomUUID(), bet: 10n, win: 0n };
    await expect(seamless.betAndWin(reused)).rejects.toMatchObject({ statusCode: 409, code: 'idempotency_conflict' });
    expect(await wallet.balanceOf(undefined, playerId, 'EUR')).toBe(0n);
    const transfers = await testApp.app.database.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `game:inhouse:tx:${providerRoundId}%`));
    expect(transfers.map((transfer) => [transfer.reason, transfer.amount]).sort()).toEqual([
      ['game_bet', 300n],
      ['game_win', 600n],
    ]);
    // The lobby counts the two rounds that were played, not the copies or the refused ones.
    const [played] = await testApp.app.database.db
      .select()
      .from(playerPlayedGames)
      .where(eq(playerPlayedGames.playerId, playerId));
    expect(played).toMatchObject({ gameId: diceId, rounds: 2 });
    await expectLedgerIntact(testApp.app);
  });

  it('takes a stake once when the same bet arrives several times at once', async () => {
    const playerId = await fundedPlayer(1_000n);
    const providerRoundId = randomUUID();
    const bet = {
      playerId,
      currency: 'EUR',
      gameId: diceId,
      providerRoundId,
      amount: 300n,
      providerTransactionId: `${providerRoundId}:bet`,
    };
    const results = await Promise.all(Array.from({ length: 4 }, () => seamless.bet(bet)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.roundId)).size).toBe(1);
    expect(await wallet.balanceOf(undefined, playerId, 'EUR')).toBe(700n);
    await expectLedgerIntact(testApp.app);
  });

  it('settles a lost round with a zero win, once, without a transfer', async () => {
    const playerId = await fundedPlayer(1_000n);
    const call = { playerId, currency: 'EUR', gameId: diceId, providerRoundId: randomUUID() };
    const { roundId } = await seamless.bet({ ...call, amount: 1_000n, providerTransactionId: 'lost-bet' });
    const lost = { ...call, amount: 0n, providerTransactionId: 'lost-win' };
    expect((await seamless.win(lost)).replayed).toBe(false);
    expect((await seamless.win(lost)).replayed).toBe(true);
    expect(await roundOf(roundId)).toMatchObject({ bet: 1_000n, win: 0n, status: GameRoundStatus.Settled });
    expect(await wallet.balanceOf(undefined, playerId, 'EUR')).toBe(0n);
    // No money left: the next stake is refused, and no round is opened for it.
    const broke = { ...call, providerRoundId: randomUUID(), amount: 1n, providerTransactionId: 'broke-bet' };
    await expect(seamless.bet(broke)).rejects.toMatchObject({ statusCode: 422, code: 'insufficient_funds' });
    expect(
      await testApp.app.database.db
        .select()
        .from(gameRounds)
        .where(eq(gameRounds.providerRoundId, broke.providerRoundId)),
    ).toEqual([]);
    await expect(
      seamless.win({ ...call, amount: 10n, providerRoundId: randomUUID(), providerTransactionId: 'orphan-win' }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(seamless.bet({ ...broke, providerTransactionId: 'x'.repeat(129) })).rejects.toMatchObject({
      statusCode: 422,
      fields: { providerTransactionId: [expect.any(String)] },
    });
    await expectLedgerIntact(testApp.app);
  });

  it('refunds a rolled-back bet once, and never after the round is settled', async () => {
    const playerId = await fundedPlayer(5_000n);
    const call = { playerId, currency: 'EUR', gameId: diceId, providerRoundId: randomUUID() };
    const betId = `rollback-bet-${call.providerRoundId}`;
    const { roundId } = await seamless.bet({ ...call, amount: 2_000n, providerTransactionId: betId });
    const rollback = {
      playerId,
      currency: 'EUR',
      gameId: diceId,
      providerRoundId: call.providerRoundId,
      providerTransactionId: betId,
    };
    expect((await seamless.rollback(rollback)).balance).toBe(5_000n);
    expect((await seamless.rollback(rollback)).replayed).toBe(true);
    expect(await wallet.balanceOf(undefined, playerId, 'EUR')).toBe(5_000n);
    expect(await roundOf(roundId)).toMatchObject({ status: GameRoundStatus.RolledBack });
    await expect(seamless.rollback({ ...rollback, providerTransactionId: 'never-made' })).rejects.toMatchObject({
      statusCode: 404,
    });

    const settled = { ...call, providerRoundId: randomUUID() };
    await seamless.bet({ ...settled, amount: 100n, providerTransactionId: `${settled.providerRoundId}:bet` });
    await seamless.win({ ...settled, amount: 0n, providerTransactionId: `${settled.providerRoundId}:win` });
    await expect(
      seamless.rollback({ ...settled, providerTransactionId: `${settled.providerRoundId}:bet` }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'round_settled' });
    expect(await wallet.balanceOf(undefined, playerId, 'EUR')).toBe(4_900n);
    const keys = await testApp.app.database.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, 'game:inhouse:%'));
    expect(keys.some((transfer) => transfer.idempotencyKey === `game:inhouse:rollback:${betId}`)).toBe(true);
    await expectLedgerIntact(testApp.app);
  });
});
