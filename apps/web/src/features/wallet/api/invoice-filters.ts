import { InvoiceStatus, InvoiceType, INVOICES_DEFAULT_PER_PAGE } from '@casino/shared';
import type { QueryValue } from '@/lib/http';

/**
 * The transaction history's filters, kept in the page's query string (so a reload, a shared link
 * and Back keep them) and turned into the invoices API's filters. The page URL uses words
 * (`?type=deposit&status=pending,success`), the API the spec's numbers (`type=1&status[]=1`).
 */
export const INVOICE_TYPE_NAMES = ['deposit', 'withdrawal'] as const;
export type InvoiceTypeName = (typeof INVOICE_TYPE_NAMES)[number];

export const INVOICE_STATUS_NAMES = ['pending', 'success', 'failure'] as const;
export type InvoiceStatusName = (typeof INVOICE_STATUS_NAMES)[number];

export interface InvoiceFilters {
  readonly type: InvoiceTypeName | undefined;
  readonly statuses: readonly InvoiceStatusName[];
  readonly currency: string | undefined;
  /** Inclusive days, YYYY-MM-DD (UTC days, as the API reads them). */
  readonly dateFrom: string | undefined;
  readonly dateTo: string | undefined;
  /** From 1. */
  readonly page: number;
}

export const NO_INVOICE_FILTERS: InvoiceFilters = {
  type: undefined,
  statuses: [],
  currency: undefined,
  dateFrom: undefined,
  dateTo: undefined,
  page: 1,
};

/** The page URL's parameter names; every other parameter (a modal key) is left alone. */
const PARAM = {
  type: 'type',
  status: 'status',
  currency: 'currency',
  dateFrom: 'from',
  dateTo: 'to',
  page: 'page',
} as const;

const TYPE_CODES: Readonly<Record<InvoiceTypeName, InvoiceType>> = {
  deposit: InvoiceType.Deposit,
  withdrawal: InvoiceType.Withdrawal,
};
const STATUS_CODES: Readonly<Record<InvoiceStatusName, InvoiceStatus>> = {
  pending: InvoiceStatus.Pending,
  success: InvoiceStatus.Success,
  failure: InvoiceStatus.Failure,
};

const CURRENCY_CODE = /^[A-Z0-9]{2,10}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A page number past this is a typo, not a history anyone has. */
const MAX_PAGE = 10_000;

/** A real calendar day: '2026-02-30' matches the pattern but is not one. */
function isDay(value: string | null): value is string {
  if (value === null || !ISO_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The filters a query string asks for; anything malformed is dropped, not guessed at. */
export function filtersFromSearch(search: string | URLSearchParams): InvoiceFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const type = params.get(PARAM.type);
  const statuses = (params.get(PARAM.status) ?? '').split(',');
  const currency = params.get(PARAM.currency);
  const dateFrom = params.get(PARAM.dateFrom);
  const dateTo = params.get(PARAM.dateTo);
  return {
    type: (INVOICE_TYPE_NAMES as readonly string[]).includes(type ?? '') ? (type as InvoiceTypeName) : undefined,
    // In the order of the spec, once each, whatever order the URL has.
    statuses: INVOICE_STATUS_NAMES.filter((name) => statuses.includes(name)),
    currency: currency !== null && CURRENCY_CODE.test(currency) ? currency : undefined,
    dateFrom: isDay(dateFrom) ? dateFrom : undefined,
    dateTo: isDay(dateTo) ? dateTo : undefined,
    page: pageOf(params.get(PARAM.page)),
  };
}

/** `search` with the filters written in (defaults left out) and every other parameter kept. */
export function searchWithFilters(search: string, filters: InvoiceFilters): string {
  const params = new URLSearchParams(search);
  const set = (name: string, value: string | undefined) => (value ? params.set(name, value) : params.delete(name));
  set(PARAM.type, filters.type);
  set(
    PARAM.status,
    filters.statuses.length > 0
      ? INVOICE_STATUS_NAMES.filter((name) => filters.statuses.includes(name)).join(',')
      : undefined,
  );
  set(PARAM.currency, filters.currency);
  set(PARAM.dateFrom, filters.dateFrom);
  set(PARAM.dateTo, filters.dateTo);
  set(PARAM.page, filters.page > 1 ? String(filters.page) : undefined);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The `GET /api/payment/invoices` query for these filters. */
export function invoiceListQuery(
  filters: InvoiceFilters,
  perPage = INVOICES_DEFAULT_PER_PAGE,
): Readonly<Record<string, QueryValue>> {
  // A range typed backwards still means the days between the two dates.
  const [dateFrom, dateTo] =
    filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo
      ? [filters.dateTo, filters.dateFrom]
      : [filters.dateFrom, filters.dateTo];
  return {
    type: filters.type ? TYPE_CODES[filters.type] : undefined,
    status: filters.statuses.length > 0 ? filters.statuses.map((name) => STATUS_CODES[name]) : undefined,
    currency: filters.currency,
    dateFrom,
    dateTo,
    page: filters.page,
    perPage,
  };
}

/** How many filters narrow the list (the mobile "Filters" button shows it); the page is not one. */
export function activeFilterCount(filters: InvoiceFilters): number {
  return (
    [filters.type, filters.currency, filters.dateFrom, filters.dateTo].filter(Boolean).length + filters.statuses.length
  );
}

export function statusNameOf(status: InvoiceStatus): InvoiceStatusName {
  return status === InvoiceStatus.Success ? 'success' : status === InvoiceStatus.Failure ? 'failure' : 'pending';
}
