import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** The Drizzle database, the same API over PGlite and over a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The connection under Drizzle, for the few parts that speak to the database without it (the job
 * queue, jobs/). PGlite: the one embedded client; PostgreSQL: the app's pool and the URL it came
 * from (the queue's workers open a small pool of their own, for LISTEN/NOTIFY).
 */
export type DatabaseDriver =
  | { readonly kind: 'pglite'; readonly client: PGlite }
  | { readonly kind: 'postgres'; readonly pool: pg.Pool; readonly url: string };

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseKind;
  readonly driver: DatabaseDriver;
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Runs `work` while holding a cluster-wide lock, so two processes never migrate at once. */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
