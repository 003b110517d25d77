import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlayerId } from '@casino/shared';
import { unauthorized } from './app-error';

/** The logged-in player a request acts for, set by the player guard. */
export interface RequestPlayer {
  readonly playerId: PlayerId;
  readonly sessionId: string;
  /** The player's stored language, when the guard read it (it writes the request's messages). */
  readonly locale?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    player?: RequestPlayer;
  }
}

/** An onRequest hook that admits only a request with a valid token of an open session. */
export type PlayerGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function createPlayerGuard(authenticate: (token: string | undefined) => Promise<RequestPlayer>): PlayerGuard {
  return async (request) => {
    request.player = await authenticate(bearerToken(request));
  };
}

/**
 * An onRequest hook for calls guests may make too (the lobby, the contact form): without a bearer
 * the request is a guest's; with one it must be a valid token of an open session, exactly as on
 * player-only routes, so a logged-out session is told so (401) rather than silently taken for a guest.
 */
export function createOptionalPlayerGuard(
  authenticate: (token: string | undefined) => Promise<RequestPlayer>,
): PlayerGuard {
  return async (request) => {
    const token = bearerToken(request);
    if (token !== undefined) request.player = await authenticate(token);
  };
}

/** The player of a guarded route; a route that forgot its guard fails loudly rather than open. */
export function requestPlayer(request: FastifyRequest): RequestPlayer {
  if (!request.player) throw unauthorized();
  return request.player;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
