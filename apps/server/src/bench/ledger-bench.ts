/**
 * `npm run bench:ledger [-- --workers 16 --seconds 10 --players 1000]`: concurrent ledger
 * transfers, as game rounds make them (a stake from the player to game revenue, a win back),
 * each in its own transaction with its real-time announcement, on embedded PGlite and, when
 * DATABASE_URL is set, on that PostgreSQL database too (players are added to it). Prints
 * transfers per second and latency percentiles, then runs the integrity check and exits 1
 * when it fails. Bounded: at most 64 workers and 120 s per database.
 */
import { minorAmount, type PlayerId } from '@casino/shared';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seedSettings } from '../modules/settings/settings.seed';
import { WalletService, type TransferRequest } from '../modules/wallet/wallet.service';
import { serverPaths } from '../paths';

const MAX_WORKERS = 64;
const MAX_SECONDS = 120;
const CURRENCY = 'EUR';
/** Every player starts with 1,000.00 and plays 1.00 stakes, so no worker runs out of money. */
const STARTING_BALANCE_MINOR = minorAmount(100_000n);
const STAKE_MINOR = minorAmount(100n);

interface BenchOptions {
  readonly workers: number;
  readonly seconds: number;
  readonly players: number;
}

interface BenchResult {
  readonly transfers: number;
  readonly failed: number;
  readonly seconds: number;
  readonly latenciesMs: number[];
  /** CPU time of this process (the server's side of the work) per transfer. */
  readonly cpuMsPerTransfer: number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      workers: { type: 'string', default: '16' },
      seconds: { type: 'string', default: '10' },
      players: { type: 'string', default: '1000' },
    },
  });
  const options: BenchOptions = {
    workers: clamp(Number(values.workers), 1, MAX_WORKERS),
    seconds: clamp(Number(values.seconds), 1, MAX_SECONDS),
    players: clamp(Number(values.players), 1, 100_000),
  };
  const targets: { label: string; url?: string }[] = [{ label: 'PGlite (embedded)' }];
  if (process.env.DATABASE_URL) targets.push({ label: 'PostgreSQL', url: process.env.DATABASE_URL });
  let intact = true;
  for (const target of targets) {
    const database = await openDatabase({ url: target.url, dataDir: 'memory://', poolSize: options.workers + 4 });
    try {
      intact = (await benchOne(target.label, database, options)) && intact;
    } finally {
      await database.close();
    }
  }
  process.exit(intact ? 0 : 1);
}

async function benchOne(label: string, database: DatabaseHandle, options: BenchOptions): Promise<boolean> {
  await database.withMigrationLock(async () => {
    await migrateDatabase(database, serverPaths.migrationsDir);
    await seedSettings(database.db);
  });
  const wallet = new WalletService(database.db, async () => true);
  const playerIds = await seedPlayers(database, wallet, options.players);
  const result = await runWorkers(wallet, playerIds, options);
  const report = await wallet.checkLedgerIntegrity();
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  process.stdout.write(
    [
      `\n${label}: ${options.workers} workers, ${options.players} players, ${result.seconds.toFixed(1)} s`,
      `  transfers: ${result.transfers} (${result.failed} failed), ${(result.transfers / result.seconds).toFixed(0)} per second`,
      `  latency: p50 ${percentile(50).toFixed(1)} ms, p99 ${percentile(99).toFixed(1)} ms, max ${percentile(100).toFixed(1)} ms`,
      `  CPU of this process: ${result.cpuMsPerTransfer.toFixed(2)} ms per transfer`,
      `  integrity: ${report.ok ? 'ok' : 'NOT INTACT'} (${report.currencies.map((row) => `${row.currency} sum ${row.entriesSum}`).join(', ')})`,
      '',
    ].join('\n'),
  );
  return report.ok && result.failed === 0;
}

async function seedPlayers(database: DatabaseHandle, wallet: WalletService, count: number): Promise<PlayerId[]> {
  const rows = await queryRows<{ player_id: PlayerId }>(
    database.db,
    sql`with made as (insert into players (locale) select 'en' from generate_series(1, ${count}) returning id)
        insert into wallet_accounts (player_id, currency, is_selected) select id, ${CURRENCY}, true from made
        returning player_id`,
  );
  const runId = Date.now();
  for (const row of rows) {
    await wallet.transfer(undefined, {
      idempotencyKey: `bench:${runId}:fund:${row.player_id}`,
      reason: 'deposit',
      currency: CURRENCY,
      amount: STARTING_BALANCE_MINOR,
      from: { kind: 'house', account: 'payment_clearing' },
      to: { kind: 'player', playerId: row.player_id },
    });
  }
  return rows.map((row) => row.player_id);
}

/** Each worker plays rounds for random players: a stake, then every other round a win of twice it. */
async function runWorkers(wallet: WalletService, playerIds: PlayerId[], options: BenchOptions): Promise<BenchResult> {
  const latenciesMs: number[] = [];
  let failed = 0;
  let sequence = 0;
  const runId = Date.now();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const deadline = started + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const playerId = playerIds[Math.floor(Math.random() * playerIds.length)]!;
      const round = (sequence += 1);
      const transfer = roundTransfer(`bench:${runId}:round:${round}`, playerId, round % 2 === 0);
      const before = performance.now();
      try {
        await wallet.transfer(undefined, transfer);
        latenciesMs.push(performance.now() - before);
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMsPerTransfer = (cpu.user + cpu.system) / 1000 / Math.max(1, latenciesMs.length);
  return {
    transfers: latenciesMs.length,
    failed,
    seconds: (performance.now() - started) / 1000,
    latenciesMs,
    cpuMsPerTransfer,
  };
}

function roundTransfer(idempotencyKey: string, playerId: PlayerId, isWin: boolean): TransferRequest {
  const player = { kind: 'player', playerId } as const;
  const house = { kind: 'house', account: 'game_revenue' } as const;
  return isWin
    ? {
        idempotencyKey,
        reason: 'win',
        currency: CURRENCY,
        amount: minorAmount(STAKE_MINOR * 2n),
        from: house,
        to: player,
      }
    : { idempotencyKey, reason: 'bet', currency: CURRENCY, amount: STAKE_MINOR, from: player, to: house };
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : min;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
