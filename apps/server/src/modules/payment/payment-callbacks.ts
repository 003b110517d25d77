import { InvoiceStatus, InvoiceType, type InvoiceId } from '@casino/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { ProviderEvent } from '../../providers/payment/payment-provider';
import { lockInvoice } from './invoice-queries';
import { settleInvoice, settleLatePayment, type PaymentLedger } from './invoice-money';
import type { InvoiceRow } from './invoice-view';
import { paymentProviderEvents } from './payment.table';

/** What a webhook call did: changed the invoice, was a replay, or came after the invoice had ended. */
export type CallbackOutcome = 'applied' | 'replayed' | 'ignored';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const mismatch = (message: string) => new AppError(422, 'event_mismatch', message);
const unknownInvoice = () => new AppError(404, 'invoice_not_found', 'The event names no invoice of this provider');

/** Why an event cannot belong to the invoice it names; nothing is changed then. */
function assertEventMatches(event: ProviderEvent, invoice: InvoiceRow): void {
  const isPayment = event.type.startsWith('payment.');
  if (isPayment && invoice.type !== InvoiceType.Deposit) throw mismatch('A payment event names a withdrawal');
  if (!isPayment && invoice.type !== InvoiceType.Withdrawal) throw mismatch('A payout event names a deposit');
  if (!isPayment && !invoice.payoutRequestedAt) throw mismatch('No payout was requested for this withdrawal');
  if (event.currency !== invoice.currency)
    throw mismatch(`The event is in ${event.currency}, the invoice in ${invoice.currency}`);
  if (event.amount !== invoice.amount) throw mismatch('The event amount is not the invoice amount');
}

/**
 * Applies a verified provider event to its invoice, once. The invoice row is locked, the event
 * must match it (type, amount, currency), and its id is recorded in the same transaction as the
 * status change and the ledger transfer: a replay finds the id and changes nothing, and a call
 * that fails any check leaves no trace at all. A payment reported taken always ends credited,
 * even when the deposit had already failed here (a cancel that crossed the provider's success).
 */
export async function applyProviderEvent(
  db: Database,
  ledger: PaymentLedger,
  provider: string,
  event: ProviderEvent,
  log: FastifyBaseLogger,
): Promise<CallbackOutcome> {
  if (!UUID.test(event.reference)) throw unknownInvoice();
  return db.transaction(async (tx) => {
    // The provider's reference is the invoice id we gave it (a uuid, checked above): where an invoice id enters from outside.
    const invoice = await lockInvoice(tx, event.reference.toLowerCase() as InvoiceId);
    if (!invoice || invoice.provider !== provider) throw unknownInvoice();
    assertEventMatches(event, invoice);
    const [recorded] = await tx
      .insert(paymentProviderEvents)
      .values({ provider, eventId: event.id, type: event.type, invoiceId: invoice.id })
      .onConflictDoNothing()
      .returning({ eventId: paymentProviderEvents.eventId });
    if (!recorded) return 'replayed';
    if (invoice.status !== InvoiceStatus.Pending) {
      if (event.type === 'payment.succeeded' && invoice.status === InvoiceStatus.Failure) {
        // The provider's word on money it has taken is final: what a PSP integration does with a
        // capture that arrives after a cancel (or after a failure report) is book it, not bounce it.
        log.warn(
          { invoiceId: invoice.id, eventId: event.id, failureReason: invoice.failureReason },
          'payment succeeded after the deposit had failed here; crediting it',
        );
        await settleLatePayment(tx, ledger, invoice);
        return 'applied';
      }
      // Any other event for an ended invoice: a success reported failed (a chargeback) or a
      // payout event after the end; money may be out of line, which needs a person to look at.
      const agrees = (invoice.status === InvoiceStatus.Success) === event.type.endsWith('.succeeded');
      if (!agrees)
        log.warn(
          { invoiceId: invoice.id, eventId: event.id, eventType: event.type, status: invoice.status },
          'provider event contradicts an ended invoice; reconcile by hand',
        );
      return 'ignored';
    }
    const succeeded = event.type.endsWith('.succeeded');
    const failureReason = event.type === 'payment.failed' ? 'payment_failed' : 'payout_failed';
    await settleInvoice(
      tx,
      ledger,
      invoice,
      succeeded ? { status: InvoiceStatus.Success } : { status: InvoiceStatus.Failure, failureReason },
    );
    return 'applied';
  });
}
