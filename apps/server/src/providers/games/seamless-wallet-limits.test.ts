import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameWalletService } from '../../modules/game/game-wallet.service';
import { GameService } from '../../modules/game/game.service';
import { games } from '../../modules/game/game.table';
import type { LimitView } from '../../modules/limits/limit-view';
import { WalletService } from '../../modules/wallet/wallet.service';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { bearer, registerPlayer } from '../../testing/players';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { SeamlessWallet } from './seamless-wallet';

// The seamless wallet with the app's responsible-gaming check: rounds of chosen stakes and wins
// make the loss-limit arithmetic exact (through the game server, wins are random).
let testApp: TestApp;
let seamless: SeamlessWallet;
let diceId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.app.database.db;
  const lobby = new GameService(db, { countryOf: async () => null, nameSourceOf: async () => ({}) });
  seamless = new GameWalletService(
    db,
    new WalletService(db, async () => true),
    lobby,
    testApp.app.limits.checkStake,
  ).seamlessWallet('inhouse');
  const [dice] = await db.select({ id: games.id }).from(games).where(eq(games.identity, 'orbit-dice'));
  diceId = dice?.id ?? '';
});
afterAll(async () => {
  await expectLedgerIntact(testApp.app);
  await testApp.close();
});

describe('the seamless wallet under a loss limit', () => {
  it('counts net loss for a loss limit (stakes minus wins), across currencies at the current rate', async () => {
    const app = testApp.app;
    const player = await registerPlayer(app);
    const playerId = player.profile.id;
    const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      app.inject({ method, url, headers: bearer(player.accessToken), ...(payload ? { payload } : {}) });
    const limitsOf = async () => (await call('GET', '/api/player/limits')).json<{ data: LimitView[] }>().data;
    expect((await call('POST', '/api/wallet/accounts', { currency: 'USD' })).statusCode).toBeLessThan(300);
    await fundPlayer(app, playerId, 'EUR', 100_000n);
    await fundPlayer(app, playerId, 'USD', 100_000n);
    expect(
      (await call('POST', '/api/player/limits', { definition: 2, period: 'daily', amount: 1_000, currency: 'EUR' }))
        .statusCode,
    ).toBe(201);
    const round = (currency: string, bet: bigint, win: bigint) => {
      const id = randomUUID();
      return seamless.betAndWin({
        playerId,
        currency,
        gameId: diceId,
        providerRoundId: id,
        betTransactionId: `${id}:bet`,
        winTransactionId: `${id}:win`,
        bet,
        win,
      });
    };
    await round('EUR', 600n, 0n); // net loss 6.00
    await round('EUR', 300n, 700n); // a win of 4.00 net: net loss 2.00
    // USD at 1 and EUR at 1.08: 5.00 USD are 4.63 EUR (rounded up against the player), net loss 6.63.
    await round('USD', 500n, 0n);
    expect((await limitsOf())[0]?.used).toBe(663);
    // A stake that could take the net loss past 10.00: 3.37 fits, 3.38 does not.
    await expect(round('EUR', 338n, 0n)).rejects.toMatchObject({ statusCode: 409, code: 'loss_limit_reached' });
    await round('EUR', 337n, 0n);
    await expect(round('EUR', 1n, 0n)).rejects.toMatchObject({ code: 'loss_limit_reached' });
    expect((await limitsOf())[0]?.used).toBe(1_000);
  });
});
