import type { FastifyRequest } from 'fastify';
import { countryHint } from '../../http/country-hint';
import type { Visitor } from './game.service';

/** The lobby's hook for guests and players; it lives with the player guard, which the contact form uses too. */
export { createOptionalPlayerGuard } from '../../http/player-guard';

/** The visitor of a request: the player if logged in, and the country the CDN reports. */
export function visitorOf(request: FastifyRequest, countryHeader: string): Visitor {
  return { playerId: request.player?.playerId, countryHint: countryHint(request, countryHeader) };
}
