import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ApiErrorBody } from '@casino/shared';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import { balanceOf, createInvoice, TEST_ADMIN_TOKEN } from '../../testing/payments';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { LINKED_WITHDRAWALS_WINDOW_DAYS } from './verification.service';

/**
 * The verification threshold counts what the player has withdrawn (paid and pending), not one
 * withdrawal at a time (issue 24): the defaults, 2,000 USD within 30 days and 10,000 USD in all.
 */
let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
});
afterAll(async () => {
  await expectLedgerIntact(app());
  await testApp.close();
});

const errorOf = (response: LightMyRequestResponse) => response.json<ApiErrorBody>().error;
const withdraw = (player: RegisteredPlayer, units: number, currency = 'USD') =>
  createInvoice(app(), player.accessToken, 'withdrawal', {
    paymentMethod: 'sandbox.withdrawal.card',
    amount: units * 100,
    currency,
    fields: { card_number: '4242424242424242' },
  });
const withdrawalsOf = async (player: RegisteredPlayer) =>
  (
    await app().inject({
      method: 'GET',
      url: '/api/payment/invoices?type=2&perPage=100',
      headers: bearer(player.accessToken),
    })
  ).json<{ data: { id: string; amount: number }[] }>().data;

async function fundedPlayer(units: number, currency = 'USD'): Promise<RegisteredPlayer> {
  const player = await registerPlayer(app(), { currency });
  await fundPlayer(app(), player.profile.id, currency, BigInt(units * 100));
  return player;
}

/** Moves the player's withdrawals so far back in time (as if made that many days ago). */
async function ageWithdrawals(player: RegisteredPlayer, days: number): Promise<void> {
  await app().database.db.execute(
    sql`update invoices set created_at = created_at - make_interval(days => ${days}) where player_id = ${player.profile.id} and type = 2`,
  );
}

describe('the verification threshold counts what the player has withdrawn', () => {
  it('refuses 2,000 + 1,500 + 1,500 one after another past 2,000 USD, and counts a cancelled one no more', async () => {
    const player = await fundedPlayer(10_000);
    const first = await withdraw(player, 2_000);
    expect(first.statusCode, first.body).toBe(201);
    for (const units of [1_500, 1_500]) {
      const refused = await withdraw(player, units);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).code).toBe('verification_required');
    }
    expect(await balanceOf(app(), player.accessToken, 'USD')).toBe(800_000);
    expect(await withdrawalsOf(player)).toHaveLength(1);

    // The player cancels the 2,000: its money came back and no longer counts.
    const declined = await app().inject({
      method: 'PUT',
      url: `/api/payment/invoices/${first.json<{ id: string }>().id}/decline`,
      headers: bearer(player.accessToken),
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await withdraw(player, 1_500)).statusCode).toBe(201);
  });

  it('lets through only what fits when ten 600 USD withdrawals race', async () => {
    const player = await fundedPlayer(10_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(player, 600)));
    // Three make 1,800; a fourth would make 2,400.
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => errorOf(answer).code)).toEqual(
      Array(7).fill('verification_required'),
    );
    expect(await balanceOf(app(), player.accessToken, 'USD')).toBe(820_000);
    expect(await withdrawalsOf(player)).toHaveLength(3);
  });

  it('adds the currencies up in the base currency', async () => {
    const player = await fundedPlayer(5_000);
    expect(
      (
        await app().inject({
          method: 'POST',
          url: '/api/wallet/accounts',
          headers: bearer(player.accessToken),
          payload: { currency: 'EUR' },
        })
      ).statusCode,
    ).toBeLessThan(300);
    await fundPlayer(app(), player.profile.id, 'EUR', 500_000n);
    // 1,000 EUR is 1,080 USD at the seed rate: with 1,000 USD more, 2,080.
    expect((await withdraw(player, 1_000, 'EUR')).statusCode).toBe(201);
    expect((await withdraw(player, 900)).statusCode).toBe(201);
    expect(errorOf(await withdraw(player, 100)).code).toBe('verification_required');
  });

  it(`forgets what is older than ${LINKED_WITHDRAWALS_WINDOW_DAYS} days for the window, but not for the lifetime total`, async () => {
    const player = await fundedPlayer(20_000);
    // Five times 1,900 spread over five months: each month alone stays under 2,000.
    for (let month = 0; month < 5; month += 1) {
      expect((await withdraw(player, 1_900)).statusCode).toBe(201);
      await ageWithdrawals(player, LINKED_WITHDRAWALS_WINDOW_DAYS + 1);
    }
    // 9,500 in all: 400 more makes 9,900, under 10,000 in all and in the window.
    expect((await withdraw(player, 400)).statusCode).toBe(201);
    // 200 more is only 600 this month, but 10,100 in all.
    const refused = await withdraw(player, 200);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('verification_required');
  });

  it('lets a verified player withdraw past both', async () => {
    const player = await fundedPlayer(12_000);
    expect(errorOf(await withdraw(player, 2_500)).code).toBe('verification_required');
    const approved = await app().inject({
      method: 'POST',
      url: `/api/admin/verifications/${player.profile.id}/approve`,
      headers: bearer(TEST_ADMIN_TOKEN),
    });
    expect(approved.statusCode).toBe(200);
    for (const units of [2_500, 9_000]) expect((await withdraw(player, units)).statusCode).toBe(201);
  });
});
