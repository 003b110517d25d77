/**
 * `npm run bench:rtp`: plays at least a million rounds of every game through the outcome code,
 * on random seeds, and prints the measured RTP beside the theoretical one with its 99% confidence
 * interval. Rounds are split over the machine's cores with worker threads.
 *   --rounds N   rounds per game (default 1 000 000; a bonus buy row plays its share of them)
 *   --only a,b   only these rows (game kinds or slot identities, 'neon-drift:buy' for a bonus buy)
 * Rows without an exact RTP are simulations: their published RTP must lie inside the interval.
 * The standard deviation of the per-round return and the hit rate show the volatility.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { RTP_SCENARIOS, type RtpScenario } from './rtp-scenarios';
import { mergeMoments, summarize, type ReturnMoments, type ReturnSummary } from './rtp-stats';
import type { WorkerTask } from './rtp-worker';

/** The issue asks for at least one million rounds of each game. */
const DEFAULT_ROUNDS = 1_000_000;

function onlyFromArguments(): ReadonlySet<string> | undefined {
  const index = process.argv.indexOf('--only');
  return index >= 0 ? new Set((process.argv[index + 1] ?? '').split(',')) : undefined;
}

function roundsFromArguments(): number {
  const index = process.argv.indexOf('--rounds');
  const rounds = index >= 0 ? Number(process.argv[index + 1]) : DEFAULT_ROUNDS;
  if (!Number.isSafeInteger(rounds) || rounds < 1) throw new Error('--rounds takes a positive integer');
  return rounds;
}

/**
 * Node 20 workers do not get the `--import tsx` loader of this process in time for their entry
 * file, so each worker registers tsx first and then imports the TypeScript worker module.
 */
const WORKER_BOOTSTRAP = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
  new URL('./rtp-worker.ts', import.meta.url).href,
)}); })`;

function runWorker(task: WorkerTask): Promise<ReturnMoments> {
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: task });
    worker.once('message', (moments: ReturnMoments) => resolvePromise(moments));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`worker exited with ${code}`)));
  });
}

async function measure(scenario: RtpScenario, allRounds: number, workers: number): Promise<ReturnSummary> {
  const rounds = Math.max(1, Math.round(allRounds * (scenario.roundsShare ?? 1)));
  const share = Math.ceil(rounds / workers);
  const tasks = Array.from({ length: workers }, (_, index) => ({
    game: scenario.game,
    firstRound: index * share,
    rounds: Math.min(share, rounds - index * share),
  })).filter((task) => task.rounds > 0);
  return summarize(mergeMoments(await Promise.all(tasks.map(runWorker))));
}

const percent = (value: number): string => `${(value * 100).toFixed(3)}%`;

function tableRow(cells: readonly string[], widths: readonly number[]): string {
  return `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`;
}

async function main(): Promise<void> {
  const rounds = roundsFromArguments();
  const only = onlyFromArguments();
  const workers = Math.max(1, availableParallelism());
  const header = [
    'game',
    'rounds',
    'theoretical RTP',
    'published',
    'measured RTP',
    '99% CI',
    'within',
    'std dev',
    'hits',
    'seconds',
    'played',
  ];
  const rows: string[][] = [];
  const started = performance.now();
  for (const scenario of RTP_SCENARIOS.filter((candidate) => !only || only.has(candidate.game))) {
    const gameStarted = performance.now();
    const summary = await measure(scenario, rounds, workers);
    const checked = scenario.theoreticalRtp ?? scenario.publishedRtp;
    const within = checked >= summary.low && checked <= summary.high;
    rows.push([
      scenario.game,
      summary.rounds.toLocaleString('en-US'),
      scenario.theoreticalRtp === undefined ? 'simulated' : percent(scenario.theoreticalRtp),
      percent(scenario.publishedRtp),
      percent(summary.mean),
      `${percent(summary.low)} - ${percent(summary.high)}`,
      within ? 'yes' : 'NO',
      summary.standardDeviation.toFixed(2),
      `${(summary.hitRate * 100).toFixed(1)}%`,
      ((performance.now() - gameStarted) / 1000).toFixed(1),
      scenario.description,
    ]);
    process.stderr.write(`${rows[rows.length - 1]?.join(' | ')}\n`);
  }
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const lines = [
    tableRow(header, widths),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map((row) => tableRow(row, widths)),
  ];
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `\nRTP benchmark: ${rounds.toLocaleString('en-US')} rounds per game on ${workers} worker threads, ${seconds} s\n\n${lines.join('\n')}\n`,
  );
}

await main();
