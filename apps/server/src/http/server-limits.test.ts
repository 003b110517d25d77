import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A raw connection: what a slow or hostile client does, byte by byte. */
function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the connection, and when it closed it. */
function untilClosed(socket: net.Socket): Promise<{ received: string; closedAt: number }> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve({ received, closedAt: Date.now() }));
  });
}

const REQUEST_TIMEOUT_MS = 1_500;
const CAP = 3;

describe('slow and greedy clients', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await createTestApp({
      environment: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), MAX_CONNECTIONS_PER_ADDRESS: String(CAP) },
    });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    port = (testApp.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => testApp.close());

  it('cuts off a body sent one byte per second with 408 in the error format', async () => {
    const socket = await connect(port);
    const closed = untilClosed(socket);
    const body = JSON.stringify({ email: 'slow@example.com', password: 'Orbit-Lucky-7-Quasar' });
    const startedAt = Date.now();
    socket.write(
      `POST /api/player/sessions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    let sent = 0;
    const trickle = setInterval(() => {
      if (!socket.destroyed && sent < body.length) socket.write(body[sent++] ?? '');
    }, 1_000);
    const { received, closedAt } = await closed;
    clearInterval(trickle);
    // Cut off after the request timeout (plus a check interval), long before the body was through.
    expect(closedAt - startedAt).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(closedAt - startedAt).toBeLessThan(REQUEST_TIMEOUT_MS * 3);
    expect(sent).toBeLessThan(body.length);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'request_timeout', message: 'The request did not arrive in time' },
    });
  });

  it('refuses connections from one address above the cap, and takes new ones once some close', async () => {
    const held = await Promise.all(Array.from({ length: CAP }, () => connect(port)));
    // Connected at TCP level, the one above the cap is closed by the server before it says anything.
    const extra = await connect(port);
    const refused = await untilClosed(extra);
    expect(refused.received).toBe('');

    // The held connections are served as usual.
    const [first] = held;
    const answer = untilClosed(first as net.Socket);
    first?.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect((await answer).received).toMatch(/^HTTP\/1\.1 200 /);

    // One slot free again: a new connection is served.
    const next = await connect(port);
    const served = untilClosed(next);
    next.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect((await served).received).toMatch(/^HTTP\/1\.1 200 /);
    for (const socket of held) socket.destroy();
  });

  it('answers a 2 MB body with 413 in the error format and reads the rest of it, so a client still sending gets the answer', async () => {
    for (const path of ['/provider/aggregator/wallet/balance', '/api/player/sessions']) {
      const body = Buffer.alloc(2 * 1024 * 1024, 'a');
      const socket = await connect(port);
      let received = '';
      let failure: Error | undefined;
      socket.on('error', (error) => (failure = error));
      const answered = new Promise<void>((resolve) => {
        socket.on('data', (chunk: Buffer) => {
          received += chunk.toString();
          if (/\r\n\r\n\{.*\}$/s.test(received)) resolve();
        });
      });
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.subarray(0, 64 * 1024));
      await answered;
      expect(received, path).toMatch(/^HTTP\/1\.1 413 /);
      expect(received).toMatch(/content-type: application\/json; charset=utf-8/i);
      const answer = JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)) as {
        error: { code: string; message: string };
      };
      expect(answer.error.code).toBe('payload_too_large');
      expect(answer.error.message).toMatch(/too large/);
      // The client had not read the answer yet and sends the rest of its body, as clients over a
      // network do: the server takes it (before, it had closed the socket: the client got a reset).
      received = '';
      const flushed = new Promise<void>((resolve, reject) =>
        socket.write(body.subarray(64 * 1024), (error) => (error ? reject(error) : resolve())),
      );
      await flushed;
      const next = untilClosed(socket);
      socket.write('GET /api/settings/locales HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect((await next).received, path).toMatch(/^HTTP\/1\.1 200 /);
      expect(failure).toBeUndefined();
    }
  });

  it('answers a request header over 16 KB with 431 in the error format', async () => {
    const response = await new Promise<{ status: number | undefined; body: string; type: string | undefined }>(
      (resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port, path: '/api/health', headers: { 'x-filler': 'x'.repeat(17 * 1024) } },
          (incoming) => {
            let body = '';
            incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
            incoming.on('end', () =>
              resolve({ status: incoming.statusCode, body, type: incoming.headers['content-type'] }),
            );
          },
        );
        request.on('error', reject);
        request.end();
      },
    );
    expect(response.status).toBe(431);
    expect(response.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'headers_too_large', message: 'The request headers are larger than 16 KB' },
    });
  });

  it('still serves headers just under the limit', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      headers: { 'x-filler': 'x'.repeat(15 * 1024) },
    });
    expect(response.status).toBe(200);
  });
});
