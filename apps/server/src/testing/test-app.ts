import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { wrapPglite } from '../db/open-database';
import { loadConfig, type AppConfig } from '../config/env';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment variables, as `.env` would set them. */
  readonly environment?: Record<string, string>;
  /** Reuse a database made by `createTestDatabase` (to start the app twice on it). */
  readonly database?: TestDatabase;
  /** Where the log goes (JSON lines), for tests that read it; set LOG_LEVEL in `environment` too. */
  readonly logStream?: { write(line: string): void };
  /** Runs on the built app before it is ready (e.g. a test defining its own job kinds, as modules do while built). */
  readonly beforeReady?: (app: FastifyInstance) => void;
}

/** Builds the whole app on a fresh database, as the server would start it, without listening. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'casino-no-web-build'),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.environment,
  });
  const app = await buildApp(config, {
    database: database.url ? undefined : await copyOfTemplate(),
    logStream: options.logStream,
  });
  options.beforeReady?.(app);
  // Ready as a listening server would be (the job queue opens on ready), before any test's request.
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      if (!options.database) await database.drop();
    },
  };
}

/** A throwaway directory, removed by the returned function. */
export function makeTemporaryDirectory(prefix: string): { path: string; remove: () => void } {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { path: directory, remove: () => fs.rmSync(directory, { recursive: true, force: true }) };
}

let templateBytes: Buffer | undefined;

/** A fresh in-memory PGlite loaded from the migrated, seeded template of the global setup. */
async function copyOfTemplate(): Promise<DatabaseHandle | undefined> {
  const templatePath = inject('pgliteTemplatePath');
  if (!templatePath) return undefined;
  templateBytes ??= fs.readFileSync(templatePath);
  const client = await PGlite.create({ loadDataDir: new Blob([templateBytes]) });
  return wrapPglite(client);
}

/**
 * The test app of a test file: made before its tests, closed after them. Read `app` and `config`
 * inside tests and hooks only (they exist once the file's beforeAll has run).
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp(options);
  });
  afterAll(async () => {
    await made?.close();
  });
  const current = (): TestApp => {
    if (!made) throw new Error('the test app is made in beforeAll: read it inside a test or hook');
    return made;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}
