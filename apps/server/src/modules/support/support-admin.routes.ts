import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPPORT_LIMITS } from '@casino/shared';
import { bodyOfType, errorResponses, noContent } from '../../http/response-schemas';
import type { SupportAttachments } from './support-attachments';
import type { SupportDesk } from './support-desk';
import { markRead } from './support-messages';
import { agentSeen, agentsOnline, type TypingIndicator } from './support-presence';
import {
  operatorConversation,
  operatorConversationDetail,
  operatorConversationPage,
  supportMessage,
} from './support.responses';

const SEQ_MAX = 2_147_483_647;
const PER_PAGE_MAX = 100;
const conversationParams = z.object({ id: z.uuid() });
/** The agent's displayed name, as the columns hold it (varchar(100)). */
const agentName = z.string().trim().min(1).max(100).describe('The agent, by the name the visitor sees');
const tags = ['admin'];

export interface SupportAdminRoutesOptions {
  readonly desk: SupportDesk;
  readonly attachments: SupportAttachments;
  readonly typing: TypingIndicator;
}

/** The operators' side of the support chat (under /api/admin: the operator token is checked before anything here runs). */
export const supportAdminRoutes: FastifyPluginAsyncZod<SupportAdminRoutesOptions> = async (
  app,
  { desk, attachments, typing },
) => {
  // The parts get the services only: the options also carry this plugin's prefix, which must not apply twice.
  const parts = { desk, attachments, typing };
  await app.register(deskRoutes, parts);
  await app.register(deskMessageRoutes, parts);
};

/** The list, one conversation, its assignment and closing, its files, and the agents' heartbeat. */
const deskRoutes: FastifyPluginAsyncZod<SupportAdminRoutesOptions> = async (app, { desk, attachments }) => {
  app.get(
    '/conversations',
    {
      schema: {
        tags,
        summary: 'Support conversations, latest activity first, optionally of one status',
        querystring: z.object({
          status: z.enum(['open', 'closed']).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          perPage: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(20),
        }),
        response: { 200: operatorConversationPage, ...errorResponses },
      },
    },
    async (request) => desk.list(request.query),
  );

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags,
        summary: 'A conversation with its messages after a seq (0: from the start)',
        params: conversationParams,
        querystring: z.object({
          afterSeq: z.coerce.number().int().min(0).max(SEQ_MAX).default(0),
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(SUPPORT_LIMITS.messagesPageMax)
            .default(SUPPORT_LIMITS.messagesPageMax),
        }),
        response: { 200: operatorConversationDetail, ...errorResponses },
      },
    },
    async (request) => desk.read(request.params.id, request.query.afterSeq, request.query.limit),
  );

  app.put(
    '/conversations/:id/assignment',
    {
      schema: {
        tags,
        summary: 'Assign the conversation to an agent (null: to nobody)',
        params: conversationParams,
        body: z.object({ agentName: agentName.nullable() }).strict(),
        response: { 200: operatorConversation, ...errorResponses },
      },
    },
    async (request) => desk.assign(request.params.id, request.body.agentName),
  );

  app.post(
    '/conversations/:id/close',
    {
      schema: {
        tags,
        summary: 'Close the conversation (a last system message tells the visitor)',
        params: conversationParams,
        response: { 200: operatorConversation, ...errorResponses },
      },
    },
    async (request) => desk.close(request.params.id),
  );

  app.get(
    '/conversations/:id/messages/:seq/attachment',
    {
      schema: {
        tags,
        summary: "A message's attached file, as a download",
        params: z.object({ id: z.uuid(), seq: z.coerce.number().int().min(1).max(SEQ_MAX) }),
        response: { 200: bodyOfType('application/octet-stream', 'The stored file'), ...errorResponses },
      },
    },
    async (request, reply) =>
      attachments.send(reply, (await desk.conversation(request.params.id)).id, request.params.seq),
  );

  app.post(
    '/presence',
    {
      schema: {
        tags,
        summary:
          "An agent's heartbeat (every 30 s or so): with nobody seen for two minutes, new conversations get the office-hours message",
        body: z.object({ agentName, note: z.string().max(500).optional() }).strict(),
        response: { 200: z.object({ agentsOnline: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => {
      await agentSeen(app.database.db, request.body.agentName, request.body.note);
      return { agentsOnline: await agentsOnline(app.database.db) };
    },
  );
};

/** What an agent writes and reads: replies, read markers and typing. */
const deskMessageRoutes: FastifyPluginAsyncZod<SupportAdminRoutesOptions> = async (app, { desk, typing }) => {
  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: "An agent's reply (1 to 4000 characters); with a clientKey a retry writes once",
        params: conversationParams,
        body: z
          .object({
            agentName,
            body: z.string().max(2 * SUPPORT_LIMITS.messageMaxLength),
            clientKey: z.string().min(1).max(SUPPORT_LIMITS.clientKeyMaxLength).optional(),
          })
          .strict(),
        response: { 200: supportMessage, 201: supportMessage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { message, created } = await desk.reply(request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags,
        summary: "Move the agents' read marker up to a seq",
        params: conversationParams,
        body: z.object({ seq: z.number().int().min(0).max(SEQ_MAX) }).strict(),
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await desk.conversation(request.params.id);
      await markRead(app.database.db, request.params.id, 'agent', request.body.seq);
      return reply.status(204).send();
    },
  );

  app.post(
    '/conversations/:id/typing',
    {
      schema: {
        tags,
        summary: 'The agent is typing: shown to the visitor live, never stored',
        params: conversationParams,
        body: z.object({ agentName }).strict(),
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const conversation = await desk.conversation(request.params.id);
      if (conversation.status === 'open') await typing.typing(conversation.id, 'agent', request.body.agentName);
      return reply.status(204).send();
    },
  );
};
