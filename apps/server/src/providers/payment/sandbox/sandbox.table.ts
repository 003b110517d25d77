import { bigint, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The sandbox provider's own records: what a real PSP keeps on its side, apart from our invoices.
 * A payment (money in) or a payout (money out) per invoice, which ends once, as `succeeded`,
 * `failed` or (unpaid payments) `cancelled`, and the webhook event that reports how it ended.
 */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    /** Our invoice id: the reference every webhook carries. */
    reference: uuid('reference').primaryKey(),
    direction: varchar('direction', { length: 8 }).$type<'payment' | 'payout'>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: varchar('currency', { length: 16 }).notNull(),
    subunitToUnit: integer('subunit_to_unit').notNull(),
    methodLabel: varchar('method_label', { length: 100 }).notNull(),
    flow: varchar('flow', { length: 16 }).$type<'redirect' | 'crypto'>().notNull(),
    network: varchar('network', { length: 16 }),
    /** Where the payer is sent back to after the hosted page. */
    returnUrl: varchar('return_url', { length: 500 }).notNull(),
    status: varchar('status', { length: 16 }).$type<SandboxTransactionStatus>().notNull().default('open'),
    /** Payouts only: how the sandbox settles it (the operator may ask for a failure to try it). */
    plannedOutcome: varchar('planned_outcome', { length: 16 }).$type<'succeeded' | 'failed'>(),
    /** The id of the webhook event reporting the end, fixed once so a resend is the same event. */
    eventId: uuid('event_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [index('sandbox_transactions_open_payouts_index').on(table.direction, table.status)],
);

export type SandboxTransactionStatus = 'open' | 'succeeded' | 'failed' | 'cancelled';
export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;
