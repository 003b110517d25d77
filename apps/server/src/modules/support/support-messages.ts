import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import {
  supportConversationChannel,
  type SupportAuthor,
  type SupportEvent,
  type SupportMessagePage,
} from '@casino/shared';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import { publishInTransaction } from '../realtime/realtime.service';
import { supportConversations, supportMessages } from './support.table';
import { toMessageView, type ConversationRow, type MessageRow } from './support-views';

/**
 * What both sides do to a conversation: append a numbered message, read markers, catch-up reads.
 * The visitor's routes and the operators' desk call these after checking who asks.
 */

export interface NewMessage {
  readonly author: SupportAuthor;
  readonly body: string;
  readonly agentName?: string | null;
  readonly clientKey?: string | null;
  readonly attachment?: { readonly key: string; readonly name: string; readonly type: string; readonly size: number };
}

export const conversationNotFound = () => new AppError(404, 'not_found', 'There is no such conversation');
export const conversationClosed = () =>
  new AppError(409, 'support_conversation_closed', 'This conversation is closed: start a new one');

/** Events on the conversation's channel, delivered once the transaction commits. */
export function publishSupportEvent(executor: Executor, conversationId: string, event: SupportEvent): Promise<void> {
  return publishInTransaction(executor, supportConversationChannel(conversationId), event);
}

/**
 * Appends a message with the next seq and announces it. The update of `last_seq` locks the
 * conversation's row, so two messages at once get 1 and 2, never the same number, and their events
 * leave the outbox in that order. Writing is reading: the author's read marker moves to it.
 */
export async function appendMessage(tx: Executor, conversationId: string, message: NewMessage): Promise<MessageRow> {
  const next = sql`${supportConversations.lastSeq} + 1`;
  const readMarker =
    message.author === 'visitor' ? { visitorReadSeq: next } : message.author === 'agent' ? { agentReadSeq: next } : {};
  const [conversation] = await tx
    .update(supportConversations)
    .set({ lastSeq: next, lastMessageAt: new Date(), ...readMarker })
    .where(eq(supportConversations.id, conversationId))
    .returning({ lastSeq: supportConversations.lastSeq });
  if (!conversation) throw conversationNotFound();
  const { attachment } = message;
  const [row] = await tx
    .insert(supportMessages)
    .values({
      conversationId,
      seq: conversation.lastSeq,
      author: message.author,
      agentName: message.agentName ?? null,
      body: message.body,
      clientKey: message.clientKey ?? null,
      ...(attachment
        ? {
            attachmentKey: attachment.key,
            attachmentName: attachment.name,
            attachmentType: attachment.type,
            attachmentSize: attachment.size,
          }
        : {}),
    })
    .returning();
  if (!row) throw new Error('the support message was not stored');
  await publishSupportEvent(tx, conversationId, { type: 'message.created', message: toMessageView(row) });
  return row;
}

/** The conversation's row, locked for a message; a closed one takes no more. */
export async function lockOpenConversation(tx: Executor, conversationId: string): Promise<ConversationRow> {
  const [row] = await tx
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.id, conversationId))
    .for('update');
  if (!row) throw conversationNotFound();
  if (row.status !== 'open') throw conversationClosed();
  return row;
}

export async function messageByClientKey(
  executor: Executor,
  conversationId: string,
  clientKey: string,
): Promise<MessageRow | undefined> {
  const [row] = await executor
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, conversationId), eq(supportMessages.clientKey, clientKey)));
  return row;
}

/** The messages after `afterSeq`, in order: a reconnecting client's catch-up, or the whole history from 0. */
export async function messagesAfter(
  db: Database,
  conversation: ConversationRow,
  afterSeq: number,
  limit: number,
): Promise<SupportMessagePage> {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, conversation.id), gt(supportMessages.seq, afterSeq)))
    .orderBy(asc(supportMessages.seq))
    .limit(limit + 1);
  return {
    data: rows.slice(0, limit).map(toMessageView),
    meta: { lastSeq: conversation.lastSeq, hasMore: rows.length > limit },
  };
}

/**
 * Moves one side's read marker up to `seq` (never past the last message, never back) and tells the
 * other side. Nothing is announced when the marker was there already.
 */
export async function markRead(
  db: Database,
  conversationId: string,
  side: 'visitor' | 'agent',
  seq: number,
): Promise<void> {
  const column = side === 'visitor' ? supportConversations.visitorReadSeq : supportConversations.agentReadSeq;
  const target = sql`least(${seq}, ${supportConversations.lastSeq})`;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(supportConversations)
      .set(side === 'visitor' ? { visitorReadSeq: target } : { agentReadSeq: target })
      .where(and(eq(supportConversations.id, conversationId), sql`${column} < ${target}`))
      .returning({
        visitorReadSeq: supportConversations.visitorReadSeq,
        agentReadSeq: supportConversations.agentReadSeq,
      });
    if (!row) return;
    await publishSupportEvent(tx, conversationId, {
      type: 'read',
      author: side,
      seq: side === 'visitor' ? row.visitorReadSeq : row.agentReadSeq,
    });
  });
}

export interface AttachmentRef {
  readonly key: string;
  readonly name: string;
  readonly type: string;
}

/** The stored attachment of message `seq`, for someone already allowed to read the conversation. */
export async function attachmentOf(db: Database, conversationId: string, seq: number): Promise<AttachmentRef> {
  const [row] = await db
    .select({
      key: supportMessages.attachmentKey,
      name: supportMessages.attachmentName,
      type: supportMessages.attachmentType,
    })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.seq, seq),
        isNotNull(supportMessages.attachmentKey),
      ),
    );
  if (!row?.key) throw new AppError(404, 'not_found', 'There is no such attachment');
  return { key: row.key, name: row.name ?? 'attachment', type: row.type ?? 'application/octet-stream' };
}
