/**
 * The payment contract of SPEC.md sections 3 and 7 (Wallet and payments), shared by the server
 * that answers it and the web app that calls it. Amounts are integers in the currency's minor
 * units everywhere (DESIGN.md, Money).
 */
import type { BonusCodeStatus, InvoiceStatus, InvoiceType } from './statuses';

export const PAYMENT_DIRECTIONS = ['deposit', 'withdrawal'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/**
 * What a payment method asks the player for, by the spec's form field names (SPEC.md section 3):
 * `wallet_id` a crypto address, `cpf_number` a Brazilian tax number, `phone`, `email`,
 * `fullName`, `iban`, `upi_id`, `account_number`.
 */
export const PAYMENT_FIELD_TYPES = [
  'wallet_id',
  'cpf_number',
  'phone',
  'email',
  'fullName',
  'iban',
  'upi_id',
  'account_number',
] as const;
export type PaymentFieldType = (typeof PAYMENT_FIELD_TYPES)[number];

export interface PaymentMethodField {
  /** The key under `fields` in the invoice request. */
  readonly name: string;
  readonly type: PaymentFieldType;
  readonly required: boolean;
  /** Display label (English; the web app may translate by `name`). */
  readonly label: string;
}

/**
 * How the player completes a deposit: `redirect` opens the provider's hosted page (card-like
 * methods), `crypto` shows an address and a QR code to send coins to.
 */
export const PAYMENT_FLOWS = ['redirect', 'crypto'] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];

export interface PaymentMethod {
  /** `provider.deposit.kind` or `provider.withdrawal.kind`, e.g. `sandbox.deposit.card`. */
  readonly id: string;
  readonly provider: string;
  readonly kind: string;
  readonly direction: PaymentDirection;
  /** Display label: Card, Visa, Mastercard, Pix, UPI, Cryptocurrencies, Cash agent, ... */
  readonly label: string;
  /** URL of the method's logo (an SVG served by the provider). */
  readonly logo: string;
  readonly flow: PaymentFlow;
  readonly currency: string;
  /** Crypto network for crypto methods (BTC, ERC20, TRC20, TON, ...); absent otherwise. */
  readonly network?: string;
  /** Inclusive bounds, minor units of `currency`. */
  readonly minAmount: number;
  readonly maxAmount: number;
  /** Suggested amounts for the preset buttons, minor units, within the bounds. */
  readonly presets: readonly number[];
  readonly fields: readonly PaymentMethodField[];
}

/** Methods grouped for display (Cards, Cryptocurrencies, Open Banking, Local methods, ...). */
export interface PaymentMethodGroup {
  readonly id: string;
  readonly label: string;
  readonly paymentMethods: readonly PaymentMethod[];
}

/** `GET /api/payment/methods/{deposit|withdrawal}?currency=&country=` answers `{ data: PaymentMethodGroup[] }`. */
export interface PaymentMethodsResponse {
  readonly data: readonly PaymentMethodGroup[];
}

/** Body of `POST /api/payment/invoices/deposit` and `/withdrawal`. */
export interface CreateInvoiceRequest {
  readonly paymentMethod: string;
  /** Minor units, a positive integer within the method's bounds. */
  readonly amount: number;
  readonly currency: string;
  /** The values the method's `fields` ask for, by field name. */
  readonly fields?: Readonly<Record<string, string>>;
  /** Deposit bonus code: the answer says when it is not one (`CreatedDeposit.bonusCode`); the deposit goes on. */
  readonly bonusCode?: string;
  /** Deposit: the bonus chosen from `GET /api/game/bonuses` (issue 15); one this player cannot take is refused (422, field bonusId). */
  readonly bonusId?: number;
}

/**
 * `POST /api/payment/invoices/deposit` answers the invoice, plus `bonusCode` when the request
 * carried a code that was not taken: the deposit goes on without it and the wallet says why.
 */
export interface CreatedDeposit extends Invoice {
  /** `status` (statuses.ts, BonusCodeStatus): 3 incorrect code, 4 not available; each gives an alert. */
  readonly bonusCode?: { readonly code: string; readonly status: BonusCodeStatus };
}

/** What the player needs to finish a pending invoice; only what applies to its method is present. */
export interface InvoicePublicData {
  /** Hosted payment page of the provider (card-like methods): `/provider/pay/{invoiceId}`. */
  readonly redirectUrl?: string;
  /** Crypto deposit address. */
  readonly address?: string;
  readonly network?: string;
  /** Payment URI the QR code encodes (`bitcoin:...?amount=...`). */
  readonly uri?: string;
  /** The QR code of `uri` as an image data URL (`data:image/svg+xml;base64,...`). */
  readonly qr?: string;
}

/** An invoice as the API shows it (SPEC.md section 3). */
export interface Invoice {
  readonly id: string;
  readonly type: InvoiceType;
  readonly status: InvoiceStatus;
  readonly amount: number;
  readonly currency: string;
  /** The player's n-th invoice of this type (deposit number 1 is the first-time deposit). */
  readonly number: number;
  readonly paymentMethod: string;
  /** Label of the method at creation, for history rows. */
  readonly paymentMethodLabel: string;
  readonly publicData: InvoicePublicData;
  /** Why it failed, when it did (declined, rejected, provider_failed, ...). */
  readonly failureReason: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Deposit: the bonus chosen for it (issue 15). */
  readonly bonusId?: number | null;
  /** Deposit: what became of its bonus once paid: issued, or why not (limit_reached: below the bonus's minimum deposit, already_taken, ...). */
  readonly bonusOutcome?: string | null;
}

/** Published on `payment:invoices#{profileId}` whenever an invoice is created or changes status. */
export interface InvoiceEvent {
  readonly type: 'invoice.deposit.updated' | 'invoice.withdrawal.updated';
  readonly invoice: Invoice;
}

/**
 * `GET /api/payment/invoices` filters: `type`, `status[]`, `currency`, `dateFrom`, `dateTo` (ISO
 * dates, inclusive days in UTC), `page` (from 1), `perPage` (1..100, default 20). Answers
 * `{ data: Invoice[], meta: { page, perPage, totalPages, totalRows } }`, newest first.
 */
export const INVOICES_DEFAULT_PER_PAGE = 20;
export const INVOICES_MAX_PER_PAGE = 100;

/** `GET /api/payment/invoices/statistics`: per currency, totals of successful invoices. */
export interface InvoiceStatistics {
  readonly data: readonly {
    readonly currency: string;
    readonly depositCount: number;
    readonly depositTotal: number;
    readonly withdrawalCount: number;
    readonly withdrawalTotal: number;
    readonly pendingWithdrawalTotal: number;
  }[];
}
