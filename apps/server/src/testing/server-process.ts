import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../config/free-port';
import { serverPaths } from '../paths';

export { freePort };

/** The server started as a real process (through tsx, from source), for restart and kill tests. */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  output(): string;
  exited: Promise<number | null>;
}

export function runTypeScript(entry: string, args: string[], environment: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: serverPaths.packageRoot,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** `environment` adds to or overrides the test defaults (NODE_ENV test: no studio beside it). */
export async function startServerProcess(
  dataDir: string,
  environment: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = runTypeScript(path.join(serverPaths.packageRoot, 'src/server.ts'), [], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    DATABASE_URL: '',
    ...environment,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Polls /api/health until it answers ok, or fails with the server's output. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}:\n${server.output()}`);
    try {
      const response = await fetch(`${server.baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy in ${timeoutMs} ms:\n${server.output()}`);
}
