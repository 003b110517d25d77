import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Invoice } from '@casino/shared';
import { queryRows } from '../db/database';
import { signSandboxPayload } from '../providers/payment/sandbox/sandbox-signature';
import { bearer } from './players';

/** The sandbox's webhook key: PAYMENT_SANDBOX_SECRET, or the one the server made on first start. */
export async function sandboxSecretOf(app: FastifyInstance): Promise<string> {
  if (app.config.payment.sandboxSecret) return app.config.payment.sandboxSecret;
  const [row] = await queryRows<{ value: string }>(
    app.database.db,
    sql`select value from server_secrets where name = 'payment-sandbox-secret'`,
  );
  if (!row) throw new Error('the sandbox secret has not been made yet');
  return row.value;
}

export interface SandboxEvent {
  readonly id?: string;
  readonly type: 'payment.succeeded' | 'payment.failed' | 'payout.succeeded' | 'payout.failed';
  readonly reference: string;
  readonly amount: number;
  readonly currency: string;
}

export interface WebhookOptions {
  /** Sign with another key (a forger's). */
  readonly secret?: string;
  /** Unix seconds the signature claims (default: now). */
  readonly timestamp?: number;
  /** Send this header instead of a correct one. */
  readonly signature?: string;
}

export function sandboxEventBody(event: SandboxEvent): string {
  return JSON.stringify({
    id: event.id ?? `evt_${randomUUID()}`,
    type: event.type,
    data: { reference: event.reference, amount: event.amount, currency: event.currency },
  });
}

/** Posts a webhook the way the sandbox does: raw JSON body, `Sandbox-Signature` over it. */
export async function sendSandboxWebhook(app: FastifyInstance, body: string, options: WebhookOptions = {}) {
  const secret = options.secret ?? (await sandboxSecretOf(app));
  const signature =
    options.signature ?? signSandboxPayload(secret, body, options.timestamp ?? Math.floor(Date.now() / 1000));
  return app.inject({
    method: 'POST',
    url: '/api/payment/callbacks/sandbox',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
    payload: body,
  });
}

export async function createInvoice(
  app: FastifyInstance,
  token: string,
  type: 'deposit' | 'withdrawal',
  payload: Record<string, unknown>,
) {
  return app.inject({ method: 'POST', url: `/api/payment/invoices/${type}`, headers: bearer(token), payload });
}

/**
 * Puts money on a player's account the way it really arrives: a card deposit, then the
 * provider's signed `payment.succeeded` webhook. Answers the invoice as created.
 */
export async function depositFor(
  app: FastifyInstance,
  token: string,
  amount: number,
  currency: string,
  paymentMethod = 'sandbox.deposit.card',
): Promise<Invoice> {
  const created = await createInvoice(app, token, 'deposit', { paymentMethod, amount, currency });
  if (created.statusCode !== 201) throw new Error(`deposit failed: ${created.statusCode} ${created.body}`);
  const invoice = created.json<Invoice>();
  const webhook = await sendSandboxWebhook(
    app,
    sandboxEventBody({ type: 'payment.succeeded', reference: invoice.id, amount, currency }),
  );
  if (webhook.statusCode !== 200) throw new Error(`deposit webhook refused: ${webhook.statusCode} ${webhook.body}`);
  return invoice;
}

export async function balanceOf(app: FastifyInstance, token: string, currency: string): Promise<number | undefined> {
  const response = await app.inject({ method: 'GET', url: '/api/wallet/accounts', headers: bearer(token) });
  return response
    .json<{ data: { currency: string; balance: number }[] }>()
    .data.find((account) => account.currency === currency)?.balance;
}

/** Waits until `check` holds (a webhook the sandbox sends on its own, a payout settling). */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An operator token for test apps that use the operator API (ADMIN_TOKEN needs 24+ characters). */
export const TEST_ADMIN_TOKEN = 'test-operator-token-0123456789';

/** The ledger integrity report of the operator API; the app must run with ADMIN_TOKEN = TEST_ADMIN_TOKEN. */
export async function ledgerIntegrity(app: FastifyInstance): Promise<{ ok: boolean }> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/ledger/integrity',
    headers: bearer(TEST_ADMIN_TOKEN),
  });
  if (response.statusCode !== 200) throw new Error(`integrity check failed: ${response.statusCode} ${response.body}`);
  return response.json<{ ok: boolean }>();
}
