import { eq } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, type ListResponse, type InvoiceId } from '@casino/shared';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import type { PaymentProvider, PayoutOutcome, ProviderInvoice } from '../../providers/payment/payment-provider';
import { listInvoices, lockInvoice, type InvoiceFilters } from './invoice-queries';
import { settleInvoice, type PaymentLedger } from './invoice-money';
import { toOperatorInvoiceView, type InvoiceRow, type OperatorInvoiceView } from './invoice-view';
import { noticeOfInvoice } from './payment-notices';
import { publishInvoiceUpdated } from './payment.events';
import { invoices } from './payment.table';

const notPending = () => new AppError(409, 'invoice_not_pending', 'This withdrawal has already ended');

/**
 * The operator's work on withdrawals: the queue of pending ones, approval (the provider pays it
 * out and reports by webhook) and rejection (the hold goes back to the player).
 */
export class PaymentOperations {
  constructor(
    private readonly db: Database,
    private readonly ledger: PaymentLedger,
    private readonly provider: PaymentProvider,
    private readonly providerInvoice: (row: InvoiceRow) => Promise<ProviderInvoice>,
  ) {}

  async listWithdrawals(filters: Omit<InvoiceFilters, 'type'>): Promise<ListResponse<OperatorInvoiceView>> {
    const page = await listInvoices(this.db, undefined, { ...filters, type: InvoiceType.Withdrawal });
    return { data: page.data.map(toOperatorInvoiceView), meta: page.meta };
  }

  /**
   * Sends a pending withdrawal to be paid out. Approving again while it is on its way asks the
   * provider again, which pays once per invoice: a lost answer can be retried safely.
   * `simulateOutcome` (sandbox only) decides how the sandbox's payout ends.
   */
  async approveWithdrawal(invoiceId: InvoiceId, simulateOutcome?: PayoutOutcome): Promise<OperatorInvoiceView> {
    if (simulateOutcome !== undefined && !this.provider.supportsSimulation) {
      throw new AppError(422, 'validation_failed', 'Only the sandbox provider can simulate a payout', {
        simulate: ['Not available with this provider'],
      });
    }
    const row = await this.db.transaction(async (tx) => {
      const invoice = await this.lockWithdrawal(tx, invoiceId);
      if (invoice.status !== InvoiceStatus.Pending) throw notPending();
      if (invoice.payoutRequestedAt) return invoice;
      const now = new Date();
      const [approved] = await tx
        .update(invoices)
        .set({ payoutRequestedAt: now, updatedAt: now })
        .where(eq(invoices.id, invoice.id))
        .returning();
      if (!approved) throw new Error(`withdrawal ${invoice.id} vanished while approving`);
      await publishInvoiceUpdated(tx, approved);
      await noticeOfInvoice(tx, this.ledger.notify, approved, 'withdrawal.approved');
      return approved;
    });
    await this.provider.requestPayout(
      await this.providerInvoice(row),
      simulateOutcome === undefined ? {} : { simulateOutcome },
    );
    return toOperatorInvoiceView(row);
  }

  /** Refuses a pending withdrawal that has not been sent out: the held amount returns to the player. */
  async rejectWithdrawal(invoiceId: InvoiceId): Promise<OperatorInvoiceView> {
    const row = await this.db.transaction(async (tx) => {
      const invoice = await this.lockWithdrawal(tx, invoiceId);
      if (invoice.status !== InvoiceStatus.Pending) throw notPending();
      if (invoice.payoutRequestedAt)
        throw new AppError(409, 'payout_in_progress', 'The payout is on its way; its outcome decides this withdrawal');
      return settleInvoice(tx, this.ledger, invoice, { status: InvoiceStatus.Failure, failureReason: 'rejected' });
    });
    return toOperatorInvoiceView(row);
  }

  private async lockWithdrawal(executor: Parameters<typeof lockInvoice>[0], invoiceId: InvoiceId): Promise<InvoiceRow> {
    const invoice = await lockInvoice(executor, invoiceId);
    if (invoice?.type !== InvoiceType.Withdrawal) throw notFound('There is no such withdrawal');
    return invoice;
  }
}
