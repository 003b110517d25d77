import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDirectory } from '@casino/data-dir-lock';

/** The studio's Drizzle database, the same API over PGlite and PostgreSQL. */
export type StudioDatabase = PgDatabase<PgQueryResultHKT, Record<string, never>>;
export type StudioExecutor = Pick<StudioDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface StudioDatabaseHandle {
  readonly db: StudioDatabase;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Any fixed number: the advisory lock held while migrating a shared PostgreSQL database. */
const MIGRATION_LOCK_KEY = 727_101;

/** Opens the studio's database (PostgreSQL when a URL is given, else PGlite in `dataDir`) and applies its migrations. */
export async function openStudioDatabase(
  config: { url: string | undefined; dataDir: string },
  migrationsFolder: string,
): Promise<StudioDatabaseHandle> {
  if (config.url) {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool);
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePostgres(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lock.release();
    }
    return { db: db as unknown as StudioDatabase, kind: 'postgres', close: () => pool.end() };
  }
  const inMemory = config.dataDir === 'memory://';
  if (!inMemory) fs.mkdirSync(config.dataDir, { recursive: true });
  // Two processes on one PGlite directory corrupt it: a studio left running by a server that was
  // killed holds this lock until it has stopped, and the next one waits (it is restarted) until then.
  const unlock = inMemory ? () => undefined : lockDataDirectory(config.dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? undefined : path.join(config.dataDir, 'pglite'));
    await migratePglite(drizzlePglite(client), { migrationsFolder });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client);
  return {
    db: db as unknown as StudioDatabase,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}
