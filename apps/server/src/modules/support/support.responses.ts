import { z } from 'zod';
import type { SupportConversation, SupportMessage, SupportMessagePage, SupportSession } from '@casino/shared';
import { arrayOf, listOf, pageOf, schemaFor } from '../../http/response-schemas';
import type { OperatorConversation } from './support-views';

const conversationFields = {
  id: z.string(),
  status: z.enum(['open', 'closed']),
  locale: z.string().describe('The site language the visitor wrote in: system messages use it'),
  assignedAgent: z.string().nullable().describe('The agent who answers, once assigned'),
  visitorReadSeq: z.number().int().describe("The visitor's read marker: the highest seq they have read"),
  agentReadSeq: z.number().int().describe("The agents' read marker"),
  lastSeq: z.number().int().describe('The seq of the latest message'),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  closedAt: z.string().nullable(),
};

export const supportConversation = schemaFor<SupportConversation>()(z.object(conversationFields));

export const operatorConversation = schemaFor<OperatorConversation>()(
  z.object({
    ...conversationFields,
    playerId: z.string().nullable().describe("The player's id; null for a guest"),
    guestEmail: z.string().nullable().describe("A guest's e-mail, where an answer can reach them"),
    guestName: z.string().nullable(),
    unread: z.number().int().describe("Messages after the agents' read marker"),
  }),
);

export const supportMessage = schemaFor<SupportMessage>()(
  z.object({
    id: z.number().int(),
    seq: z.number().int().describe('1, 2, 3... within the conversation: the order both sides show'),
    author: z.enum(['visitor', 'agent', 'system']),
    agentName: z.string().nullable(),
    body: z.string(),
    attachment: z
      .object({ name: z.string(), type: z.string(), size: z.number().int() })
      .nullable()
      .describe('A file, downloaded from .../messages/{seq}/attachment'),
    createdAt: z.string(),
  }),
);

export const supportMessagePage = schemaFor<SupportMessagePage>()(
  z.object({
    data: arrayOf(supportMessage),
    meta: z.object({
      lastSeq: z.number().int(),
      hasMore: z.boolean().describe('More messages follow: ask again after the last seq given'),
    }),
  }),
);

export const supportSession = schemaFor<SupportSession>()(
  z.object({
    conversation: supportConversation,
    realtime: z
      .object({ channel: z.string(), token: z.string(), expiresAt: z.string() })
      .describe("Subscribe to `channel` with `token` (the subscribe command's token) to hear the conversation live"),
    agentsOnline: z.boolean().describe('Whether an agent has been seen in the last two minutes'),
    restoreKey: z
      .string()
      .optional()
      .describe("A guest's key to the conversation, given once: send it in X-Support-Key"),
  }),
);

export const supportConversationList = listOf(supportConversation);
export const operatorConversationPage = pageOf(operatorConversation);
export const operatorConversationDetail = z.object({
  conversation: operatorConversation,
  messages: supportMessagePage,
});
