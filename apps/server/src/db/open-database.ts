import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseConfig } from '../config/env';
import { lockDataDirectory } from '@casino/data-dir-lock';
import type { Database, DatabaseHandle } from './database';

/** Any fixed number: the key of the PostgreSQL advisory lock taken while migrating. */
const MIGRATION_LOCK_KEY = 727_001;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.url ? openPostgres(config.url, config.poolSize) : openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir === 'memory://';
  const unlock = inMemory ? () => undefined : lockDataDirectory(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? undefined : path.join(dataDir, 'pglite'));
  } catch (error) {
    unlock();
    throw error;
  }
  return wrapPglite(client, unlock);
}

/** A handle over an open PGlite client (the server's own, or a test's copy of a template). */
export function wrapPglite(client: PGlite, unlock: () => void = () => undefined): DatabaseHandle {
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    ping: async () => {
      await client.query('select 1');
    },
    // PGlite serves one process; the data directory lock already keeps others out.
    withMigrationLock: (work) => work(),
    close: async () => {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const db = drizzlePostgres(pool) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    driver: { kind: 'postgres', pool, url },
    ping: async () => {
      await pool.query('select 1');
    },
    withMigrationLock: async (work) => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}
