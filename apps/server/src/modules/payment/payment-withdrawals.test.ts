import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceStatus, type Invoice } from '@casino/shared';
import { queryRows } from '../../db/database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import {
  balanceOf,
  createInvoice,
  depositFor,
  waitUntil,
  ledgerIntegrity,
  sandboxEventBody,
  sendSandboxWebhook,
  TEST_ADMIN_TOKEN,
} from '../../testing/payments';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
  // Payouts settle, and their webhooks go out, as jobs.
  await testApp.app.jobs.start();
});
afterAll(async () => {
  expect((await ledgerIntegrity(testApp.app)).ok).toBe(true);
  await testApp.close();
});

const app = () => testApp.app;
const CARD = { paymentMethod: 'sandbox.withdrawal.card', currency: 'EUR', fields: { card_number: '4242424242424242' } };
const withdraw = (player: RegisteredPlayer, amount: number) =>
  createInvoice(app(), player.accessToken, 'withdrawal', { ...CARD, amount });
const operator = (method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  app().inject({
    method,
    url: `/api/admin/payment${url}`,
    headers: bearer(TEST_ADMIN_TOKEN),
    ...(payload ? { payload } : {}),
  });

async function statusOf(player: RegisteredPlayer, id: string): Promise<Invoice | undefined> {
  const response = await app().inject({
    method: 'GET',
    url: '/api/payment/invoices?type=2&perPage=100',
    headers: bearer(player.accessToken),
  });
  return response.json<{ data: Invoice[] }>().data.find((invoice) => invoice.id === id);
}

async function houseBalance(kind: string, currency: string): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    app().database.db,
    sql`select coalesce(sum(balance), 0)::text as total from house_accounts where kind = ${kind} and currency = ${currency}`,
  );
  return BigInt(row?.total ?? '0');
}

describe('POST /api/payment/invoices/withdrawal', () => {
  it('holds exactly 10 of 100 concurrent withdrawals against a balance that covers 10', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    await depositFor(app(), player.accessToken, 10_000, 'EUR');
    const pendingBefore = await houseBalance('pending_withdrawals', 'EUR');
    const responses = await Promise.all(Array.from({ length: 100 }, () => withdraw(player, 1_000)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(90);
    for (const refused of responses.filter((response) => response.statusCode === 422)) {
      expect(refused.json()).toMatchObject({ error: { code: 'insufficient_funds' } });
    }
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(0);
    expect((await houseBalance('pending_withdrawals', 'EUR')) - pendingBefore).toBe(10_000n);
    // Refused attempts left nothing behind: 10 invoices, numbered 1 to 10.
    const numbers = responses
      .filter((response) => response.statusCode === 201)
      .map((response) => response.json<Invoice>().number);
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const [count] = await queryRows<{ count: number }>(
      app().database.db,
      sql`select count(*)::int as count from invoices where player_id = ${player.profile.id} and type = 2`,
    );
    expect(count?.count).toBe(10);
    expect((await ledgerIntegrity(app())).ok).toBe(true);
  });

  it('refuses a withdrawal the balance does not cover and writes nothing', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    await depositFor(app(), player.accessToken, 5_000, 'EUR');
    const response = await withdraw(player, 5_001);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'insufficient_funds' } });
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(5_000);
    const [count] = await queryRows<{ count: number }>(
      app().database.db,
      sql`select count(*)::int as count from invoices where player_id = ${player.profile.id} and type = 2`,
    );
    expect(count?.count).toBe(0);
  });

  it('validates the payout destination of the method', async () => {
    const player = await registerPlayer(app(), { currency: 'USDT' });
    const crypto = (paymentMethod: string, walletId: string) =>
      createInvoice(app(), player.accessToken, 'withdrawal', {
        paymentMethod,
        amount: 20_000_000,
        currency: 'USDT',
        fields: { wallet_id: walletId },
      });
    const refused = await crypto('sandbox.withdrawal.crypto_usdt_trc20', '0x52908400098527886E0F7030069857D2E4169EE7');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { 'fields.wallet_id': ['This is not a TRC20 address'] } },
    });
    const missing = await createInvoice(app(), player.accessToken, 'withdrawal', {
      paymentMethod: 'sandbox.withdrawal.crypto_usdt_erc20',
      amount: 20_000_000,
      currency: 'USDT',
    });
    expect(missing.json()).toMatchObject({ error: { fields: { 'fields.wallet_id': ['Value is required'] } } });
    // A well-formed address passes the field check; then the empty balance refuses it.
    const unfunded = await crypto('sandbox.withdrawal.crypto_usdt_erc20', '0x52908400098527886E0F7030069857D2E4169EE7');
    expect(unfunded.json()).toMatchObject({ error: { code: 'insufficient_funds' } });
    const card = await createInvoice(app(), player.accessToken, 'withdrawal', {
      ...CARD,
      currency: 'USDT',
      amount: 20_000_000,
    });
    expect(card.json()).toMatchObject({ error: { fields: { paymentMethod: [expect.any(String)] } } });
  });
});

describe('operator approval and rejection', () => {
  it('lists pending withdrawals with their payout details (a card only masked), only with the operator token', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    await depositFor(app(), player.accessToken, 5_000, 'EUR');
    const invoice = (await withdraw(player, 2_000)).json<Invoice>();
    const listed = await operator('GET', '/withdrawals?status=1&perPage=100');
    expect(listed.statusCode).toBe(200);
    const row = listed
      .json<{ data: (Invoice & { playerId: string; fields: object })[] }>()
      .data.find((withdrawal) => withdrawal.id === invoice.id);
    expect(row).toMatchObject({
      playerId: player.profile.id,
      fields: { card_number: '424242******4242' },
      status: InvoiceStatus.Pending,
      payoutRequestedAt: null,
    });
    const asPlayer = await app().inject({
      method: 'GET',
      url: '/api/admin/payment/withdrawals',
      headers: bearer(player.accessToken),
    });
    expect(asPlayer.statusCode).toBe(401);
    expect(
      (await app().inject({ method: 'PUT', url: `/api/admin/payment/withdrawals/${invoice.id}/approve` })).statusCode,
    ).toBe(401);
  });

  it('approves: the sandbox pays out by signed webhook and the hold leaves for good', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    await depositFor(app(), player.accessToken, 5_000, 'EUR');
    const invoice = (await withdraw(player, 3_000)).json<Invoice>();
    const approved = await operator('PUT', `/withdrawals/${invoice.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const approvedView = approved.json<{ status: number; payoutRequestedAt: string | null }>();
    expect(approvedView.status).toBe(InvoiceStatus.Pending);
    expect(approvedView.payoutRequestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Once sent out, neither the player nor the operator can take it back.
    expect(
      (
        await app().inject({
          method: 'PUT',
          url: `/api/payment/invoices/${invoice.id}/decline`,
          headers: bearer(player.accessToken),
        })
      ).json(),
    ).toMatchObject({
      error: { code: 'payout_in_progress' },
    });
    expect((await operator('PUT', `/withdrawals/${invoice.id}/reject`)).statusCode).toBe(409);
    await waitUntil(async () => (await statusOf(player, invoice.id))?.status === InvoiceStatus.Success);
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(2_000);
    expect((await operator('PUT', `/withdrawals/${invoice.id}/approve`)).json()).toMatchObject({
      error: { code: 'invoice_not_pending' },
    });
  });

  it('approves with a simulated failure: the payout fails and the hold comes back', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    await depositFor(app(), player.accessToken, 5_000, 'EUR');
    const invoice = (await withdraw(player, 3_000)).json<Invoice>();
    expect((await operator('PUT', `/withdrawals/${invoice.id}/approve`, { simulate: 'failure' })).statusCode).toBe(200);
    await waitUntil(async () => (await statusOf(player, invoice.id))?.status === InvoiceStatus.Failure);
    expect(await statusOf(player, invoice.id)).toMatchObject({ failureReason: 'payout_failed' });
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(5_000);
  });

  it('rejects a pending withdrawal: the hold goes back to the player once', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    await depositFor(app(), player.accessToken, 5_000, 'EUR');
    const invoice = (await withdraw(player, 4_000)).json<Invoice>();
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(1_000);
    const rejected = await operator('PUT', `/withdrawals/${invoice.id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: InvoiceStatus.Failure, failureReason: 'rejected' });
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(5_000);
    expect((await operator('PUT', `/withdrawals/${invoice.id}/reject`)).statusCode).toBe(409);
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(5_000);
    // A payout webhook for a withdrawal that was never sent out is refused.
    const stray = await sendSandboxWebhook(
      app(),
      sandboxEventBody({ type: 'payout.succeeded', reference: invoice.id, amount: 4_000, currency: 'EUR' }),
    );
    expect(stray.statusCode).toBe(422);
    expect((await operator('PUT', '/withdrawals/00000000-0000-4000-8000-000000000000/approve')).statusCode).toBe(404);
    expect((await operator('PUT', '/withdrawals/nope/approve')).statusCode).toBe(400);
    expect((await operator('PUT', `/withdrawals/${invoice.id}/approve`, { simulate: 'maybe' })).statusCode).toBe(422);
  });
});
