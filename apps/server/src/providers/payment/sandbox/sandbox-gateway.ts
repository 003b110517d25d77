import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import type { JobKind } from '../../../jobs/job-kind';
import type { JobQueue } from '../../../jobs/job-queue';
import type { ProviderEventType } from '../payment-provider';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox-signature';
import { sandboxTransactions, type SandboxTransaction } from './sandbox.table';
import type { WebhookDelivery } from './webhook-delivery';

/** How long after the operator's approval the sandbox reports a payout done: long enough to see it pending. */
export const SANDBOX_PAYOUT_SETTLEMENT_DELAY_MS = 1_500;

/**
 * A webhook the merchant does not accept is tried again after about 2, 4, 8... seconds (at most 5
 * minutes apart), 9 tries in all over about 10 minutes: a merchant restarting or deploying gets
 * through. After that it is dead: the operator sees it (`GET /api/admin/jobs/dead`) and can retry
 * it, and the provider page's "send the notification again" button enqueues a new delivery.
 */
const WEBHOOK_RETRY = { limit: 8, delaySeconds: 2, backoff: true, maxDelaySeconds: 300 } as const;
/** A delivery waits at most 10 s for the merchant (webhook-delivery.ts); a run longer than this was lost. */
const WEBHOOK_TIMEOUT_SECONDS = 60;
/** Settling is one short transaction; a failure (database away) is tried again a few times. */
const PAYOUT_RETRY = { limit: 5, delaySeconds: 5, backoff: true, maxDelaySeconds: 300 } as const;
const PAYOUT_TIMEOUT_SECONDS = 60;

export type SandboxOutcome = 'succeeded' | 'failed';
export type NewSandboxTransaction = typeof sandboxTransactions.$inferInsert;

interface TransactionReference {
  readonly reference: string;
}

/**
 * The sandbox provider's side of things: it keeps its own record of each payment and payout,
 * ends each one once (a button on its page, or its payout job), and reports the end to the
 * merchant by a signed webhook, resent with the same event id until the merchant accepts it.
 * Both the settlement and each delivery are durable jobs (jobs/), enqueued in the transaction
 * that made them due: a crash or a restart delays them, never loses or doubles them.
 */
export class SandboxGateway {
  private readonly payoutJob: JobKind<TransactionReference>;
  private readonly webhookJob: JobKind<TransactionReference>;

  constructor(
    private readonly db: Database,
    private readonly webhookSecret: string,
    private readonly deliver: WebhookDelivery,
    private readonly log: FastifyBaseLogger,
    private readonly jobs: JobQueue,
  ) {
    this.payoutJob = jobs.define({
      name: 'payment.sandbox-payout',
      retry: PAYOUT_RETRY,
      timeoutSeconds: PAYOUT_TIMEOUT_SECONDS,
      run: ({ reference }) => this.settlePayout(reference),
    });
    this.webhookJob = jobs.define({
      name: 'payment.sandbox-webhook',
      retry: WEBHOOK_RETRY,
      timeoutSeconds: WEBHOOK_TIMEOUT_SECONDS,
      run: ({ reference }) => this.deliverWebhook(reference),
    });
  }

  async find(reference: string): Promise<SandboxTransaction | undefined> {
    const [row] = await this.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
    return row;
  }

  /** Records a payment or payout; asking twice for one reference keeps the first. */
  async open(transaction: NewSandboxTransaction): Promise<SandboxTransaction> {
    await this.db.insert(sandboxTransactions).values(transaction).onConflictDoNothing();
    return this.stored(transaction.reference);
  }

  /**
   * Records a payout and, in the same transaction, the job that settles it `delayMs` from now, as
   * a real provider's batch would. Asking again for one reference changes nothing.
   */
  async openPayout(
    payout: NewSandboxTransaction,
    delayMs = SANDBOX_PAYOUT_SETTLEMENT_DELAY_MS,
  ): Promise<SandboxTransaction> {
    await this.db.transaction(async (tx) => {
      const opened = await tx
        .insert(sandboxTransactions)
        .values(payout)
        .onConflictDoNothing()
        .returning({ reference: sandboxTransactions.reference });
      if (opened.length === 0) return;
      await this.jobs.enqueue(
        this.payoutJob,
        { reference: payout.reference },
        { executor: tx, startAfter: new Date(Date.now() + delayMs) },
      );
    });
    return this.stored(payout.reference);
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
   * Ends an open transaction with `outcome` and, in the same database transaction, enqueues its
   * webhook. Only the first ending counts: a second click, or a click racing the payout job,
   * finds it ended and changes nothing.
   */
  async settle(reference: string, outcome: SandboxOutcome): Promise<SandboxTransaction | undefined> {
    const ended = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(sandboxTransactions)
        .set({ status: outcome, eventId: randomUUID(), settledAt: new Date() })
        .where(and(eq(sandboxTransactions.reference, reference), eq(sandboxTransactions.status, 'open')))
        .returning();
      if (row) await this.jobs.enqueue(this.webhookJob, { reference }, { executor: tx });
      return row;
    });
    return ended ?? this.find(reference);
  }

  /** Sends the webhook of an ended transaction again (the page's button), unless the merchant already accepted it. */
  async notify(transaction: SandboxTransaction): Promise<void> {
    if (!isUndelivered(transaction)) return;
    await this.jobs.enqueue(this.webhookJob, { reference: transaction.reference });
  }

  /** One delivery attempt (a job): throws unless the merchant accepts, so the queue tries again later. */
  private async deliverWebhook(reference: string): Promise<void> {
    const transaction = await this.find(reference);
    if (!transaction || !isUndelivered(transaction)) return;
    const type: ProviderEventType = `${transaction.direction}.${transaction.status as SandboxOutcome}`;
    const rawBody = JSON.stringify({
      id: transaction.eventId,
      type,
      data: { reference, amount: Number(transaction.amount), currency: transaction.currency },
    });
    // Signed per attempt: a resend later must not look like a stale replay.
    const signature = signSandboxPayload(this.webhookSecret, rawBody, Math.floor(Date.now() / 1000));
    const { statusCode } = await this.deliver(rawBody, {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signature,
    });
    if (statusCode < 200 || statusCode >= 300) {
      throw new Error(`the merchant answered the sandbox webhook of ${reference} with ${statusCode}`);
    }
    await this.db
      .update(sandboxTransactions)
      .set({ deliveredAt: new Date() })
      .where(eq(sandboxTransactions.reference, reference));
    this.log.debug({ reference, eventId: transaction.eventId }, 'sandbox webhook accepted');
  }

  private async settlePayout(reference: string): Promise<void> {
    const payout = await this.find(reference);
    if (payout?.direction === 'payout' && payout.status === 'open')
      await this.settle(reference, payout.plannedOutcome ?? 'succeeded');
  }

  private async stored(reference: string): Promise<SandboxTransaction> {
    const row = await this.find(reference);
    if (!row) throw new Error(`sandbox transaction ${reference} could not be stored`);
    return row;
  }
}

function isUndelivered(transaction: SandboxTransaction): boolean {
  return (
    Boolean(transaction.eventId) &&
    !transaction.deliveredAt &&
    (transaction.status === 'succeeded' || transaction.status === 'failed')
  );
}
