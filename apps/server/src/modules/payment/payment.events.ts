import { InvoiceType, type InvoiceEvent } from '@casino/shared';
import type { Executor } from '../../db/executor';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import { toInvoiceView, type InvoiceRow } from './invoice-view';

/**
 * Announces a created or changed invoice on `payment:invoices#{playerId}` (SPEC.md section 7,
 * Real-time), on the transaction that made the change: it is sent if and only if that commits.
 */
export async function publishInvoiceUpdated(executor: Executor, row: InvoiceRow): Promise<void> {
  const event: InvoiceEvent = {
    type: row.type === InvoiceType.Deposit ? 'invoice.deposit.updated' : 'invoice.withdrawal.updated',
    invoice: toInvoiceView(row),
  };
  await publishInTransaction(executor, userChannel('payment:invoices', row.playerId), event);
}
