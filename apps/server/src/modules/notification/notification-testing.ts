import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { NotificationKind } from '@casino/shared';
import { queryRows } from '../../db/database';
import { text } from '../../http/server-messages';

/** A message as stored: what the player reads, and the values that filled it. */
export interface StoredMessage {
  readonly kind: NotificationKind;
  readonly title: string;
  readonly body: string;
  readonly params: Record<string, string | number>;
  readonly dedupeKey: string;
}

/** The player's messages of one kind (every kind when none is named), oldest first. */
export async function messagesOf(
  app: FastifyInstance,
  playerId: string,
  kind?: NotificationKind,
): Promise<StoredMessage[]> {
  return queryRows<StoredMessage>(
    app.database.db,
    sql`select kind, title, body, params, dedupe_key as "dedupeKey" from notification_messages
        where player_id = ${playerId}::uuid and (${kind ?? null}::text is null or kind = ${kind ?? null})
        order by created_at, id`,
  );
}

/**
 * Exactly one message of `kind`, written in `locale` from the catalogue: its title and body are
 * the catalogue's texts filled with the values kept beside it (and with a push, unread). Answers it.
 */
export async function expectOneMessage(
  app: FastifyInstance,
  playerId: string,
  kind: NotificationKind,
  locale = 'en',
): Promise<StoredMessage> {
  const messages = await messagesOf(app, playerId, kind);
  expect(messages, `${kind} messages`).toHaveLength(1);
  const [message] = messages as [StoredMessage];
  const params =
    typeof message.params === 'string'
      ? (JSON.parse(message.params) as Record<string, string | number>)
      : message.params;
  expect(message.title).toBe(text(locale, `notification.${kind}.title`, params));
  expect(message.body).toBe(text(locale, `notification.${kind}.body`, params));
  expect(message.body).not.toMatch(/\{\w+/);
  const [push] = await queryRows<{ pushes: number }>(
    app.database.db,
    sql`select count(*)::int as pushes from notification_pushes where player_id = ${playerId}::uuid and kind = ${kind}`,
  );
  expect(push?.pushes).toBe(1);
  return { ...message, params };
}

/** Reads the player's messages in German from now on (players.language outranks the locale). */
export async function speakGerman(app: FastifyInstance, playerId: string): Promise<void> {
  await app.database.db.execute(sql`update players set language = 'de' where id = ${playerId}::uuid`);
}
