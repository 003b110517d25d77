import type { FastifyRequest } from 'fastify';
import { bearerToken, type RequestPlayer } from '../../http/player-guard';
import { countryHint } from '../../http/country-hint';
import type { Visitor } from './game.service';

/**
 * An onRequest hook for pages guests may see too (the lobby): without a bearer the request is a
 * guest's; with one it must be a valid token of an open session, exactly as on player-only
 * routes, so a logged-out session is told so (401) rather than silently shown the guest lobby.
 */
export function createOptionalPlayerGuard(authenticate: (token: string | undefined) => Promise<RequestPlayer>) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (token !== undefined) request.player = await authenticate(token);
  };
}

/** The visitor of a request: the player if logged in, and the country the CDN reports. */
export function visitorOf(request: FastifyRequest, countryHeader: string): Visitor {
  return { playerId: request.player?.playerId, countryHint: countryHint(request, countryHeader) };
}
