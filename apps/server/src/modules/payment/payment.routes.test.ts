import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceStatus, InvoiceType, type Invoice, type InvoiceEvent, type PaymentMethodGroup } from '@casino/shared';
import { queryRows } from '../../db/database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import { balanceOf, createInvoice, depositFor, ledgerIntegrity, TEST_ADMIN_TOKEN } from '../../testing/payments';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
});
afterAll(async () => {
  expect((await ledgerIntegrity(testApp.app)).ok).toBe(true);
  await testApp.close();
});

const app = () => testApp.app;
const get = (player: RegisteredPlayer, url: string) =>
  app().inject({ method: 'GET', url, headers: bearer(player.accessToken) });
const methodIds = (groups: PaymentMethodGroup[]) =>
  groups.flatMap((group) => group.paymentMethods.map((method) => method.id));

describe('GET /api/payment/methods/{deposit|withdrawal}', () => {
  it('names the methods in the language of the request, and leaves names such as Pix as they are', async () => {
    const player = await registerPlayer(app(), { currency: 'BRL', country: 'BR' });
    const response = await app().inject({
      method: 'GET',
      url: '/api/payment/methods/deposit',
      headers: { ...bearer(player.accessToken), 'x-locale': 'pt-br' },
    });
    expect(response.statusCode).toBe(200);
    const groups = response.json<{ data: PaymentMethodGroup[] }>().data;
    expect(groups.map((group) => group.id)).toEqual(['card', 'pix', 'cash_agent']);
    expect(groups.map((group) => group.label)).toEqual(['Cartão', 'Pix', 'Agente de pagamento em dinheiro']);
    expect(groups[0]?.paymentMethods[0]?.label).toBe('Cartão');
  });

  it("lists the selected account's currency for the player's country, grouped, with bounds, presets and fields", async () => {
    const player = await registerPlayer(app(), { currency: 'BRL', country: 'BR' });
    const response = await get(player, '/api/payment/methods/deposit');
    expect(response.statusCode).toBe(200);
    const groups = response.json<{ data: PaymentMethodGroup[] }>().data;
    expect(groups.map((group) => group.label)).toEqual(['Card', 'Pix', 'Cash agent']);
    const pix = groups.find((group) => group.label === 'Pix')?.paymentMethods[0];
    expect(pix).toMatchObject({
      id: 'sandbox.deposit.pix',
      provider: 'sandbox',
      kind: 'pix',
      direction: 'deposit',
      label: 'Pix',
      flow: 'redirect',
      currency: 'BRL',
      minAmount: 5_000,
      maxAmount: 5_000_000,
      fields: [{ name: 'cpf_number', type: 'cpf_number', required: true, label: 'CPF' }],
    });
    expect(pix?.presets.every((preset) => preset >= (pix.minAmount ?? 0) && preset <= (pix.maxAmount ?? 0))).toBe(true);
    const logo = await app().inject({ method: 'GET', url: pix?.logo ?? '' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('takes another currency and country, and offers local methods only where they work', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR', country: 'DE' });
    const german = methodIds(
      (await get(player, '/api/payment/methods/deposit')).json<{ data: PaymentMethodGroup[] }>().data,
    );
    expect(german).toEqual(
      expect.arrayContaining([
        'sandbox.deposit.card',
        'sandbox.deposit.sepa',
        'sandbox.deposit.sofort',
        'sandbox.deposit.bank_transfer',
      ]),
    );
    expect(german).not.toContain('sandbox.deposit.multibanco');
    const portuguese = methodIds(
      (await get(player, '/api/payment/methods/deposit?country=pt')).json<{ data: PaymentMethodGroup[] }>().data,
    );
    expect(portuguese).toContain('sandbox.deposit.multibanco');
    const usdt = (await get(player, '/api/payment/methods/withdrawal?currency=USDT')).json<{
      data: PaymentMethodGroup[];
    }>().data;
    expect(usdt.map((group) => group.label)).toEqual(['Cryptocurrencies']);
    expect(usdt[0]?.paymentMethods.map((method) => method.network)).toEqual(['TRC20', 'ERC20', 'TON', 'BEP20']);
    expect(usdt[0]?.paymentMethods[0]?.fields).toEqual([
      { name: 'wallet_id', type: 'wallet_id', required: true, label: 'Wallet address (TRC20)' },
    ]);
    expect((await get(player, '/api/payment/methods/deposit?currency=XYZ')).json()).toEqual({ data: [] });
    expect((await get(player, '/api/payment/methods/deposit?currency=eur')).statusCode).toBe(400);
    expect((await get(player, '/api/payment/methods/deposit?country=DEU')).statusCode).toBe(400);
    expect((await app().inject({ method: 'GET', url: '/api/payment/methods/deposit' })).statusCode).toBe(401);
  });
});

describe('POST /api/payment/invoices/deposit', () => {
  it('creates a pending invoice numbered per player and type, and announces it on payment:invoices', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    const first = await createInvoice(app(), player.accessToken, 'deposit', {
      paymentMethod: 'sandbox.deposit.card',
      amount: 5_000,
      currency: 'EUR',
    });
    expect(first.statusCode).toBe(201);
    const invoice = first.json<Invoice>();
    expect(invoice).toMatchObject({
      type: InvoiceType.Deposit,
      status: InvoiceStatus.Pending,
      amount: 5_000,
      currency: 'EUR',
      number: 1,
      paymentMethod: 'sandbox.deposit.card',
      paymentMethodLabel: 'Card',
      failureReason: null,
    });
    expect(invoice).not.toHaveProperty('fields');
    const numbers = await Promise.all(
      Array.from({ length: 5 }, () =>
        createInvoice(app(), player.accessToken, 'deposit', {
          paymentMethod: 'sandbox.deposit.card',
          amount: 5_000,
          currency: 'EUR',
        }),
      ),
    );
    expect(numbers.map((response) => response.json<Invoice>().number).sort()).toEqual([2, 3, 4, 5, 6]);
    const events = await queryRows<{ data: InvoiceEvent }>(
      app().database.db,
      sql`select data from realtime_outbox where channel = ${`payment:invoices#${player.profile.id}`} order by id`,
    );
    expect(events).toHaveLength(6);
    expect(events[0]?.data).toEqual({ type: 'invoice.deposit.updated', invoice });
  });

  it.each([
    ['zero', 0],
    ['negative', -100],
    ['fractional', 1000.5],
    ['above the maximum', 1_000_001],
    ['below the minimum', 999],
    ['a numeric string', '5000'],
    ['text', 'lots'],
    ['null', null],
    ['huge', 1e30],
    ['an object', { value: 5000 }],
  ])('refuses an amount that is %s with 422 and a message on amount', async (_case, amount) => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    const response = await createInvoice(app(), player.accessToken, 'deposit', {
      paymentMethod: 'sandbox.deposit.card',
      amount,
      currency: 'EUR',
    });
    expect(response.statusCode).toBe(422);
    const { error } = response.json<{ error: { code: string; fields: Record<string, string[]> } }>();
    expect(error.code).toBe('validation_failed');
    expect(error.fields.amount?.length).toBeGreaterThan(0);
  });

  it('refuses unknown methods, methods of another currency or country, and currencies without an account', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR', country: 'DE' });
    const attempt = (payload: Record<string, unknown>) =>
      createInvoice(app(), player.accessToken, 'deposit', { amount: 5_000, currency: 'EUR', ...payload });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ paymentMethod: 'sandbox.deposit.teleport' }, 'validation_failed', 'paymentMethod'],
      [{ paymentMethod: 'sandbox.withdrawal.card' }, 'validation_failed', 'paymentMethod'],
      [{ paymentMethod: 'sandbox.deposit.pix' }, 'validation_failed', 'paymentMethod'],
      [{ paymentMethod: 'sandbox.deposit.multibanco' }, 'validation_failed', 'paymentMethod'],
      [{ paymentMethod: 'sandbox.deposit.card', currency: 'USD' }, 'account_not_found', 'currency'],
      [{ paymentMethod: 'sandbox.deposit.card', currency: 'eur' }, 'validation_failed', 'currency'],
      [{ paymentMethod: 'sandbox.deposit.card', role: 'admin' }, 'validation_failed', '_'],
      [{ paymentMethod: 'sandbox.deposit.sepa', fields: { iban: 'DE00 1234' } }, 'validation_failed', 'fields.iban'],
      [{ paymentMethod: 'sandbox.deposit.sepa' }, 'validation_failed', 'fields.iban'],
    ];
    for (const [payload, code, field] of cases) {
      const response = await attempt(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ error: { code } });
      if (field !== '_')
        expect(
          Object.keys(response.json<{ error: { fields: object } }>().error.fields),
          JSON.stringify(payload),
        ).toContain(field);
    }
    const sepa = await attempt({
      paymentMethod: 'sandbox.deposit.sepa',
      fields: { iban: 'de89 3704 0044 0532 0130 00', extra: 'not kept' },
    });
    expect(sepa.statusCode, sepa.body).toBe(201);
    const [stored] = await queryRows<{ fields: Record<string, string> }>(
      app().database.db,
      sql`select fields from invoices where id = ${sepa.json<Invoice>().id}`,
    );
    expect(stored?.fields).toEqual({ iban: 'DE89370400440532013000' });
  });

  it('checks a Pix CPF with the shared validator', async () => {
    const player = await registerPlayer(app(), { currency: 'BRL', country: 'BR' });
    const pix = (cpf: string) =>
      createInvoice(app(), player.accessToken, 'deposit', {
        paymentMethod: 'sandbox.deposit.pix',
        amount: 10_000,
        currency: 'BRL',
        fields: { cpf_number: cpf },
      });
    expect((await pix('111.111.111-11')).statusCode).toBe(422);
    expect((await pix('123.456.789-00')).statusCode).toBe(422);
    expect((await pix('529.982.247-25')).statusCode).toBe(201);
  });
});

describe('invoices list, statistics and decline', () => {
  it('lists newest first with filters and pages, and sums successful invoices per currency', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    await depositFor(app(), player.accessToken, 10_000, 'EUR');
    await depositFor(app(), player.accessToken, 20_000, 'EUR');
    const pending = (
      await createInvoice(app(), player.accessToken, 'deposit', {
        paymentMethod: 'sandbox.deposit.card',
        amount: 3_000,
        currency: 'EUR',
      })
    ).json<Invoice>();
    const withdrawal = await createInvoice(app(), player.accessToken, 'withdrawal', {
      paymentMethod: 'sandbox.withdrawal.card',
      amount: 4_000,
      currency: 'EUR',
      fields: { card_number: '4242 4242 4242 4242' },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    const list = (url: string) =>
      get(player, url).then((response) => response.json<{ data: Invoice[]; meta: Record<string, number> }>());

    const all = await list('/api/payment/invoices');
    expect(all.data.map((invoice) => [invoice.type, invoice.number])).toEqual([
      [2, 1],
      [1, 3],
      [1, 2],
      [1, 1],
    ]);
    expect(all.meta).toEqual({ page: 1, perPage: 20, totalPages: 1, totalRows: 4 });
    expect((await list('/api/payment/invoices?type=1')).meta.totalRows).toBe(3);
    expect((await list('/api/payment/invoices?status[]=1')).data.map((invoice) => invoice.id)).toEqual([
      withdrawal.json<Invoice>().id,
      pending.id,
    ]);
    expect((await list('/api/payment/invoices?status[]=2&status[]=3&type=1')).meta.totalRows).toBe(2);
    expect((await list('/api/payment/invoices?currency=USD')).meta.totalRows).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`/api/payment/invoices?dateFrom=${today}&dateTo=${today}`)).meta.totalRows).toBe(4);
    expect((await list('/api/payment/invoices?dateTo=2000-01-01')).meta.totalRows).toBe(0);
    const second = await list('/api/payment/invoices?perPage=3&page=2');
    expect(second.data.map((invoice) => invoice.number)).toEqual([1]);
    expect(second.meta).toEqual({ page: 2, perPage: 3, totalPages: 2, totalRows: 4 });
    for (const bad of [
      'status[]=9',
      'type=3',
      'perPage=101',
      'page=0',
      'dateFrom=2024-02-30',
      'dateFrom=2024-03-02&dateTo=2024-03-01',
      'currency=euro',
    ]) {
      expect((await get(player, `/api/payment/invoices?${bad}`)).statusCode, bad).toBe(400);
    }

    const statistics = await get(player, '/api/payment/invoices/statistics');
    expect(statistics.json()).toEqual({
      data: [
        {
          currency: 'EUR',
          depositCount: 2,
          depositTotal: 30_000,
          withdrawalCount: 0,
          withdrawalTotal: 0,
          pendingWithdrawalTotal: 4_000,
        },
      ],
    });
  });

  it('lets a player decline their own pending deposit, and refunds a declined withdrawal', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    await depositFor(app(), player.accessToken, 10_000, 'EUR');
    const deposit = (
      await createInvoice(app(), player.accessToken, 'deposit', {
        paymentMethod: 'sandbox.deposit.card',
        amount: 5_000,
        currency: 'EUR',
      })
    ).json<Invoice>();
    const decline = (id: string, token = player.accessToken) =>
      app().inject({ method: 'PUT', url: `/api/payment/invoices/${id}/decline`, headers: bearer(token) });

    const declined = await decline(deposit.id);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ id: deposit.id, status: InvoiceStatus.Failure, failureReason: 'declined' });
    expect((await decline(deposit.id)).json()).toMatchObject({ error: { code: 'invoice_not_pending' } });
    // The provider's page no longer takes the money.
    expect((await app().inject({ method: 'GET', url: `/provider/pay/${deposit.id}` })).body).toContain('cancelled');

    const withdrawal = (
      await createInvoice(app(), player.accessToken, 'withdrawal', {
        paymentMethod: 'sandbox.withdrawal.card',
        amount: 6_000,
        currency: 'EUR',
        fields: { card_number: '4242424242424242' },
      })
    ).json<Invoice>();
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(4_000);
    expect((await decline(withdrawal.id)).json()).toMatchObject({
      status: InvoiceStatus.Failure,
      failureReason: 'declined',
    });
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(10_000);

    const stranger = await registerPlayer(app(), { currency: 'EUR' });
    const other = (
      await createInvoice(app(), stranger.accessToken, 'deposit', {
        paymentMethod: 'sandbox.deposit.card',
        amount: 5_000,
        currency: 'EUR',
      })
    ).json<Invoice>();
    expect((await decline(other.id)).statusCode).toBe(404);
    expect((await decline('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await decline('not-a-uuid')).statusCode).toBe(400);
    expect(
      (await get(player, '/api/payment/invoices')).json<{ data: Invoice[] }>().data.map((invoice) => invoice.id),
    ).not.toContain(other.id);
  });
});
