import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InvoiceStatus, type Invoice } from '@casino/shared';
import { serverPaths } from '../paths';
import { balanceVia, call, closeConnections, depositVia, playerVia, type ClusterPlayer } from '../testing/cluster-http';
import { waitUntil } from '../testing/payments';
import { freePort, runTypeScript, waitUntilHealthy, type ServerProcess } from '../testing/server-process';
import { makeTemporaryDirectory } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';

const ADMIN_TOKEN = 'kill-test-operator-token-0123456789';
const SANDBOX_SECRET = 'kill-test-sandbox-secret-0123456789abcdef';
const CURRENCY = 'EUR';
const FUNDING = 100_000;
const PAYOUTS = 6;
const PAYOUT_AMOUNT = 1_000;
const PAGE_DEPOSITS = 3;
const PAGE_DEPOSIT_AMOUNT = 2_500;

const cleanUps: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  closeConnections();
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

/** The server from source as a real process, on a database that outlives it (PGlite directory or PostgreSQL). */
async function startServer(environment: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = runTypeScript(path.join(serverPaths.packageRoot, 'src/server.ts'), [], {
    ...environment,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ADMIN_TOKEN,
    PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
  cleanUps.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  await waitUntilHealthy(server, 120_000);
  return server;
}

async function durableEnvironment(): Promise<Record<string, string>> {
  const database = await createTestDatabase();
  cleanUps.push(() => database.drop());
  if (database.url) return { DATABASE_URL: database.url };
  const directory = makeTemporaryDirectory('casino-jobs-kill-');
  cleanUps.push(() => directory.remove());
  return { DATA_DIR: directory.path, DATABASE_URL: '' };
}

const invoicesOf = async (baseUrl: string, player: ClusterPlayer, type: 1 | 2) =>
  (
    await call<{ data: Invoice[] }>(baseUrl, 'GET', `/api/payment/invoices?type=${type}&perPage=100`, {
      token: player.accessToken,
    })
  ).body.data;

/** The player pays a card deposit on the sandbox's hosted page: the sandbox then owes us its webhook (a job). */
async function payOnHostedPage(baseUrl: string, player: ClusterPlayer): Promise<void> {
  const opened = await call<Invoice>(baseUrl, 'POST', '/api/payment/invoices/deposit', {
    token: player.accessToken,
    body: { paymentMethod: 'sandbox.deposit.card', amount: PAGE_DEPOSIT_AMOUNT, currency: CURRENCY },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const page = await call<string>(baseUrl, 'GET', `/provider/pay/${opened.body.id}`);
  const token = /name="token" value="([0-9a-f]{64})"/.exec(page.body)?.[1] ?? '';
  const pressed = await call(baseUrl, 'POST', `/provider/pay/${opened.body.id}/pay`, {
    rawBody: new URLSearchParams({ token }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(pressed.status).toBe(303);
}

async function approvedWithdrawal(baseUrl: string, player: ClusterPlayer): Promise<string> {
  const opened = await call<Invoice>(baseUrl, 'POST', '/api/payment/invoices/withdrawal', {
    token: player.accessToken,
    body: {
      paymentMethod: 'sandbox.withdrawal.card',
      amount: PAYOUT_AMOUNT,
      currency: CURRENCY,
      fields: { card_number: '4242424242424242' },
    },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const approved = await call(baseUrl, 'PUT', `/api/admin/payment/withdrawals/${opened.body.id}/approve`, {
    token: ADMIN_TOKEN,
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return opened.body.id;
}

// Two real server starts from source on a busy 2-core machine, and recovery waits for the queue's supervision.
describe('jobs in flight when the process is killed', { timeout: 300_000 }, () => {
  it('each have their effect exactly once after the restart: payouts settled once, deposits credited once, the ledger intact', async () => {
    const environment = await durableEnvironment();
    const first = await startServer(environment);
    const player = await playerVia(first.baseUrl, CURRENCY);
    expect((await depositVia(first.baseUrl, SANDBOX_SECRET, player, FUNDING, CURRENCY)).status).toBe(200);

    const withdrawals = [];
    for (let index = 0; index < PAYOUTS; index += 1) withdrawals.push(await approvedWithdrawal(first.baseUrl, player));
    for (let index = 0; index < PAGE_DEPOSITS; index += 1) await payOnHostedPage(first.baseUrl, player);
    // Killed once the jobs are under way: some payouts settled, the others waiting or running.
    await waitUntil(
      async () =>
        (await invoicesOf(first.baseUrl, player, 2)).some((invoice) => invoice.status === InvoiceStatus.Success),
      60_000,
    );
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(environment);
    const allEnded = async () => {
      const payouts = await invoicesOf(second.baseUrl, player, 2);
      const deposits = await invoicesOf(second.baseUrl, player, 1);
      return (
        payouts.every((invoice) => invoice.status === InvoiceStatus.Success) &&
        deposits.every((invoice) => invoice.status === InvoiceStatus.Success)
      );
    };
    // A job that was running at the kill is retried once its time is up (the queue's supervision notices).
    await waitUntil(allEnded, 180_000);

    const payouts = await invoicesOf(second.baseUrl, player, 2);
    expect(payouts.map((invoice) => invoice.id).sort()).toEqual([...withdrawals].sort());
    expect(await invoicesOf(second.baseUrl, player, 1)).toHaveLength(1 + PAGE_DEPOSITS);
    expect(await balanceVia(second.baseUrl, player, CURRENCY)).toBe(
      FUNDING + PAGE_DEPOSITS * PAGE_DEPOSIT_AMOUNT - PAYOUTS * PAYOUT_AMOUNT,
    );
    const integrity = await call<{ ok: boolean }>(second.baseUrl, 'GET', '/api/admin/ledger/integrity', {
      token: ADMIN_TOKEN,
    });
    expect(integrity.body, JSON.stringify(integrity.body)).toMatchObject({ ok: true });
    const dead = await call<{ data: unknown[] }>(second.baseUrl, 'GET', '/api/admin/jobs/dead', { token: ADMIN_TOKEN });
    expect(dead.body.data).toEqual([]);

    second.child.kill('SIGTERM');
    await second.exited;
  });
});
