import pg from 'pg';
import type { DatabaseDriver } from './database';

/** A LISTEN that can be ended. */
export interface NotificationListener {
  close(): Promise<void>;
}

/** After a lost connection the listener tries again this often (callers poll meanwhile). */
const RECONNECT_DELAY_MS = 1_000;

/**
 * Calls `onNotify` whenever a transaction that ran `NOTIFY channel` (or `pg_notify`) commits, on
 * any process of the same database. PostgreSQL delivers a notification only at commit, so it is
 * the exact moment the committed rows can be read; a rolled-back transaction notifies nobody.
 *
 * PGlite: its one client listens. PostgreSQL: a dedicated connection outside the pool (a pooled
 * client would be handed to queries), re-opened when lost. Notifications sent while it is down
 * are lost, so a caller keeps a slow poll as its backstop.
 */
export async function listenForNotifications(
  driver: DatabaseDriver,
  channel: string,
  onNotify: () => void,
  onError: (error: unknown) => void,
): Promise<NotificationListener> {
  if (driver.kind === 'pglite') {
    const unlisten = await driver.client.listen(channel, () => onNotify());
    return { close: () => unlisten() };
  }
  return listenOnPostgres(driver.url, channel, onNotify, onError);
}

async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
  onError: (error: unknown) => void,
): Promise<NotificationListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const candidate = new pg.Client({ connectionString: url });
    candidate.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    candidate.on('error', (error) => {
      if (closed) return;
      onError(error);
      void candidate.end().catch(() => undefined);
      reconnectLater();
    });
    await candidate.connect();
    await candidate.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (closed) {
      await candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    // Whatever committed while no one listened is read now.
    onNotify();
  };

  const reconnectLater = (): void => {
    client = undefined;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        onError(error);
        reconnectLater();
      });
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
