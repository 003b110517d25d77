import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import type { ProviderEventType } from '../payment-provider';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox-signature';
import { sandboxTransactions, type SandboxTransaction } from './sandbox.table';
import type { WebhookDelivery } from './webhook-delivery';

/** How long after the operator's approval the sandbox reports a payout done: long enough to see it pending. */
export const SANDBOX_PAYOUT_SETTLEMENT_DELAY_MS = 1_500;
/** Tries per webhook before the sandbox gives up for now (a page button or the next start resends). */
const WEBHOOK_DELIVERY_ATTEMPTS = 3;
/** Pause between tries, doubled each time: a merchant restarting gets a moment. */
const WEBHOOK_RETRY_DELAY_MS = 250;

export type SandboxOutcome = 'succeeded' | 'failed';
export type NewSandboxTransaction = typeof sandboxTransactions.$inferInsert;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sandbox provider's side of things: it keeps its own record of each payment and payout,
 * ends each one once (a button on its page, or its payout timer), and reports the end to the
 * merchant by a signed webhook, resent with the same event id until the merchant accepts it.
 */
export class SandboxGateway {
  private readonly payoutTimers = new Map<string, NodeJS.Timeout>();
  /** Settlements under way, awaited on shutdown so none writes to a closed database. */
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly webhookSecret: string,
    private readonly deliver: WebhookDelivery,
    private readonly log: FastifyBaseLogger,
  ) {}

  async find(reference: string): Promise<SandboxTransaction | undefined> {
    const [row] = await this.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
    return row;
  }

  /** Records a payment or payout; asking twice for one reference keeps the first. */
  async open(transaction: NewSandboxTransaction): Promise<SandboxTransaction> {
    await this.db.insert(sandboxTransactions).values(transaction).onConflictDoNothing();
    const row = await this.find(transaction.reference);
    if (!row) throw new Error(`sandbox transaction ${transaction.reference} could not be stored`);
    return row;
  }

  /**
   * Cancels an open payment; true when it is (now or already) cancelled, or was never opened here
   * (nothing can be paid on it). False when it has already been paid or failed.
   */
  async cancel(reference: string): Promise<boolean> {
    await this.db
      .update(sandboxTransactions)
      .set({ status: 'cancelled', settledAt: new Date() })
      .where(and(eq(sandboxTransactions.reference, reference), eq(sandboxTransactions.status, 'open')));
    const status = (await this.find(reference))?.status;
    return status === undefined || status === 'cancelled';
  }

  /**
   * Ends an open transaction with `outcome` and reports it. Only the first ending counts: a
   * second click, or a click racing the payout timer, finds it ended and changes nothing.
   */
  async settle(reference: string, outcome: SandboxOutcome): Promise<SandboxTransaction | undefined> {
    const [ended] = await this.db
      .update(sandboxTransactions)
      .set({ status: outcome, eventId: randomUUID(), settledAt: new Date() })
      .where(and(eq(sandboxTransactions.reference, reference), eq(sandboxTransactions.status, 'open')))
      .returning();
    if (!ended) return this.find(reference);
    return this.notify(ended);
  }

  /** Sends (or resends) the webhook of an ended transaction; marks it delivered once accepted. */
  async notify(transaction: SandboxTransaction): Promise<SandboxTransaction> {
    if (!transaction.eventId || transaction.deliveredAt || (transaction.status !== 'succeeded' && transaction.status !== 'failed')) return transaction;
    const type: ProviderEventType = `${transaction.direction}.${transaction.status}`;
    const rawBody = JSON.stringify({
      id: transaction.eventId,
      type,
      data: { reference: transaction.reference, amount: Number(transaction.amount), currency: transaction.currency },
    });
    for (let attempt = 1; attempt <= WEBHOOK_DELIVERY_ATTEMPTS && !this.stopped; attempt += 1) {
      // Signed per attempt: a resend later must not look like a stale replay.
      const signature = signSandboxPayload(this.webhookSecret, rawBody, Math.floor(Date.now() / 1000));
      const statusCode = await this.deliver(rawBody, { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }).then(
        (response) => response.statusCode,
        (error: unknown) => {
          this.log.warn({ err: error, reference: transaction.reference }, 'sandbox webhook could not be delivered');
          return 0;
        },
      );
      if (statusCode >= 200 && statusCode < 300) {
        const [delivered] = await this.db
          .update(sandboxTransactions)
          .set({ deliveredAt: new Date() })
          .where(eq(sandboxTransactions.reference, transaction.reference))
          .returning();
        return delivered ?? transaction;
      }
      // The merchant refused the call itself (4xx): sending it again would not change its mind.
      if (statusCode >= 400 && statusCode < 500) break;
      if (attempt < WEBHOOK_DELIVERY_ATTEMPTS) await sleep(WEBHOOK_RETRY_DELAY_MS * 2 ** (attempt - 1));
    }
    this.log.warn({ reference: transaction.reference, eventId: transaction.eventId }, 'sandbox webhook not accepted; it is resent from the provider page or on the next start');
    return transaction;
  }

  /** Settles a payout a moment from now, as a real provider's batch would. */
  schedulePayout(reference: string, delayMs = SANDBOX_PAYOUT_SETTLEMENT_DELAY_MS): void {
    if (this.stopped || this.payoutTimers.has(reference)) return;
    const timer = setTimeout(() => {
      this.payoutTimers.delete(reference);
      this.track(this.settlePayout(reference), 'sandbox payout could not be settled');
    }, delayMs);
    this.payoutTimers.set(reference, timer);
  }

  private async settlePayout(reference: string): Promise<void> {
    const payout = await this.find(reference);
    if (payout?.direction === 'payout') await this.settle(reference, payout.plannedOutcome ?? 'succeeded');
  }

  /**
   * After a restart: settles the payouts still open and resends what the merchant never accepted,
   * in the background. A failure here is logged, never a reason for the server not to start.
   */
  resumeInBackground(): void {
    this.track(this.resume(), 'sandbox provider could not resume its open payouts');
  }

  /** Runs background work the shutdown waits for; its failure is logged, never unhandled. */
  private track(work: Promise<unknown>, failureMessage: string): void {
    const settled = work.then(
      () => undefined,
      (error: unknown) => this.log.error({ err: error }, failureMessage),
    );
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }

  private async resume(): Promise<void> {
    const pending = await this.db
      .select()
      .from(sandboxTransactions)
      .where(
        or(
          and(eq(sandboxTransactions.direction, 'payout'), eq(sandboxTransactions.status, 'open')),
          and(ne(sandboxTransactions.status, 'open'), isNotNull(sandboxTransactions.eventId), isNull(sandboxTransactions.deliveredAt)),
        ),
      );
    for (const transaction of pending) {
      if (transaction.status === 'open') this.schedulePayout(transaction.reference);
      else this.track(this.notify(transaction), 'sandbox webhook resend failed');
    }
  }

  /** Stops settling; open payouts stay open and are picked up by the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.payoutTimers.values()) clearTimeout(timer);
    this.payoutTimers.clear();
    await Promise.allSettled([...this.inFlight]);
  }
}
