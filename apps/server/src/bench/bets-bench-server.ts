import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../testing/server-process';
import { serverPaths } from '../paths';

/** A server process the bench started from source (tsx), listening on 127.0.0.1 only. */
export interface BenchServer {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  readonly exited: Promise<number | null>;
  output(): string;
}

export interface BenchServerOptions {
  /** PostgreSQL URL, or undefined for the embedded PGlite in `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly adminToken: string;
  readonly sandboxSecret: string;
  /** Extra node flags (`--cpu-prof`, ...). */
  readonly nodeArgs: readonly string[];
  /** Extra environment (LOG_LEVEL, DATABASE_POOL_SIZE) the run asks for. */
  readonly environment: Readonly<Record<string, string>>;
}

/** Output kept from a server, enough to show why it failed. */
const OUTPUT_TAIL_CHARS = 20_000;

export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...options.nodeArgs, '--import', 'tsx', path.join(serverPaths.packageRoot, 'src/server.ts')],
    {
      cwd: serverPaths.packageRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: options.databaseUrl ?? '',
        DATA_DIR: options.dataDir,
        ADMIN_TOKEN: options.adminToken,
        PAYMENT_SANDBOX_SECRET: options.sandboxSecret,
        JWT_SECRET: 'bench-bets-jwt-secret-0123456789abcdef0123456789',
        REDIS_URL: '',
        ...options.environment,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, baseUrl: `http://127.0.0.1:${port}`, exited, output: () => output };
  await waitUntilHealthy(server);
  return server;
}

async function waitUntilHealthy(server: BenchServer, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}:\n${server.output()}`);
    try {
      if ((await fetch(`${server.baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy in ${timeoutMs} ms:\n${server.output()}`);
}

/** SIGTERM and wait (a CPU profile is written on a clean exit); SIGKILL only when it hangs. */
export async function stopBenchServer(server: BenchServer): Promise<void> {
  if (server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 20_000).unref());
  if ((await Promise.race([server.exited, timeout])) === 'timeout') server.child.kill('SIGKILL');
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms; 0 when it is gone or unreadable. */
export function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
