/**
 * `npm run bench:sends [-- --recipients 100000 --players 16 --seconds 10]`: an operator send to
 * every player, and what it does to the bet path meanwhile. On PostgreSQL only (DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test, is used to create and drop its own database):
 * starts the server from source, seeds the recipients straight into the database (as many
 * registrations would take hours of password hashing), funds a few real players through the
 * product, measures dice rounds alone, then again while the send runs, and reports how long the
 * send took. Traffic goes to 127.0.0.1 only; at most 200,000 recipients and 120 s a phase.
 */
import os from 'node:os';
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
import { startBenchServer, stopBenchServer } from './bets-bench-server';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN_TOKEN = 'bench-sends-operator-token-0123456789';
const SANDBOX_SECRET = 'bench-sends-sandbox-secret-0123456789abcdef';
const MAX_RECIPIENTS = 200_000;
const MAX_SECONDS = 120;
/** The send is given this long to finish after the measured phase. */
const SEND_DEADLINE_MS = 20 * 60_000;

interface SendState {
  readonly status: string;
  readonly recipients: number;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      recipients: { type: 'string', default: '100000' },
      players: { type: 'string', default: '16' },
      seconds: { type: 'string', default: '10' },
    },
  });
  const recipients = Math.min(MAX_RECIPIENTS, Math.max(1, Math.floor(Number(values.recipients)) || 1));
  const playerCount = Math.min(64, Math.max(1, Math.floor(Number(values.players)) || 1));
  const measureMs = Math.min(MAX_SECONDS, Math.max(1, Math.floor(Number(values.seconds)) || 1)) * 1000;

  const adminUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const databaseName = `bench_sends_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const server = await startBenchServer({
    databaseUrl: url.href,
    dataDir: os.tmpdir(),
    adminToken: ADMIN_TOKEN,
    sandboxSecret: SANDBOX_SECRET,
    nodeArgs: [],
    environment: {},
  });
  const client = new BenchClient([server.baseUrl], playerCount + 4);
  try {
    const database = new pg.Client({ connectionString: url.href });
    await database.connect();
    await database.query(
      `insert into players (email, country, receive_email_promo) select 'send-bench-' || g || '@example.com', 'DE', true from generate_series(1, $1::int) g`,
      [recipients],
    );
    await database.end();
    const players: BenchPlayer[] = [];
    for (let index = 0; index < playerCount; index += 1) players.push(await preparePlayer(client, 0, SANDBOX_SECRET));

    const alone = await playRounds(client, players, 3_000, measureMs, () => undefined);
    report('bets alone', alone);
    const started = Date.now();
    const created = await client.request(
      0,
      'POST',
      '/api/admin/notification/sends',
      { category: 'service', content: { en: { title: 'Bench', body: 'A message to everyone' } } },
      { authorization: `Bearer ${ADMIN_TOKEN}` },
    );
    if (created.status !== 201) throw new Error(`send refused: ${created.status} ${created.body}`);
    const sendId = (JSON.parse(created.body) as { id: string }).id;
    const during = await playRounds(client, players, 0, measureMs, () => undefined);
    report('bets during the send', during);
    const state = await waitForSend(client, sendId);
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(
      `send: ${state.recipients} recipients (${recipients + playerCount} players) in ${seconds.toFixed(1)} s, ${(state.recipients / seconds).toFixed(0)} recipients/s, status ${state.status}\n`,
    );
    const ledger = await ledgerIntegrity(client, ADMIN_TOKEN);
    process.stdout.write(`ledger integrity: ${ledger.ok ? 'ok' : 'NOT INTACT'}\n`);
    return ledger.ok && state.status === 'sent' && alone.failures + during.failures === 0 ? 0 : 1;
  } finally {
    client.close();
    await stopBenchServer(server);
    await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

function report(
  label: string,
  result: { rounds: number; seconds: number; latenciesMs: number[]; failures: number },
): void {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  process.stdout.write(
    `${label}: ${(result.rounds / result.seconds).toFixed(0)} rounds/s, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ${result.failures} failed\n`,
  );
}

async function waitForSend(client: BenchClient, sendId: string): Promise<SendState> {
  const deadline = Date.now() + SEND_DEADLINE_MS;
  for (;;) {
    const answer = await client.request(0, 'GET', `/api/admin/notification/sends/${sendId}`, undefined, {
      authorization: `Bearer ${ADMIN_TOKEN}`,
    });
    const state = JSON.parse(answer.body) as SendState;
    if (state.status === 'sent' || state.status === 'cancelled' || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
