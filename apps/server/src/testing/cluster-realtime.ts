import type { IncomingMessage } from 'node:http';
import { Centrifuge, type Subscription } from 'centrifuge';
import { WebSocket } from 'ws';
import { SERVED_BY_HEADER } from './cluster-processes';

/**
 * The official real-time client through the balancer, knowing which node holds its socket: the
 * balancer names the node in a header of the websocket's 101 answer, which this `ws` subclass
 * reads. `nodes` lists the node of every connection in order (a reconnect adds one).
 */
export interface ClusterRealtimeClient {
  readonly client: Centrifuge;
  readonly nodes: string[];
  /** The balance of `currency` in each `wallet:accounts` publication, in arrival order. */
  readonly balances: number[];
  readonly subscription: Subscription;
}

/** What centrifuge calls: `new websocket(endpoint, subprotocol?)`. */
type WebSocketConstructor = new (address: string, protocols?: string | string[]) => WebSocket;

function websocketRecordingNodes(nodes: string[]): WebSocketConstructor {
  return class extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols);
      this.once('upgrade', (response: IncomingMessage) => {
        const node = response.headers[SERVED_BY_HEADER];
        nodes.push(typeof node === 'string' ? node : 'unknown');
      });
    }
  };
}

/** Connects, subscribes to the player's `wallet:accounts` channel and waits until both are ready. */
export async function clusterRealtimeClient(
  url: string,
  token: string,
  playerId: string,
  currency: string,
): Promise<ClusterRealtimeClient> {
  const nodes: string[] = [];
  const client = new Centrifuge(url, {
    websocket: websocketRecordingNodes(nodes),
    token,
    timeout: 5000,
    minReconnectDelay: 100,
    maxReconnectDelay: 500,
  });
  const subscription = client.newSubscription(`wallet:accounts#${playerId}`);
  const balances: number[] = [];
  subscription.on('publication', (context) => {
    const event = context.data as { account?: { currency?: string; balance?: number } };
    if (event.account?.currency === currency && typeof event.account.balance === 'number')
      balances.push(event.account.balance);
  });
  subscription.subscribe();
  client.connect();
  await client.ready(10_000);
  await subscription.ready(10_000);
  return { client, nodes, balances, subscription };
}
