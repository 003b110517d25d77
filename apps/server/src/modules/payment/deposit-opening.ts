import { eq } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, type InvoiceId } from '@casino/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { PaymentProvider, ProviderDeposit, ProviderInvoice } from '../../providers/payment/payment-provider';
import { lockInvoice, nextInvoiceNumber } from './invoice-queries';
import { settleInvoice, type PaymentLedger } from './invoice-money';
import type { InvoiceRow } from './invoice-view';
import { publishInvoiceUpdated } from './payment.events';
import { invoices } from './payment.table';

/** Where the provider's page sends the player back to: the wallet history shows the outcome. */
const DEPOSIT_RETURN_PATH = '/wallet/history';

/** Why a deposit that never reached the player ended: the provider could not open it, or we could not record it. */
const NOT_OPENED = 'provider_failed';

export interface DepositOpening {
  readonly db: Database;
  readonly ledger: PaymentLedger;
  readonly provider: PaymentProvider;
  readonly log: FastifyBaseLogger;
  /** The responsible-gaming check, on the invoice's transaction after the player's invoice counter is locked. */
  readonly checkDeposit: (tx: Executor) => Promise<void>;
}

/**
 * Opens a deposit so that our invoice and the provider's payment always end together:
 * 1. the invoice is stored first, pending (and not announced yet): whatever the provider does
 *    with this payment from now on, even after a crash here, has an invoice to land on;
 * 2. the provider opens its side; if it cannot, the invoice ends as failed;
 * 3. what the provider answered (where to pay) is recorded and the invoice announced; if that
 *    cannot be stored, the provider's side is cancelled and the invoice ends as failed.
 * A payment the provider nevertheless reports as taken still credits the player (payment-callbacks.ts).
 */
export async function openDeposit(
  context: DepositOpening,
  invoice: Omit<typeof invoices.$inferInsert, 'number' | 'type'>,
  providerInvoice: ProviderInvoice,
): Promise<InvoiceRow> {
  const { db, provider } = context;
  const stored = await db.transaction(async (tx) => {
    // The counter's row lock serialises the player's deposits: the limit check below sees every
    // earlier one, so concurrent deposits can never pass a deposit limit together.
    const number = await nextInvoiceNumber(tx, invoice.playerId, InvoiceType.Deposit);
    await context.checkDeposit(tx);
    const [created] = await tx
      .insert(invoices)
      .values({ ...invoice, type: InvoiceType.Deposit, number })
      .returning();
    if (!created) throw new Error('the deposit invoice was not stored');
    return created;
  });
  let deposit: ProviderDeposit;
  try {
    deposit = await provider.createDeposit(providerInvoice, { returnUrl: DEPOSIT_RETURN_PATH });
  } catch (error) {
    await endUnopened(context, stored.id);
    throw error;
  }
  let opened: InvoiceRow;
  try {
    opened = await recordOpened(db, stored.id, deposit);
  } catch (error) {
    // The provider's side is open but our invoice could not say where to pay: nobody can pay it,
    // so it is closed on both sides. A failure here too is logged; the invoice still exists, so
    // a payment the provider reports anyway is credited.
    await cancelAtProvider(context, stored.id);
    await endUnopened(context, stored.id);
    throw error;
  }
  // Cancelled by the player before the provider had opened its side: close that side too.
  if (opened.status !== InvoiceStatus.Pending) await cancelAtProvider(context, stored.id);
  return opened;
}

async function cancelAtProvider(context: DepositOpening, invoiceId: InvoiceId): Promise<void> {
  const cancelled = await context.provider.cancelDeposit(invoiceId).catch((error: unknown) => {
    context.log.error({ err: error, invoiceId }, 'deposit opened at the provider could not be cancelled there');
    return true;
  });
  // Already paid there: its success webhook credits the deposit (payment-callbacks.ts).
  if (!cancelled) context.log.warn({ invoiceId }, 'deposit ended here was already settled at the provider');
}

/** Stores where to pay and announces the invoice; one the player cancelled meanwhile stays as it is. */
async function recordOpened(db: Database, invoiceId: InvoiceId, deposit: ProviderDeposit): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const locked = await lockInvoice(tx, invoiceId);
    if (!locked) throw new Error(`deposit ${invoiceId} vanished while opening`);
    if (locked.status !== InvoiceStatus.Pending) return locked;
    const [opened] = await tx
      .update(invoices)
      .set({ publicData: deposit.publicData, providerReference: deposit.providerReference, updatedAt: new Date() })
      .where(eq(invoices.id, invoiceId))
      .returning();
    if (!opened) throw new Error(`deposit ${invoiceId} vanished while opening`);
    await publishInvoiceUpdated(tx, opened);
    return opened;
  });
}

/** Ends a deposit that never became payable (a failed deposit moves no money); logged if even that fails. */
async function endUnopened(context: DepositOpening, invoiceId: InvoiceId): Promise<void> {
  await context.db
    .transaction(async (tx) => {
      const locked = await lockInvoice(tx, invoiceId);
      if (locked?.status === InvoiceStatus.Pending)
        await settleInvoice(tx, context.ledger, locked, { status: InvoiceStatus.Failure, failureReason: NOT_OPENED });
    })
    .catch((error: unknown) =>
      context.log.error({ err: error, invoiceId }, 'deposit that could not be opened stays pending'),
    );
}
