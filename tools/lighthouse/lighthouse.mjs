// `npm run lighthouse`: Lighthouse (mobile profile, the default) on the home page, the games page
// and a game page of the built product, served by the real server on 127.0.0.1 with a fresh
// PGlite database. Prints each category's score with LCP, CLS, TBT and FCP, and keeps the JSON
// reports in reports/lighthouse/. Uses Debian's Chromium (CHROME_PATH); never downloads a browser.
//
//   npm run lighthouse                 one run per page
//   npm run lighthouse -- --runs 3     the median run of three per page (by performance score)
//   WEB_DIST_DIR=/tmp/dist npm run lighthouse   a web build elsewhere than apps/web/dist
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 1;
const webDistDir = path.resolve(process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist'));
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');
const gameClientIndex = path.join(repoRoot, 'apps/game-client/dist/index.html');

/** Builds the product when any part of it is missing; an existing build is measured as it is. */
function ensureBuilt() {
  const missing = [path.join(webDistDir, 'index.html'), gameClientIndex, serverEntry].filter(
    (file) => !fs.existsSync(file),
  );
  if (missing.length === 0) return;
  console.log(`not built (${missing.map((file) => path.relative(repoRoot, file)).join(', ')}): npm run build`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port, dataDir) {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    // A fresh PGlite database, whatever the environment names: the product as a new install serves it.
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SPORTSBOOK_FEED: 'off',
      WEB_DIST_DIR: webDistDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it answered`))),
  );
  const deadline = Date.now() + 120_000;
  const ready = (async () => {
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the server did not answer /api/health within 120 s');
  })();
  await Promise.race([ready, exited]);
  return child;
}

/** A game the in-house provider really plays (its page launches a demo), from the live catalogue. */
async function playableGameIdentity(baseUrl) {
  const response = await fetch(`${baseUrl}/api/game/games?provider=orbit-originals&perPage=1`);
  const body = await response.json();
  const identity = body?.data?.[0]?.identity;
  if (!identity) throw new Error(`no playable game in the catalogue (${response.status})`);
  return identity;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    failing: Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category.id}: ${ref.id}`),
      ),
  };
}

async function measure(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return result;
}

async function main() {
  ensureBuilt();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-lighthouse-'));
  const reportsDir = path.join(repoRoot, 'reports/lighthouse');
  fs.mkdirSync(reportsDir, { recursive: true });
  const server = await startServer(port, dataDir);
  let chrome;
  try {
    const game = await playableGameIdentity(baseUrl);
    const pages = [
      ['home', '/'],
      ['games', '/games'],
      ['game', `/game/${game}`],
    ];
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const rows = [];
    for (const [name, pagePath] of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await measure(chrome, `${baseUrl}${pagePath}`);
        runs.push({ summary: summarize(result.lhr), report: result.report });
      }
      runs.sort((a, b) => a.summary.performance - b.summary.performance);
      const median = runs[Math.floor(runs.length / 2)];
      fs.writeFileSync(path.join(reportsDir, `${name}.json`), median.report);
      rows.push({ page: pagePath, ...median.summary });
    }
    console.log(
      `\nLighthouse ${lighthouseVersion()} mobile, ${CHROME_PATH}, ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page`,
    );
    console.log('page                        perf  a11y    bp   seo       LCP    CLS     TBT       FCP');
    for (const row of rows) {
      console.log(
        `${row.page.padEnd(26)} ${String(row.performance).padStart(5)} ${String(row.accessibility).padStart(5)} ${String(row.bestPractices).padStart(5)} ${String(row.seo).padStart(5)} ${seconds(row.lcpMs).padStart(9)} ${row.cls.toFixed(3).padStart(6)} ${`${Math.round(row.tbtMs)} ms`.padStart(7)} ${seconds(row.fcpMs).padStart(9)}`,
      );
    }
    for (const row of rows) if (row.failing.length > 0) console.log(`${row.page}: ${row.failing.join(', ')}`);
    console.log(`reports: ${path.relative(repoRoot, reportsDir)}/`);
  } finally {
    if (chrome) await chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}

await main();
