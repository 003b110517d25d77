import type { SupportConversation, SupportMessage } from '@casino/shared';
import type { supportConversations, supportMessages } from './support.table';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;

/** A conversation as the operators read it: who is writing, and how much the agents have not read. */
export interface OperatorConversation extends SupportConversation {
  readonly playerId: string | null;
  readonly guestEmail: string | null;
  readonly guestName: string | null;
  /** Messages after the agents' read marker. */
  readonly unread: number;
}

export function toConversationView(row: ConversationRow): SupportConversation {
  return {
    id: row.id,
    status: row.status,
    locale: row.locale,
    assignedAgent: row.assignedAgent,
    visitorReadSeq: row.visitorReadSeq,
    agentReadSeq: row.agentReadSeq,
    lastSeq: row.lastSeq,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

export function toOperatorConversation(row: ConversationRow): OperatorConversation {
  return {
    ...toConversationView(row),
    playerId: row.playerId,
    guestEmail: row.guestEmail,
    guestName: row.guestName,
    unread: Math.max(0, row.lastSeq - row.agentReadSeq),
  };
}

export function toMessageView(row: MessageRow): SupportMessage {
  return {
    id: row.id,
    seq: row.seq,
    author: row.author,
    agentName: row.agentName,
    body: row.body,
    attachment:
      row.attachmentKey && row.attachmentName && row.attachmentType
        ? { name: row.attachmentName, type: row.attachmentType, size: row.attachmentSize ?? 0 }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}
