import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  InvoiceStatus,
  InvoiceType,
  type InvoiceStatistics,
  type ListResponse,
  type PageMeta,
  type PlayerId,
  type InvoiceId,
} from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { toJsonAmount, type InvoiceRow } from './invoice-view';
import { invoiceCounters, invoices } from './payment.table';

export interface InvoiceFilters {
  readonly type?: InvoiceType | undefined;
  readonly statuses?: readonly InvoiceStatus[] | undefined;
  readonly currency?: string | undefined;
  /** Inclusive UTC days, `YYYY-MM-DD`. */
  readonly dateFrom?: string | undefined;
  readonly dateTo?: string | undefined;
  readonly page: number;
  readonly perPage: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The player's next invoice number of a type. The upsert holds the counter row until the
 * caller's transaction ends: concurrent invoices of one player queue here and get consecutive
 * numbers, and a rolled-back invoice hands its number back.
 */
export async function nextInvoiceNumber(executor: Executor, playerId: PlayerId, type: InvoiceType): Promise<number> {
  const [counter] = await executor
    .insert(invoiceCounters)
    .values({ playerId, type, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.playerId, invoiceCounters.type],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error('the invoice counter returned no row');
  return counter.lastNumber;
}

/** What a player has withdrawn in one currency: in all, and since a given instant. */
export interface WithdrawnAmount {
  readonly currency: string;
  readonly total: bigint;
  readonly sinceStart: bigint;
}

/**
 * What the player has withdrawn or still has pending, per currency, in all and since `start`:
 * paid and pending withdrawals (a failed or declined one gave its money back). The
 * identity-verification threshold counts them. One read over the player's withdrawals
 * (`invoices_player_type_status_index`).
 */
export async function withdrawnPerCurrency(
  executor: Executor,
  playerId: PlayerId,
  start: Date,
): Promise<WithdrawnAmount[]> {
  const rows = await executor
    .select({
      currency: invoices.currency,
      total: sql<string>`sum(${invoices.amount})::text`,
      sinceStart: sql<string>`coalesce(sum(${invoices.amount}) filter (where ${invoices.createdAt} >= ${start.toISOString()}::timestamptz), 0)::text`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.playerId, playerId),
        eq(invoices.type, InvoiceType.Withdrawal),
        inArray(invoices.status, [InvoiceStatus.Pending, InvoiceStatus.Success]),
      ),
    )
    .groupBy(invoices.currency);
  return rows.map((row) => ({ currency: row.currency, total: BigInt(row.total), sinceStart: BigInt(row.sinceStart) }));
}

/** The invoice, locked until the transaction ends; with `playerId`, only that player's. */
export async function lockInvoice(
  executor: Executor,
  invoiceId: InvoiceId,
  playerId?: PlayerId,
): Promise<InvoiceRow | undefined> {
  const owned =
    playerId === undefined
      ? eq(invoices.id, invoiceId)
      : and(eq(invoices.id, invoiceId), eq(invoices.playerId, playerId));
  const [row] = await executor.select().from(invoices).where(owned).for('update');
  return row;
}

export async function findInvoice(
  db: Database,
  invoiceId: InvoiceId,
  playerId?: PlayerId,
): Promise<InvoiceRow | undefined> {
  const owned =
    playerId === undefined
      ? eq(invoices.id, invoiceId)
      : and(eq(invoices.id, invoiceId), eq(invoices.playerId, playerId));
  const [row] = await db.select().from(invoices).where(owned);
  return row;
}

function filterConditions(filters: InvoiceFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.type !== undefined) conditions.push(eq(invoices.type, filters.type));
  if (filters.statuses && filters.statuses.length > 0) conditions.push(inArray(invoices.status, [...filters.statuses]));
  if (filters.currency !== undefined) conditions.push(eq(invoices.currency, filters.currency));
  if (filters.dateFrom !== undefined)
    conditions.push(gte(invoices.createdAt, new Date(`${filters.dateFrom}T00:00:00Z`)));
  if (filters.dateTo !== undefined)
    conditions.push(lt(invoices.createdAt, new Date(Date.parse(`${filters.dateTo}T00:00:00Z`) + DAY_MS)));
  return conditions;
}

/** A page of invoices, newest first; `playerId` undefined lists every player's (operator). */
export async function listInvoices(
  db: Database,
  playerId: PlayerId | undefined,
  filters: InvoiceFilters,
): Promise<ListResponse<InvoiceRow> & { meta: PageMeta }> {
  const conditions = filterConditions(filters);
  if (playerId !== undefined) conditions.push(eq(invoices.playerId, playerId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(filters.perPage)
      .offset((filters.page - 1) * filters.perPage),
    db.select({ rows: count() }).from(invoices).where(where),
  ]);
  const totalRows = total?.rows ?? 0;
  return {
    data: rows,
    meta: {
      page: filters.page,
      perPage: filters.perPage,
      totalRows,
      totalPages: Math.ceil(totalRows / filters.perPage),
    },
  };
}

/** Per currency, the player's successful deposits and withdrawals and what is still pending out. */
export async function invoiceStatistics(db: Database, playerId: PlayerId): Promise<InvoiceStatistics> {
  const rows = await queryRows<{
    currency: string;
    deposit_count: string;
    deposit_total: string;
    withdrawal_count: string;
    withdrawal_total: string;
    pending_withdrawal_total: string;
  }>(
    db,
    sql`select currency,
          count(*) filter (where type = ${InvoiceType.Deposit} and status = ${InvoiceStatus.Success})::text as deposit_count,
          coalesce(sum(amount) filter (where type = ${InvoiceType.Deposit} and status = ${InvoiceStatus.Success}), 0)::text as deposit_total,
          count(*) filter (where type = ${InvoiceType.Withdrawal} and status = ${InvoiceStatus.Success})::text as withdrawal_count,
          coalesce(sum(amount) filter (where type = ${InvoiceType.Withdrawal} and status = ${InvoiceStatus.Success}), 0)::text as withdrawal_total,
          coalesce(sum(amount) filter (where type = ${InvoiceType.Withdrawal} and status = ${InvoiceStatus.Pending}), 0)::text as pending_withdrawal_total
        from invoices where player_id = ${playerId} group by currency order by currency`,
  );
  return {
    data: rows.map((row) => ({
      currency: row.currency,
      depositCount: Number(row.deposit_count),
      depositTotal: toJsonAmount(BigInt(row.deposit_total)),
      withdrawalCount: Number(row.withdrawal_count),
      withdrawalTotal: toJsonAmount(BigInt(row.withdrawal_total)),
      pendingWithdrawalTotal: toJsonAmount(BigInt(row.pending_withdrawal_total)),
    })),
  };
}
