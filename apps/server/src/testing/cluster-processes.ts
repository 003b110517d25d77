import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverPaths } from '../paths';
import { freePort, type ServerProcess } from './server-process';

/**
 * Real server processes behind a real HAProxy, for the multi-node test (cluster/cluster.test.ts).
 * Nodes run the built server (dist/server.js, what production runs) when it exists, else the
 * source through tsx.
 */

const BUILT_SERVER = path.join(serverPaths.packageRoot, 'dist/server.js');
const SOURCE_SERVER = path.join(serverPaths.packageRoot, 'src/server.ts');
/** The configuration generator of tools/cluster, the one `npm run cluster` and production use. */
const HAPROXY_CONFIG_SCRIPT = path.resolve(serverPaths.packageRoot, '../../tools/cluster/haproxy-config.mjs');
const HAPROXY_CANDIDATES = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'];

/** The header in which the balancer names the node that answered (tools/cluster/haproxy-config.mjs). */
export const SERVED_BY_HEADER = 'x-served-by';

export interface NodeProcess extends ServerProcess {
  readonly name: string;
  readonly port: number;
  /** Lines of the node's log (pino JSON) at level error or above, parsed; from character `since` of the output on. */
  errorLines(since?: number): Record<string, unknown>[];
}

export interface Balancer {
  readonly baseUrl: string;
  readonly websocketUrl: string;
  output(): string;
  stop(): Promise<void>;
}

export function serverEntry(): { readonly built: boolean; readonly args: string[] } {
  if (fs.existsSync(BUILT_SERVER)) return { built: true, args: ['--enable-source-maps', BUILT_SERVER] };
  return { built: false, args: ['--import', 'tsx', SOURCE_SERVER] };
}

export function haproxyPath(): string | undefined {
  return HAPROXY_CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

/** Starts one node on a free loopback port; `environment` is what every node shares. */
export async function startNode(name: string, environment: Record<string, string>): Promise<NodeProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, serverEntry().args, {
    cwd: serverPaths.packageRoot,
    env: { ...process.env, ...environment, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return wrapProcess(name, port, child);
}

function wrapProcess(name: string, port: number, child: ChildProcess): NodeProcess {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    port,
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    errorLines: (since = 0) => errorLinesOf(output.slice(since)),
  };
}

/** pino writes one JSON object per line; level 50 is error, 60 fatal. Anything not JSON (a crash's stack) counts too. */
function errorLinesOf(output: string): Record<string, unknown>[] {
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  return lines.flatMap((line) => {
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      return typeof entry.level === 'number' && entry.level >= 50 ? [entry] : [];
    } catch {
      return [{ unparsed: line }];
    }
  });
}

/** HAProxy in the foreground on a free port in front of `nodes`, with health checks a test need not wait long for. */
export async function startBalancer(nodes: readonly NodeProcess[], port: number): Promise<Balancer> {
  const executable = haproxyPath();
  if (!executable) throw new Error('HAProxy is not installed (apt-get install haproxy)');
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-haproxy-'));
  const configPath = path.join(directory, 'haproxy.cfg');
  if (nodes.some((node, index) => node.name !== `node${index + 1}`))
    throw new Error('the generator names nodes node1, node2... in order');
  // Every test client shares 127.0.0.1, so no per-address cap; checks every 250 ms, out after 2 failures.
  // Nodes are named node1, node2... in the order given.
  const config = execFileSync(process.execPath, [
    HAPROXY_CONFIG_SCRIPT,
    ...[
      '--bind',
      `127.0.0.1:${port}`,
      '--check-interval-ms',
      '250',
      '--fall',
      '2',
      '--rise',
      '1',
      '--max-connections-per-address',
      '0',
    ],
    ...nodes.map((node) => `127.0.0.1:${node.port}`),
  ]);
  fs.writeFileSync(configPath, config);
  const child = spawn(executable, ['-db', '-f', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const balancer: Balancer = {
    baseUrl: `http://127.0.0.1:${port}`,
    websocketUrl: `ws://127.0.0.1:${port}/api/connection/websocket`,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
  await waitForPort(port, exited, () => output);
  return balancer;
}

async function waitForPort(
  port: number,
  exited: Promise<number | null>,
  output: () => string,
  timeoutMs = 10_000,
): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`HAProxy exited with ${exitCode}:\n${output()}`);
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`HAProxy did not listen in ${timeoutMs} ms:\n${output()}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Stops a node the way an operator does (SIGTERM: graceful), or not at all if it is already gone. */
export async function stopNode(node: NodeProcess): Promise<void> {
  if (node.child.exitCode === null && node.child.signalCode === null) node.child.kill('SIGTERM');
  await node.exited;
}

export async function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
