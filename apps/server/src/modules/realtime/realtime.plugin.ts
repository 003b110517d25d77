import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { Database } from '../../db/database';
import type { AuthService } from '../auth/auth.service';
import { InProcessBroker, type Broker } from './broker';
import { OutboxDispatcher } from './outbox-dispatcher';
import { RealtimeHub } from './realtime-hub';
import { RedisBroker } from './redis-broker';

export const WEBSOCKET_PATH = '/api/connection/websocket';
/** Commands are small; a frame bigger than this closes the connection (ws answers 1009). */
const MAX_FRAME_BYTES = 64 * 1024;

export interface RealtimeOptions {
  readonly db: Database;
  readonly auth: AuthService;
  readonly redisUrl: string | undefined;
  readonly sessionCheckIntervalMs: number;
}

export interface Realtime {
  readonly hub: RealtimeHub;
  readonly broker: Broker;
  readonly dispatcher: OutboxDispatcher;
}

/**
 * The websocket endpoint (Centrifugo JSON protocol), the broker, and the outbox dispatcher. The
 * dispatcher and the hub's timers run once the server listens; `app.inject` tests don't start them.
 */
export async function registerRealtime(app: FastifyInstance, options: RealtimeOptions): Promise<Realtime> {
  const broker: Broker = options.redisUrl ? await RedisBroker.connect(options.redisUrl) : new InProcessBroker();
  const hub = new RealtimeHub({
    broker,
    checkToken: (token) => options.auth.inspectToken(token),
    closedSessions: (ids) => options.auth.closedSessionIds(ids),
    sessionCheckIntervalMs: options.sessionCheckIntervalMs,
    onError: (error, what) => app.log.error({ err: error }, `real-time: ${what} failed`),
  });
  const dispatcher = new OutboxDispatcher(options.db, app.database.driver, broker, app.log);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== WEBSOCKET_PATH) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (websocket) => hub.accept(websocket));
  });
  app.addHook('onListen', async () => {
    hub.start();
    await dispatcher.start();
  });
  app.addHook('preClose', async () => {
    hub.stop();
    await dispatcher.stop();
    sockets.close();
    await broker.close();
  });
  return { hub, broker, dispatcher };
}
