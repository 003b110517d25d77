import { WebSocket } from 'ws';

export interface BenchClient {
  readonly playerId: string;
  readonly token: string;
}

export type ClientReport =
  | { readonly type: 'ready'; readonly held: number; readonly failed: number; readonly onlineSeen: number }
  | { readonly type: 'delivered'; readonly latenciesMs: number[] };

/** Sockets opened at once: enough to be quick, few enough not to overflow the listen backlog. */
const CONNECT_CONCURRENCY = 200;
/** The delivered report goes out when every event arrived or nothing arrived for this long. */
const QUIET_PERIOD_MS = 5_000;

/** The client side of the benchmark (a child process): raw protocol frames, as the official client sends them. */
export function runClients(): void {
  process.once(
    'message',
    (message: { url: string; clients: BenchClient[] }) => void holdConnections(message.url, message.clients),
  );
}

async function holdConnections(url: string, clients: BenchClient[]): Promise<void> {
  const latencies: number[] = [];
  let held = 0;
  let failed = 0;
  let onlineSeen = 0;
  let lastDeliveryAt = Date.now();
  const open = (client: BenchClient) =>
    new Promise<void>((resolve) => {
      const socket = new WebSocket(url);
      let replies = 0;
      let sawOnline = false;
      socket.on('open', () => {
        const commands = [
          { id: 1, connect: { token: client.token, name: 'bench' } },
          { id: 2, subscribe: { channel: `wallet:accounts#${client.playerId}` } },
          { id: 3, subscribe: { channel: 'global:online' } },
        ];
        socket.send(commands.map((command) => JSON.stringify(command)).join('\n'));
      });
      socket.on('message', (data: Buffer) => {
        for (const line of data.toString().split('\n')) {
          if (line === '{}') {
            socket.send('{}');
            continue;
          }
          const frame = JSON.parse(line) as {
            id?: number;
            error?: unknown;
            push?: { channel: string; pub?: { data?: { sentAt?: number } } };
          };
          if (frame.id !== undefined) {
            if (frame.error) {
              failed += 1;
              socket.close();
              return resolve();
            }
            replies += 1;
            if (replies === 3) {
              held += 1;
              resolve();
            }
          } else if (frame.push?.channel === 'global:online' && !sawOnline) {
            sawOnline = true;
            onlineSeen += 1;
          } else if (frame.push?.pub?.data?.sentAt !== undefined) {
            latencies.push(Date.now() - frame.push.pub.data.sentAt);
            lastDeliveryAt = Date.now();
          }
        }
      });
      socket.on('error', () => {
        failed += 1;
        resolve();
      });
    });
  for (let start = 0; start < clients.length; start += CONNECT_CONCURRENCY) {
    await Promise.all(clients.slice(start, start + CONNECT_CONCURRENCY).map(open));
  }
  // The online count is pushed on subscribe; give late pushes a moment.
  await new Promise((resolve) => setTimeout(resolve, 200));
  process.send?.({ type: 'ready', held, failed, onlineSeen } satisfies ClientReport);
  lastDeliveryAt = Date.now();
  const timer = setInterval(() => {
    if (latencies.length >= held || Date.now() - lastDeliveryAt > QUIET_PERIOD_MS) {
      clearInterval(timer);
      process.send?.({ type: 'delivered', latenciesMs: latencies } satisfies ClientReport);
    }
  }, 50);
}
