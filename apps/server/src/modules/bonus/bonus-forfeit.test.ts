import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceStatus, PlayerBonusResult, PlayerBonusStatus, type Invoice, type PlayerBonus } from '@casino/shared';
import { queryRows } from '../../db/database';
import { accountsOf, bonusIdOf, gameIdOf, inhouseWallet, issueBonus, playerBonuses, spin } from '../../testing/bonuses';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { createInvoice, sandboxEventBody, sendSandboxWebhook, TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, registerPlayer } from '../../testing/players';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let manualBonusId: number;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
  const response = await app().inject({
    method: 'POST',
    url: '/api/admin/bonuses/templates',
    headers: bearer(TEST_ADMIN_TOKEN),
    payload: {
      pageIdentity: `forfeit-${randomUUID().slice(0, 8)}`,
      kind: 'manual',
      title: 'Forfeit test bonus',
      currencies: { USD: { amount: 5_000 } },
      wagerMultiplier: 20,
      wagerDays: 10,
      activationDays: 5,
      contribution: { games: {}, collections: {}, defaultRate: 10_000, sportsMinOdds: null, sportsRate: 0 },
      triggerConditions: { invoiceAmountItems: [], baseCurrencyInvoiceAmountFrom: null },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  manualBonusId = response.json<{ id: number }>().id;
});
afterEach(() => {
  app().bonuses.service.now = () => new Date();
});
afterAll(async () => {
  await testApp.close();
});
const app = () => testApp.app;

const put = (token: string, id: string, action: 'activate' | 'cancel') =>
  app().inject({ method: 'PUT', url: `/api/game/player-bonuses/${id}/${action}`, headers: bearer(token) });

async function transfersLike(pattern: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    app().database.db,
    sql`select count(*)::int as count from ledger_transfers where idempotency_key like ${pattern}`,
  );
  return row?.count ?? 0;
}

/** A player with 1 000 own money and a 5 000 bonus who won with both: own 2 000, bonus 6 000. */
async function playerWithWinnings() {
  const player = await registerPlayer(app(), { currency: 'USD' });
  await fundPlayer(app(), player.profile.id, 'USD', 1_000n);
  const bonus = await issueBonus(app(), TEST_ADMIN_TOKEN, player.profile.id, {
    bonusId: manualBonusId,
    currency: 'USD',
  });
  // 2 000 staked: 1 000 own + 1 000 bonus; 4 000 won: 2 000 to each.
  await spin(app(), player.profile.id, 'USD', await gameIdOf(app(), 'lucky-orbit'), 2_000, 4_000);
  expect(await accountsOf(app(), player.accessToken)).toEqual([
    expect.objectContaining({ balance: 2_000, bonusBalance: 6_000 }),
  ]);
  return { player, bonus };
}

describe('forfeits', () => {
  it('cancel forfeits the bonus balance and its winnings, never own money; two tabs cancelling leave one result', async () => {
    const { player, bonus } = await playerWithWinnings();
    const replies = await Promise.all([
      put(player.accessToken, bonus.id, 'cancel'),
      put(player.accessToken, bonus.id, 'cancel'),
    ]);
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json<PlayerBonus>()).toMatchObject({
        status: PlayerBonusStatus.Finished,
        result: PlayerBonusResult.Canceled,
        balance: 0,
        forfeitedAmount: 6_000,
      });
    }
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 2_000, bonusBalance: 0 }),
    ]);
    expect(await transfersLike(`bonus:${bonus.id}:forfeit`)).toBe(1);
    // The lists show issued and active only; the finished one is asked for by status.
    expect(await playerBonuses(app(), player.accessToken)).toEqual([]);
    expect(await playerBonuses(app(), player.accessToken, '?status[]=3&currency[]=USD')).toHaveLength(1);
    // Activating a cancelled bonus is refused.
    expect((await put(player.accessToken, bonus.id, 'activate')).statusCode).toBe(409);
    await expectLedgerIntact(app());
  });

  it('two tabs activating one bonus grant it once; two bonuses activated at once leave one active', async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    const first = await issueBonus(app(), TEST_ADMIN_TOKEN, player.profile.id, {
      bonusId: manualBonusId,
      currency: 'USD',
      activate: false,
    });
    const second = await issueBonus(app(), TEST_ADMIN_TOKEN, player.profile.id, {
      bonusId: manualBonusId,
      currency: 'USD',
      activate: false,
    });
    expect([first.status, second.status]).toEqual([PlayerBonusStatus.Issued, PlayerBonusStatus.Issued]);
    const same = await Promise.all([
      put(player.accessToken, first.id, 'activate'),
      put(player.accessToken, first.id, 'activate'),
    ]);
    expect(same.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(await transfersLike(`bonus:${first.id}:activate`)).toBe(1);
    await put(player.accessToken, first.id, 'cancel');
    const third = await issueBonus(app(), TEST_ADMIN_TOKEN, player.profile.id, {
      bonusId: manualBonusId,
      currency: 'USD',
      activate: false,
    });
    const both = await Promise.all([
      put(player.accessToken, second.id, 'activate'),
      put(player.accessToken, third.id, 'activate'),
    ]);
    expect(both.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const active = (await playerBonuses(app(), player.accessToken)).filter(
      (bonus) => bonus.status === PlayerBonusStatus.Active,
    );
    expect(active).toHaveLength(1);
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 0, bonusBalance: 5_000 }),
    ]);
    await expectLedgerIntact(app());
  });

  it('expiry: an issued bonus past activation ends with result 4, an active one past wagering with result 5 and its balance forfeited; own money stays', async () => {
    const { player, bonus } = await playerWithWinnings();
    const issued = await issueBonus(app(), TEST_ADMIN_TOKEN, player.profile.id, {
      bonusId: manualBonusId,
      currency: 'USD',
      activate: false,
    });
    app().bonuses.service.now = () => new Date(Date.now() + 6 * DAY_MS);
    await app().bonuses.service.expire();
    expect((await playerBonuses(app(), player.accessToken, '?status[]=3')).map((row) => [row.id, row.result])).toEqual([
      [issued.id, PlayerBonusResult.Expired],
    ]);
    app().bonuses.service.now = () => new Date(Date.now() + 11 * DAY_MS);
    // Two nodes' runs at once: one forfeit.
    await Promise.all([app().bonuses.service.expire(), app().bonuses.service.expire()]);
    const [expired] = (await playerBonuses(app(), player.accessToken, '?status[]=3')).filter(
      (row) => row.id === bonus.id,
    );
    expect(expired).toMatchObject({ result: PlayerBonusResult.WagerExpired, balance: 0, forfeitedAmount: 6_000 });
    expect(await transfersLike(`bonus:${bonus.id}:forfeit`)).toBe(1);
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 2_000, bonusBalance: 0 }),
    ]);
    await expectLedgerIntact(app());
  });

  it('own money stays withdrawable: a withdrawal with an active bonus forfeits the bonus and succeeds', async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    const created = await createInvoice(app(), player.accessToken, 'deposit', {
      paymentMethod: 'sandbox.deposit.card',
      currency: 'USD',
      amount: 10_000,
      bonusId: await bonusIdOf(app(), 'welcome-1'),
    });
    expect(created.statusCode, created.body).toBe(201);
    await sendSandboxWebhook(
      app(),
      sandboxEventBody({
        type: 'payment.succeeded',
        reference: created.json<Invoice>().id,
        amount: 10_000,
        currency: 'USD',
      }),
    );
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 10_000, bonusBalance: 10_000 }),
    ]);
    const withdrawal = await createInvoice(app(), player.accessToken, 'withdrawal', {
      paymentMethod: 'sandbox.withdrawal.card',
      currency: 'USD',
      amount: 10_000,
      fields: { card_number: '4242424242424242' },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    expect(withdrawal.json<Invoice>().status).toBe(InvoiceStatus.Pending);
    const [forfeited] = await playerBonuses(app(), player.accessToken, '?status[]=3');
    expect(forfeited).toMatchObject({ result: PlayerBonusResult.Canceled, forfeitedAmount: 10_000 });
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 0, bonusBalance: 0 }),
    ]);
    await expectLedgerIntact(app());
  });

  it('a cooling-off forfeits issued and active bonuses in its transaction, own money untouched', async () => {
    const { player } = await playerWithWinnings();
    await issueBonus(app(), TEST_ADMIN_TOKEN, player.profile.id, {
      bonusId: manualBonusId,
      currency: 'USD',
      activate: false,
    });
    const limit = await app().inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: bearer(player.accessToken),
      payload: { definition: 5, days: 1 },
    });
    expect(limit.statusCode, limit.body).toBe(201);
    const finished = await playerBonuses(app(), player.accessToken, '?status[]=1&status[]=2&status[]=3');
    expect(finished.map((row) => [row.status, row.result])).toEqual([
      [PlayerBonusStatus.Finished, PlayerBonusResult.Canceled],
      [PlayerBonusStatus.Finished, PlayerBonusResult.Canceled],
    ]);
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 2_000, bonusBalance: 0 }),
    ]);
    await expectLedgerIntact(app());
  });

  it('a win for a round whose bonus was forfeited meanwhile leaves the bonus share with the house', async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    const bonus = await issueBonus(app(), TEST_ADMIN_TOKEN, player.profile.id, {
      bonusId: manualBonusId,
      currency: 'USD',
    });
    const slot = await gameIdOf(app(), 'lucky-orbit');
    const round = randomUUID();
    const call = { playerId: player.profile.id, currency: 'USD', gameId: slot, providerRoundId: round };
    await inhouseWallet(app()).bet({ ...call, providerTransactionId: `${round}:bet`, amount: 1_000n });
    app().bonuses.service.now = () => new Date(Date.now() + 11 * DAY_MS);
    await app().bonuses.service.expire();
    await inhouseWallet(app()).win({ ...call, providerTransactionId: `${round}:win`, amount: 3_000n });
    const [expired] = await playerBonuses(app(), player.accessToken, '?status[]=3');
    expect(expired).toMatchObject({
      id: bonus.id,
      result: PlayerBonusResult.WagerExpired,
      balance: 0,
      forfeitedAmount: 4_000,
    });
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 0, bonusBalance: 0 }),
    ]);
    await expectLedgerIntact(app());
  });
});
