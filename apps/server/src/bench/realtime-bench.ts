/**
 * `npm run bench:realtime [-- --connections 5000]`: the server (in this process, PGlite in memory,
 * loopback only) against N websocket clients (in a child process, so the server's memory is its
 * own). Each client connects with its player's token and subscribes to `wallet:accounts#{id}` and
 * `global:online`; then one event per player goes through the outbox, and the delivery latency
 * (commit started → frame parsed by the client) is measured. Bounded: at most 20,000 connections
 * and 120 s of waiting.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { queryRows } from '../db/database';
import { publishInTransaction, userChannel } from '../modules/realtime/realtime.service';
import { runClients, type BenchClient, type ClientReport } from './realtime-bench-clients';

const MAX_CONNECTIONS = 20_000;
const WAIT_LIMIT_MS = 120_000;
const JWT_SECRET = 'benchmark-secret-of-at-least-32-characters-long';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { connections: { type: 'string', default: '5000' }, clients: { type: 'boolean', default: false } },
  });
  if (values.clients) return runClients();
  const connections = Math.min(MAX_CONNECTIONS, Math.max(1, Number(values.connections)));

  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      DATA_DIR: 'memory://',
      // BENCH_DATABASE_URL: a PostgreSQL database to run on instead (players are added to it).
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      JWT_SECRET,
      WEB_DIST_DIR: path.join(os.tmpdir(), 'casino-no-web-build'),
      // Every benchmark client connects from 127.0.0.1: no per-address cap here.
      MAX_CONNECTIONS_PER_ADDRESS: '0',
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const url = `ws://127.0.0.1:${address.port}/api/connection/websocket`;

  const clients = await seedPlayers(app.database.db, connections);
  const memoryBefore = settledMemory();
  const child = fork(fileURLToPath(import.meta.url), ['--clients'], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const ask = <T extends ClientReport['type']>(type: T) =>
    new Promise<Extract<ClientReport, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`clients did not report '${type}' within ${WAIT_LIMIT_MS} ms`)),
        WAIT_LIMIT_MS,
      );
      child.on('message', (message: ClientReport) => {
        if (message.type !== type) return;
        clearTimeout(timer);
        resolve(message as Extract<ClientReport, { type: T }>);
      });
    });
  const connectStarted = Date.now();
  const ready = ask('ready');
  child.send({ url, clients });
  const held = await ready;
  const connectSeconds = (Date.now() - connectStarted) / 1000;
  const memoryHeld = settledMemory();

  const delivered = ask('delivered');
  const publishStarted = Date.now();
  for (const client of clients) {
    const sentAt = Date.now();
    await app.database.db.transaction((tx) =>
      publishInTransaction(tx, userChannel('wallet:accounts', client.playerId), { sentAt }),
    );
  }
  const publishSeconds = (Date.now() - publishStarted) / 1000;
  const report = await delivered;
  child.kill();
  const databaseKind = app.database.kind;
  await app.close();

  const latencies = report.latenciesMs.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const perConnection = (key: 'rss' | 'heapUsed') =>
    ((memoryHeld[key] - memoryBefore[key]) / Math.max(1, held.held) / 1024).toFixed(1);
  const lines = [
    `connections requested      ${connections}`,
    `connections held           ${held.held} (failed ${held.failed}), connected + subscribed in ${connectSeconds.toFixed(1)} s`,
    `global:online seen         ${held.onlineSeen} of ${held.held} clients`,
    `events published           ${clients.length} in ${publishSeconds.toFixed(1)} s (one outbox transaction each)`,
    `events delivered           ${latencies.length}`,
    `delivery latency p50/p99   ${percentile(50).toFixed(1)} ms / ${percentile(99).toFixed(1)} ms (max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms)`,
    `server memory/connection   ${perConnection('rss')} KiB RSS, ${perConnection('heapUsed')} KiB heap`,
  ];
  process.stdout.write(`\nreal-time benchmark (loopback, ${databaseKind}, in-process broker)\n${lines.join('\n')}\n`);
}

/** Players with an open session each, made in bulk (registration hashes passwords: too slow here). */
async function seedPlayers(db: Parameters<typeof queryRows>[0], count: number): Promise<BenchClient[]> {
  const rows = await queryRows<{ session_id: string; player_id: string }>(
    db,
    sql`with made as (insert into players (locale) select 'en' from generate_series(1, ${count}) returning id)
        insert into sessions (player_id, method, expires_at) select id, 'password', now() + interval '1 day' from made
        returning id as session_id, player_id`,
  );
  const key = new TextEncoder().encode(JWT_SECRET);
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  return Promise.all(
    rows.map(async (row) => ({
      playerId: row.player_id,
      token: await new SignJWT({ sid: row.session_id })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(row.player_id)
        .setExpirationTime(expiresAt)
        .sign(key),
    })),
  );
}

function settledMemory(): NodeJS.MemoryUsage {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
