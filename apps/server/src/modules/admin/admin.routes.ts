import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { clientContext } from '../../http/client-context';
import { sendRouteNotFound } from '../../http/error-handler';
import { bearerToken } from '../../http/player-guard';
import { errorResponses } from '../../http/response-schemas';
import { AUTOLOGIN_TOKEN_TTL_LIMITS, type AuthService } from '../auth/auth.service';
import type { PlayerService } from '../player/player.service';
import type { WalletService } from '../wallet/wallet.service';
import { autologinLink, ledgerIntegrityReport, playerBlockResult, securityEventPage } from './admin.responses';

/** Security events listed per page at most. */
const SECURITY_EVENTS_PER_PAGE_MAX = 100;

export interface AdminRoutesOptions {
  /** ADMIN_TOKEN; without it the operator API does not exist (every route answers 404). */
  readonly adminToken: string | undefined;
  readonly publicUrl: string;
  /** AUTOLOGIN_TOKEN_TTL_SECONDS: the lifetime of a token when the operator names none. */
  readonly autologinTokenTtlSeconds: number;
  readonly player: PlayerService;
  readonly auth: AuthService;
  readonly wallet: WalletService;
  /** Operator routes of other modules (payments, ...), registered behind the same token check. */
  readonly operatorRoutes?: readonly FastifyPluginAsync[];
}

const playerParams = z.object({ playerId: z.uuid() });

/**
 * The operator API. Authorised only by `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant
 * time; a player's access token is just another wrong token here. The check runs before the body
 * is even parsed, so nothing about the API leaks to a caller without the token.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { adminToken, player, auth } = options;
  const expectedDigest = adminToken === undefined ? undefined : digest(adminToken);

  app.addHook('onRequest', async (request, reply) => {
    if (!expectedDigest) return sendRouteNotFound(request, reply);
    const presented = bearerToken(request);
    if (presented === undefined || !timingSafeEqual(digest(presented), expectedDigest)) {
      void reply.header('www-authenticate', 'Bearer realm="operator"');
      throw new AppError(401, 'admin_unauthorized', 'A valid operator token is required');
    }
  });
  for (const routes of options.operatorRoutes ?? []) await app.register(routes);

  app.post(
    '/players/:playerId/autologin-tokens',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mint a single-use auto-login link for a player',
        params: playerParams,
        body: z
          .object({
            ttlSeconds: z
              .number()
              .int()
              .min(AUTOLOGIN_TOKEN_TTL_LIMITS.minSeconds)
              .max(AUTOLOGIN_TOKEN_TTL_LIMITS.maxSeconds)
              .optional(),
          })
          .strict()
          .nullish(),
        response: { 201: autologinLink, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { playerId } = request.params;
      await player.getProfile(playerId);
      const ttlSeconds = request.body?.ttlSeconds ?? options.autologinTokenTtlSeconds;
      const { token, expiresAt } = await auth.issueAutologinToken(playerId, ttlSeconds, clientContext(request));
      const url = `${options.publicUrl}/auth/autologin?token=${encodeURIComponent(token)}`;
      return reply.status(201).send({ token, expiresAt: expiresAt.toISOString(), url });
    },
  );

  for (const [action, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `/players/:playerId/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: blocked
            ? 'Block a player: every session ends at once, and any sign-in answers 403 player_blocked'
            : 'Unblock a blocked player: they can sign in again',
          description: 'Asking for the state the player is already in changes nothing. 409 for a closed account.',
          params: playerParams,
          body: z.object({ reason: z.string().trim().min(1).max(500) }).strict(),
          response: { 200: playerBlockResult, ...errorResponses },
        },
      },
      async (request) =>
        player.setBlocked(
          { playerId: request.params.playerId, blocked, reason: request.body.reason },
          clientContext(request),
        ),
    );
  }

  app.get(
    '/players/:playerId/security-events',
    {
      schema: {
        tags: ['admin'],
        summary: "A player's security events (logins, failures, links, token issues), newest first",
        params: playerParams,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          perPage: z.coerce.number().int().min(1).max(SECURITY_EVENTS_PER_PAGE_MAX).default(20),
        }),
        response: { 200: securityEventPage, ...errorResponses },
      },
    },
    async (request) => {
      await player.getProfile(request.params.playerId);
      return auth.listSecurityEvents(request.params.playerId, request.query.page, request.query.perPage);
    },
  );

  app.get(
    '/ledger/integrity',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ledger integrity: every currency sums to zero, balances match their entries, none negative',
        response: { 200: ledgerIntegrityReport, ...errorResponses },
      },
    },
    async () => options.wallet.checkLedgerIntegrity(),
  );
};

/** Hashing first gives both sides one length, so the comparison is constant-time whatever was sent. */
function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
