import type { FastifyInstance } from 'fastify';
import { SUPPORT_CONVERSATION_CHANNEL_NAMESPACE } from '@casino/shared';
import type { RequestPlayer } from '../../http/player-guard';
import type { RateLimiter } from '../../security/rate-limiter';
import { storedServerSecret } from '../auth/auth.service';
import type { DocumentStorage } from '../kyc/kyc.service';
import type { ChannelGuard } from '../realtime/realtime.service';
import { SupportAttachments } from './support-attachments';
import { SupportDesk } from './support-desk';
import { SubscriptionTokens } from './support-keys';
import { TypingIndicator } from './support-presence';
import { supportAdminRoutes } from './support-admin.routes';
import { supportRoutes } from './support.routes';
import { SupportService } from './support.service';

/** The key of conversation subscription tokens when none is configured: 256 bits, HMAC-SHA256's size. */
export const SUBSCRIPTION_SECRET_NAME = 'support-subscription-secret';
const SUBSCRIPTION_SECRET_BYTES = 32;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface SupportOptions {
  readonly rateLimiter: RateLimiter;
  readonly documentStorage: DocumentStorage;
  readonly authenticate: (token: string | undefined) => Promise<RequestPlayer>;
  readonly chatRestoreIdOf: (playerId: string) => Promise<string | undefined>;
}

/**
 * The live support chat: the visitor API under /api/support, the guard of the conversation channels,
 * and the operators' routes (returned, for the operator API's list in app.ts).
 */
export async function registerSupport(
  app: FastifyInstance,
  options: SupportOptions,
): Promise<{ adminRoutes: (scope: FastifyInstance) => Promise<void> }> {
  const db = app.database.db;
  const tokens = new SubscriptionTokens(
    await storedServerSecret(db, SUBSCRIPTION_SECRET_NAME, SUBSCRIPTION_SECRET_BYTES),
  );
  const support = new SupportService(db, options.rateLimiter, tokens, options.chatRestoreIdOf);
  const attachments = new SupportAttachments(db, options.documentStorage, options.rateLimiter);
  const typing = new TypingIndicator(app.realtime.broker);
  app.realtime.hub.guardNamespace(SUPPORT_CONVERSATION_CHANNEL_NAMESPACE, conversationGuard(support, tokens));
  await app.register(supportRoutes, {
    prefix: '/api/support',
    support,
    attachments,
    typing,
    authenticate: options.authenticate,
  });
  const desk = new SupportDesk(db);
  return {
    adminRoutes: async (scope) => scope.register(supportAdminRoutes, { prefix: '/support', desk, attachments, typing }),
  };
}

/**
 * Who may hear a conversation: whoever holds a token the API gave for its channel (a guest proved
 * the restore key to get it), or its player, signed in on the socket. Anyone else: 103.
 */
function conversationGuard(support: SupportService, tokens: SubscriptionTokens): ChannelGuard {
  return async (channel, { playerId, token }) => {
    const conversationId = channel.slice(SUPPORT_CONVERSATION_CHANNEL_NAMESPACE.length + 1);
    if (!UUID.test(conversationId)) return 'unknown_channel';
    const check = token === undefined ? 'invalid' : tokens.check(channel, token);
    if (check === 'valid') return 'allowed';
    if (playerId !== undefined && (await support.isPlayersConversation(conversationId, playerId))) return 'allowed';
    return check === 'expired' ? 'token_expired' : 'permission_denied';
  };
}
