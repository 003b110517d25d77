import { WebSocket } from 'ws';

export type ViewerReport =
  | { readonly type: 'ready'; readonly held: number; readonly failed: number }
  | { readonly type: 'delivered'; readonly received: Record<string, number[]> };

/** Sockets opened at once: enough to be quick, few enough not to overflow the listen backlog. */
const CONNECT_CONCURRENCY = 200;
/** The report goes out once every change reached every viewer, or nothing arrived for this long. */
const QUIET_PERIOD_MS = 5_000;

interface ViewerTask {
  readonly url: string;
  readonly channel: string;
  readonly viewers: number;
  readonly selectionId: number;
  readonly changes: number;
}

/**
 * The viewers of the odds benchmark (a child process): anonymous websocket clients on one event's
 * public channel, as the widget's event page subscribes. Each push is parsed and the price of the
 * watched selection read; the time it arrived is kept per price (each change sets a distinct one).
 */
export function runViewers(): void {
  process.once('message', (task: ViewerTask) => void holdViewers(task));
}

async function holdViewers(task: ViewerTask): Promise<void> {
  const received: Record<string, number[]> = {};
  let deliveries = 0;
  let held = 0;
  let failed = 0;
  let lastDeliveryAt = Date.now();
  const open = () =>
    new Promise<void>((resolve) => {
      const socket = new WebSocket(task.url);
      socket.on('open', () => socket.send(`${JSON.stringify({ id: 1, connect: {} })}\n${JSON.stringify({ id: 2, subscribe: { channel: task.channel } })}`));
      socket.on('message', (data: Buffer) => {
        const arrivedAt = Date.now();
        for (const line of data.toString().split('\n')) {
          if (line === '{}') {
            socket.send('{}');
            continue;
          }
          const frame = JSON.parse(line) as { id?: number; error?: unknown; push?: { pub?: { data?: { event?: { markets: { selections: { id: number; price: { numerator: number } }[] }[] } } } } };
          if (frame.id === 2) {
            if (frame.error) failed += 1;
            else held += 1;
            resolve();
          } else if (frame.push?.pub?.data?.event) {
            const selection = frame.push.pub.data.event.markets.flatMap((market) => market.selections).find((candidate) => candidate.id === task.selectionId);
            if (!selection) continue;
            (received[selection.price.numerator] ??= []).push(arrivedAt);
            deliveries += 1;
            lastDeliveryAt = arrivedAt;
          }
        }
      });
      socket.on('error', () => {
        failed += 1;
        resolve();
      });
    });
  for (let start = 0; start < task.viewers; start += CONNECT_CONCURRENCY) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, task.viewers - start) }, open));
  }
  process.send?.({ type: 'ready', held, failed } satisfies ViewerReport);
  lastDeliveryAt = Date.now();
  const timer = setInterval(() => {
    if (deliveries >= held * task.changes || Date.now() - lastDeliveryAt > QUIET_PERIOD_MS) {
      clearInterval(timer);
      process.send?.({ type: 'delivered', received } satisfies ViewerReport);
    }
  }, 50);
}
