import { z } from 'zod';
import { InvoiceStatus, InvoiceType } from '@casino/shared';
import type { InvoiceFilters } from './invoice-queries';

/** Pages beyond this are not browsing any more; an export would be the tool. */
const INVOICE_PAGE_MAX = 10_000;
const STATUS_CODES: readonly number[] = Object.values(InvoiceStatus);
const TYPE_CODES: readonly number[] = Object.values(InvoiceType);

const invoiceStatus = z.coerce
  .number()
  .int()
  .refine((value) => STATUS_CODES.includes(value), 'Not an invoice status')
  .transform((value) => value as InvoiceStatus);
/** Bracket form (`status[]=1&status[]=2`, DESIGN.md HTTP); a single `status=1` is taken too. */
const statusList = z.union([invoiceStatus, z.array(invoiceStatus).max(STATUS_CODES.length * 2)]).optional();

/** A calendar day, `YYYY-MM-DD`, that exists (2024-02-30 does not). */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Not a date (YYYY-MM-DD)')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'Not a date (YYYY-MM-DD)');

export function invoiceListQuery(defaultPerPage: number, maxPerPage: number) {
  return z
    .object({
      type: z.coerce
        .number()
        .int()
        .refine((value) => TYPE_CODES.includes(value), 'Not an invoice type')
        .transform((value) => value as InvoiceType)
        .optional(),
      'status[]': statusList,
      status: statusList,
      currency: z
        .string()
        .regex(/^[A-Z0-9]{2,10}$/, 'Not a currency code')
        .optional(),
      dateFrom: isoDay.optional(),
      dateTo: isoDay.optional(),
      page: z.coerce.number().int().min(1).max(INVOICE_PAGE_MAX).default(1),
      perPage: z.coerce.number().int().min(1).max(maxPerPage).default(defaultPerPage),
    })
    .refine((query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo, {
      message: 'dateFrom is after dateTo',
      path: ['dateFrom'],
    });
}

type InvoiceListQuery = z.infer<ReturnType<typeof invoiceListQuery>>;

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export function toInvoiceFilters(query: InvoiceListQuery): InvoiceFilters {
  const statuses = [...asList(query['status[]']), ...asList(query.status)];
  return {
    type: query.type,
    statuses: statuses.length > 0 ? [...new Set(statuses)] : undefined,
    currency: query.currency,
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    page: query.page,
    perPage: query.perPage,
  };
}
