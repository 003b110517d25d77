import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, type AppError } from './app-error';
import { countryHint } from './country-hint';

/** Refused registrations and deposits answer this: the web shows the geo popup for it. */
export const countryRestricted = (): AppError =>
  forbidden(
    'country_restricted',
    'Our services are not available in your country: registration and deposits are closed to it.',
  );

/**
 * The routes closed to restricted countries (the countries list's non-selectable ones), by method
 * and route, and where each finds the countries to check besides the request's country header:
 * the country a registration chose, or the depositing player's profile country.
 */
const RESTRICTED_ROUTES: ReadonlyMap<string, 'chosen' | 'profile'> = new Map([
  ['POST /api/player/register', 'chosen'],
  ['POST /api/player/register/phone', 'chosen'],
  ['POST /api/payment/invoices/deposit', 'profile'],
]);

export interface CountryGateOptions {
  readonly countryHeader: string;
  readonly isRestricted: (country: string) => Promise<boolean>;
  /** The profile country of the player the route's guard let in. */
  readonly profileCountry: (playerId: string) => Promise<string | null | undefined>;
}

/**
 * Registration and deposits from a restricted country are refused here, on the server, with 403
 * `country_restricted`, not only hidden by the web: when the CDN's country header names one, or
 * the chosen or profile country is one. (Social and messenger sign-ups are refused where they
 * create the player: player-external-login.ts.) Added before the routes, so it covers each of them.
 */
export function registerCountryGate(app: FastifyInstance, options: CountryGateOptions): void {
  app.addHook('preHandler', async (request) => {
    const source = RESTRICTED_ROUTES.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (source === undefined) return;
    const countries = [countryHint(request, options.countryHeader), await countryOf(request, source, options)];
    for (const country of countries) {
      if (country && (await options.isRestricted(country))) throw countryRestricted();
    }
  });
}

async function countryOf(
  request: FastifyRequest,
  source: 'chosen' | 'profile',
  options: CountryGateOptions,
): Promise<string | undefined> {
  if (source === 'chosen') {
    const chosen = (request.body as { country?: unknown } | undefined)?.country;
    return typeof chosen === 'string' && /^[A-Za-z]{2}$/.test(chosen) ? chosen : undefined;
  }
  // The deposit route's guard ran first (onRequest): a player is there.
  return request.player ? ((await options.profileCountry(request.player.playerId)) ?? undefined) : undefined;
}
