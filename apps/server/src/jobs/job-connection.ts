import { sql, type SQL } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type Db } from 'pg-boss';
import type { DatabaseDriver, DatabaseHandle } from '../db/database';
import type { Executor } from '../db/executor';

/** pg-boss's tables live in a schema of their own, beside ours. */
export const JOB_SCHEMA = 'pgboss';

/**
 * Connections of a node's workers on PostgreSQL (their own pool, apart from the request path's):
 * one held for LISTEN, the rest for fetching, completing and supervising.
 */
const WORKER_POOL_SIZE = 4;

/** Settings every instance shares: our schema, no OpenTelemetry (none is configured). */
const COMMON_OPTIONS = { schema: JOB_SCHEMA, openTelemetry: { enabled: false } } satisfies ConstructorOptions;

/**
 * How the enqueuing side (every app, tests included) reaches the database: PGlite's one client, or
 * the app's own pool on PostgreSQL. No timers: no supervision, no schedules, no registry row.
 */
export function producerOptions(driver: DatabaseDriver): ConstructorOptions {
  const connection: ConstructorOptions =
    driver.kind === 'pglite' ? { db: fromPglite(driver.client), backend: 'pglite' } : { db: poolDatabase(driver.pool) };
  return {
    ...COMMON_OPTIONS,
    ...connection,
    migrate: false,
    supervise: false,
    schedule: false,
    registerInstance: false,
  };
}

/**
 * How a node's workers reach the database. On PostgreSQL a pool of their own lets pg-boss hold a
 * LISTEN connection, so a job enqueued on any node wakes the workers at once.
 */
export function workerConnection(driver: DatabaseDriver): ConstructorOptions {
  if (driver.kind === 'pglite')
    return { ...COMMON_OPTIONS, db: fromPglite(driver.client), backend: 'pglite', migrate: false };
  return { ...COMMON_OPTIONS, connectionString: driver.url, max: WORKER_POOL_SIZE, migrate: false };
}

/** pg-boss over a caller's Drizzle transaction: a job sent through it commits or rolls back with it. */
export function transactionDatabase(executor: Executor): Db {
  // Both Drizzle drivers answer `{ rows }`, which is what pg-boss reads.
  return fromDrizzle({ execute: async (query) => (await executor.execute(query as SQL)) as { rows: unknown[] } }, sql);
}

/**
 * Creates (or upgrades) pg-boss's schema. buildApp calls it under the migration lock, so with
 * several nodes starting at once one creates it and the others find it there; pg-boss also takes
 * an advisory lock of its own around its DDL. The test template (testing/global-setup.ts) holds it
 * already, so a test app only checks its version.
 */
export async function installJobSchema(handle: DatabaseHandle): Promise<void> {
  const boss = new PgBoss({ ...producerOptions(handle.driver), migrate: true });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/** The app's pool as a pg-boss database: pg-boss's statements take a pool connection like any query. */
function poolDatabase(pool: { query(text: string, values?: unknown[]): Promise<unknown> }): Db {
  return { executeSql: async (text, values) => (await pool.query(text, values)) as { rows: unknown[] } };
}
