import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openStudioDatabase, type StudioDatabaseHandle } from '../database';

/**
 * As the platform's tests choose theirs (apps/server/src/testing/test-database.ts): PGlite in
 * memory by default; with TEST_DATABASE_URL (a PostgreSQL server whose user may create
 * databases), a new, empty database on that server, dropped when closed.
 */
export const testDatabaseServerUrl = process.env.TEST_DATABASE_URL || undefined;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The studio's database with its migrations applied; `close` also drops a PostgreSQL one. */
export async function openTestDatabase(): Promise<StudioDatabaseHandle> {
  if (!testDatabaseServerUrl) return openStudioDatabase({ url: undefined, dataDir: 'memory://' }, migrationsFolder);
  const name = `studio_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(testDatabaseServerUrl);
  url.pathname = `/${name}`;
  const handle = await openStudioDatabase({ url: url.toString(), dataDir: 'memory://' }, migrationsFolder);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseServerUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
