import { Centrifuge, type Subscription } from 'centrifuge';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

/** ws://…/api/connection/websocket of an app listening on a loopback port. */
export function websocketUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
  return `ws://127.0.0.1:${address.port}/api/connection/websocket`;
}

/** The official client, as the web app will use it, running in Node on `ws`. */
export function realtimeClient(
  url: string,
  options: { token?: string; getToken?: () => Promise<string> } = {},
): Centrifuge {
  return new Centrifuge(url, {
    websocket: WebSocket,
    token: options.token ?? '',
    getToken: options.getToken ?? null,
    timeout: 5000,
    minReconnectDelay: 100,
    maxReconnectDelay: 500,
  });
}

export async function connected(client: Centrifuge): Promise<Centrifuge> {
  client.connect();
  await client.ready(5000);
  return client;
}

/** Data of publications on the subscription, in arrival order. */
export function collectPublications(subscription: Subscription): unknown[] {
  const received: unknown[] = [];
  subscription.on('publication', (context) => received.push(context.data));
  return received;
}

/** Resolves once `check` holds, polling; fails after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Subscribes and resolves with the unsubscribed code when the server refuses the channel. */
export async function refusedCode(client: Centrifuge, channel: string): Promise<number> {
  const subscription = client.newSubscription(channel);
  const code = new Promise<number>((resolve) => subscription.on('unsubscribed', (context) => resolve(context.code)));
  subscription.subscribe();
  const result = await code;
  client.removeSubscription(subscription);
  return result;
}
