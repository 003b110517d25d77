import { z } from 'zod';
import {
  BonusCodeStatus,
  InvoiceStatus,
  InvoiceType,
  PAYMENT_DIRECTIONS,
  PAYMENT_FIELD_TYPES,
  PAYMENT_FLOWS,
  type CreatedDeposit,
  type Invoice,
  type InvoiceStatistics,
  type PaymentMethodsResponse,
} from '@casino/shared';
import { arrayOf, codeOf, listOf, pageOf, schemaFor } from '../../http/response-schemas';
import type { CallbackOutcome } from './payment-callbacks';
import type { OperatorInvoiceView } from './invoice-view';

/** The payment contract of SPEC.md sections 3 and 7; amounts are integers of minor units. */

const paymentMethod = z.object({
  id: z.string().describe('provider.direction.kind, e.g. sandbox.deposit.card'),
  provider: z.string(),
  kind: z.string(),
  direction: z.enum(PAYMENT_DIRECTIONS),
  label: z.string(),
  logo: z.string().describe("URL of the method's logo (SVG)"),
  flow: z.enum(PAYMENT_FLOWS).describe('redirect: a hosted page; crypto: an address and a QR code'),
  currency: z.string(),
  network: z.string().optional().describe('Crypto network of crypto methods'),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  presets: arrayOf(z.number().int()).describe('Suggested amounts, minor units'),
  fields: arrayOf(
    z.object({ name: z.string(), type: z.enum(PAYMENT_FIELD_TYPES), required: z.boolean(), label: z.string() }),
  ),
});

export const paymentMethodGroups = schemaFor<PaymentMethodsResponse>()(
  listOf(z.object({ id: z.string(), label: z.string(), paymentMethods: arrayOf(paymentMethod) })),
);

const invoiceFields = {
  id: z.string(),
  type: codeOf(InvoiceType).describe('1 deposit, 2 withdrawal'),
  status: codeOf(InvoiceStatus).describe('1 pending, 2 success, 3 failure'),
  amount: z.number().int().describe('Minor units'),
  currency: z.string(),
  number: z.number().int().describe("The player's n-th invoice of this type"),
  paymentMethod: z.string(),
  paymentMethodLabel: z.string(),
  publicData: z
    .object({
      redirectUrl: z.string().optional().describe('Hosted payment page of the provider'),
      address: z.string().optional().describe('Crypto deposit address'),
      network: z.string().optional(),
      uri: z.string().optional().describe('Payment URI the QR code encodes'),
      qr: z.string().optional().describe('The QR code as an image data URL'),
    })
    .describe('What the player needs to finish a pending invoice'),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  bonusId: z.number().int().nullable().optional().describe('Deposit: the bonus chosen for it'),
  bonusOutcome: z
    .string()
    .nullable()
    .optional()
    .describe('Deposit: what became of its bonus once paid (issued, or why not: limit_reached, already_taken, ...)'),
};

export const invoice = schemaFor<Invoice>()(z.object(invoiceFields));

export const createdDeposit = schemaFor<CreatedDeposit>()(
  z.object({
    ...invoiceFields,
    bonusCode: z
      .object({ code: z.string(), status: codeOf(BonusCodeStatus).describe('3 incorrect, 4 not available') })
      .optional()
      .describe('Present when a bonus code was sent and not taken; the deposit goes on without it'),
  }),
);

export const invoicePage = pageOf(invoice);

export const invoiceStatistics = schemaFor<InvoiceStatistics>()(
  listOf(
    z.object({
      currency: z.string(),
      depositCount: z.number().int(),
      depositTotal: z.number().int(),
      withdrawalCount: z.number().int(),
      withdrawalTotal: z.number().int(),
      pendingWithdrawalTotal: z.number().int(),
    }),
  ),
);

/** The operator's view of an invoice: the player's one plus who, where to, and the payout state. */
export const operatorInvoice = schemaFor<OperatorInvoiceView>()(
  z.object({
    ...invoiceFields,
    playerId: z.string(),
    fields: z
      .record(z.string(), z.string())
      .describe('What the player entered for the method (payout address, IBAN, ...)'),
    provider: z.string(),
    providerReference: z.string().nullable(),
    payoutRequestedAt: z.string().nullable(),
  }),
);

export const operatorInvoicePage = pageOf(operatorInvoice);

export const callbackReceipt = schemaFor<{ received: boolean; outcome: CallbackOutcome }>()(
  z.object({
    received: z.boolean().describe('Always true'),
    outcome: z.enum(['applied', 'replayed', 'ignored']).describe('replayed: the event was applied before'),
  }),
);
