import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { messageOutbox } from './message-outbox.table';

export type MessageChannel = 'email' | 'sms';
/** smtp: handed to the SMTP server; outbox: kept for the development mailbox; failed: SMTP refused it. */
export type MessageTransport = 'smtp' | 'outbox' | 'failed';

export interface OutgoingMessage {
  readonly channel: MessageChannel;
  readonly recipient: string;
  readonly subject?: string | undefined;
  readonly text: string;
  readonly html?: string | undefined;
}

export interface OutboxMessageView {
  readonly id: string;
  readonly channel: MessageChannel;
  readonly recipient: string;
  readonly subject: string | null;
  readonly text: string;
  readonly transport: string;
  readonly createdAt: string;
}

/** The development mailbox and its JSON list show at most this many messages, newest first. */
export const MAILBOX_PAGE_SIZE = 100;

/** Every message the product sends is written here, whatever carried it. */
export async function recordMessage(
  executor: Executor,
  message: OutgoingMessage,
  transport: MessageTransport,
): Promise<void> {
  await executor.insert(messageOutbox).values({
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject ?? null,
    bodyText: message.text,
    bodyHtml: message.html ?? null,
    transport,
  });
}

/**
 * Whether a message with this subject already went to the recipient (handed over or kept, not
 * refused): what a retried job checks so that its e-mail goes out once.
 */
export async function wasSent(executor: Executor, recipient: string, subject: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: messageOutbox.id })
    .from(messageOutbox)
    .where(
      and(
        eq(messageOutbox.recipient, recipient),
        eq(messageOutbox.subject, subject),
        ne(messageOutbox.transport, 'failed'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function listMessages(executor: Executor, recipient?: string): Promise<OutboxMessageView[]> {
  const rows = await executor
    .select()
    .from(messageOutbox)
    .where(recipient === undefined ? undefined : eq(messageOutbox.recipient, recipient))
    .orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.id))
    .limit(MAILBOX_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    text: row.bodyText,
    transport: row.transport,
    createdAt: row.createdAt.toISOString(),
  }));
}
