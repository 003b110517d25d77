/**
 * `npm run bench:odds [-- --viewers 10000 --changes 10]`: N websocket viewers (in a child process,
 * so the server's memory is its own) on one sports event's public channel `sport:event#{id}` while
 * the book changes a price K times, measured twice in one run (issue 28):
 *  - deltas: a trader's price, which pushes an `event.delta` of the changed selection;
 *  - whole views: the same change pushed as the whole event view (`event.updated`, what every
 *    change pushed before), the reference.
 * Prints per phase delivery latency p50/p99 (change committed → push parsed by the viewer) and the
 * bytes of the pushed frame per change (per viewer and for all of them), the server's memory per
 * connection, and the machine's load average. Loopback only; at most 20,000 viewers, 50 changes
 * and 120 s of waiting per phase.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { sportEventChannel } from '@casino/shared';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { publishEventChange } from '../providers/sportsbook/sportsbook-publication';
import { sportsbookEvents, sportsbookMarkets, sportsbookSelections } from '../providers/sportsbook/sportsbook.table';
import { runViewers, type PhaseRequest, type ViewerReport } from './odds-bench-clients';

const MAX_VIEWERS = 20_000;
const MAX_CHANGES = 50;
const WAIT_LIMIT_MS = 120_000;
/** Between two price changes: a busy in-play market moves a few times a second at most. */
const CHANGE_INTERVAL_MS = 500;

interface PhaseResult {
  readonly name: string;
  readonly delivered: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly frameBytes: number;
  /** Mean time of the change's transaction (the latency's part before the push leaves the database). */
  readonly commitMs: number;
}

type BenchApp = Awaited<ReturnType<typeof buildApp>>;
type Price = { numerator: number; denominator: number };

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      viewers: { type: 'string', default: '10000' },
      changes: { type: 'string', default: '10' },
      clients: { type: 'boolean', default: false },
    },
  });
  if (values.clients) return runViewers();
  const viewers = Math.min(MAX_VIEWERS, Math.max(1, Number(values.viewers)));
  const changes = Math.min(MAX_CHANGES, Math.max(1, Number(values.changes)));
  const loadBefore = os.loadavg();
  const { app, port } = await startServer();
  const watched = await watchedSelection(app);

  const memoryBefore = settledMemory();
  const child = fork(fileURLToPath(import.meta.url), ['--clients'], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const connectStarted = Date.now();
  const ready = ask(child, 'ready');
  child.send({
    url: `ws://127.0.0.1:${port}/api/connection/websocket`,
    channel: sportEventChannel(watched.eventId),
    viewers,
    selectionId: watched.selectionId,
  });
  const held = await ready;
  const connectSeconds = (Date.now() - connectStarted) / 1000;
  const memoryHeld = settledMemory();

  // The trader's price as the book pushes it now: a delta of the one selection.
  const pushDelta = (price: Price) => app.sportsbook.trading.setPrice(watched.selectionId, price);
  // The reference: the same change pushed as the whole view, as every change was before issue 28.
  const pushWholeView = (price: Price) =>
    app.database.db.transaction(async (tx) => {
      await tx
        .update(sportsbookSelections)
        .set({ priceNumerator: price.numerator, priceDenominator: price.denominator })
        .where(eq(sportsbookSelections.id, watched.selectionId));
      await publishEventChange(tx, watched.eventId);
    });
  // A warm-up of each kind, not reported: the phase measured first would pay for the code's first runs.
  await measure(child, 'warm-up', 400, Math.min(changes, 4), (price) =>
    price.numerator % 2 === 0 ? pushDelta(price) : pushWholeView(price),
  );
  const loadStart = os.loadavg();
  const deltas = await measure(child, 'deltas (event.delta)', 500, changes, pushDelta);
  const wholeViews = await measure(child, 'whole views (event.updated)', 600, changes, pushWholeView);
  const loadEnd = os.loadavg();
  child.kill();
  const databaseKind = app.database.kind;
  await app.close();

  const perConnection = (key: 'rss' | 'heapUsed') =>
    ((memoryHeld[key] - memoryBefore[key]) / Math.max(1, held.held) / 1024).toFixed(1);
  const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');
  const phaseLines = [deltas, wholeViews].flatMap((phase) => [
    `${phase.name}`,
    `  pushes delivered         ${phase.delivered} of ${held.held * changes}`,
    `  delivery latency p50/p99 ${phase.p50.toFixed(0)} ms / ${phase.p99.toFixed(0)} ms (max ${phase.max.toFixed(0)} ms; the change's transaction ${phase.commitMs.toFixed(0)} ms of it)`,
    `  bytes per change         ${phase.frameBytes.toFixed(0)} B a viewer, ${((phase.frameBytes * held.held) / 1024 / 1024).toFixed(1)} MiB to all viewers`,
  ]);
  const lines = [
    `viewers                    ${held.held} held (failed ${held.failed}), connected + subscribed in ${connectSeconds.toFixed(1)} s`,
    `price changes              ${changes} per phase, one every ${CHANGE_INTERVAL_MS} ms (${databaseKind})`,
    ...phaseLines,
    `frame size ratio           delta / whole view ${((deltas.frameBytes / wholeViews.frameBytes) * 100).toFixed(1)} %`,
    `server memory/connection   ${perConnection('rss')} KiB RSS, ${perConnection('heapUsed')} KiB heap`,
    `load average 1/5/15 min    before ${load(loadBefore)}, measuring ${load(loadStart)} → ${load(loadEnd)} (${os.cpus().length} cores)`,
  ];
  process.stdout.write(`\nodds benchmark (loopback, one node, in-process broker)\n${lines.join('\n')}\n`);
}

/** The app on a loopback port, with its sportsbook's championships and one day of fixtures, the feed off. */
async function startServer(): Promise<{ app: BenchApp; port: number }> {
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
  return { app, port: address.port };
}

/** The price the viewers watch: the draw of a match result. */
async function watchedSelection(app: BenchApp): Promise<{ eventId: number; selectionId: number }> {
  const [watched] = await app.database.db
    .select({ eventId: sportsbookEvents.id, selectionId: sportsbookSelections.id })
    .from(sportsbookSelections)
    .innerJoin(sportsbookMarkets, eq(sportsbookMarkets.id, sportsbookSelections.marketId))
    .innerJoin(sportsbookEvents, eq(sportsbookEvents.id, sportsbookMarkets.eventId))
    .where(and(eq(sportsbookMarkets.marketKey, 'match_result'), eq(sportsbookSelections.outcome, 'draw')))
    .limit(1);
  if (!watched) throw new Error('the feed made no event');
  return watched;
}

/** `count` changes of the watched price, each its own numerator (first, first + 1, ...), timed from the call. */
async function measure(
  child: ChildProcess,
  name: string,
  first: number,
  count: number,
  change: (price: Price) => Promise<void>,
): Promise<PhaseResult> {
  const delivered = ask(child, 'delivered');
  child.send({ type: 'phase', changes: count } satisfies PhaseRequest);
  const sentAt = new Map<number, number>();
  const commitMs: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const price = { numerator: first + index, denominator: 100 };
    const started = Date.now();
    sentAt.set(price.numerator, started);
    await change(price);
    commitMs.push(Date.now() - started);
    await new Promise((resolve) => setTimeout(resolve, CHANGE_INTERVAL_MS));
  }
  const report = await delivered;
  const latencies = Object.entries(report.received)
    .flatMap(([numerator, times]) => times.map((time) => time - (sentAt.get(Number(numerator)) ?? time)))
    .sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const sizes = Object.values(report.bytes);
  return {
    name,
    delivered: latencies.length,
    p50: percentile(50),
    p99: percentile(99),
    max: latencies.at(-1) ?? NaN,
    frameBytes: sizes.reduce((sum, size) => sum + size, 0) / Math.max(1, sizes.length),
    commitMs: commitMs.reduce((sum, ms) => sum + ms, 0) / Math.max(1, commitMs.length),
  };
}

/** The child's next report of this type. */
function ask<T extends ViewerReport['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<ViewerReport, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`viewers did not report '${type}' within ${WAIT_LIMIT_MS} ms`)),
      WAIT_LIMIT_MS,
    );
    const listener = (message: ViewerReport) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', listener);
      resolve(message as Extract<ViewerReport, { type: T }>);
    };
    child.on('message', listener);
  });
}

function settledMemory(): NodeJS.MemoryUsage {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
