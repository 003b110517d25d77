import { minorAmount, InvoiceStatus, InvoiceType } from '@casino/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { TransferRequest, WalletService } from '../wallet/wallet.service';
import type { Notify } from '../notification/notification.service';
import type { InvoiceRow } from './invoice-view';
import { noticeOfInvoice } from './payment-notices';
import { publishInvoiceUpdated } from './payment.events';
import { invoices } from './payment.table';

/**
 * What the payment module needs of the wallet: ledger transfers on its own transaction; and,
 * with the bonus engine, its part in a paid deposit (the chosen bonus granted once, in the
 * transaction that credits it), which answers the invoice's bonus outcome; and, with the
 * notifications, the player's message of an invoice's ending on the same transaction.
 */
export type PaymentLedger = Pick<WalletService, 'transfer'> & {
  readonly depositCredited?: (executor: Executor, invoice: InvoiceRow) => Promise<string | null>;
  readonly notify?: Notify;
};

/** A paid deposit's bonus, after its credit: granted once (its invoice is the grant's unique source), the outcome kept. */
async function creditDepositBonus(
  executor: Executor,
  ledger: PaymentLedger,
  invoice: InvoiceRow,
): Promise<Partial<InvoiceRow>> {
  if (!ledger.depositCredited) return {};
  return { bonusOutcome: await ledger.depositCredited(executor, invoice) };
}

/**
 * The ledger transfers of an invoice's life, one idempotency key each, so a replayed webhook or
 * a retried request can never move the same money twice:
 * - deposit success: payment clearing -> player (`credit`);
 * - withdrawal created: player -> pending withdrawals (`hold`);
 * - withdrawal success: pending withdrawals -> payment clearing (`payout`);
 * - withdrawal failure, decline or rejection: pending withdrawals -> player (`refund`).
 */
type InvoiceTransfer = 'credit' | 'hold' | 'payout' | 'refund';

const TRANSFER_PARTIES: Readonly<
  Record<InvoiceTransfer, { reason: string; from: 'player' | TransferHouse; to: 'player' | TransferHouse }>
> = {
  credit: { reason: 'deposit', from: 'payment_clearing', to: 'player' },
  hold: { reason: 'withdrawal_hold', from: 'player', to: 'pending_withdrawals' },
  payout: { reason: 'withdrawal_payout', from: 'pending_withdrawals', to: 'payment_clearing' },
  refund: { reason: 'withdrawal_refund', from: 'pending_withdrawals', to: 'player' },
};
type TransferHouse = 'payment_clearing' | 'pending_withdrawals';

export function invoiceTransfer(
  invoice: Pick<InvoiceRow, 'id' | 'playerId' | 'amount' | 'currency'>,
  transfer: InvoiceTransfer,
): TransferRequest {
  const { reason, from, to } = TRANSFER_PARTIES[transfer];
  const party = (side: 'player' | TransferHouse) =>
    side === 'player'
      ? ({ kind: 'player', playerId: invoice.playerId } as const)
      : ({ kind: 'house', account: side } as const);
  return {
    idempotencyKey: `payment:invoice:${invoice.id}:${transfer}`,
    reason,
    currency: invoice.currency,
    amount: minorAmount(invoice.amount),
    from: party(from),
    to: party(to),
    reference: invoice.id,
  };
}

export type InvoiceOutcome =
  | { readonly status: typeof InvoiceStatus.Success }
  | { readonly status: typeof InvoiceStatus.Failure; readonly failureReason: string };

/**
 * Ends a pending invoice, on the caller's transaction, with the invoice row locked by the caller:
 * moves the money the outcome calls for, records the status, and announces it (the player's
 * message too). Status, ledger, event and message commit or roll back together.
 */
export async function settleInvoice(
  executor: Executor,
  ledger: PaymentLedger,
  invoice: InvoiceRow,
  outcome: InvoiceOutcome,
): Promise<InvoiceRow> {
  if (invoice.status !== InvoiceStatus.Pending) throw new Error(`invoice ${invoice.id} is not pending`);
  const isDeposit = invoice.type === InvoiceType.Deposit;
  const succeeded = outcome.status === InvoiceStatus.Success;
  // A failed deposit never moved money; every other ending does.
  if (succeeded || !isDeposit) {
    await ledger.transfer(executor, invoiceTransfer(invoice, isDeposit ? 'credit' : succeeded ? 'payout' : 'refund'));
  }
  const bonus = succeeded && isDeposit ? await creditDepositBonus(executor, ledger, invoice) : {};
  const [settled] = await executor
    .update(invoices)
    .set({
      status: outcome.status,
      failureReason: succeeded ? null : outcome.failureReason,
      updatedAt: new Date(),
      ...bonus,
    })
    .where(eq(invoices.id, invoice.id))
    .returning();
  if (!settled) throw new Error(`invoice ${invoice.id} vanished while settling`);
  await publishInvoiceUpdated(executor, settled);
  await noticeOfInvoice(executor, ledger.notify, settled);
  return settled;
}

/**
 * The provider reports a deposit paid after the invoice had failed here (the player cancelled it
 * while the payment went through, or the provider first reported a failure): the provider has the
 * money, so the player gets it. The deposit becomes successful and is credited, with the same
 * idempotency key as any deposit credit, so the player is credited exactly once whatever came before.
 */
export async function settleLatePayment(
  executor: Executor,
  ledger: PaymentLedger,
  invoice: InvoiceRow,
): Promise<InvoiceRow> {
  if (invoice.type !== InvoiceType.Deposit || invoice.status !== InvoiceStatus.Failure)
    throw new Error(`invoice ${invoice.id} is not a failed deposit`);
  await ledger.transfer(executor, invoiceTransfer(invoice, 'credit'));
  const bonus = await creditDepositBonus(executor, ledger, invoice);
  const [settled] = await executor
    .update(invoices)
    .set({ status: InvoiceStatus.Success, failureReason: null, updatedAt: new Date(), ...bonus })
    .where(eq(invoices.id, invoice.id))
    .returning();
  if (!settled) throw new Error(`invoice ${invoice.id} vanished while settling`);
  await publishInvoiceUpdated(executor, settled);
  await noticeOfInvoice(executor, ledger.notify, settled);
  return settled;
}
