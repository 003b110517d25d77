import { InvoiceStatus, InvoiceType, type NotificationKind } from '@casino/shared';
import type { Executor } from '../../db/executor';
import { moneyParam, type Notify } from '../notification/notification.service';
import type { InvoiceRow } from './invoice-view';

/**
 * Invoice endings the player did not do themselves: a player who cancels their own deposit or
 * withdrawal (`declined`) is answered by that request and gets no message about it.
 */
const PLAYERS_OWN_CANCEL = 'declined';

/** The message an invoice's new state calls for, if any: credited, failed, paid or declined. */
export function invoiceNoticeOf(invoice: InvoiceRow): NotificationKind | undefined {
  const isDeposit = invoice.type === InvoiceType.Deposit;
  if (invoice.status === InvoiceStatus.Success) return isDeposit ? 'deposit.credited' : 'withdrawal.paid';
  if (invoice.status !== InvoiceStatus.Failure || invoice.failureReason === PLAYERS_OWN_CANCEL) return undefined;
  return isDeposit ? 'deposit.failed' : 'withdrawal.declined';
}

/**
 * Tells the player of an invoice's change, on the transaction that made it. The invoice is the
 * event (`invoice:{id}`, the kind prefixed by the writer): a replayed webhook or a second node
 * finds the message written and writes nothing.
 */
export async function noticeOfInvoice(
  executor: Executor,
  notify: Notify | undefined,
  invoice: InvoiceRow,
  kind = invoiceNoticeOf(invoice),
): Promise<void> {
  if (!notify || !kind) return;
  await notify(executor, {
    playerId: invoice.playerId,
    kind,
    eventKey: `invoice:${invoice.id}`,
    params: { amount: await moneyParam(executor, invoice.amount, invoice.currency) },
  });
}
