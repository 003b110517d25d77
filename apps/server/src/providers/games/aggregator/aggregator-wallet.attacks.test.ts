import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '@casino/seamless-protocol';
import { GameRoundStatus } from '@casino/shared';
import { gameRounds, games } from '../../../modules/game/game.table';
import { expectLedgerIntact, fundPlayer } from '../../../testing/ledger';
import { registerPlayer, type RegisteredPlayer } from '../../../testing/players';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { accountBalance } from '../inhouse/inhouse-testing';
import { createLaunchSession } from '../inhouse/launch-sessions';

/** The platform's wallet API as an attacker or a buggy studio calls it (no studio process needed). */

const SECRET = 'studio-test-secret-0123456789-abcdefghijklmnop';
const SLOT = 'fruit-fiesta';
const DEPOSIT = 100_000;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ environment: { STUDIO_URL: 'http://127.0.0.1:9', STUDIO_SHARED_SECRET: SECRET } });
}, 120_000);
afterAll(async () => {
  await testApp?.close();
});
afterEach(async () => {
  await expectLedgerIntact(testApp.app);
});

async function fundedPlayer(): Promise<RegisteredPlayer> {
  const player = await registerPlayer(testApp.app);
  await fundPlayer(testApp.app, player.profile.id, 'EUR', BigInt(DEPOSIT));
  return player;
}
function loginOf(player: RegisteredPlayer): string {
  const payload = player.accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid: string }).sid;
}
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
function walletCall(operation: string, body: unknown) {
  const payload = JSON.stringify(body);
  return testApp.app.inject({
    method: 'POST',
    url: `/provider/aggregator/wallet/${operation}`,
    headers: { 'content-type': 'application/json', ...signedHeaders(SECRET, payload) },
    payload,
  });
}

describe('the aggregator wallet against a wrong or hostile studio call', () => {
  it('refuses a win that would take the balance past a JSON integer with a 4xx (not a 500 the studio retries forever), and the round can still be paid', async () => {
    const stake = 10_000_000_000n;
    const player = await registerPlayer(testApp.app);
    await fundPlayer(testApp.app, player.profile.id, 'EUR', stake);
    const token = await walletToken(player);
    const roundId = randomUUID();
    const call = { token, currency: 'EUR', game: SLOT, roundId };
    expect(
      (await walletCall('bet', { ...call, transactionId: `${roundId}:bet`, amount: String(stake) })).statusCode,
    ).toBe(200);
    // Within 1,000,000x the stake, but past the largest balance an account can show.
    const huge = await walletCall('win', {
      ...call,
      transactionId: `${roundId}:win`,
      betTransactionId: `${roundId}:bet`,
      amount: String(Number.MAX_SAFE_INTEGER + 1),
      jackpot: false,
    });
    expect(huge.statusCode, huge.body).toBe(422);
    expect(huge.json()).toMatchObject({ error: { code: 'invalid_amount', fields: { amount: [expect.any(String)] } } });
    // Nothing moved and the round is still open.
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(0);
    const [open] = await testApp.app.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.playerId, player.profile.id));
    expect(open).toMatchObject({ status: GameRoundStatus.Open, win: 0n });
    const paid = await walletCall('win', {
      ...call,
      transactionId: `${roundId}:win2`,
      betTransactionId: `${roundId}:bet`,
      amount: '300',
      jackpot: false,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(300);
  });

  it("refuses a win above 1,000,000x the round's stake (implausible_win, nothing moved) and pays one at the limit", async () => {
    const player = await fundedPlayer();
    const token = await walletToken(player);
    const roundId = randomUUID();
    const call = { token, currency: 'EUR', game: SLOT, roundId };
    expect((await walletCall('bet', { ...call, transactionId: `${roundId}:bet`, amount: '100' })).statusCode).toBe(200);
    const forged = await walletCall('win', {
      ...call,
      transactionId: `${roundId}:win`,
      betTransactionId: `${roundId}:bet`,
      amount: '100000001',
      jackpot: false,
    });
    expect(forged.statusCode, forged.body).toBe(422);
    expect(forged.json()).toMatchObject({
      error: { code: 'implausible_win', fields: { amount: [expect.any(String)] } },
    });
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT - 100);
    const top = await walletCall('win', {
      ...call,
      transactionId: `${roundId}:win2`,
      betTransactionId: `${roundId}:bet`,
      amount: '100000000',
      jackpot: false,
    });
    expect(top.statusCode, top.body).toBe(200);
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT - 100 + 100_000_000);
  });

  it('refuses malformed amounts and bodies in the error format, moving nothing', async () => {
    const player = await fundedPlayer();
    const token = await walletToken(player);
    const call = { token, currency: 'EUR', game: SLOT, roundId: randomUUID() };
    for (const amount of ['-1', '1.5', 'abc', 1, '00', '', '1e3']) {
      const answer = await walletCall('bet', { ...call, transactionId: randomUUID(), amount });
      expect(answer.statusCode, JSON.stringify(amount)).toBe(422);
      expect(answer.json()).toMatchObject({
        error: { code: 'validation_failed', fields: { amount: [expect.any(String)] } },
      });
    }
    expect(
      (await walletCall('bet', { ...call, transactionId: randomUUID(), amount: '999999999999999999' })).json(),
    ).toMatchObject({ error: { code: 'insufficient_funds' } });
    for (const body of [null, [], 'x', 5]) expect((await walletCall('bet', body)).statusCode).toBe(422);
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT);
  });

  it("never settles a round twice: no rollback after its win, no win or bet after its rollback, no rollback of another round's bet", async () => {
    const player = await fundedPlayer();
    const token = await walletToken(player);
    const won = randomUUID();
    const call = { token, currency: 'EUR', game: SLOT, roundId: won };
    await walletCall('bet', { ...call, transactionId: `${won}:bet`, amount: '100' });
    await walletCall('win', {
      ...call,
      transactionId: `${won}:win`,
      betTransactionId: `${won}:bet`,
      amount: '50',
      jackpot: false,
    });
    expect((await walletCall('rollback', { ...call, transactionId: `${won}:bet` })).json()).toMatchObject({
      error: { code: 'round_settled' },
    });
    const refunded = randomUUID();
    const second = { ...call, roundId: refunded };
    await walletCall('bet', { ...second, transactionId: `${refunded}:bet`, amount: '100' });
    expect((await walletCall('rollback', { ...second, transactionId: `${refunded}:bet` })).statusCode).toBe(200);
    expect(
      (
        await walletCall('win', {
          ...second,
          transactionId: `${refunded}:win`,
          betTransactionId: `${refunded}:bet`,
          amount: '500',
          jackpot: false,
        })
      ).json(),
    ).toMatchObject({ error: { code: 'round_closed' } });
    expect(
      (await walletCall('bet', { ...second, transactionId: `${refunded}:bet2`, amount: '100' })).json(),
    ).toMatchObject({ error: { code: 'round_closed' } });
    const third = randomUUID();
    await walletCall('bet', { ...call, roundId: third, transactionId: `${third}:bet`, amount: '100' });
    expect((await walletCall('rollback', { ...second, transactionId: `${third}:bet` })).json()).toMatchObject({
      nothingToDo: true,
    });
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT - 100 + 50 - 100);
  });

  it('refuses a win naming a bet transaction the round never took (unknown_bet, nothing paid), and pays the one naming its bet', async () => {
    const player = await fundedPlayer();
    const token = await walletToken(player);
    const roundId = randomUUID();
    const call = { token, currency: 'EUR', game: SLOT, roundId };
    expect((await walletCall('bet', { ...call, transactionId: `${roundId}:bet`, amount: '1000' })).statusCode).toBe(
      200,
    );
    // Another round's bet of the same player is not this round's bet either.
    const otherRound = randomUUID();
    expect(
      (await walletCall('bet', { ...call, roundId: otherRound, transactionId: `${otherRound}:bet`, amount: '100' }))
        .statusCode,
    ).toBe(200);
    for (const betTransactionId of ['no-such-bet', `${otherRound}:bet`]) {
      const forged = await walletCall('win', {
        ...call,
        transactionId: `${roundId}:win:${betTransactionId}`,
        betTransactionId,
        amount: '5000',
        jackpot: false,
      });
      expect(forged.statusCode, forged.body).toBe(404);
      expect(forged.json()).toMatchObject({ error: { code: 'unknown_bet' } });
    }
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT - 1000 - 100);
    const [open] = await testApp.app.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.providerRoundId, roundId));
    expect(open).toMatchObject({ status: GameRoundStatus.Open, win: 0n });
    const paid = await walletCall('win', {
      ...call,
      transactionId: `${roundId}:win`,
      betTransactionId: `${roundId}:bet`,
      amount: '5000',
      jackpot: false,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT - 1000 - 100 + 5000);
  });

  it("refuses another player's token on a player's round for a bet, a win and a rollback", async () => {
    const me = await fundedPlayer();
    const other = await fundedPlayer();
    const mine = await walletToken(me);
    const theirs = await walletToken(other);
    const roundId = randomUUID();
    await walletCall('bet', {
      token: mine,
      currency: 'EUR',
      game: SLOT,
      roundId,
      transactionId: `${roundId}:bet`,
      amount: '100',
    });
    const call = { token: theirs, currency: 'EUR', game: SLOT, roundId };
    expect(
      (
        await walletCall('win', {
          ...call,
          transactionId: `${roundId}:win`,
          betTransactionId: `${roundId}:bet`,
          amount: '500',
          jackpot: false,
        })
      ).statusCode,
    ).toBe(409);
    expect((await walletCall('bet', { ...call, transactionId: `${roundId}:bet2`, amount: '100' })).statusCode).toBe(
      409,
    );
    expect((await walletCall('rollback', { ...call, transactionId: `${roundId}:bet` })).statusCode).toBe(409);
    expect(await accountBalance(testApp.app, me, 'EUR')).toBe(DEPOSIT - 100);
    expect(await accountBalance(testApp.app, other, 'EUR')).toBe(DEPOSIT);
  });
  it('refuses a NUL character in an id or the outcome, and an outcome nested thousands deep (422 with the field, not a 500 from the database), moving nothing', async () => {
    const player = await fundedPlayer();
    const token = await walletToken(player);
    const roundId = randomUUID();
    const call = { token, currency: 'EUR', game: SLOT, roundId };
    const nulRound = await walletCall('bet', { ...call, roundId: 'a\u0000b', transactionId: 'x', amount: '100' });
    expect(nulRound.statusCode, nulRound.body).toBe(422);
    expect(nulRound.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { roundId: [expect.any(String)] } },
    });
    expect((await walletCall('bet', { ...call, transactionId: 'x\u0000y', amount: '100' })).json()).toMatchObject({
      error: { code: 'validation_failed', fields: { transactionId: [expect.any(String)] } },
    });
    expect((await walletCall('bet', { ...call, transactionId: `${roundId}:bet`, amount: '100' })).statusCode).toBe(200);
    const win = {
      ...call,
      transactionId: `${roundId}:win`,
      betTransactionId: `${roundId}:bet`,
      amount: '100',
      jackpot: false,
    };
    const nulOutcome = await walletCall('win', { ...win, outcome: { lines: [{ text: 'a\u0000b' }] } });
    expect(nulOutcome.statusCode, nulOutcome.body).toBe(422);
    expect(nulOutcome.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { 'outcome.lines.0.text': [expect.any(String)] } },
    });
    expect((await walletCall('win', { ...win, outcome: { 'k\u0000': 1 } })).statusCode).toBe(422);
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT - 100);
    // An outcome nested thousands deep is refused (storing it overflowed the stack); the clean win is then paid.
    const deep = JSON.stringify({ ...win, outcome: 'DEEP' }).replace(
      '"DEEP"',
      `${'['.repeat(20_000)}"end"${']'.repeat(20_000)}`,
    );
    const nested = await testApp.app.inject({
      method: 'POST',
      url: '/provider/aggregator/wallet/win',
      headers: { 'content-type': 'application/json', ...signedHeaders(SECRET, deep) },
      payload: deep,
    });
    expect(nested.statusCode, nested.body).toBe(422);
    expect(nested.json()).toMatchObject({ error: { code: 'validation_failed' } });
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT - 100);
    expect((await walletCall('win', { ...win, outcome: { text: 'fine' } })).statusCode).toBe(200);
  });
});
