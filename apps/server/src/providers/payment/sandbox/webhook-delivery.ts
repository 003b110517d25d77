import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Where the sandbox posts its webhooks on our server. */
export const SANDBOX_WEBHOOK_PATH = '/api/payment/callbacks/sandbox';

/** A webhook call the way a provider makes it: a raw JSON body and headers; answers the status. */
export type WebhookDelivery = (
  rawBody: string,
  headers: Readonly<Record<string, string>>,
) => Promise<{ readonly statusCode: number }>;

/** A merchant that does not answer within this long is treated as down (the call is retried). */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Sends webhooks over real HTTP to this server's own listening address, as a provider out on
 * the internet would reach it. Before the server listens (tests drive it with `inject`) the
 * same request goes through Fastify's in-process injection instead: same routes, same parsing.
 */
export function createSelfWebhookDelivery(app: FastifyInstance): WebhookDelivery {
  return async (rawBody, headers) => {
    const address = app.server.listening ? app.server.address() : null;
    if (address === null || typeof address === 'string') {
      const response = await app.inject({
        method: 'POST',
        url: SANDBOX_WEBHOOK_PATH,
        headers: { ...headers },
        payload: rawBody,
      });
      return { statusCode: response.statusCode };
    }
    const response = await fetch(`${baseUrlOf(address)}${SANDBOX_WEBHOOK_PATH}`, {
      method: 'POST',
      headers,
      body: rawBody,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    // The body is not needed; reading it lets the connection be reused.
    await response.arrayBuffer();
    return { statusCode: response.status };
  };
}

function baseUrlOf(address: AddressInfo): string {
  // A wildcard listener is reached on loopback.
  if (address.address === '0.0.0.0') return `http://127.0.0.1:${address.port}`;
  if (address.address === '::') return `http://[::1]:${address.port}`;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
