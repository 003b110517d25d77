/**
 * `npm run bench:odds [-- --viewers 10000 --changes 10]`: N websocket viewers (in a child process,
 * so the server's memory is its own) on one sports event's public channel `sport:event#{id}` while
 * the book changes a price K times (a trader's price, which publishes the whole event view through
 * the outbox as the feed's steps do). Prints delivery latency p50/p99 (change committed →
 * push parsed by the viewer) and the server's memory per connection. Loopback only; at most 20,000
 * viewers, 50 changes and 120 s of waiting per phase.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { sportEventChannel } from '@casino/shared';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { sportsbookEvents, sportsbookMarkets, sportsbookSelections } from '../providers/sportsbook/sportsbook.table';
import { runViewers, type ViewerReport } from './odds-bench-clients';

const MAX_VIEWERS = 20_000;
const MAX_CHANGES = 50;
const WAIT_LIMIT_MS = 120_000;
/** Between two price changes: a busy in-play market moves a few times a second at most. */
const CHANGE_INTERVAL_MS = 500;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { viewers: { type: 'string', default: '10000' }, changes: { type: 'string', default: '10' }, clients: { type: 'boolean', default: false } } });
  if (values.clients) return runViewers();
  const viewers = Math.min(MAX_VIEWERS, Math.max(1, Number(values.viewers)));
  const changes = Math.min(MAX_CHANGES, Math.max(1, Number(values.changes)));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      DATA_DIR: 'memory://',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'casino-no-web-build'),
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      SPORTSBOOK_FEED: 'off',
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  await app.sportsbook.feed.saveChampionships();
  await app.sportsbook.feed.makeFixtures(new Date(), [3001]);
  const [watched] = await app.database.db
    .select({ eventId: sportsbookEvents.id, selectionId: sportsbookSelections.id })
    .from(sportsbookSelections)
    .innerJoin(sportsbookMarkets, eq(sportsbookMarkets.id, sportsbookSelections.marketId))
    .innerJoin(sportsbookEvents, eq(sportsbookEvents.id, sportsbookMarkets.eventId))
    .where(and(eq(sportsbookMarkets.marketKey, 'match_result'), eq(sportsbookSelections.outcome, 'draw')))
    .limit(1);
  if (!watched) throw new Error('the feed made no event');

  const memoryBefore = settledMemory();
  const child = fork(fileURLToPath(import.meta.url), ['--clients'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const ask = <T extends ViewerReport['type']>(type: T) =>
    new Promise<Extract<ViewerReport, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`viewers did not report '${type}' within ${WAIT_LIMIT_MS} ms`)), WAIT_LIMIT_MS);
      child.on('message', (message: ViewerReport) => {
        if (message.type !== type) return;
        clearTimeout(timer);
        resolve(message as Extract<ViewerReport, { type: T }>);
      });
    });
  const connectStarted = Date.now();
  const ready = ask('ready');
  child.send({ url: `ws://127.0.0.1:${address.port}/api/connection/websocket`, channel: sportEventChannel(watched.eventId), viewers, selectionId: watched.selectionId, changes });
  const held = await ready;
  const connectSeconds = (Date.now() - connectStarted) / 1000;
  const memoryHeld = settledMemory();

  const delivered = ask('delivered');
  // Distinct prices 5.00, 5.01, ...: a viewer tells the changes apart by the price it sees.
  const sentAt = new Map<number, number>();
  for (let change = 0; change < changes; change += 1) {
    const price = { numerator: 500 + change, denominator: 100 };
    sentAt.set(price.numerator, Date.now());
    await app.sportsbook.trading.setPrice(watched.selectionId, price);
    await new Promise((resolve) => setTimeout(resolve, CHANGE_INTERVAL_MS));
  }
  const report = await delivered;
  child.kill();
  const databaseKind = app.database.kind;
  await app.close();

  const latencies = Object.entries(report.received)
    .flatMap(([numerator, times]) => times.map((time) => time - (sentAt.get(Number(numerator)) ?? time)))
    .sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const perConnection = (key: 'rss' | 'heapUsed') => ((memoryHeld[key] - memoryBefore[key]) / Math.max(1, held.held) / 1024).toFixed(1);
  const lines = [
    `viewers                    ${held.held} held (failed ${held.failed}), connected + subscribed in ${connectSeconds.toFixed(1)} s`,
    `price changes              ${changes}, one every ${CHANGE_INTERVAL_MS} ms (the whole event view each, ${databaseKind})`,
    `pushes delivered           ${latencies.length} of ${held.held * changes}`,
    `delivery latency p50/p99   ${percentile(50).toFixed(0)} ms / ${percentile(99).toFixed(0)} ms (max ${(latencies.at(-1) ?? NaN).toFixed(0)} ms)`,
    `server memory/connection   ${perConnection('rss')} KiB RSS, ${perConnection('heapUsed')} KiB heap`,
  ];
  process.stdout.write(`\nodds benchmark (loopback, one node, in-process broker)\n${lines.join('\n')}\n`);
}

function settledMemory(): NodeJS.MemoryUsage {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
