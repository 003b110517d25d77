import { invoiceIdParam } from '../../http/id-params';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVOICES_DEFAULT_PER_PAGE, INVOICES_MAX_PER_PAGE } from '@casino/shared';
import { errorResponses } from '../../http/response-schemas';
import { invoiceListQuery, toInvoiceFilters } from './invoice-list-query';
import { operatorInvoice, operatorInvoicePage } from './payment.responses';
import type { PaymentService } from './payment.service';

const withdrawalParams = z.object({ id: z.uuid() });

/**
 * The operator's payment routes, `/api/admin/payment/...`. Registered inside the admin scope, so
 * the one operator token check guards them.
 */
export const paymentAdminRoutes: FastifyPluginAsyncZod<{ payment: PaymentService }> = async (app, { payment }) => {
  const { operations } = payment;

  app.get(
    '/withdrawals',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Withdrawals of every player, newest first (status=1: the queue to approve or reject), with payout details',
        querystring: invoiceListQuery(INVOICES_DEFAULT_PER_PAGE, INVOICES_MAX_PER_PAGE),
        response: { 200: operatorInvoicePage, ...errorResponses },
      },
    },
    async (request) => {
      const { type: _type, ...filters } = toInvoiceFilters(request.query);
      return operations.listWithdrawals(filters);
    },
  );

  app.put(
    '/withdrawals/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Send a pending withdrawal to be paid out; the provider reports the outcome by webhook (sandbox: simulate "failure" to see a failed payout)',
        params: withdrawalParams,
        body: z
          .object({ simulate: z.enum(['success', 'failure']).optional() })
          .strict()
          .nullish(),
        response: { 200: operatorInvoice, ...errorResponses },
      },
    },
    async (request) => {
      const simulate = request.body?.simulate;
      return operations.approveWithdrawal(
        invoiceIdParam(request.params.id),
        simulate === undefined ? undefined : simulate === 'success' ? 'succeeded' : 'failed',
      );
    },
  );

  app.put(
    '/withdrawals/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending withdrawal not yet sent out: the held amount goes back to the player',
        params: withdrawalParams,
        response: { 200: operatorInvoice, ...errorResponses },
      },
    },
    async (request) => operations.rejectWithdrawal(invoiceIdParam(request.params.id)),
  );
};
