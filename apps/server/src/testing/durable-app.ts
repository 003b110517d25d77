import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { makeTemporaryDirectory } from './test-app';
import { createTestDatabase } from './test-database';

/**
 * For restart tests: apps that stop and start again on one database that outlives them (a
 * PostgreSQL database, or a PGlite data directory). Everything made is removed after the file.
 */
export function durableApps(prefix: string): {
  environment(): Promise<Record<string, string>>;
  start(environment: Record<string, string>): Promise<FastifyInstance>;
  onCleanUp(cleanUp: () => Promise<void> | void): void;
} {
  const cleanUps: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });
  return {
    async environment(): Promise<Record<string, string>> {
      const database = await createTestDatabase();
      cleanUps.push(() => database.drop());
      if (database.url) return { DATABASE_URL: database.url };
      const directory = makeTemporaryDirectory(prefix);
      cleanUps.push(() => directory.remove());
      return { DATA_DIR: directory.path };
    },
    start: (environment) =>
      buildApp(
        loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          WEB_DIST_DIR: path.join(os.tmpdir(), 'casino-no-web-build'),
          ...environment,
        }),
      ),
    onCleanUp: (cleanUp) => cleanUps.push(cleanUp),
  };
}
