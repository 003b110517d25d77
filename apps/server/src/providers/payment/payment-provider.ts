import type { InvoicePublicData, PaymentFlow } from '@casino/shared';

/**
 * What the payment module needs from a payment service provider (PSP). The sandbox implements
 * it here; a real PSP is another implementation beside it, chosen by configuration.
 */
export interface PaymentProvider {
  /** The provider's name in method ids (`sandbox.deposit.card`) and the webhook path. */
  readonly name: string;
  /** The sandbox can be told how a payout ends; a real provider refuses `simulateOutcome`. */
  readonly supportsSimulation: boolean;

  /** Opens a payment at the provider: where the player goes next (hosted page, crypto address). */
  createDeposit(invoice: ProviderInvoice, options: { readonly returnUrl: string }): Promise<ProviderDeposit>;
  /**
   * Cancels an unpaid deposit (the player declined it on our side). False when the provider has
   * already taken or refused the money: its webhook is on the way and decides the invoice.
   */
  cancelDeposit(invoiceId: string): Promise<boolean>;
  /**
   * Asks the provider to pay an approved withdrawal out. Idempotent per invoice: asking again
   * after a failure or a timeout never pays twice. The outcome arrives by webhook.
   */
  requestPayout(invoice: ProviderInvoice, options?: { readonly simulateOutcome?: PayoutOutcome }): Promise<void>;
  /**
   * Authenticates a webhook call (signature and age) and parses it. Throws an AppError (4xx)
   * for a forged, stale or malformed call. `rawBody` is exactly the bytes that were signed.
   */
  verifyCallback(
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
    now: Date,
  ): ProviderEvent;
}

export type PayoutOutcome = 'succeeded' | 'failed';

/** An invoice as a provider needs it. Amounts in minor units. */
export interface ProviderInvoice {
  readonly id: string;
  readonly amount: bigint;
  readonly currency: string;
  /** Minor units in one unit of `currency`: payment pages and URIs show whole units. */
  readonly subunitToUnit: number;
  /** The player's language (a site locale code) for the pages the provider shows them. */
  readonly locale?: string;
  readonly method: {
    readonly id: string;
    readonly kind: string;
    readonly label: string;
    readonly flow: PaymentFlow;
    readonly network?: string | undefined;
  };
  /** The values the method asked the player for (payout address, CPF, ...). */
  readonly fields: Readonly<Record<string, string>>;
}

export interface ProviderDeposit {
  readonly publicData: InvoicePublicData;
  /** The provider's id of the payment, for support and reconciliation. */
  readonly providerReference: string;
}

export const PROVIDER_EVENT_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'payout.succeeded',
  'payout.failed',
] as const;
export type ProviderEventType = (typeof PROVIDER_EVENT_TYPES)[number];

/** A verified webhook event: what happened to which invoice, for how much. */
export interface ProviderEvent {
  /** The provider's event id: the same event delivered twice has the same id. */
  readonly id: string;
  readonly type: ProviderEventType;
  /** Our invoice id, as we gave it to the provider. */
  readonly reference: string;
  readonly amount: bigint;
  readonly currency: string;
}
