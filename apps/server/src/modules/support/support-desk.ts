import { count, desc, eq, type SQL } from 'drizzle-orm';
import {
  validateSupportMessage,
  type ListResponse,
  type SupportConversationStatus,
  type SupportMessage,
  type SupportMessagePage,
} from '@casino/shared';
import type { Database } from '../../db/database';
import { validationFailed } from '../../http/app-error';
import { text } from '../../http/server-messages';
import { agentSeen } from './support-presence';
import {
  appendMessage,
  conversationNotFound,
  lockOpenConversation,
  messageByClientKey,
  messagesAfter,
  publishSupportEvent,
} from './support-messages';
import {
  toConversationView,
  toMessageView,
  toOperatorConversation,
  type ConversationRow,
  type OperatorConversation,
} from './support-views';
import { supportConversations } from './support.table';

export interface ConversationQuery {
  readonly status?: SupportConversationStatus | undefined;
  readonly page: number;
  readonly perPage: number;
}

export interface AgentReply {
  readonly agentName: string;
  readonly body: unknown;
  readonly clientKey?: string | undefined;
}

/**
 * The operators' side of the support chat (under /api/admin: the operator token is checked before
 * any of this runs). Agents are named by the operator until the back office has staff accounts.
 */
export class SupportDesk {
  constructor(private readonly db: Database) {}

  /** Conversations with the latest activity first, optionally of one status. */
  async list(query: ConversationQuery): Promise<ListResponse<OperatorConversation>> {
    const where: SQL | undefined =
      query.status === undefined ? undefined : eq(supportConversations.status, query.status);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(supportConversations)
        .where(where)
        .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      this.db.select({ rows: count() }).from(supportConversations).where(where),
    ]);
    const totalRows = total?.rows ?? 0;
    return {
      data: rows.map(toOperatorConversation),
      meta: { page: query.page, perPage: query.perPage, totalRows, totalPages: Math.ceil(totalRows / query.perPage) },
    };
  }

  async conversation(id: string): Promise<ConversationRow> {
    const [row] = await this.db.select().from(supportConversations).where(eq(supportConversations.id, id));
    if (!row) throw conversationNotFound();
    return row;
  }

  async read(
    id: string,
    afterSeq: number,
    limit: number,
  ): Promise<{ conversation: OperatorConversation; messages: SupportMessagePage }> {
    const row = await this.conversation(id);
    return { conversation: toOperatorConversation(row), messages: await messagesAfter(this.db, row, afterSeq, limit) };
  }

  /** Gives the conversation to an agent (or takes it from one with null); the visitor sees who answers. */
  async assign(id: string, agentName: string | null): Promise<OperatorConversation> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(supportConversations)
        .set({ assignedAgent: agentName })
        .where(eq(supportConversations.id, id))
        .returning();
      if (!row) throw conversationNotFound();
      await publishSupportEvent(tx, id, { type: 'conversation.assigned', conversation: toConversationView(row) });
      return toOperatorConversation(row);
    });
  }

  /** An agent's answer; with a client key, a retried reply writes once. Replying counts as being online. */
  async reply(id: string, reply: AgentReply): Promise<{ message: SupportMessage; created: boolean }> {
    const errors = validateSupportMessage(reply.body);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const body = String(reply.body).trim();
    const result = await this.db.transaction(async (tx) => {
      await lockOpenConversation(tx, id);
      const earlier = reply.clientKey === undefined ? undefined : await messageByClientKey(tx, id, reply.clientKey);
      if (earlier) return { message: toMessageView(earlier), created: false };
      const row = await appendMessage(tx, id, {
        author: 'agent',
        agentName: reply.agentName,
        body,
        clientKey: reply.clientKey ?? null,
      });
      return { message: toMessageView(row), created: true };
    });
    await agentSeen(this.db, reply.agentName);
    return result;
  }

  /**
   * Closes the conversation with a last system message in the visitor's language. Closing a closed
   * one changes nothing. The visitor may start a new conversation afterwards.
   */
  async close(id: string): Promise<OperatorConversation> {
    return this.db.transaction(async (tx) => {
      const [found] = await tx.select().from(supportConversations).where(eq(supportConversations.id, id)).for('update');
      if (!found) throw conversationNotFound();
      if (found.status === 'closed') return toOperatorConversation(found);
      await appendMessage(tx, id, { author: 'system', body: text(found.locale, 'support.closed') });
      const [row] = await tx
        .update(supportConversations)
        .set({ status: 'closed', closedAt: new Date() })
        .where(eq(supportConversations.id, id))
        .returning();
      if (!row) throw conversationNotFound();
      await publishSupportEvent(tx, id, { type: 'conversation.closed', conversation: toConversationView(row) });
      return toOperatorConversation(row);
    });
  }
}
