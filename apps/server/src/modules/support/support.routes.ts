import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPPORT_KEY_HEADER, SUPPORT_LIMITS } from '@casino/shared';
import { createOptionalPlayerGuard, requestPlayer, type RequestPlayer } from '../../http/player-guard';
import { requestLocale } from '../../http/request-locale';
import { bodyOfType, errorResponses, noContent } from '../../http/response-schemas';
import { ATTACHMENT_MULTIPART_LIMITS, readAttachmentForm, type SupportAttachments } from './support-attachments';
import { markRead, messagesAfter } from './support-messages';
import { agentsOnline, type TypingIndicator } from './support-presence';
import { supportConversationList, supportMessage, supportMessagePage, supportSession } from './support.responses';
import type { SupportService, SupportVisitor } from './support.service';

export interface SupportRoutesOptions {
  readonly support: SupportService;
  readonly attachments: SupportAttachments;
  readonly typing: TypingIndicator;
  readonly authenticate: (token: string | undefined) => Promise<RequestPlayer>;
}

/** Text fields are bounded loosely here (an emoji is two UTF-16 units); the shared rules judge the real limits per field. */
const TEXT_BOUND = 2 * SUPPORT_LIMITS.messageMaxLength;
/** 4,000 characters escaped as JSON (up to 12 bytes an emoji) and a key: a bigger body is refused with 413 unread. */
const JSON_BODY_LIMIT_BYTES = 64 * 1024;
const SEQ_MAX = 2_147_483_647;

const conversationParams = z.object({ id: z.uuid() });
const attachmentParams = z.object({ id: z.uuid(), seq: z.coerce.number().int().min(1).max(SEQ_MAX) });
const clientKey = z
  .string()
  .min(1)
  .max(SUPPORT_LIMITS.clientKeyMaxLength)
  .describe("The client's own key of the message: a retry with it writes once");
const tags = ['support'];

/** The visitor of a request: the session's player (a bearer, when sent, must be valid) and the guest's restore key. */
function visitorOf(request: FastifyRequest): SupportVisitor {
  const header = request.headers[SUPPORT_KEY_HEADER];
  return { playerId: request.player?.playerId, restoreKey: typeof header === 'string' ? header : undefined };
}

/**
 * `/api/support`: the live chat for guests and players. Every conversation route finds the
 * conversation among the visitor's own (their player's, or the one their X-Support-Key opens):
 * anyone else's answers 404, as if it did not exist.
 */
export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (
  app,
  { support, attachments, typing, authenticate },
) => {
  await app.register(multipart, { limits: ATTACHMENT_MULTIPART_LIMITS });
  app.addHook('onRequest', createOptionalPlayerGuard(authenticate));
  // The parts get the services only: the options also carry this plugin's prefix, which must not apply twice.
  const parts = { support, attachments, typing, authenticate };
  await app.register(conversationRoutes, parts);
  await app.register(messageRoutes, parts);
};

/** Starting, resuming and restoring conversations; whether an agent is online. */
const conversationRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (app, { support }) => {
  const mine = (request: FastifyRequest<{ Params: { id: string } }>) =>
    support.conversationFor(request.params.id, visitorOf(request));

  app.get(
    '/status',
    {
      schema: {
        tags,
        summary: 'Whether an agent is online now',
        response: { 200: z.object({ agentsOnline: z.boolean() }), ...errorResponses },
      },
    },
    async () => ({
      agentsOnline: await agentsOnline(app.database.db),
    }),
  );

  app.post(
    '/conversations',
    {
      bodyLimit: JSON_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary:
          "Start a conversation (a guest: with an e-mail, and gets its restore key once), or resume a player's open one",
        body: z
          .object({ email: z.string().max(TEXT_BOUND).optional(), name: z.string().max(TEXT_BOUND).optional() })
          .strict(),
        response: { 200: supportSession, 201: supportSession, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { session, created } = await support.start(visitorOf(request), request.body, {
        ip: request.ip,
        locale: requestLocale(request),
      });
      return reply.status(created ? 201 : 200).send(session);
    },
  );

  app.get(
    '/conversations/current',
    {
      schema: {
        tags,
        summary: "The visitor's latest conversation: a player's, or the one of the guest's key",
        response: { 200: supportSession, ...errorResponses },
      },
    },
    async (request) => support.current(visitorOf(request)),
  );

  app.get(
    '/restore/:chatRestoreId',
    {
      schema: {
        tags,
        summary:
          "A signed-in player's conversations, by their profile's chat-restore identifier (another device, a chat widget)",
        params: z.object({ chatRestoreId: z.uuid() }),
        response: { 200: supportConversationList, ...errorResponses },
      },
    },
    async (request) => ({
      data: await support.byRestoreId(requestPlayer(request).playerId, request.params.chatRestoreId),
    }),
  );

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags,
        summary: 'A conversation, with a fresh real-time subscription token',
        params: conversationParams,
        response: { 200: supportSession, ...errorResponses },
      },
    },
    async (request) => support.sessionOf(await mine(request)),
  );
};

/** What is written and read in a conversation: messages, attachments, read markers and typing. */
const messageRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (app, { support, attachments, typing }) => {
  const mine = (request: FastifyRequest<{ Params: { id: string } }>) =>
    support.conversationFor(request.params.id, visitorOf(request));

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Messages after a seq, in order (0: from the start): the catch-up after a reconnect',
        params: conversationParams,
        querystring: z.object({
          afterSeq: z.coerce.number().int().min(0).max(SEQ_MAX).default(0),
          limit: z.coerce.number().int().min(1).max(SUPPORT_LIMITS.messagesPageMax).default(100),
        }),
        response: { 200: supportMessagePage, ...errorResponses },
      },
    },
    async (request) => messagesAfter(app.database.db, await mine(request), request.query.afterSeq, request.query.limit),
  );

  app.post(
    '/conversations/:id/messages',
    {
      bodyLimit: JSON_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary:
          'Write a message (1 to 4000 characters); a retry with the same clientKey answers 200 with the message written before',
        params: conversationParams,
        body: z.object({ body: z.string().max(TEXT_BOUND), clientKey }).strict(),
        response: { 200: supportMessage, 201: supportMessage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { message, created } = await support.send(await mine(request), request.body);
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/conversations/:id/attachments',
    {
      schema: {
        tags,
        summary:
          'Attach a file: multipart/form-data with `clientKey` and `file` (JPEG, PNG or PDF by content, at most 10 MB; picture metadata removed)',
        consumes: ['multipart/form-data'],
        params: conversationParams,
        response: { 200: supportMessage, 201: supportMessage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const conversation = await mine(request);
      const { message, created } = await attachments.upload(conversation, await readAttachmentForm(request));
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.get(
    '/conversations/:id/messages/:seq/attachment',
    {
      schema: {
        tags,
        summary: "A message's attached file, as a download",
        params: attachmentParams,
        response: { 200: bodyOfType('application/octet-stream', 'The stored file'), ...errorResponses },
      },
    },
    async (request, reply) => attachments.send(reply, (await mine(request)).id, request.params.seq),
  );

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags,
        summary: "Move the visitor's read marker up to a seq",
        params: conversationParams,
        body: z.object({ seq: z.number().int().min(0).max(SEQ_MAX) }).strict(),
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await markRead(app.database.db, (await mine(request)).id, 'visitor', request.body.seq);
      return reply.status(204).send();
    },
  );

  app.post(
    '/conversations/:id/typing',
    {
      schema: {
        tags,
        summary: 'The visitor is typing: told to the agents live, never stored',
        params: conversationParams,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const conversation = await mine(request);
      if (conversation.status === 'open') await typing.typing(conversation.id, 'visitor', null);
      return reply.status(204).send();
    },
  );
};
