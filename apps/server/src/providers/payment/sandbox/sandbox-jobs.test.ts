import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { InvoiceStatus, type Invoice } from '@casino/shared';
import { expectLedgerIntact } from '../../../testing/ledger';
import { balanceOf, createInvoice, depositFor, TEST_ADMIN_TOKEN, waitUntil } from '../../../testing/payments';
import { bearer, registerPlayer } from '../../../testing/players';
import type * as WebhookDeliveryModule from './webhook-delivery';
import { useTestApp } from '../../../testing/test-app';

/** The merchant (our callback route) is down for the next `refusals` deliveries: 503 without reaching it. */
const merchant = vi.hoisted(() => ({ refusals: 0, attempts: [] as number[] }));
vi.mock('./webhook-delivery', async (importOriginal) => {
  const original = await importOriginal<typeof WebhookDeliveryModule>();
  return {
    ...original,
    createSelfWebhookDelivery: (app: FastifyInstance) => {
      const deliver = original.createSelfWebhookDelivery(app);
      return async (rawBody: string, headers: Readonly<Record<string, string>>) => {
        if (merchant.refusals > 0) {
          merchant.refusals -= 1;
          merchant.attempts.push(503);
          return { statusCode: 503 };
        }
        const answer = await deliver(rawBody, headers);
        merchant.attempts.push(answer.statusCode);
        return answer;
      };
    },
  };
});

const PAYOUT_JOB = 'payment.sandbox-payout';
const WEBHOOK_JOB = 'payment.sandbox-webhook';

const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });

const app = () => testApp.app;
const operator = (url: string) =>
  app().inject({ method: 'PUT', url: `/api/admin/payment${url}`, headers: bearer(TEST_ADMIN_TOKEN) });
const withdrawalOf = async (token: string, id: string) =>
  (await app().inject({ method: 'GET', url: '/api/payment/invoices?type=2', headers: bearer(token) }))
    .json<{ data: Invoice[] }>()
    .data.find((invoice) => invoice.id === id);

describe('sandbox jobs', () => {
  it('settles an approved payout by its job, which waits in the database until a worker runs it', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    await depositFor(app(), player.accessToken, 5_000, 'EUR');
    const invoice = (
      await createInvoice(app(), player.accessToken, 'withdrawal', {
        paymentMethod: 'sandbox.withdrawal.card',
        amount: 2_000,
        currency: 'EUR',
        fields: { card_number: '4242424242424242' },
      })
    ).json<Invoice>();
    expect((await operator(`/withdrawals/${invoice.id}/approve`)).statusCode).toBe(200);
    // Approving twice asks the sandbox twice; it keeps one payout and one settlement job.
    expect((await operator(`/withdrawals/${invoice.id}/approve`)).statusCode).toBe(200);
    expect(await app().jobs.unfinished([PAYOUT_JOB])).toBe(1);
    expect((await withdrawalOf(player.accessToken, invoice.id))?.status).toBe(InvoiceStatus.Pending);

    await app().jobs.start();
    await waitUntil(async () => (await withdrawalOf(player.accessToken, invoice.id))?.status === InvoiceStatus.Success);
    await waitUntil(async () => (await app().jobs.unfinished([PAYOUT_JOB, WEBHOOK_JOB])) === 0);
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(3_000);
    await expectLedgerIntact(app());
  });

  // Waits out real back-off pauses (about 10 s on a quiet machine).
  it('retries a webhook the merchant refuses, with back-off, until it is accepted, and credits once', {
    timeout: 120_000,
  }, async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    const invoice = (
      await createInvoice(app(), player.accessToken, 'deposit', {
        paymentMethod: 'sandbox.deposit.card',
        amount: 4_200,
        currency: 'EUR',
      })
    ).json<Invoice>();
    await app().jobs.start();
    merchant.attempts = [];
    merchant.refusals = 2;
    const page = await app().inject({ method: 'GET', url: `/provider/pay/${invoice.id}` });
    const token = /name="token" value="([0-9a-f]{64})"/.exec(page.body)?.[1] ?? '';
    const paid = await app().inject({
      method: 'POST',
      url: `/provider/pay/${invoice.id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    await waitUntil(async () => (await balanceOf(app(), player.accessToken, 'EUR')) === 4_200, 30_000);
    await waitUntil(async () => (await app().jobs.unfinished([WEBHOOK_JOB])) === 0);
    // Refused twice, accepted on the third try, and not sent again after that.
    expect(merchant.attempts).toEqual([503, 503, 200]);
    // The page's "send again" button after acceptance sends nothing more.
    const again = await app().inject({
      method: 'POST',
      url: `/provider/pay/${invoice.id}/notify`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(again.statusCode).toBe(303);
    expect(await app().jobs.unfinished([WEBHOOK_JOB])).toBe(0);
    expect(await balanceOf(app(), player.accessToken, 'EUR')).toBe(4_200);
    await expectLedgerIntact(app());
  });
});
