// Fails CI when the PostgreSQL server the database tests need cannot be used.
import pg from 'pg';

const url = process.argv[2];
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const { rows } = await client.query('select version() as version, current_user as user');
  await client.query('create database ci_probe_db_create_rights');
  await client.query('drop database ci_probe_db_create_rights');
  console.log(`PostgreSQL ready: ${rows[0].version.split(',')[0]} as ${rows[0].user}`);
} catch (error) {
  console.error(`PostgreSQL at ${url} cannot be used for the database tests: ${error.message}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
}
