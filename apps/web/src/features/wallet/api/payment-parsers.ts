import {
  BonusCodeStatus,
  InvoiceStatus,
  InvoiceType,
  PAYMENT_FIELD_TYPES,
  PAYMENT_FLOWS,
  type CreatedDeposit,
  type Invoice,
  type InvoiceEvent,
  type InvoicePublicData,
  type ListResponse,
  type PaymentMethod,
  type PaymentMethodField,
  type PaymentMethodGroup,
} from '@casino/shared';
import { isRecord } from '@/lib/http';

/**
 * Checks for what the payment API answers (packages/shared/src/payment.ts): a body of the wrong
 * shape is refused, never half-used. Money fields must be safe integers of minor units.
 */
function fail(what: string): never {
  throw new Error(`Unexpected ${what} in the payment response`);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const minorUnits = (value: unknown, what: string): number =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : fail(what);
const oneOf = <T extends string | number>(allowed: readonly T[], value: unknown, what: string): T =>
  allowed.includes(value as T) ? (value as T) : fail(what);

const INVOICE_STATUSES = Object.values(InvoiceStatus);
const INVOICE_TYPES = Object.values(InvoiceType);

function parseField(item: unknown): PaymentMethodField | undefined {
  if (!isRecord(item) || typeof item.name !== 'string') return undefined;
  // A field type this client does not know yet is still asked for, as plain text.
  const type = (PAYMENT_FIELD_TYPES as readonly string[]).includes(item.type as string)
    ? (item.type as PaymentMethodField['type'])
    : 'account_number';
  return { name: item.name, type, required: item.required === true, label: text(item.label) ?? item.name };
}

export function parsePaymentMethod(item: unknown): PaymentMethod {
  if (!isRecord(item) || typeof item.id !== 'string') fail('payment method');
  const minAmount = minorUnits(item.minAmount, 'minimum amount');
  const maxAmount = minorUnits(item.maxAmount, 'maximum amount');
  const presets = Array.isArray(item.presets)
    ? item.presets.filter(
        (preset): preset is number => Number.isSafeInteger(preset) && preset >= minAmount && preset <= maxAmount,
      )
    : [];
  return {
    id: item.id,
    provider: text(item.provider) ?? '',
    kind: text(item.kind) ?? '',
    direction: item.direction === 'withdrawal' ? 'withdrawal' : 'deposit',
    label: text(item.label) ?? item.id,
    logo: text(item.logo) ?? '',
    flow: oneOf(PAYMENT_FLOWS, item.flow, 'payment flow'),
    currency: text(item.currency) ?? fail('method currency'),
    network: text(item.network),
    minAmount,
    maxAmount,
    presets,
    fields: Array.isArray(item.fields) ? item.fields.map(parseField).filter((field) => field !== undefined) : [],
  };
}

export function parseMethodGroups(body: unknown): PaymentMethodGroup[] {
  if (!isRecord(body) || !Array.isArray(body.data)) fail('method list');
  return body.data.map((group: unknown) => {
    if (!isRecord(group) || !Array.isArray(group.paymentMethods)) fail('method group');
    return {
      id: text(group.id) ?? '',
      label: text(group.label) ?? '',
      paymentMethods: group.paymentMethods.map(parsePaymentMethod),
    };
  });
}

function parsePublicData(value: unknown): InvoicePublicData {
  if (!isRecord(value)) return {};
  return {
    redirectUrl: text(value.redirectUrl),
    address: text(value.address),
    network: text(value.network),
    uri: text(value.uri),
    qr: text(value.qr),
  };
}

export function parseInvoice(body: unknown): Invoice {
  if (!isRecord(body) || typeof body.id !== 'string') fail('invoice');
  return {
    id: body.id,
    type: oneOf(INVOICE_TYPES, body.type, 'invoice type'),
    status: oneOf(INVOICE_STATUSES, body.status, 'invoice status'),
    amount: minorUnits(body.amount, 'invoice amount'),
    currency: text(body.currency) ?? fail('invoice currency'),
    number: typeof body.number === 'number' ? body.number : 0,
    paymentMethod: text(body.paymentMethod) ?? '',
    paymentMethodLabel: text(body.paymentMethodLabel) ?? text(body.paymentMethod) ?? '',
    publicData: parsePublicData(body.publicData),
    failureReason: text(body.failureReason) ?? null,
    createdAt: text(body.createdAt) ?? '',
    updatedAt: text(body.updatedAt) ?? '',
  };
}

/** The answer to a new deposit: the invoice, and a bonus code it did not take (status 3 incorrect, 4 not available). */
export function parseCreatedDeposit(body: unknown): CreatedDeposit {
  const invoice = parseInvoice(body);
  const bonusCode = isRecord(body) && isRecord(body.bonusCode) ? body.bonusCode : undefined;
  const status = bonusCode?.status;
  if (!bonusCode || (status !== BonusCodeStatus.Incorrect && status !== BonusCodeStatus.NotAvailable)) return invoice;
  return { ...invoice, bonusCode: { code: text(bonusCode.code) ?? '', status } };
}

export function parseInvoiceList(body: unknown): ListResponse<Invoice> {
  if (!isRecord(body) || !Array.isArray(body.data) || !isRecord(body.meta)) fail('invoice list');
  const { page, perPage, totalPages, totalRows } = body.meta;
  const count = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fail('list meta');
  return {
    data: body.data.map(parseInvoice),
    meta: { page: count(page), perPage: count(perPage), totalPages: count(totalPages), totalRows: count(totalRows) },
  };
}

/** A publication on `payment:invoices#{profileId}`; undefined for anything else (never throws: it comes from a socket). */
export function parseInvoiceEvent(data: unknown): InvoiceEvent | undefined {
  if (!isRecord(data) || (data.type !== 'invoice.deposit.updated' && data.type !== 'invoice.withdrawal.updated'))
    return undefined;
  try {
    return { type: data.type, invoice: parseInvoice(data.invoice) };
  } catch {
    return undefined;
  }
}
