/**
 * One public channel of the platform's real-time hub (the Centrifugo JSON protocol, the same
 * websocket as the casino page's), as a guest: the game frame has no cookie and needs no player
 * for a public channel. A few hundred bytes instead of the official client: connect, subscribe,
 * answer pings, and reconnect with a growing, jittered delay (500 ms to 20 s, as the web client).
 */

export interface LiveHandlers {
  /** The subscription is in place (the first time and after each reconnect): read the state now. */
  readonly onSubscribed: () => void;
  readonly onPublication: (data: unknown) => void;
  /** The socket is down (or was refused): the caller falls back to asking the server. */
  readonly onDown: () => void;
}

const PATH = '/api/connection/websocket';
const MIN_DELAY_MS = 500;
const MAX_DELAY_MS = 20_000;
/** The server pings every 25 s; silence beyond that plus this grace is a dead socket. */
const SILENCE_MS = 35_000;

export function openLiveChannel(channel: string, handlers: LiveHandlers): () => void {
  if (typeof WebSocket === 'undefined') {
    handlers.onDown();
    return () => undefined;
  }
  let socket: WebSocket | undefined;
  let attempts = 0;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;

  const down = () => {
    clearTimeout(silence);
    if (socket) {
      socket.onclose = socket.onmessage = socket.onerror = null;
      socket.close();
      socket = undefined;
    }
    if (closed) return;
    handlers.onDown();
    const delay = Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** attempts) * (0.5 + Math.random() / 2);
    attempts += 1;
    retry = setTimeout(connect, delay);
  };
  const alive = () => {
    clearTimeout(silence);
    silence = setTimeout(down, SILENCE_MS);
  };

  function connect(): void {
    const url = new URL(PATH, location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(url.href);
    socket = ws;
    ws.onopen = () => {
      ws.send(`${JSON.stringify({ id: 1, connect: {} })}\n${JSON.stringify({ id: 2, subscribe: { channel } })}`);
      alive();
    };
    ws.onmessage = (event) => {
      alive();
      for (const line of String(event.data).split('\n')) {
        if (line === '') continue;
        // An empty object is the server's ping: answered with an empty one.
        if (line === '{}') {
          ws.send('{}');
          continue;
        }
        let frame: {
          id?: number;
          error?: unknown;
          subscribe?: unknown;
          push?: { channel?: string; pub?: { data?: unknown } };
        };
        try {
          frame = JSON.parse(line) as typeof frame;
        } catch {
          continue;
        }
        if (frame.push?.channel === channel && frame.push.pub) handlers.onPublication(frame.push.pub.data);
        else if (frame.error) down();
        else if (frame.id === 2 && frame.subscribe) {
          attempts = 0;
          handlers.onSubscribed();
        }
      }
    };
    ws.onclose = ws.onerror = down;
  }

  connect();
  return () => {
    closed = true;
    clearTimeout(retry);
    down();
  };
}
