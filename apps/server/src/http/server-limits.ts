import http from 'node:http';
import type { Server, Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyHttpOptions, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@casino/shared';

/**
 * Request headers must arrive within this time. Browsers send them in one go; only a client that
 * holds connections open on purpose (slowloris) needs longer.
 */
const HEADERS_TIMEOUT_MS = 10_000;
/**
 * An idle keep-alive connection is closed after this. Longer than the 60 s idle timeout of common
 * load balancers, so the server never closes a connection the balancer is about to reuse.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/**
 * A connection on which nothing moves at all (no byte read or written) is closed after this; it
 * outlasts the keep-alive timeout, which closes idle connections between requests first.
 * Websockets are not affected: the websocket library turns the timeout off on upgrade.
 */
const CONNECTION_IDLE_TIMEOUT_MS = 90_000;
/** All request headers together: 16 KB, Node's default, said out loud; above it the answer is 431. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** How often open connections are checked against the timeouts; at most a quarter of the request timeout late. */
const MAX_CONNECTIONS_CHECK_INTERVAL_MS = 5_000;

export interface ServerLimitsConfig {
  /** Time a client has to send a whole request, body included (REQUEST_TIMEOUT_MS). */
  readonly requestTimeoutMs: number;
  /** Open connections per remote address; 0: no cap. */
  readonly maxConnectionsPerAddress: number;
}

/**
 * The Fastify options that keep slow clients from holding the server: a request must arrive whole
 * within `requestTimeoutMs` (a body trickling in a byte at a time is cut off with 408), headers
 * within 10 s, and errors Node raises before any route (headers too large, timeouts, bad HTTP)
 * are answered in the API's error format.
 */
export function serverLimitOptions(limits: ServerLimitsConfig): FastifyHttpOptions<http.Server> {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: CONNECTION_IDLE_TIMEOUT_MS,
    http: {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, limits.requestTimeoutMs),
      maxHeaderSize: MAX_HEADER_BYTES,
      connectionsCheckingInterval: Math.min(MAX_CONNECTIONS_CHECK_INTERVAL_MS, Math.ceil(limits.requestTimeoutMs / 4)),
    },
    clientErrorHandler: answerClientError,
  };
}

const CLIENT_ERRORS: Readonly<Record<string, { status: number; code: string; message: string }>> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', message: 'The request headers are larger than 16 KB' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'The request did not arrive in time' },
};
const BAD_HTTP = { status: 400, code: 'bad_request', message: 'The request is not valid HTTP' };

/**
 * Node's `clientError`: the request never reached Fastify's router, so the answer is written to
 * the socket here, still in the error format, and the connection is closed.
 */
function answerClientError(this: { log: FastifyBaseLogger }, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? BAD_HTTP;
  this.log.debug({ errorCode: code, remoteAddress: socket.remoteAddress }, message);
  // An answer already under way cannot be replaced; the connection just ends.
  const response = (socket as Socket & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    const body = JSON.stringify({ error: { code, message } } satisfies ApiErrorBody);
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

/**
 * Caps the connections one remote address holds open: above `cap`, a new connection is closed at
 * once, before a byte of it is read. Counted on the server's own sockets (not X-Forwarded-For),
 * so behind a proxy the cap is off by default (config).
 */
export function capConnectionsPerAddress(server: Server, cap: number, log: FastifyBaseLogger): void {
  if (cap <= 0) return;
  const open = new Map<string, number>();
  const overCap = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= cap) {
      // One warning per burst, not one per refused connection.
      if (!overCap.has(address))
        log.warn({ remoteAddress: address, cap }, 'too many connections from one address: refusing more');
      overCap.add(address);
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (left < cap) overCap.delete(address);
    });
  });
}

/**
 * What a client refused for a body too large may still send after its 413 is on the way: read and
 * thrown away so that the answer reaches it. Past this the connection is cut.
 */
const MAX_DISCARDED_BODY_BYTES = 16 * 1024 * 1024;

/**
 * A body refused as too large (413) before it was read: the answer is sent at once, but a client
 * that writes its whole body before reading (most HTTP clients over a network do) would find the
 * connection closed under it and read a reset, not the answer (Fastify asks for `Connection:
 * close`, and Node then closes the socket with the body still coming). So the connection stays
 * open and the rest of the body is read and discarded (a lingering close, as nginx does), up to
 * MAX_DISCARDED_BODY_BYTES; the request timeout still bounds how long that may take.
 */
export function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  void reply.removeHeader('connection');
  const incoming = request.raw;
  if (incoming.complete || incoming.destroyed) return;
  let discarded = 0;
  incoming.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BODY_BYTES) incoming.socket.destroy();
  });
  incoming.on('error', () => undefined);
  incoming.resume();
}
