import type { FastifyRequest } from 'fastify';

/**
 * The visitor's country as the CDN in front of the site reports it (Cloudflare's `cf-ipcountry`
 * by default, COUNTRY_HEADER otherwise): two letters, or undefined. A new player's default
 * country, and what closes registration and deposits to a restricted country (http/country-gate.ts).
 * Behind the CDN, which sets it on every request, the client cannot choose it; a server reached
 * directly trusts what the client sent, so the chosen and profile countries are checked too.
 */
export function countryHint(request: FastifyRequest, headerName: string): string | undefined {
  const value = request.headers[headerName.toLowerCase()];
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined;
}
