import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { InvoicePublicData } from '@casino/shared';
import { AppError } from '../../../http/app-error';
import {
  PROVIDER_EVENT_TYPES,
  type PaymentProvider,
  type PayoutOutcome,
  type ProviderDeposit,
  type ProviderEvent,
  type ProviderInvoice,
} from '../payment-provider';
import { depositAddress, paymentUri, qrCodeDataUrl } from './crypto-deposit';
import type { SandboxGateway } from './sandbox-gateway';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from './sandbox-signature';

export const SANDBOX_PROVIDER = 'sandbox';
/** The provider's hosted page of a payment: pay or decline (cards), simulate the transfer (crypto). */
/** The hosted page of a payment, in the player's language (`lang`, a site locale code; none for English). */
export const sandboxPagePath = (reference: string, locale?: string) =>
  `/provider/pay/${reference}${locale && locale !== 'en' ? `?lang=${encodeURIComponent(locale)}` : ''}`;

const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(PROVIDER_EVENT_TYPES),
  data: z.object({
    reference: z.string().min(1).max(100),
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    currency: z.string().min(1).max(16),
  }),
});

const invalidSignature = (message: string) => new AppError(401, 'invalid_signature', message);

/**
 * The sandbox as our server sees it: the adapter that opens payments and payouts at the sandbox
 * gateway and authenticates its webhooks. Keys for the page forms and the deposit addresses are
 * derived from the one sandbox secret, each for its own purpose.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER;
  readonly supportsSimulation = true;
  private readonly formKey: Buffer;
  private readonly addressKey: string;

  constructor(
    private readonly secret: string,
    readonly gateway: SandboxGateway,
  ) {
    this.formKey = createHmac('sha256', secret).update('sandbox hosted page forms').digest();
    this.addressKey = createHmac('sha256', secret).update('sandbox deposit addresses').digest('hex');
  }

  async createDeposit(invoice: ProviderInvoice, options: { readonly returnUrl: string }): Promise<ProviderDeposit> {
    const { method } = invoice;
    await this.gateway.open({
      reference: invoice.id,
      direction: 'payment',
      amount: invoice.amount,
      currency: invoice.currency,
      subunitToUnit: invoice.subunitToUnit,
      methodLabel: method.label,
      flow: method.flow,
      network: method.network ?? null,
      returnUrl: options.returnUrl,
    });
    const redirectUrl = sandboxPagePath(invoice.id, invoice.locale);
    const providerReference = `sbx_${invoice.id.replaceAll('-', '')}`;
    if (method.flow !== 'crypto' || !method.network) return { publicData: { redirectUrl }, providerReference };
    return {
      publicData: { ...(await this.cryptoDetails(invoice.id, method.network, invoice)), redirectUrl },
      providerReference,
    };
  }

  /** Address, payment URI and its QR code of a crypto deposit; the same every time for one invoice. */
  async cryptoDetails(
    reference: string,
    network: string,
    payment: { readonly amount: bigint; readonly currency: string; readonly subunitToUnit: number },
  ): Promise<Required<Pick<InvoicePublicData, 'address' | 'network' | 'uri' | 'qr'>>> {
    const address = depositAddress(this.addressKey, reference, network);
    const uri = paymentUri(network, payment.currency, address, payment.amount, payment.subunitToUnit);
    return { address, network, uri, qr: await qrCodeDataUrl(uri) };
  }

  async cancelDeposit(invoiceId: string): Promise<boolean> {
    return this.gateway.cancel(invoiceId);
  }

  async requestPayout(
    invoice: ProviderInvoice,
    options: { readonly simulateOutcome?: PayoutOutcome } = {},
  ): Promise<void> {
    const payout = await this.gateway.openPayout({
      reference: invoice.id,
      direction: 'payout',
      amount: invoice.amount,
      currency: invoice.currency,
      subunitToUnit: invoice.subunitToUnit,
      methodLabel: invoice.method.label,
      flow: invoice.method.flow,
      network: invoice.method.network ?? null,
      returnUrl: '',
      plannedOutcome: options.simulateOutcome ?? 'succeeded',
    });
    // Settled by the job openPayout enqueued; an ended payout whose webhook was lost is reported again.
    if (payout.status !== 'open') await this.gateway.notify(payout);
  }

  verifyCallback(
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
    now: Date,
  ): ProviderEvent {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof header !== 'string') throw invalidSignature('The Sandbox-Signature header is missing');
    const check = verifySandboxSignature(this.secret, rawBody, header, now);
    if (!check.ok) {
      throw check.reason === 'stale'
        ? new AppError(401, 'signature_expired', 'The webhook was signed too long ago (or in the future)')
        : invalidSignature('The webhook signature is not valid');
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new AppError(400, 'invalid_json', 'The request body is not valid JSON');
    }
    const parsed = eventSchema.safeParse(json);
    if (!parsed.success) throw new AppError(400, 'invalid_event', 'The webhook body is not a sandbox event');
    const { id, type, data } = parsed.data;
    return { id, type, reference: data.reference, amount: BigInt(data.amount), currency: data.currency };
  }

  /** The token the hosted page's forms carry: only someone who was shown the page can press its buttons. */
  formToken(reference: string): string {
    return createHmac('sha256', this.formKey).update(reference).digest('hex');
  }

  isValidFormToken(reference: string, token: unknown): boolean {
    if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return false;
    return timingSafeEqual(Buffer.from(token, 'hex'), Buffer.from(this.formToken(reference), 'hex'));
  }
}
