// `npm run cluster`: N identical server nodes (default 2) of the built server on one PostgreSQL
// database and one Redis, behind HAProxy on one port, as production runs them on several
// machines (README, "Running several nodes"). Ctrl-C stops everything.
//
//   npm run cluster                      # 2 nodes, http://localhost:3000
//   npm run cluster -- --nodes 3 --port 8080
//
// DATABASE_URL (default: the local server's casino_cluster database, created when missing) and
// REDIS_URL (default redis://127.0.0.1:6379) name the shared services; every other variable of
// .env.example is passed to every node unchanged, so all nodes share it.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { haproxyConfig } from './haproxy-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/casino_cluster';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const HAPROXY_CANDIDATES = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'];
/** What must be built before a node can serve the site, and the workspace that builds it. */
const BUILDS = [
  ['apps/web/dist/index.html', '@casino/web', 'WEB_DIST_DIR'],
  ['apps/game-client/dist/index.html', '@casino/game-client', 'GAME_CLIENT_DIST_DIR'],
  ['apps/server/dist/server.js', '@casino/server'],
  ['apps/studio-server/dist/studio-server.js', '@casino/studio-server'],
];
const NODE_START_TIMEOUT_MS = 120_000;

if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const { values } = parseArgs({
  options: { nodes: { type: 'string', default: '2' }, port: { type: 'string', default: process.env.PORT ?? '3000' } },
});
const nodeCount = Number(values.nodes);
const port = Number(values.port);
if (!Number.isInteger(nodeCount) || nodeCount < 1 || nodeCount > 32 || !Number.isInteger(port))
  fail('usage: npm run cluster -- [--nodes 2] [--port 3000]');

const haproxy = HAPROXY_CANDIDATES.find((candidate) => fs.existsSync(candidate));
if (!haproxy) fail('HAProxy is not installed: apt-get install haproxy');
const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
await ensureDatabase(databaseUrl);
if (!(await reachable(redisUrl))) fail(`Redis does not answer at ${redisUrl} (set REDIS_URL)`);
buildWhatIsMissing();

const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;
// The same for every node: with one key per node, the mailbox link would open on one node in N.
const mailboxKey = process.env.MAILBOX_KEY || randomBytes(18).toString('base64url');
const shared = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || 'production',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  // Client addresses (rate limits, audit) come from the balancer's X-Forwarded-For.
  TRUST_PROXY: 'true',
  PUBLIC_URL: publicUrl,
  MAILBOX_KEY: mailboxKey,
  // Nodes listen on loopback only: trusting X-Forwarded-For is safe only if nothing but the balancer reaches them.
  HOST: '127.0.0.1',
};

// One aggregator studio (apps/studio-server) for all nodes: its wallet calls go through the balancer.
const studioPort = Number(process.env.STUDIO_PORT || port + 50);
const studioSecret = process.env.STUDIO_SHARED_SECRET || randomBytes(32).toString('base64url');
const studio = {
  STUDIO_URL: `http://127.0.0.1:${studioPort}`,
  STUDIO_PUBLIC_URL: process.env.STUDIO_PUBLIC_URL || `http://localhost:${studioPort}`,
  STUDIO_SHARED_SECRET: studioSecret,
};

const children = [];
let stopping = false;
let configDirectory;
children.push(
  startChild('studio', process.execPath, ['--enable-source-maps', 'apps/studio-server/dist/studio-server.js'], {
    ...shared,
    ...studio,
    STUDIO_PORT: String(studioPort),
    PLATFORM_URL: `http://127.0.0.1:${port}`,
    PLATFORM_PUBLIC_URL: publicUrl,
  }),
);
const nodes = Array.from({ length: nodeCount }, (_, index) => ({ name: `node${index + 1}`, port: port + 1 + index }));
for (const node of nodes)
  children.push(
    startChild(node.name, process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
      ...shared,
      ...studio,
      PORT: String(node.port),
    }),
  );
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
await Promise.all(nodes.map((node) => waitUntilHealthy(node)));

configDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-cluster-'));
const configPath = path.join(configDirectory, 'haproxy.cfg');
const statsBind = `127.0.0.1:${port + 100}`;
fs.writeFileSync(
  configPath,
  haproxyConfig({
    bind: `${process.env.HOST || '0.0.0.0'}:${port}`,
    nodes: nodes.map((node) => ({ name: node.name, address: `127.0.0.1:${node.port}` })),
    statsBind,
  }),
);
children.push(startChild('haproxy', haproxy, ['-db', '-f', configPath], process.env));

console.log(
  `\n${nodeCount} nodes behind HAProxy: ${publicUrl} (balancer on port ${port}; nodes on 127.0.0.1:${nodes.map((node) => node.port).join(', ')})`,
);
console.log(`node states: http://${statsBind}/   development mailbox: ${publicUrl}/provider/mailbox?key=${mailboxKey}`);
console.log('Ctrl-C stops the balancer and every node.\n');

function startChild(name, command, args, environment) {
  const child = spawn(command, args, { cwd: root, env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr])
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    const consequence = name.startsWith('node')
      ? ': the balancer sends its players to the other nodes'
      : name === 'studio'
        ? ": the studio's games cannot be launched until it is back"
        : '';
    console.log(`[${name}] exited (${signal ?? code})${consequence}`);
    const nodesLeft = children.filter(
      (other) => other.name.startsWith('node') && other.child.exitCode === null && other.child.signalCode === null,
    );
    if (name === 'haproxy' || nodesLeft.length === 0) void stopAll(1);
  });
  return { name, child };
}

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  // The balancer first, so no request goes to a node that is shutting down; then the nodes, gracefully.
  for (const { child } of [...children].reverse()) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve),
    );
  }
  if (configDirectory) fs.rmSync(configDirectory, { recursive: true, force: true });
  process.exit(exitCode);
}

async function waitUntilHealthy(node) {
  const deadline = Date.now() + NODE_START_TIMEOUT_MS;
  while (Date.now() < deadline && !stopping) {
    try {
      if ((await fetch(`http://127.0.0.1:${node.port}/api/health`)).ok) return;
    } catch {
      // not listening yet (migrating, or still starting)
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!stopping) {
    console.error(`${node.name} did not become healthy in ${NODE_START_TIMEOUT_MS / 1000} s`);
    await stopAll(1);
  }
}

function buildWhatIsMissing() {
  for (const [output, workspace, elsewhere] of BUILDS) {
    // Built elsewhere (WEB_DIST_DIR...), or already built.
    if ((elsewhere && process.env[elsewhere]) || fs.existsSync(path.join(root, output))) continue;
    console.log(`building ${workspace} (${output} is missing)`);
    execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  }
}

async function ensureDatabase(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
    return;
  } catch (error) {
    if (error?.code !== '3D000' || url !== DEFAULT_DATABASE_URL)
      fail(`PostgreSQL is not usable at ${url}: ${error.message} (set DATABASE_URL)`);
  }
  // The default database does not exist yet: make it, once, on the same server.
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query(`create database ${new URL(url).pathname.slice(1)}`);
  await admin.end();
  console.log(`created the database ${url}`);
}

function reachable(url) {
  const { hostname, port: redisPort } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(redisPort || 6379) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
