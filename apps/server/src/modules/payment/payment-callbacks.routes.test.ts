import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceStatus, type Invoice } from '@casino/shared';
import { queryRows } from '../../db/database';
import { runJobsUntilDone } from '../../testing/jobs';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import { signSandboxPayload } from '../../providers/payment/sandbox/sandbox-signature';
import {
  balanceOf,
  createInvoice,
  ledgerIntegrity,
  sandboxEventBody,
  sandboxSecretOf,
  sendSandboxWebhook,
  TEST_ADMIN_TOKEN,
  waitUntil,
} from '../../testing/payments';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
});
afterAll(async () => {
  // Whatever the tests did, every currency still sums to zero and no balance went negative.
  expect((await ledgerIntegrity(testApp.app)).ok).toBe(true);
  await testApp.close();
});

const app = () => testApp.app;

async function cardDeposit(player: RegisteredPlayer, amount = 5_000, currency = 'EUR'): Promise<Invoice> {
  const response = await createInvoice(app(), player.accessToken, 'deposit', {
    paymentMethod: 'sandbox.deposit.card',
    amount,
    currency,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Invoice>();
}

async function invoiceOf(player: RegisteredPlayer, id: string): Promise<Invoice | undefined> {
  const response = await app().inject({
    method: 'GET',
    url: '/api/payment/invoices?perPage=100',
    headers: bearer(player.accessToken),
  });
  return response.json<{ data: Invoice[] }>().data.find((invoice) => invoice.id === id);
}

async function ledgerIsSound(): Promise<void> {
  expect((await ledgerIntegrity(app())).ok).toBe(true);
}

describe('POST /api/payment/callbacks/sandbox', () => {
  it('credits a deposit once when the same event is delivered 5 times', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    const invoice = await cardDeposit(player, 12_345);
    const body = sandboxEventBody({
      type: 'payment.succeeded',
      reference: invoice.id,
      amount: 12_345,
      currency: 'EUR',
    });
    const responses = await Promise.all(Array.from({ length: 5 }, () => sendSandboxWebhook(app(), body)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.map((response) => response.json<{ outcome: string }>().outcome).sort()).toEqual([
      'applied',
      'replayed',
      'replayed',
      'replayed',
      'replayed',
    ]);
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(12_345);
    expect((await invoiceOf(player, invoice.id))?.status).toBe(InvoiceStatus.Success);
    // A new event id for the same ended invoice changes nothing either.
    const another = await sendSandboxWebhook(
      app(),
      sandboxEventBody({ type: 'payment.succeeded', reference: invoice.id, amount: 12_345, currency: 'EUR' }),
    );
    expect(another.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(12_345);
    await ledgerIsSound();
  });

  it('refuses forged, stale, future-dated, mismatched and malformed calls, and changes nothing', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    const invoice = await cardDeposit(player, 5_000);
    const event = { type: 'payment.succeeded' as const, reference: invoice.id, amount: 5_000, currency: 'EUR' };
    const body = sandboxEventBody(event);
    const now = Math.floor(Date.now() / 1000);
    const secret = await sandboxSecretOf(app());
    const cases: [string, Promise<Awaited<ReturnType<typeof sendSandboxWebhook>>>, number, string][] = [
      [
        'forged key',
        sendSandboxWebhook(app(), body, { secret: 'a-forger-guessing-the-secret-key-0000' }),
        401,
        'invalid_signature',
      ],
      ['no signature', sendSandboxWebhook(app(), body, { signature: '' }), 401, 'invalid_signature'],
      ['garbage signature', sendSandboxWebhook(app(), body, { signature: 't=abc,v1=xyz' }), 401, 'invalid_signature'],
      ['stale by 6 minutes', sendSandboxWebhook(app(), body, { timestamp: now - 6 * 60 }), 401, 'signature_expired'],
      [
        '6 minutes in the future',
        sendSandboxWebhook(app(), body, { timestamp: now + 6 * 60 }),
        401,
        'signature_expired',
      ],
      [
        'wrong amount',
        sendSandboxWebhook(app(), sandboxEventBody({ ...event, amount: 500_000 })),
        422,
        'event_mismatch',
      ],
      [
        'wrong currency',
        sendSandboxWebhook(app(), sandboxEventBody({ ...event, currency: 'USD' })),
        422,
        'event_mismatch',
      ],
      [
        'payout event for a deposit',
        sendSandboxWebhook(app(), sandboxEventBody({ ...event, type: 'payout.succeeded' })),
        422,
        'event_mismatch',
      ],
      [
        'unknown invoice',
        sendSandboxWebhook(app(), sandboxEventBody({ ...event, reference: '00000000-0000-4000-8000-000000000000' })),
        404,
        'invoice_not_found',
      ],
      [
        'not an invoice id',
        sendSandboxWebhook(app(), sandboxEventBody({ ...event, reference: 'x' })),
        404,
        'invoice_not_found',
      ],
      ['not an event', sendSandboxWebhook(app(), JSON.stringify({ hello: 'world' }), { secret }), 400, 'invalid_event'],
      ['not JSON', sendSandboxWebhook(app(), '{"id":', { secret }), 400, 'invalid_json'],
    ];
    for (const [name, pending, status, code] of cases) {
      const response = await pending;
      expect(response.statusCode, name).toBe(status);
      expect(response.json(), name).toMatchObject({ error: { code } });
    }
    // The body signed, then changed on the way: the signature no longer matches.
    const signedOriginal = sandboxEventBody(event);
    const tampered = await sendSandboxWebhook(app(), signedOriginal.replace('5000', '9000'), {
      signature: signSandboxPayload(secret, signedOriginal, now),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(0);
    expect((await invoiceOf(player, invoice.id))?.status).toBe(InvoiceStatus.Pending);
    const [recorded] = await queryRows<{ count: number }>(
      app().database.db,
      sql`select count(*)::int as count from payment_provider_events where invoice_id = ${invoice.id}`,
    );
    expect(recorded?.count).toBe(0);
    // The genuine call still works afterwards.
    expect((await sendSandboxWebhook(app(), body)).statusCode).toBe(200);
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(5_000);
    await ledgerIsSound();
  });

  it('marks a deposit failed on payment.failed, without moving money', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    const invoice = await cardDeposit(player, 2_000);
    const response = await sendSandboxWebhook(
      app(),
      sandboxEventBody({ type: 'payment.failed', reference: invoice.id, amount: 2_000, currency: 'EUR' }),
    );
    expect(response.statusCode).toBe(200);
    expect(await invoiceOf(player, invoice.id)).toMatchObject({
      status: InvoiceStatus.Failure,
      failureReason: 'payment_failed',
    });
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(0);
  });
});

describe('the sandbox hosted page', () => {
  async function pageToken(invoice: Invoice): Promise<string> {
    const page = await app().inject({ method: 'GET', url: invoice.publicData.redirectUrl ?? '' });
    expect(page.statusCode).toBe(200);
    const token = /name="token" value="([0-9a-f]{64})"/.exec(page.body)?.[1];
    if (!token) throw new Error('the page has no form token');
    return token;
  }

  /** The sandbox reports the end of a payment by a webhook job: run it (as server.ts's workers would). */
  const webhooksDelivered = () => runJobsUntilDone(app(), ['payment.sandbox-webhook']);

  const press = (invoice: Invoice, action: string, token: string) =>
    app().inject({
      method: 'POST',
      url: `/provider/pay/${invoice.id}/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });

  it('shows the payment and, on Pay, reports it by signed webhook: the balance is credited', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    const invoice = await cardDeposit(player, 2_500);
    expect(invoice.publicData.redirectUrl).toBe(`/provider/pay/${invoice.id}`);
    const page = await app().inject({ method: 'GET', url: `/provider/pay/${invoice.id}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('25.00 EUR');
    expect(page.body).toContain('Lucky Orbit');
    expect(page.body).toMatch(/<button type="submit" class="primary">Pay<\/button>/);
    expect(page.body).toMatch(/<button type="submit" class="secondary">Decline<\/button>/);

    const token = await pageToken(invoice);
    const paid = await press(invoice, 'pay', token);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/provider/pay/${invoice.id}`);
    await webhooksDelivered();
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(2_500);
    expect((await invoiceOf(player, invoice.id))?.status).toBe(InvoiceStatus.Success);
    const result = await app().inject({ method: 'GET', url: `/provider/pay/${invoice.id}` });
    expect(result.body).toContain('Payment received');
    expect(result.body).toContain('href="/wallet/history"');
    // Pressing again (a double click, a resubmitted form) pays nothing more.
    expect((await press(invoice, 'pay', token)).statusCode).toBe(303);
    expect((await press(invoice, 'decline', token)).statusCode).toBe(303);
    await webhooksDelivered();
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(2_500);
    expect(result.body).not.toContain('<form');
    await ledgerIsSound();
  });

  it('refuses a button press without the page token', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    const invoice = await cardDeposit(player, 2_500);
    for (const token of ['', '0'.repeat(64), 'not-a-token']) {
      expect((await press(invoice, 'pay', token)).statusCode).toBe(403);
    }
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(0);
    expect(
      (await app().inject({ method: 'GET', url: '/provider/pay/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    expect((await app().inject({ method: 'GET', url: '/provider/pay/nope' })).statusCode).toBe(404);
  });

  it('declines on Decline: the invoice fails, nothing is credited', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    const invoice = await cardDeposit(player, 2_500);
    expect((await press(invoice, 'decline', await pageToken(invoice))).statusCode).toBe(303);
    await webhooksDelivered();
    expect(await invoiceOf(player, invoice.id)).toMatchObject({
      status: InvoiceStatus.Failure,
      failureReason: 'payment_failed',
    });
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(0);
  });

  it('gives a crypto deposit an address, URI and QR code, and simulates the incoming transfer', async () => {
    const player = await registerPlayer(app(), { currency: 'BTC' });
    const response = await createInvoice(app(), player.accessToken, 'deposit', {
      paymentMethod: 'sandbox.deposit.crypto_btc',
      amount: 100_000,
      currency: 'BTC',
    });
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json<Invoice>();
    expect(invoice.publicData.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(invoice.publicData.network).toBe('BTC');
    expect(invoice.publicData.uri).toBe(`bitcoin:${invoice.publicData.address}?amount=0.001`);
    expect(invoice.publicData.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(invoice.publicData.qr?.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    const page = await app().inject({ method: 'GET', url: `/provider/pay/${invoice.id}` });
    expect(page.body).toContain(invoice.publicData.address);
    expect(page.body).toContain('Simulate incoming transfer');
    expect((await press(invoice, 'pay', await pageToken(invoice))).statusCode).toBe(303);
    await webhooksDelivered();
    expect(await balanceOf(app(), player.accessToken, 'BTC')).toBe(100_000);
  });

  it('gives each network its own address format', async () => {
    const player = await registerPlayer(app(), { currency: 'USDT' });
    const formats: [string, RegExp, RegExp][] = [
      ['sandbox.deposit.crypto_usdt_trc20', /^T[1-9A-HJ-NP-Za-km-z]{33}$/, /^tron:/],
      [
        'sandbox.deposit.crypto_usdt_erc20',
        /^0x[0-9a-f]{40}$/,
        /^ethereum:0x[0-9a-fA-F]{40}\/transfer\?address=0x[0-9a-f]{40}&uint256=20000000$/,
      ],
      ['sandbox.deposit.crypto_usdt_ton', /^UQ[A-Za-z0-9_-]{46}$/, /^ton:\/\/transfer\//],
    ];
    for (const [paymentMethod, address, uri] of formats) {
      const response = await createInvoice(app(), player.accessToken, 'deposit', {
        paymentMethod,
        amount: 20_000_000,
        currency: 'USDT',
      });
      expect(response.statusCode, response.body).toBe(201);
      const { publicData } = response.json<Invoice>();
      expect(publicData.address, paymentMethod).toMatch(address);
      expect(publicData.uri, paymentMethod).toMatch(uri);
    }
  });
});

describe('webhook delivery over HTTP', () => {
  it('reaches the server on its listening address when the server listens', async () => {
    const listening = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
    try {
      const address = await listening.app.listen({ host: '127.0.0.1', port: 0 });
      // As server.ts does: the webhook goes out as a job, once the button ended the payment.
      await listening.app.jobs.start();
      const player = await registerPlayer(listening.app, { currency: 'EUR' });
      const created = await createInvoice(listening.app, player.accessToken, 'deposit', {
        paymentMethod: 'sandbox.deposit.card',
        amount: 7_700,
        currency: 'EUR',
      });
      const invoice = created.json<Invoice>();
      // A browser on the hosted page: real HTTP both ways, the webhook included.
      const page = await fetch(`${address}${invoice.publicData.redirectUrl ?? ''}`).then((response) => response.text());
      const token = /name="token" value="([0-9a-f]{64})"/.exec(page)?.[1] ?? '';
      const pressed = await fetch(`${address}/provider/pay/${invoice.id}/pay`, {
        method: 'POST',
        body: new URLSearchParams({ token }),
        redirect: 'manual',
      });
      expect(pressed.status).toBe(303);
      await waitUntil(async () => (await balanceOf(listening.app, player.accessToken, 'EUR')) === 7_700);
      expect((await ledgerIntegrity(listening.app)).ok).toBe(true);
    } finally {
      await listening.close();
    }
  });
});
