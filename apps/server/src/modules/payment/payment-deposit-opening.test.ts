import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BonusCodeStatus, InvoiceStatus, type CreatedDeposit, type Invoice } from '@casino/shared';
import { queryRows } from '../../db/database';
import { expectLedgerIntact } from '../../testing/ledger';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import {
  balanceOf,
  createInvoice,
  sandboxEventBody,
  sendSandboxWebhook,
  TEST_ADMIN_TOKEN,
} from '../../testing/payments';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
});
afterAll(async () => {
  await expectLedgerIntact(testApp.app);
  await testApp.close();
});

const app = () => testApp.app;
const deposit = (player: RegisteredPlayer, amount: number, extra: Record<string, unknown> = {}) =>
  createInvoice(app(), player.accessToken, 'deposit', {
    paymentMethod: 'sandbox.deposit.card',
    amount,
    currency: 'EUR',
    ...extra,
  });

async function invoicesOf(player: RegisteredPlayer): Promise<Invoice[]> {
  const response = await app().inject({
    method: 'GET',
    url: '/api/payment/invoices?perPage=100',
    headers: bearer(player.accessToken),
  });
  return response.json<{ data: Invoice[] }>().data;
}

const sandboxStatuses = async (amount: number) =>
  (
    await queryRows<{ status: string }>(
      app().database.db,
      sql`select status from sandbox_transactions where amount = ${amount}`,
    )
  ).map((row) => row.status);

/** Makes the database refuse a write, as a full disk or a lost connection would: `when` picks the rows. */
async function injectFailure(name: string, table: string, when: string): Promise<void> {
  await app().database.db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if ${when} then raise exception 'injected failure (${name})'; end if;
        return new;
      end $$`),
  );
  await app().database.db.execute(
    sql.raw(`create trigger ${name} before insert or update on ${table} for each row execute function ${name}()`),
  );
}

describe('opening a deposit at the provider', () => {
  it('cancels the provider side when the invoice cannot record it, and ends the invoice', async () => {
    // The invoice cannot store what the provider answered (its reference and where to pay).
    await injectFailure(
      'test_refuse_opened_deposit',
      'invoices',
      'new.amount = 7777 and new.provider_reference is not null',
    );
    const player = await registerPlayer(app(), { currency: 'EUR' });
    const response = await deposit(player, 7_777);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ error: { code: 'internal_error' } });
    // Both sides ended together: nothing is left open at the provider or pending here.
    expect(await sandboxStatuses(7_777)).toEqual(['cancelled']);
    const [invoice] = await invoicesOf(player);
    expect(invoice).toMatchObject({ amount: 7_777, status: InvoiceStatus.Failure, failureReason: 'provider_failed' });
    // Had the provider taken the money anyway, it would land on that invoice and be credited.
    const paid = await sendSandboxWebhook(
      app(),
      sandboxEventBody({ type: 'payment.succeeded', reference: invoice?.id ?? '', amount: 7_777, currency: 'EUR' }),
    );
    expect(paid.json()).toMatchObject({ outcome: 'applied' });
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(7_777);
    await expectLedgerIntact(app());
  });

  it('ends the invoice as failed when the provider cannot open the payment', async () => {
    await injectFailure('test_refuse_sandbox_payment', 'sandbox_transactions', 'new.amount = 8888');
    const player = await registerPlayer(app(), { currency: 'EUR' });
    expect((await deposit(player, 8_888)).statusCode).toBe(500);
    expect(await sandboxStatuses(8_888)).toEqual([]);
    expect(await invoicesOf(player)).toMatchObject([
      { amount: 8_888, status: InvoiceStatus.Failure, failureReason: 'provider_failed' },
    ]);
    // The next deposit works as usual.
    expect((await deposit(player, 5_000)).json()).toMatchObject({ status: InvoiceStatus.Pending, number: 2 });
  });

  it('goes on with a bonus code it does not know, and answers that the code is incorrect (status 3)', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    const response = await deposit(player, 5_000, { bonusCode: ' WELCOME100 ' });
    expect(response.statusCode).toBe(201);
    const created = response.json<CreatedDeposit>();
    expect(created).toMatchObject({
      status: InvoiceStatus.Pending,
      bonusCode: { code: 'WELCOME100', status: BonusCodeStatus.Incorrect },
    });
    expect(created.publicData.redirectUrl).toBeTruthy();
    // The code the player was told is incorrect is not kept to apply later; without one, no word about it.
    const [stored] = await queryRows<{ bonusCode: string | null }>(
      app().database.db,
      sql`select bonus_code as "bonusCode" from invoices where id = ${created.id}`,
    );
    expect(stored?.bonusCode).toBeNull();
    expect((await deposit(player, 5_000)).json()).not.toHaveProperty('bonusCode');
  });
});
