import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceStatus, type Invoice } from '@casino/shared';
import { queryRows } from '../../db/database';
import { expectLedgerIntact } from '../../testing/ledger';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import {
  balanceOf,
  createInvoice,
  sandboxEventBody,
  sandboxSecretOf,
  sendSandboxWebhook,
  TEST_ADMIN_TOKEN,
} from '../../testing/payments';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * A success the provider reports for money it has taken ends with the player credited exactly
 * once, whatever the player did meanwhile (issue 11). Run on PGlite and, with TEST_DATABASE_URL,
 * on PostgreSQL.
 */
let testApp: TestApp;
let secret: string;
beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
  secret = await sandboxSecretOf(testApp.app);
});
afterAll(async () => {
  await expectLedgerIntact(testApp.app);
  await testApp.close();
});

const app = () => testApp.app;
const AMOUNT = 1_000;

async function cardDeposit(player: RegisteredPlayer): Promise<Invoice> {
  const response = await createInvoice(app(), player.accessToken, 'deposit', {
    paymentMethod: 'sandbox.deposit.card',
    amount: AMOUNT,
    currency: 'EUR',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Invoice>();
}

const decline = (player: RegisteredPlayer, id: string) =>
  app().inject({ method: 'PUT', url: `/api/payment/invoices/${id}/decline`, headers: bearer(player.accessToken) });
const webhook = (type: 'payment.succeeded' | 'payment.failed', invoice: Invoice) =>
  sendSandboxWebhook(app(), sandboxEventBody({ type, reference: invoice.id, amount: AMOUNT, currency: 'EUR' }), {
    secret,
  });

async function statusOf(player: RegisteredPlayer, id: string): Promise<number | undefined> {
  const response = await app().inject({
    method: 'GET',
    url: '/api/payment/invoices?type=1&perPage=100',
    headers: bearer(player.accessToken),
  });
  return response.json<{ data: Invoice[] }>().data.find((invoice) => invoice.id === id)?.status;
}

/** Deposit credits booked in the ledger for these invoices, per invoice. */
async function creditsOf(invoiceIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await queryRows<{ reference: string; credits: number }>(
    app().database.db,
    sql`select reference, count(*)::int as credits from ledger_transfers where reason = 'deposit' and reference in (${sql.join(
      invoiceIds.map((id) => sql`${id}`),
      sql`, `,
    )}) group by reference`,
  );
  return new Map(rows.map((row) => [row.reference, row.credits]));
}

/** Sends the success webhook and the player's cancel at once; `cancelFirst` starts the cancel first. */
async function raceSuccessAndCancel(player: RegisteredPlayer, invoice: Invoice, cancelFirst: boolean) {
  const success = cancelFirst ? undefined : webhook('payment.succeeded', invoice);
  const cancel = decline(player, invoice.id);
  return { success: await (success ?? webhook('payment.succeeded', invoice)), cancel: await cancel };
}

describe('a success webhook racing the player cancelling the deposit', () => {
  it('credits exactly once in 20 races, whichever wins', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    const invoices: Invoice[] = [];
    for (let race = 0; race < 20; race += 1) {
      const invoice = await cardDeposit(player);
      invoices.push(invoice);
      const { success, cancel } = await raceSuccessAndCancel(player, invoice, race % 2 === 1);
      expect(success.statusCode, success.body).toBe(200);
      expect([200, 409], cancel.body).toContain(cancel.statusCode);
      expect(await statusOf(player, invoice.id)).toBe(InvoiceStatus.Success);
    }
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(20 * AMOUNT);
    const credits = await creditsOf(invoices.map((invoice) => invoice.id));
    expect([...credits.values()]).toEqual(Array.from({ length: 20 }, () => 1));
    // The provider resending its event changes nothing.
    const [first] = invoices;
    if (first) expect((await webhook('payment.succeeded', first)).json()).toMatchObject({ received: true });
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(20 * AMOUNT);
    await expectLedgerIntact(app());
  });

  it('credits a deposit the player had already cancelled, or the provider had reported failed, once it is paid', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    const cancelled = await cardDeposit(player);
    expect((await decline(player, cancelled.id)).json()).toMatchObject({
      status: InvoiceStatus.Failure,
      failureReason: 'declined',
    });
    const paid = await webhook('payment.succeeded', cancelled);
    expect(paid.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await statusOf(player, cancelled.id)).toBe(InvoiceStatus.Success);

    const failedFirst = await cardDeposit(player);
    expect((await webhook('payment.failed', failedFirst)).json()).toMatchObject({ outcome: 'applied' });
    expect((await webhook('payment.succeeded', failedFirst)).json()).toMatchObject({ outcome: 'applied' });
    // A failure reported after the success changes nothing: the money stays credited.
    expect((await webhook('payment.failed', failedFirst)).json()).toMatchObject({ outcome: 'ignored' });
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(2 * AMOUNT);
    expect([...(await creditsOf([cancelled.id, failedFirst.id])).values()]).toEqual([1, 1]);
    await expectLedgerIntact(app());
  });
});
