import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../db/migrate';
import { wrapPglite } from '../db/open-database';
import { installJobSchema } from '../jobs/job-connection';
import { seedSettings } from '../modules/settings/settings.seed';
import { serverPaths } from '../paths';
import { testDatabaseServerUrl } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, seeded PGlite database; empty on PostgreSQL runs. */
    pgliteTemplatePath: string;
  }
}

/**
 * Migrates (job queue schema included) and seeds one PGlite database before the server tests and saves it as a tarball:
 * each test app then starts from a copy (about a second) instead of creating, migrating and
 * seeding its own (several seconds on this machine).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (testDatabaseServerUrl) {
    project.provide('pgliteTemplatePath', '');
    return () => undefined;
  }
  const client = await PGlite.create();
  const handle = wrapPglite(client);
  await migrateDatabase(handle, serverPaths.migrationsDir);
  // The job queue's schema too (pg-boss's own DDL, a few hundred ms): each test app then only checks it.
  await installJobSchema(handle);
  await seedSettings(handle.db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const templatePath = path.join(os.tmpdir(), `casino-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  return () => fs.rmSync(templatePath, { force: true });
}
