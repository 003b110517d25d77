import { describe, expect, it } from 'vitest';
import { InvoiceStatus, type Invoice } from '@casino/shared';
import { durableApps } from '../../testing/durable-app';
import { bearer, registerPlayer } from '../../testing/players';
import {
  balanceOf,
  createInvoice,
  depositFor,
  ledgerIntegrity,
  TEST_ADMIN_TOKEN,
  waitUntil,
} from '../../testing/payments';

const apps = durableApps('casino-payment-');
const durableEnvironment = () => apps.environment();
const startApp = (environment: Record<string, string>) => apps.start({ ADMIN_TOKEN: TEST_ADMIN_TOKEN, ...environment });

// Two server builds on one database directory, one after the other: slow on a busy 2-core machine.
describe('sandbox payouts across a restart', { timeout: 120_000 }, () => {
  it('settles a payout approved just before the process stopped, once the server is back (its job waited in the database)', async () => {
    const environment = await durableEnvironment();
    const first = await startApp(environment);
    const player = await registerPlayer(first, { currency: 'EUR' });
    await depositFor(first, player.accessToken, 5_000, 'EUR');
    const invoice = (
      await createInvoice(first, player.accessToken, 'withdrawal', {
        paymentMethod: 'sandbox.withdrawal.card',
        amount: 2_000,
        currency: 'EUR',
        fields: { card_number: '4242424242424242' },
      })
    ).json<Invoice>();
    const approved = await first.inject({
      method: 'PUT',
      url: `/api/admin/payment/withdrawals/${invoice.id}/approve`,
      headers: bearer(TEST_ADMIN_TOKEN),
    });
    expect(approved.statusCode).toBe(200);
    // Stopped before any worker ran the settlement job (this app never started its workers): the payout is still open.
    await first.close();

    const second = await startApp(environment);
    apps.onCleanUp(() => second.close());
    await second.jobs.start();
    const statusOf = async () => {
      const response = await second.inject({
        method: 'GET',
        url: '/api/payment/invoices?type=2',
        headers: bearer(player.accessToken),
      });
      return response.json<{ data: Invoice[] }>().data[0]?.status;
    };
    await waitUntil(async () => (await statusOf()) === InvoiceStatus.Success);
    expect(await balanceOf(second, player.accessToken, 'EUR')).toBe(3_000);
    expect((await ledgerIntegrity(second)).ok).toBe(true);
  });
});
