import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filtersFromSearch,
  invoiceListQuery,
  NO_INVOICE_FILTERS,
  searchWithFilters,
} from './invoice-filters';

describe('filtersFromSearch', () => {
  it('reads the filters the page URL carries', () => {
    expect(
      filtersFromSearch('?type=withdrawal&status=success,pending&currency=EUR&from=2026-01-01&to=2026-01-31&page=3'),
    ).toEqual({
      type: 'withdrawal',
      statuses: ['pending', 'success'],
      currency: 'EUR',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      page: 3,
    });
    expect(filtersFromSearch('')).toEqual(NO_INVOICE_FILTERS);
  });

  it('drops what is malformed instead of guessing', () => {
    expect(
      filtersFromSearch('?type=refund&status=won,pending,pending&currency=eur&from=2026-02-30&to=yesterday&page=-2'),
    ).toEqual({
      ...NO_INVOICE_FILTERS,
      statuses: ['pending'],
    });
    expect(filtersFromSearch('?page=1.5').page).toBe(1);
    expect(filtersFromSearch('?page=999999').page).toBe(1);
  });
});

describe('searchWithFilters', () => {
  it('writes the filters, leaves out defaults and keeps other parameters (a modal key)', () => {
    const filters = {
      ...NO_INVOICE_FILTERS,
      type: 'deposit' as const,
      statuses: ['failure', 'pending'] as const,
      page: 2,
    };
    expect(searchWithFilters('?wallet=deposit&page=5', filters)).toBe(
      '?wallet=deposit&page=2&type=deposit&status=pending%2Cfailure',
    );
    expect(searchWithFilters('?type=deposit&currency=EUR', NO_INVOICE_FILTERS)).toBe('');
  });

  it('round-trips with filtersFromSearch', () => {
    const filters = {
      type: 'withdrawal' as const,
      statuses: ['success'] as const,
      currency: 'BTC',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-02',
      page: 4,
    };
    expect(filtersFromSearch(searchWithFilters('', filters))).toEqual(filters);
  });
});

describe('invoiceListQuery', () => {
  it('asks the API in the spec’s numbers, arrays in bracket form', () => {
    const filters = filtersFromSearch('?type=withdrawal&status=pending,failure&currency=USD&from=2026-01-01&page=2');
    expect(invoiceListQuery(filters, 20)).toEqual({
      type: 2,
      status: [1, 3],
      currency: 'USD',
      dateFrom: '2026-01-01',
      dateTo: undefined,
      page: 2,
      perPage: 20,
    });
    expect(invoiceListQuery(NO_INVOICE_FILTERS, 5)).toEqual({
      type: undefined,
      status: undefined,
      currency: undefined,
      dateFrom: undefined,
      dateTo: undefined,
      page: 1,
      perPage: 5,
    });
  });

  it('reads a range typed backwards as the days between', () => {
    const query = invoiceListQuery({ ...NO_INVOICE_FILTERS, dateFrom: '2026-05-10', dateTo: '2026-05-01' });
    expect([query.dateFrom, query.dateTo]).toEqual(['2026-05-01', '2026-05-10']);
  });

  it('counts the filters that narrow the list', () => {
    expect(activeFilterCount(NO_INVOICE_FILTERS)).toBe(0);
    expect(
      activeFilterCount({ ...NO_INVOICE_FILTERS, type: 'deposit', statuses: ['pending', 'success'], page: 3 }),
    ).toBe(3);
  });
});
