import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { InvoiceStatus, type Invoice } from '@casino/shared';
import { queryRows } from '../../db/database';
import { expectLedgerIntact } from '../../testing/ledger';
import { bearer, registerPlayer } from '../../testing/players';
import { createInvoice, depositFor, TEST_ADMIN_TOKEN, waitUntil } from '../../testing/payments';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * A card number sent for a withdrawal lives only as long as the request (issue 11): afterwards
 * no table, no API answer, no event and no log line holds it, only its mask.
 */
const CARD = '4111111111111111';
const TYPED = '4111 1111 1111 1111';
const MASK = '411111******1111';

let testApp: TestApp;
let logged = '';
beforeAll(async () => {
  // Every log line the server writes (pino's stream writes to stdout with fs.write), at the most detailed level.
  const write = fs.write.bind(fs) as (...args: unknown[]) => void;
  const capture = (fd: number, data: string | NodeJS.ArrayBufferView, ...rest: unknown[]): void => {
    if (fd !== 1 && fd !== 2) return write(fd, data, ...rest);
    const text =
      typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString();
    logged += text;
    const done = rest.findLast((argument) => typeof argument === 'function') as
      | ((error: null, written: number) => void)
      | undefined;
    done?.(null, Buffer.byteLength(text));
  };
  vi.spyOn(fs, 'write').mockImplementation(capture);
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, LOG_LEVEL: 'trace' } });
  // Payouts settle, and their webhooks go out, as jobs (whose log lines are checked too).
  await testApp.app.jobs.start();
});
afterAll(async () => {
  await testApp.close();
  vi.restoreAllMocks();
});

const app = () => testApp.app;
const operator = (method: 'GET' | 'PUT', url: string) =>
  app().inject({ method, url: `/api/admin/payment${url}`, headers: bearer(TEST_ADMIN_TOKEN) });

/** Rows of every table of the database whose values, as JSON text, contain `text`. */
async function tablesHolding(text: string): Promise<string[]> {
  const tables = await queryRows<{ schema: string; name: string }>(
    app().database.db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  expect(tables.map((table) => table.name)).toEqual(
    expect.arrayContaining(['invoices', 'sandbox_transactions', 'realtime_outbox', 'payment_provider_events']),
  );
  const holding: string[] = [];
  for (const { schema, name } of tables) {
    const [row] = await queryRows<{ count: number }>(
      app().database.db,
      sql`select count(*)::int as count from ${sql.identifier(schema)}.${sql.identifier(name)} as t where row_to_json(t)::text like ${`%${text}%`}`,
    );
    if ((row?.count ?? 0) > 0) holding.push(`${schema}.${name}`);
  }
  return holding;
}

describe('card numbers of withdrawals', () => {
  it('keeps only the mask: in every table, in the player and operator APIs, in events and in the log', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR' });
    await depositFor(app(), player.accessToken, 5_000, 'EUR');
    const created = await createInvoice(app(), player.accessToken, 'withdrawal', {
      paymentMethod: 'sandbox.withdrawal.card',
      amount: 2_000,
      currency: 'EUR',
      fields: { card_number: TYPED },
    });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json<Invoice>();

    const pending = await operator('GET', '/withdrawals?status=1&perPage=100');
    expect(
      pending
        .json<{ data: { id: string; fields: Record<string, string> }[] }>()
        .data.find((row) => row.id === invoice.id)?.fields,
    ).toEqual({ card_number: MASK });
    // Paid out through the sandbox, which reports it by webhook.
    const approved = await operator('PUT', `/withdrawals/${invoice.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const playerList = () =>
      app().inject({ method: 'GET', url: '/api/payment/invoices?perPage=100', headers: bearer(player.accessToken) });
    await waitUntil(
      async () =>
        (await playerList()).json<{ data: Invoice[] }>().data.find((row) => row.id === invoice.id)?.status ===
        InvoiceStatus.Success,
    );

    const answers = [
      created,
      pending,
      approved,
      await playerList(),
      await operator('GET', '/withdrawals?perPage=100'),
    ].map((response) => response.body);
    for (const body of answers) {
      expect(body).not.toContain(CARD);
      expect(body).not.toContain(TYPED);
    }
    expect(answers.join('\n')).toContain(MASK);
    expect(await tablesHolding(CARD)).toEqual([]);
    expect(await tablesHolding(TYPED)).toEqual([]);
    expect(await tablesHolding(MASK)).toEqual(['public.invoices']);
    // The log saw the requests (at trace level), never the number.
    expect(logged).toContain('/api/payment/invoices/withdrawal');
    expect(logged).not.toContain(CARD);
    expect(logged).not.toContain(TYPED);
    await expectLedgerIntact(app());
  });
});
