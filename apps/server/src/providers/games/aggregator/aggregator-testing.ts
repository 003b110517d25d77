import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export { freePort } from '../../../testing/server-process';

/**
 * Helpers of the aggregator tests: the studio's game server as a real process (apps/studio-server,
 * run from source), and a proxy between it and the platform that can hold back an answer (a
 * timeout the studio sees while the platform did the work) or lose a request.
 */

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
/** PGlite and the studio's sources through tsx take seconds; a busy 2-core machine, much longer. */
const STUDIO_START_TIMEOUT_MS = 150_000;

export interface StudioProcess {
  readonly url: string;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts apps/studio-server (its source, through tsx) on `port`, with its database in memory. */
export async function startStudio(port: number, environment: Record<string, string>): Promise<StudioProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repositoryRoot, 'apps/studio-server/src/main.ts')],
    {
      cwd: path.join(repositoryRoot, 'apps/studio-server'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        STUDIO_PORT: String(port),
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'warn',
        ...environment,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the studio did not start:\n${output}`)), STUDIO_START_TIMEOUT_MS);
    const check = () => {
      if (output.includes('studio listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the studio exited (${code}):\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

export type ProxyFault = { readonly kind: 'delay'; readonly ms: number } | { readonly kind: 'drop' };

/** A pass-through proxy to the platform; `faultNext` spoils the next request to one wallet path. */
export interface WalletProxy {
  readonly url: string;
  target: string;
  faultNext(pathSuffix: string, fault: ProxyFault): void;
  /** How many requests reached the platform per wallet path ('/bet', '/win', ...). */
  readonly forwarded: Map<string, number>;
  close(): Promise<void>;
}

export async function startWalletProxy(): Promise<WalletProxy> {
  const faults = new Map<string, ProxyFault>();
  const forwarded = new Map<string, number>();
  const sockets = new Set<net.Socket>();
  const proxy: { target: string } = { target: '' };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const url = request.url ?? '/';
        const suffix = url.slice(url.lastIndexOf('/'));
        const fault = faults.get(suffix);
        if (fault) faults.delete(suffix);
        if (fault?.kind === 'drop') {
          // Lost on the way: the platform never sees it, the studio waits for its timeout.
          setTimeout(() => response.destroy(), 5_000);
          return;
        }
        forwarded.set(suffix, (forwarded.get(suffix) ?? 0) + 1);
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(request.headers))
          if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers[name] = value;
        const answer = await fetch(`${proxy.target}${url}`, {
          method: request.method ?? 'POST',
          headers,
          body: Buffer.concat(chunks),
        });
        const body = Buffer.from(await answer.arrayBuffer());
        // The platform did the work; its answer comes too late for the studio.
        if (fault?.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.ms));
        if (response.destroyed) return;
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        response.end(body);
      })().catch(() => response.destroy());
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('proxy has no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    get target() {
      return proxy.target;
    },
    set target(value: string) {
      proxy.target = value;
    },
    faultNext: (pathSuffix, fault) => faults.set(pathSuffix, fault),
    forwarded,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A JSON POST to the studio's client API (what the game client sends from its frame). */
export async function studioCall<T = Record<string, unknown>>(
  studioUrl: string,
  pathname: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${studioUrl}/provider/games/api${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Waits until `check` holds (polling), or fails with what it last saw. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline)
      throw new Error(
        `still not so after ${timeoutMs} ms: ${JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
