/**
 * `npm run bench:crash [-- --viewers 5000 --players 500 --rounds 3]`: one crash game (Comet
 * Crash) with N anonymous websocket viewers on its public channel `game:crash#comet-crash` (a
 * child process) and M players (another child; the first `--real` with real money through the
 * wallet, the rest demo launches, since each registration hashes a password) betting over HTTP in every round's
 * betting window, half with an auto cash-out, half cashing out by hand. Prints each phase
 * change's delivery to the viewers (p50/p99/max: the round's opening from the moment its window
 * opened, the launch from bettingEndsAt, the crash from its crash time), the bets refused as late
 * though sent inside the window, and the machine's load. Loopback only; at most 5,000 viewers,
 * 500 players, 10 rounds.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import { minorAmount, crashChannel, type PlayerId } from '@casino/shared';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { transferFunds } from '../modules/wallet/ledger';
import { crashRounds } from '../providers/games/inhouse/crash/crash.table';
import { runPlayers, runViewers, type PlayerReport, type ViewerReport } from './crash-bench-clients';

const MAX_VIEWERS = 5_000;
const MAX_PLAYERS = 500;
const MAX_ROUNDS = 10;
const GAME = 'comet-crash';
const CURRENCY = 'EUR';
const BETTING_MS = 7_000;
/** Players made at once (each registration hashes a password). */
const PREPARE_CONCURRENCY = 8;
/** A round may fly for minutes (x1,000 is about 2 minutes): the run waits this long for its rounds. */
const WAIT_LIMIT_MS = 15 * 60_000;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      viewers: { type: 'string', default: '5000' },
      players: { type: 'string', default: '500' },
      rounds: { type: 'string', default: '3' },
      real: { type: 'string', default: '100' },
      'viewers-child': { type: 'boolean', default: false },
      'players-child': { type: 'boolean', default: false },
    },
  });
  if (values['viewers-child']) return runViewers();
  if (values['players-child']) return runPlayers();
  const viewers = Math.min(MAX_VIEWERS, Math.max(1, Number(values.viewers)));
  const playerCount = Math.min(MAX_PLAYERS, Math.max(0, Number(values.players)));
  const rounds = Math.min(MAX_ROUNDS, Math.max(1, Number(values.rounds)));
  // Registering hashes a password (argon2id): the first ones play real money through the wallet, the rest a demo launch's play money.
  const realCount = Math.min(playerCount, Math.max(0, Number(values.real)));
  const loadBefore = os.loadavg();

  const { app, port } = await startServer();
  const baseUrl = `http://127.0.0.1:${port}`;
  const url = `ws://127.0.0.1:${port}/api/connection/websocket`;
  const channel = crashChannel(GAME);

  const prepareStarted = Date.now();
  const tokens = await preparePlayers(app, playerCount, realCount);
  const prepareSeconds = (Date.now() - prepareStarted) / 1000;

  const viewerChild = fork(fileURLToPath(import.meta.url), ['--viewers-child'], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const connectStarted = Date.now();
  viewerChild.send({ url, channel, viewers });
  const held = await nextMessage<Extract<ViewerReport, { type: 'ready' }>>(viewerChild, 'ready');
  const connectSeconds = (Date.now() - connectStarted) / 1000;

  const playerChild = fork(fileURLToPath(import.meta.url), ['--players-child'], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const roundIds: string[] = [];
  playerChild.on('message', (message: PlayerReport) => {
    if (message.type === 'round') roundIds.push(message.roundId);
  });
  const cpuBefore = process.cpuUsage();
  const loadStart = os.loadavg();
  const runStarted = Date.now();
  playerChild.send({ url, baseUrl, channel, tokens, rounds, game: GAME });
  const played = await nextMessage<Extract<PlayerReport, { type: 'done' }>>(playerChild, 'done');
  const runSeconds = (Date.now() - runStarted) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const loadEnd = os.loadavg();
  viewerChild.send({ type: 'report' });
  const seen = await nextMessage<Extract<ViewerReport, { type: 'arrivals' }>>(viewerChild, 'arrivals');
  viewerChild.kill();
  playerChild.kill();

  // When each phase of the measured rounds happened, by the server's record of them.
  const rows =
    roundIds.length === 0
      ? []
      : await app.database.db.select().from(crashRounds).where(inArray(crashRounds.id, roundIds));
  const databaseKind = app.database.kind;
  await app.close();
  const latencies = phaseLatencies(rows, seen.arrivals);
  const all = Object.values(latencies)
    .flat()
    .sort((a, b) => a - b);
  const figures = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return `${percentile(sorted, 50)} / ${percentile(sorted, 99)} ms (max ${sorted.at(-1) ?? NaN}, ${sorted.length} pushes)`;
  };
  const expected = held.held * roundIds.length * 3;
  const inWindow = played.bets.filter((bet) => bet.sentAt < bet.bettingEndsAt);
  const lateRefused = inWindow.filter((bet) => bet.code === 'betting_closed').length;
  const accepted = played.bets.filter((bet) => bet.status === 200).length;
  const otherFailures = played.bets.filter((bet) => bet.status !== 200 && bet.code !== 'betting_closed');
  const betLatency = played.bets.map((bet) => bet.latencyMs).sort((a, b) => a - b);
  const lines = [
    `viewers                      ${held.held} held (failed ${held.failed}, dropped ${seen.dropped}), connected + subscribed in ${connectSeconds.toFixed(1)} s`,
    `players                      ${tokens.length}, ${realCount} of them real money (made and launched in ${prepareSeconds.toFixed(1)} s), ${roundIds.length} rounds in ${runSeconds.toFixed(0)} s on ${databaseKind}`,
    `phase pushes delivered       ${all.length} of ${expected} (3 per round and viewer)`,
    `phase delivery p50/p99       all ${figures(all)}`,
    `  round opened (window)      ${figures(latencies.betting ?? [])}`,
    `  launch (bettingEndsAt)     ${figures(latencies.flight ?? [])}`,
    `  crash (crash time)         ${figures(latencies.crashed ?? [])}`,
    `bets                         ${played.bets.length} sent, ${accepted} taken, ${inWindow.length} sent inside the window, late-refused ${lateRefused}, other failures ${otherFailures.length}${otherFailures[0] ? ` (${otherFailures[0].status} ${otherFailures[0].code ?? ''})` : ''}`,
    `bet answer p50/p99           ${percentile(betLatency, 50)} / ${percentile(betLatency, 99)} ms`,
    `cash-outs by hand            ${played.cashOuts.ok} taken, ${played.cashOuts.refused} refused (crashed first), ${played.cashOuts.failed} failed`,
    `bets pushes per viewer       ${(seen.betPushes / Math.max(1, held.held)).toFixed(0)} (${(seen.bytes / Math.max(1, held.held) / 1024).toFixed(1)} KiB received per viewer in all)`,
    `server CPU                   ${((cpu.user + cpu.system) / 1000 / runSeconds / 10).toFixed(0)}% of one core over the rounds`,
    `machine load (1 min)         ${loadBefore[0]?.toFixed(2)} before the run, ${loadStart[0]?.toFixed(2)} at the first round, ${loadEnd[0]?.toFixed(2)} at the end (${os.cpus().length} cores)`,
  ];
  process.stdout.write(`\ncrash benchmark (loopback, one node, in-process broker)\n${lines.join('\n')}\n`);
}

type BenchApp = Awaited<ReturnType<typeof buildApp>>;

/** The app on a loopback port with crash rounds running (the jobs started), the sportsbook feed off. */
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
      CRASH_ROUNDS: 'on',
      CRASH_BETTING_MS: String(BETTING_MS),
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  await app.jobs.start();
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { app, port: address.port };
}

/** Launch tokens of `count` players, made a few at once: the first `realCount` real money, the rest demo launches. */
async function preparePlayers(app: BenchApp, count: number, realCount: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let start = 0; start < count; start += PREPARE_CONCURRENCY) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(PREPARE_CONCURRENCY, count - start) }, (_, offset) =>
        start + offset < realCount ? preparePlayer(app) : prepareDemo(app),
      ),
    );
    tokens.push(...batch);
  }
  return tokens;
}

/** Each viewer's delay per phase: from the round's window opening, its launch (bettingEndsAt) and its crash time. */
function phaseLatencies(
  rows: readonly (typeof crashRounds.$inferSelect)[],
  arrivals: Extract<ViewerReport, { type: 'arrivals' }>['arrivals'],
): Record<string, number[]> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const latencies: Record<string, number[]> = { betting: [], flight: [], crashed: [] };
  for (const arrival of arrivals) {
    const round = byId.get(arrival.roundId);
    if (!round) continue;
    const happenedAt =
      arrival.type === 'betting'
        ? round.bettingEndsAt.getTime() - BETTING_MS
        : arrival.type === 'flight'
          ? round.bettingEndsAt.getTime()
          : round.crashAt.getTime();
    latencies[arrival.type]?.push(arrival.at - happenedAt);
  }
  return latencies;
}

/** A real-money player with EUR funds and a crash launch token (registration and launch through the app's routes). */
async function preparePlayer(app: BenchApp): Promise<string> {
  const password = 'Orbit-Lucky-7-Quasar';
  const address = `10.${randomBytes(3).join('.')}`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/player/register',
    remoteAddress: address,
    payload: {
      email: `crash-bench-${randomBytes(6).toString('hex')}@example.com`,
      password,
      password_confirmation: password,
      currency: CURRENCY,
      country: 'DE',
      agreements: true,
    },
  });
  if (registered.statusCode !== 201) throw new Error(`registration: ${registered.statusCode} ${registered.body}`);
  const { accessToken, profile } = registered.json<{ accessToken: string; profile: { id: PlayerId } }>();
  await app.database.db.transaction((tx) =>
    transferFunds(tx, {
      idempotencyKey: `bench:crash:funding:${profile.id}`,
      reason: 'test_funding',
      currency: CURRENCY,
      amount: minorAmount(100_000n),
      from: { kind: 'house', account: 'payment_clearing' },
      to: { kind: 'player', playerId: profile.id },
    }),
  );
  const launch = await app.inject({
    method: 'POST',
    url: `/api/game/games/${GAME}/play`,
    remoteAddress: address,
    headers: { authorization: `Bearer ${accessToken}` },
    payload: {},
  });
  if (launch.statusCode !== 200) throw new Error(`launch: ${launch.statusCode} ${launch.body}`);
  const token = new URL(launch.json<{ url: string }>().url, 'http://127.0.0.1').searchParams.get('token');
  if (!token) throw new Error('no launch token');
  return token;
}

/** A guest's demo launch: its bets stake the launch's play money, through the same bet path. */
async function prepareDemo(app: BenchApp): Promise<string> {
  const launch = await app.inject({
    method: 'POST',
    url: `/api/game/games/${GAME}/play`,
    remoteAddress: `10.${randomBytes(3).join('.')}`,
    payload: { demo: true },
  });
  if (launch.statusCode !== 200) throw new Error(`demo launch: ${launch.statusCode} ${launch.body}`);
  const token = new URL(launch.json<{ url: string }>().url, 'http://127.0.0.1').searchParams.get('token');
  if (!token) throw new Error('no launch token');
  return token;
}

function nextMessage<T extends { type: string }>(child: ChildProcess, type: T['type']): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no '${type}' from the child within ${WAIT_LIMIT_MS} ms`)),
      WAIT_LIMIT_MS,
    );
    const listener = (message: T) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
