import { WebSocket } from 'ws';

export type ViewerReport =
  | { readonly type: 'ready'; readonly held: number; readonly failed: number }
  | {
      readonly type: 'delivered';
      /** Arrival times per price numerator (each change sets a distinct one). */
      readonly received: Record<string, number[]>;
      /** Bytes of the push frame that carried each price (the same frame goes to every viewer). */
      readonly bytes: Record<string, number>;
    };

/** The parent's requests once the viewers are held: one per measured phase. */
export interface PhaseRequest {
  readonly type: 'phase';
  readonly changes: number;
}

/** Sockets opened at once: enough to be quick, few enough not to overflow the listen backlog. */
const CONNECT_CONCURRENCY = 200;
/** The report goes out once every change reached every viewer, or nothing arrived for this long. */
const QUIET_PERIOD_MS = 5_000;

interface ViewerTask {
  readonly url: string;
  readonly channel: string;
  readonly viewers: number;
  readonly selectionId: number;
}

/**
 * The viewers of the odds benchmark (a child process): anonymous websocket clients on one event's
 * public channel, as the widget's event page subscribes. Each push is read for the price of the
 * watched selection; the time it arrived is kept per price (each change sets a distinct one), and
 * the frame's size. Phases (deltas, then whole views) are measured one after the other.
 */
export function runViewers(): void {
  process.once('message', (task: ViewerTask) => void holdViewers(task));
}

async function holdViewers(task: ViewerTask): Promise<void> {
  let received: Record<string, number[]> = {};
  let bytes: Record<string, number> = {};
  let deliveries = 0;
  let held = 0;
  let failed = 0;
  let lastDeliveryAt = Date.now();
  const open = () =>
    new Promise<void>((resolve) => {
      const socket = new WebSocket(task.url);
      socket.on('open', () =>
        socket.send(
          `${JSON.stringify({ id: 1, connect: {} })}\n${JSON.stringify({ id: 2, subscribe: { channel: task.channel } })}`,
        ),
      );
      socket.on('message', (data: Buffer) => {
        const arrivedAt = Date.now();
        for (const line of data.toString().split('\n')) {
          if (line === '{}') {
            socket.send('{}');
            continue;
          }
          if (line.startsWith('{"push"')) {
            // The watched price read by a string search, not JSON.parse: 10,000 viewers share this
            // process's one core, and parsing every push would measure the viewers, not the server.
            const numerator = priceIn(line, task.selectionId);
            if (numerator === undefined) continue;
            (received[numerator] ??= []).push(arrivedAt);
            bytes[numerator] ??= Buffer.byteLength(line);
            deliveries += 1;
            lastDeliveryAt = arrivedAt;
            continue;
          }
          const frame = JSON.parse(line) as { id?: number; error?: unknown };
          if (frame.id === 2) {
            if (frame.error) failed += 1;
            else held += 1;
            resolve();
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
  process.on('message', (request: PhaseRequest) => {
    if (request.type !== 'phase') return;
    received = {};
    bytes = {};
    deliveries = 0;
    lastDeliveryAt = Date.now();
    const timer = setInterval(() => {
      if (deliveries >= held * request.changes || Date.now() - lastDeliveryAt > QUIET_PERIOD_MS) {
        clearInterval(timer);
        process.send?.({ type: 'delivered', received, bytes } satisfies ViewerReport);
      }
    }, 50);
  });
  process.send?.({ type: 'ready', held, failed } satisfies ViewerReport);
}

/**
 * The price numerator of a selection in an event push, a delta's or a whole view's:
 * `"id":5000137,...,"price":{"numerator":500` (keys in jsonb's order).
 */
function priceIn(frame: string, selectionId: number): string | undefined {
  const at = frame.indexOf(`"id":${selectionId},`);
  if (at < 0) return undefined;
  const price = frame.indexOf('"numerator":', at);
  const end = frame.slice(price).search(/[,}]/) + price;
  return price < 0 || end < 0 ? undefined : frame.slice(price + '"numerator":'.length, end);
}
