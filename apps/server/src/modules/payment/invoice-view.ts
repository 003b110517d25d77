import { InvoiceType, type Invoice, type InvoiceStatus } from '@casino/shared';
import type { invoices } from './payment.table';

export type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice as the operator sees it: the player's one plus who, where to, and the payout state. */
export interface OperatorInvoiceView extends Invoice {
  readonly playerId: string;
  /** What the player entered for the method (payout address, IBAN, ...): the operator pays to it. */
  readonly fields: Readonly<Record<string, string>>;
  readonly provider: string;
  readonly providerReference: string | null;
  readonly payoutRequestedAt: string | null;
}

/** Minor units as a JSON integer; amounts are bounded far below 2^53, so this never trips. */
export function toJsonAmount(amount: bigint): number {
  const value = Number(amount);
  if (!Number.isSafeInteger(value)) throw new Error(`amount ${amount} does not fit a JSON integer`);
  return value;
}

/** The player's view (SPEC.md section 3, Invoice): never the fields they entered. */
export function toInvoiceView(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    type: row.type as InvoiceType,
    status: row.status as InvoiceStatus,
    amount: toJsonAmount(row.amount),
    currency: row.currency,
    number: row.number,
    paymentMethod: row.paymentMethod,
    paymentMethodLabel: row.paymentMethodLabel,
    publicData: row.publicData,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.type === InvoiceType.Withdrawal ? {} : { bonusId: row.bonusId, bonusOutcome: row.bonusOutcome }),
  };
}

export function toOperatorInvoiceView(row: InvoiceRow): OperatorInvoiceView {
  return {
    ...toInvoiceView(row),
    playerId: row.playerId,
    fields: row.fields,
    provider: row.provider,
    providerReference: row.providerReference,
    payoutRequestedAt: row.payoutRequestedAt?.toISOString() ?? null,
  };
}
