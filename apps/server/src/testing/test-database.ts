import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Tests run on PGlite in memory by default. With TEST_DATABASE_URL (a PostgreSQL server whose
 * user may create databases), each test database is a new, empty database on that server.
 */
export const testDatabaseServerUrl = process.env.TEST_DATABASE_URL || undefined;

export interface TestDatabase {
  /** DATABASE_URL for the app, undefined for PGlite. */
  readonly url: string | undefined;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseServerUrl) return { url: undefined, drop: async () => undefined };
  const name = `casino_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(testDatabaseServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
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
