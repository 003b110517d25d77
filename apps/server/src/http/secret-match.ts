import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from './player-guard';

/**
 * Whether `presented` equals one of the `accepted` secrets, compared in constant time (digests of
 * equal length), so response times tell an attacker nothing about how close a guess was.
 */
export function matchesSecret(presented: string | undefined, accepted: readonly (string | undefined)[]): boolean {
  if (presented === undefined) return false;
  const presentedDigest = digest(presented);
  // Every candidate is compared, whichever matches, so the time does not say which one did.
  return accepted
    .map((secret) => secret !== undefined && timingSafeEqual(presentedDigest, digest(secret)))
    .includes(true);
}

/** Whether the request carries `Authorization: Bearer <ADMIN_TOKEN>` (never true with no token configured). */
export function presentsOperatorToken(request: FastifyRequest, adminToken: string | undefined): boolean {
  return matchesSecret(bearerToken(request), [adminToken]);
}

function digest(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}
