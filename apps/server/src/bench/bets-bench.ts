/**
 * `npm run bench:bets [-- --db both|postgres|pglite --players 1,16 --warmup 5 --seconds 10 --processes 1 --profile]`:
 * real game rounds through the HTTP API. Starts the server (from source) on a fresh PostgreSQL
 * database it creates and drops (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test,
 * is only used to create it) and on a fresh embedded PGlite; registers and funds players through
 * the product (registration, a sandbox card deposit and its signed webhook), launches dice for
 * each, then every player plays rounds back to back (`POST /provider/games/api/rounds`). Prints
 * rounds per second, p50/p99 latency, failures, CPU per round of the server and of PostgreSQL,
 * and the raw reference transaction's rate at the same concurrency (pgbench when on PATH; in
 * process on PGlite) with the ratio. Ends with the ledger integrity check; exits 1 when it
 * fails or a round failed. Traffic goes to 127.0.0.1 only; at most 64 players and 120 s a phase.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  BenchClient,
  ledgerIntegrity,
  percentile,
  playRounds,
  preparePlayer,
  type BenchPlayer,
} from './bets-bench-players';
import { pgbenchAvailable, runPgbench, runPgliteRaw, type RawResult } from './bets-bench-raw';
import { processCpuMs, startBenchServer, stopBenchServer, type BenchServer } from './bets-bench-server';
import { statementsPerRound } from './bets-bench-statements';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN_TOKEN = 'bench-bets-operator-token-0123456789';
const SANDBOX_SECRET = 'bench-bets-sandbox-secret-0123456789abcdef';
const MAX_PLAYERS = 64;
const MAX_SECONDS = 120;
const MAX_PROCESSES = 8;

interface Options {
  readonly targets: readonly ('postgres' | 'pglite')[];
  readonly playerCounts: readonly number[];
  readonly warmupMs: number;
  readonly measureMs: number;
  readonly processes: number;
  readonly profileDir: string | undefined;
  readonly serverEnvironment: Record<string, string>;
}

interface PhaseRow {
  readonly database: string;
  readonly players: number;
  readonly roundsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly failures: number;
  readonly serverCpuMsPerRound: number;
  readonly postgresCpuMsPerRound: number | undefined;
  /** Committed database transactions per round: the round's own, plus background work (outbox dispatch, jobs). */
  readonly transactionsPerRound: number | undefined;
  readonly raw: RawResult | undefined;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'both' },
      players: { type: 'string', default: '1,16' },
      warmup: { type: 'string', default: '5' },
      seconds: { type: 'string', default: '10' },
      processes: { type: 'string', default: '1' },
      pool: { type: 'string' },
      'log-level': { type: 'string' },
      profile: { type: 'boolean', default: false },
    },
  });
  const clamp = (value: number, min: number, max: number) =>
    Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : min;
  const targets =
    values.db === 'both'
      ? (['postgres', 'pglite'] as const)
      : values.db === 'pglite'
        ? (['pglite'] as const)
        : (['postgres'] as const);
  const serverEnvironment: Record<string, string> = {};
  if (values.pool) serverEnvironment.DATABASE_POOL_SIZE = values.pool;
  if (values['log-level']) serverEnvironment.LOG_LEVEL = values['log-level'];
  return {
    targets,
    playerCounts: values.players.split(',').map((count) => clamp(Number(count), 1, MAX_PLAYERS)),
    warmupMs: clamp(Number(values.warmup), 0, MAX_SECONDS) * 1000,
    measureMs: clamp(Number(values.seconds), 1, MAX_SECONDS) * 1000,
    processes: clamp(Number(values.processes), 1, MAX_PROCESSES),
    profileDir: values.profile ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bets-profile-')) : undefined,
    serverEnvironment,
  };
}

async function main(): Promise<number> {
  const options = parseOptions();
  const rows: PhaseRow[] = [];
  let intact = true;
  for (const target of options.targets) {
    const result = target === 'postgres' ? await benchPostgres(options) : await benchPglite(options);
    rows.push(...result.rows);
    intact &&= result.intact;
  }
  printTable(rows);
  if (options.profileDir) process.stdout.write(`CPU profiles of the server: ${options.profileDir}\n`);
  return intact && rows.every((row) => row.failures === 0) ? 0 : 1;
}

async function benchPostgres(options: Options): Promise<{ rows: PhaseRow[]; intact: boolean }> {
  const adminUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const databaseName = `bench_bets_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const servers: BenchServer[] = [];
  try {
    for (let index = 0; index < options.processes; index += 1)
      servers.push(await startServer(options, url.href, os.tmpdir()));
    // Backends of the bench's database by pid (CPU so far), and -1: the database's committed transactions so far.
    const backendCpu = async () => {
      const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
        databaseName,
      ]);
      const { rows: stats } = await admin.query<{ commits: string }>(
        'select pg_stat_get_db_xact_commit(oid)::text as commits from pg_database where datname = $1',
        [databaseName],
      );
      return new Map([
        ...rows.map((row): [number, number] => [row.pid, processCpuMs(row.pid)]),
        [-1, Number(stats[0]?.commits ?? 0)],
      ]);
    };
    const label = `PostgreSQL${options.processes > 1 ? ` (${options.processes} processes)` : ''}`;
    const pgbench = pgbenchAvailable();
    const outcome = await benchServers(label, servers, options, backendCpu, (clients) =>
      pgbench
        ? runPgbench(adminUrl, `bench_raw_${process.pid}`, clients, options.measureMs / 1000)
        : Promise.resolve(undefined),
    );
    const statements = await statementsPerRound(url.href, outcome.players[0]?.launchToken ?? '', ADMIN_TOKEN);
    process.stdout.write(
      `  statements per round (PostgreSQL round trips, BEGIN/COMMIT included): ${statements.toFixed(1)}\n`,
    );
    if (!pgbench) process.stdout.write('  pgbench is not on PATH: no raw reference for PostgreSQL\n');
    return outcome;
  } finally {
    for (const server of servers) await stopBenchServer(server);
    await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

async function benchPglite(options: Options): Promise<{ rows: PhaseRow[]; intact: boolean }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bets-pglite-'));
  const server = await startServer(options, undefined, dataDir);
  try {
    return await benchServers('PGlite', [server], options, undefined, (clients) =>
      runPgliteRaw(clients, options.measureMs / 1000),
    );
  } finally {
    await stopBenchServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function startServer(options: Options, databaseUrl: string | undefined, dataDir: string): Promise<BenchServer> {
  const nodeArgs = options.profileDir ? ['--cpu-prof', '--cpu-prof-dir', options.profileDir] : [];
  return startBenchServer({
    databaseUrl,
    dataDir,
    adminToken: ADMIN_TOKEN,
    sandboxSecret: SANDBOX_SECRET,
    nodeArgs,
    environment: options.serverEnvironment,
  });
}

/** Funds the players, runs each phase (then its raw reference), and checks the ledger. */
async function benchServers(
  label: string,
  servers: readonly BenchServer[],
  options: Options,
  backendCpu: (() => Promise<Map<number, number>>) | undefined,
  raw: (clients: number) => Promise<RawResult | undefined>,
): Promise<{ rows: PhaseRow[]; intact: boolean; players: BenchPlayer[] }> {
  const maxPlayers = Math.max(...options.playerCounts);
  const client = new BenchClient(
    servers.map((server) => server.baseUrl),
    maxPlayers + 4,
  );
  try {
    const players: BenchPlayer[] = [];
    for (let index = 0; index < maxPlayers; index += 1)
      players.push(await preparePlayer(client, index, SANDBOX_SECRET));
    const rows: PhaseRow[] = [];
    for (const count of options.playerCounts) {
      let serverCpuBefore = 0;
      let backendBefore = new Map<number, number>();
      const serverCpu = () => servers.reduce((sum, server) => sum + processCpuMs(server.child.pid ?? 0), 0);
      const snapshot = async () => {
        serverCpuBefore = serverCpu();
        backendBefore = (await backendCpu?.()) ?? new Map<number, number>();
      };
      const result = await playRounds(
        client,
        players.slice(0, count),
        options.warmupMs,
        options.measureMs,
        () => void snapshot(),
      );
      const serverCpuMs = serverCpu() - serverCpuBefore;
      const backendAfter = await backendCpu?.();
      const commits = backendAfter ? (backendAfter.get(-1) ?? 0) - (backendBefore.get(-1) ?? 0) : undefined;
      backendAfter?.delete(-1);
      const postgresCpuMs = backendAfter
        ? [...backendAfter].reduce((sum, [pid, ms]) => sum + ms - (backendBefore.get(pid) ?? 0), 0)
        : undefined;
      const sorted = [...result.latenciesMs].sort((a, b) => a - b);
      const rounds = Math.max(1, result.rounds);
      const row: PhaseRow = {
        database: label,
        players: count,
        roundsPerSecond: result.rounds / result.seconds,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        failures: result.failures,
        serverCpuMsPerRound: serverCpuMs / rounds,
        postgresCpuMsPerRound: postgresCpuMs === undefined ? undefined : postgresCpuMs / rounds,
        transactionsPerRound: commits === undefined ? undefined : commits / rounds,
        raw: await raw(count),
      };
      rows.push(row);
      printRow(row);
      for (const sample of result.failureSamples) process.stdout.write(`    failed: ${sample}\n`);
    }
    const report = await ledgerIntegrity(client, ADMIN_TOKEN);
    const sums = report.currencies
      .map((currency) => `${currency.currency} sum ${currency.entriesSum}, ${currency.transfers} transfers`)
      .join('; ');
    process.stdout.write(`  ${label} ledger integrity: ${report.ok ? 'ok' : 'NOT INTACT'} (${sums})\n`);
    return { rows, intact: report.ok, players };
  } finally {
    client.close();
  }
}

const ratioOf = (row: PhaseRow) => (row.raw ? row.roundsPerSecond / row.raw.tps : undefined);

function printRow(row: PhaseRow): void {
  const ratio = ratioOf(row);
  const cpu = `server CPU ${row.serverCpuMsPerRound.toFixed(2)} ms/round${row.postgresCpuMsPerRound === undefined ? '' : `, PostgreSQL backends ${row.postgresCpuMsPerRound.toFixed(2)} ms/round, ${row.transactionsPerRound?.toFixed(1)} committed transactions/round`}`;
  process.stdout.write(
    [
      `${row.database}, ${row.players} player(s): ${row.roundsPerSecond.toFixed(0)} rounds/s, p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, ${row.failures} failed`,
      `  ${cpu}`,
      row.raw
        ? `  raw bet transaction: ${row.raw.tps.toFixed(0)} per second; ratio ${ratio?.toFixed(3)}`
        : '  raw bet transaction: not measured',
      '',
    ].join('\n'),
  );
}

function printTable(rows: readonly PhaseRow[]): void {
  const lines = [
    '| database | players | rounds/s | p50 ms | p99 ms | failed | raw tx/s | ratio |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const ratio = ratioOf(row);
    lines.push(
      `| ${row.database} | ${row.players} | ${row.roundsPerSecond.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.failures} | ${row.raw ? row.raw.tps.toFixed(0) : '–'} | ${ratio === undefined ? '–' : ratio.toFixed(3)} |`,
    );
  }
  process.stdout.write(`\n${lines.join('\n')}\n`);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
