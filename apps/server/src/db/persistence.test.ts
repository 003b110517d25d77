import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { serverPaths } from '../paths';
import { makeTemporaryDirectory } from '../testing/test-app';
import { testDatabaseServerUrl } from '../testing/test-database';
import { runTypeScript, startServerProcess, waitUntilHealthy, type ServerProcess } from '../testing/server-process';
import { queryRows } from './database';
import { openDatabase } from './open-database';

/** Commits the writer must have reported before it is killed, so the test proves something. */
const COMMITS_BEFORE_KILL = 200;

// These tests are about the embedded store; a PostgreSQL server keeps its own data safe.
// Each test starts real server processes (tsx, PGlite on disk): slow on a busy 2-core machine.
describe.skipIf(testDatabaseServerUrl)('the embedded database on disk', { timeout: 120_000 }, () => {
  const cleanups: (() => void | Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  function temporaryDataDir(): string {
    const directory = makeTemporaryDirectory('casino-data-');
    cleanups.push(directory.remove);
    return directory.path;
  }

  async function started(dataDir: string): Promise<ServerProcess> {
    const server = await startServerProcess(dataDir);
    cleanups.push(() => {
      server.child.kill('SIGKILL');
    });
    await waitUntilHealthy(server);
    return server;
  }

  async function countryCount(server: ServerProcess): Promise<number> {
    const response = await fetch(`${server.baseUrl}/api/settings/countries`);
    return ((await response.json()) as { data: unknown[] }).data.length;
  }

  it('keeps every committed row when the process is killed with SIGKILL mid-write', async () => {
    const dataDir = temporaryDataDir();
    const writer = runTypeScript(path.join(serverPaths.packageRoot, 'src/testing/durability-writer.ts'), [dataDir]);
    cleanups.push(() => {
      writer.kill('SIGKILL');
    });
    const lastCommittedId = await new Promise<number>((resolve, reject) => {
      let buffered = '';
      let errors = '';
      writer.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      writer.once('exit', (code) => reject(new Error(`writer exited early (${code}): ${errors}`)));
      writer.stdout?.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const ids = buffered.trim().split('\n').map(Number);
        const last = ids.at(-1) ?? 0;
        if (last >= COMMITS_BEFORE_KILL) {
          writer.kill('SIGKILL');
          resolve(last);
        }
      });
    });
    await new Promise((resolve) => writer.once('exit', resolve));

    // The server starts on the directory the killed process left behind (stale lock and all)...
    const server = await started(dataDir);
    expect(await countryCount(server)).toBe(249);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // ...and every row the writer saw committed is there.
    const reopened = await openDatabase({ url: undefined, dataDir, poolSize: 1 });
    try {
      const [probe] = await queryRows<{ rows: number; maxId: number }>(
        reopened.db,
        sql`select count(*)::int as "rows", max(id)::int as "maxId" from durability_probe`,
      );
      expect(probe?.maxId).toBeGreaterThanOrEqual(lastCommittedId);
      expect(probe?.rows).toBe(probe?.maxId);
    } finally {
      await reopened.close();
    }
  });

  it('starts again after the server itself is killed, with the seed data once', async () => {
    const dataDir = temporaryDataDir();
    const first = await started(dataDir);
    expect(await countryCount(first)).toBe(249);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await started(dataDir);
    expect(await countryCount(second)).toBe(249);
    const health: unknown = await (await fetch(`${second.baseUrl}/api/health`)).json();
    expect(health).toEqual({ status: 'ok' });
  });

  // Ten real starts: about 35 s on an idle two-core machine, far more beside other test files.
  it('comes up again at once after kill -9, ten times in a row', { timeout: 480_000 }, async () => {
    const dataDir = temporaryDataDir();
    for (let restart = 0; restart < 10; restart += 1) {
      const server = await started(dataDir);
      expect(await countryCount(server)).toBe(249);
      server.child.kill('SIGKILL');
      await server.exited;
    }
  });

  it('is not kept off its directory by a lock file naming a process that lives on (a reused process id)', async () => {
    const dataDir = temporaryDataDir();
    // The pid of a live process that holds no lock: this test's own.
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
    const server = await started(dataDir);
    expect(await countryCount(server)).toBe(249);
  });

  it('shuts down cleanly on SIGTERM and SIGINT, releasing the data directory', async () => {
    const dataDir = temporaryDataDir();
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const server = await started(dataDir);
      expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(server.child.pid));
      server.child.kill(signal);
      expect(await server.exited).toBe(0);
      // Released: the file stays (removing it could let two processes hold it), naming nobody.
      expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe('');
    }
  });

  it('refuses a second server on the same data directory instead of corrupting it', async () => {
    const dataDir = temporaryDataDir();
    const first = await started(dataDir);
    const second = await startServerProcess(dataDir);
    cleanups.push(() => {
      second.child.kill('SIGKILL');
    });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`in use by process ${first.child.pid}`);
    expect(await countryCount(first)).toBe(249);
  });
});
