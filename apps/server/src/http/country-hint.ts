import type { FastifyRequest } from 'fastify';

/**
 * The visitor's country as the CDN in front of the site reports it (Cloudflare's `cf-ipcountry`
 * by default, COUNTRY_HEADER otherwise): two letters, or undefined. Only a default for a new
 * player's country, never a security decision: a client can send the header itself.
 */
export function countryHint(request: FastifyRequest, headerName: string): string | undefined {
  const value = request.headers[headerName.toLowerCase()];
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined;
}
