import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The raw reference bet transaction of issue 12: a conditional debit of one player row and two
 * ledger entry inserts, in one transaction, with nothing around it. It is what the database
 * alone can do per second; the API's rounds per second are compared against it.
 */

const RAW_SCHEMA = `
  create table bench_accounts (id int primary key, balance bigint not null check (balance >= 0));
  create table bench_entries (id bigserial primary key, account_id int not null, amount bigint not null, created_at timestamptz not null default now());
`;
/** Player accounts 1..N (one per client), the house is account 0; funded far beyond a run. */
const rawSeed = (clients: number) =>
  `insert into bench_accounts select g, 1000000000000 from generate_series(0, ${clients}) g;`;

const PGBENCH_SCRIPT = `
\\set aid :client_id + 1
BEGIN;
UPDATE bench_accounts SET balance = balance - 10 WHERE id = :aid AND balance >= 10;
INSERT INTO bench_entries (account_id, amount) VALUES (:aid, -10);
INSERT INTO bench_entries (account_id, amount) VALUES (0, 10);
END;
`;

export interface RawResult {
  readonly tps: number;
  readonly latencyMs?: number;
}

export function pgbenchAvailable(): boolean {
  return spawnSync('pgbench', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** pgbench on a throwaway database next to the bench's one (created and dropped here). */
export async function runPgbench(
  adminUrl: string,
  databaseName: string,
  clients: number,
  seconds: number,
): Promise<RawResult> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const scriptFile = path.join(os.tmpdir(), `${databaseName}.sql`);
  try {
    await admin.query(`create database ${databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    const raw = new pg.Client({ connectionString: url.href });
    await raw.connect();
    await raw.query(RAW_SCHEMA);
    await raw.query(rawSeed(clients));
    await raw.end();
    fs.writeFileSync(scriptFile, PGBENCH_SCRIPT);
    const threads = String(Math.min(clients, os.availableParallelism()));
    const { stdout } = await promisify(execFile)('pgbench', [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(clients),
      '-j',
      threads,
      '-T',
      String(seconds),
      '-f',
      scriptFile,
      url.href,
    ]);
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1] ?? Number.NaN);
    return { tps, latencyMs };
  } finally {
    fs.rmSync(scriptFile, { force: true });
    await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

/** The same transaction in process on PGlite (in a throwaway data directory), by `clients` concurrent loops. */
export async function runPgliteRaw(clients: number, seconds: number): Promise<RawResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bets-raw-'));
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    await db.exec(RAW_SCHEMA);
    await db.exec(rawSeed(clients));
    let transactions = 0;
    const deadline = performance.now() + seconds * 1000;
    const loop = async (client: number) => {
      const account = client + 1;
      while (performance.now() < deadline) {
        await db.transaction(async (tx) => {
          await tx.query('update bench_accounts set balance = balance - 10 where id = $1 and balance >= 10', [account]);
          await tx.query('insert into bench_entries (account_id, amount) values ($1, -10)', [account]);
          await tx.query('insert into bench_entries (account_id, amount) values (0, 10)');
        });
        transactions += 1;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, (_, client) => loop(client)));
    return { tps: transactions / ((performance.now() - started) / 1000) };
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
