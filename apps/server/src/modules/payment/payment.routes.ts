import { invoiceIdParam } from '../../http/id-params';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVOICES_DEFAULT_PER_PAGE,
  INVOICES_MAX_PER_PAGE,
  type CreateInvoiceRequest,
  type PaymentDirection,
} from '@casino/shared';
import { requestPlayer, type PlayerGuard } from '../../http/player-guard';
import { requestLocale } from '../../http/request-locale';
import { errorResponses } from '../../http/response-schemas';
import { PAYMENT_FIELD_VALUE_MAX_LENGTH } from './payment-fields';
import { invoiceListQuery, toInvoiceFilters } from './invoice-list-query';
import { createdDeposit, invoice, invoicePage, invoiceStatistics, paymentMethodGroups } from './payment.responses';
import type { PaymentService } from './payment.service';

/** A method asks for at most a few fields; more is not a form of ours. */
const FIELDS_MAX_COUNT = 10;
/** Bonus codes are short words (the bonuses issue defines them); a longer value is not one. */
const BONUS_CODE_MAX_LENGTH = 64;
const CURRENCY_CODE = /^[A-Z0-9]{2,10}$/;

const methodsQuery = z.object({
  currency: z.string().regex(CURRENCY_CODE, 'Not a currency code').optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Not a country code')
    .transform((code) => code.toUpperCase())
    .optional(),
});

/** The amount is an integer of minor units: 10.5 or "1000" is not one (DESIGN.md, Money). */
const createInvoiceBody = z
  .object({
    paymentMethod: z.string().min(1, 'Value is required').max(100),
    amount: z
      .number('Value must be numeric')
      .int('Value is not an integer')
      .min(1, 'The minimum value allowed is 1')
      .max(Number.MAX_SAFE_INTEGER, `The maximum value allowed is ${Number.MAX_SAFE_INTEGER}`),
    currency: z.string().regex(CURRENCY_CODE, 'Not a currency code'),
    fields: z
      .record(z.string().max(64), z.string().max(PAYMENT_FIELD_VALUE_MAX_LENGTH))
      .refine((fields) => Object.keys(fields).length <= FIELDS_MAX_COUNT, 'Too many fields')
      .optional(),
    bonusCode: z.string().max(BONUS_CODE_MAX_LENGTH).optional(),
    bonusId: z.number('Value must be numeric').int('Value is not an integer').min(1).max(2_147_483_647).optional(),
  })
  .strict();

const invoiceParams = z.object({ id: z.uuid() });

export const paymentRoutes: FastifyPluginAsyncZod<{ payment: PaymentService; guard: PlayerGuard }> = async (
  app,
  { payment, guard },
) => {
  app.addHook('onRequest', guard);

  for (const direction of ['deposit', 'withdrawal'] as const satisfies readonly PaymentDirection[]) {
    app.get(
      `/methods/${direction}`,
      {
        schema: {
          tags: ['payment'],
          summary: `${direction === 'deposit' ? 'Deposit' : 'Withdrawal'} methods, grouped; currency defaults to the selected account's, country to the player's`,
          querystring: methodsQuery,
          response: { 200: paymentMethodGroups, ...errorResponses },
        },
      },
      async (request) =>
        payment.listMethods(requestPlayer(request).playerId, direction, request.query, requestLocale(request)),
    );

    app.post(
      `/invoices/${direction}`,
      {
        schema: {
          tags: ['payment'],
          summary:
            direction === 'deposit'
              ? 'Start a deposit: answers the pending invoice with where to pay (hosted page, or crypto address and QR); a bonus code not taken comes back as bonusCode { code, status: 3 incorrect | 4 not available } and the deposit goes on'
              : 'Request a withdrawal: the amount is held at once (422 insufficient_funds when the balance does not cover it)',
          body: createInvoiceBody,
          response: { 201: direction === 'deposit' ? createdDeposit : invoice, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { playerId } = requestPlayer(request);
        const body = request.body as CreateInvoiceRequest;
        // The hosted payment page speaks the language of the site the player deposits from.
        const invoice =
          direction === 'deposit'
            ? await payment.createDeposit(playerId, body, requestLocale(request))
            : await payment.createWithdrawal(playerId, body);
        return reply.status(201).send(invoice);
      },
    );
  }

  app.get(
    '/invoices',
    {
      schema: {
        tags: ['payment'],
        summary:
          "The player's invoices, newest first: filters type, status[], currency, dateFrom, dateTo (UTC days, inclusive)",
        querystring: invoiceListQuery(INVOICES_DEFAULT_PER_PAGE, INVOICES_MAX_PER_PAGE),
        response: { 200: invoicePage, ...errorResponses },
      },
    },
    async (request) => payment.listInvoices(requestPlayer(request).playerId, toInvoiceFilters(request.query)),
  );

  app.get(
    '/invoices/statistics',
    {
      schema: {
        tags: ['payment'],
        summary: 'Per currency: successful deposits and withdrawals, and what is pending out',
        response: { 200: invoiceStatistics, ...errorResponses },
      },
    },
    async (request) => payment.statistics(requestPlayer(request).playerId),
  );

  app.put(
    '/invoices/:id/decline',
    {
      schema: {
        tags: ['payment'],
        summary:
          'Cancel a pending invoice of yours: a deposit is cancelled, a withdrawal not yet sent out returns its hold',
        params: invoiceParams,
        response: { 200: invoice, ...errorResponses },
      },
    },
    async (request) => payment.declineInvoice(requestPlayer(request).playerId, invoiceIdParam(request.params.id)),
  );
};
