import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { serverPaths } from '../paths';
import { waitUntil } from '../testing/payments';
import { createTestDatabase, testDatabaseServerUrl } from '../testing/test-database';
import { installJobSchema, JOB_SCHEMA } from './job-connection';
import { JobQueue } from './job-queue';

/** Every minute: the finest period a schedule has (pg-boss sends one job per minute slot at most). */
const EVERY_MINUTE = '* * * * *';
/** Schedules looked at every second here (10 s in the server), so the test waits for minutes, not more. */
const QUICK_SCHEDULES = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 } as const;

const cleanUps: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

/** One node's queue on the shared database, with the recurring kind every node defines alike. */
async function startNode(url: string, runs: { node: string; minute: string }[], node: string): Promise<JobQueue> {
  const database: DatabaseHandle = await openDatabase({ url, poolSize: 4, dataDir: 'memory://' });
  await database.withMigrationLock(async () => {
    await migrateDatabase(database, serverPaths.migrationsDir);
    await installJobSchema(database);
  });
  const jobs = new JobQueue(database, pino({ level: 'silent' }));
  jobs.define({
    name: 'test.every-minute',
    cron: EVERY_MINUTE,
    retry: { limit: 0, delaySeconds: 1, backoff: false },
    timeoutSeconds: 30,
    // The minute the job was made for (its row's creation, at the schedule's slot), not the minute it
    // ran: a job made at 10:00:59 may run at 10:01:00, beside the 10:01 one, and is no second run.
    run: async (_data, attempt) => {
      const [job] = await queryRows<{ minute: string }>(
        database.db,
        sql`select to_char(created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as minute from ${sql.identifier(JOB_SCHEMA)}.job where id = ${attempt.jobId}::uuid`,
      );
      runs.push({ node, minute: job?.minute ?? 'unknown' });
    },
  });
  cleanUps.push(async () => {
    await jobs.stop();
    await database.close();
  });
  await jobs.start(QUICK_SCHEDULES);
  return jobs;
}

// PGlite serves one process, so "two nodes" exist only on PostgreSQL (the CI's second pass).
describe.skipIf(!testDatabaseServerUrl)(
  'a recurring job with two nodes on one PostgreSQL',
  { timeout: 240_000 },
  () => {
    it('runs once per period, on one node or the other, never on both', async () => {
      const database = await createTestDatabase();
      cleanUps.push(() => database.drop());
      const runs: { node: string; minute: string }[] = [];
      // Both start at once, as two nodes behind a balancer do.
      await Promise.all([startNode(database.url ?? '', runs, 'a'), startNode(database.url ?? '', runs, 'b')]);
      const minutes = () => new Set(runs.map((run) => run.minute));
      // Two periods seen: by the second, any second run of the first period would have happened.
      await waitUntil(async () => minutes().size >= 2, 200_000);
      const [firstMinute] = [...minutes()];
      expect(runs.filter((run) => run.minute === firstMinute)).toHaveLength(1);
    });
  },
);
