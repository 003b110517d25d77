import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VisitorCountry } from '@casino/shared';
import { countryHint } from '../../http/country-hint';
import { errorResponses, schemaFor } from '../../http/response-schemas';
import { countryList, currencyList, localeList, settingsConstants } from './settings.responses';
import type { SettingsService } from './settings.service';

/** Settings change rarely; clients and proxies may keep them for 15 minutes (SPEC.md section 9). */
export const SETTINGS_CACHE_CONTROL = 'public, max-age=900';

const booleanQuery = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const visitorCountry = schemaFor<VisitorCountry>()(
  z.object({
    country: z.string().nullable().describe('Two letters, or null when unknown or a country players may not pick'),
    restricted: z
      .boolean()
      .describe('A country players may not come from: registration and deposits are refused (403 country_restricted)'),
  }),
);

export interface SettingsRoutesOptions {
  readonly settings: SettingsService;
  /** The request header in which the CDN names the visitor's country (COUNTRY_HEADER). */
  readonly countryHeader: string;
}

export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (
  app,
  { settings, countryHeader },
) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200 && !reply.hasHeader('cache-control'))
      reply.header('cache-control', SETTINGS_CACHE_CONTROL);
  });

  app.get(
    '/visitor-country',
    {
      schema: {
        tags: ['settings'],
        summary:
          "The visitor's country as the CDN in front of the site reports it, where sign-up forms and calling codes start, and whether it is a restricted one",
        response: { 200: visitorCountry, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Differs per visitor: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      const hint = countryHint(request, countryHeader);
      if (hint === undefined) return { country: null, restricted: false };
      if (await settings.isSelectableCountry(hint)) return { country: hint, restricted: false };
      return { country: null, restricted: await settings.isRestrictedCountry(hint) };
    },
  );

  app.get(
    '/currencies',
    {
      schema: {
        tags: ['settings'],
        summary: 'Enabled currencies, optionally only the visible or the hidden ones',
        querystring: z.object({ visible: booleanQuery.optional() }).strict(),
        response: { 200: currencyList, ...errorResponses },
      },
    },
    async (request) => ({ data: await settings.listCurrencies({ visible: request.query.visible }) }),
  );

  app.get(
    '/locales',
    {
      schema: {
        tags: ['settings'],
        summary: 'Site locales; en is the default',
        response: { 200: localeList, ...errorResponses },
      },
    },
    async () => ({ data: await settings.listLocales() }),
  );

  app.get(
    '/countries',
    {
      schema: {
        tags: ['settings'],
        summary: 'Every ISO 3166-1 country; isSelectable is false where players may not pick it',
        response: { 200: countryList, ...errorResponses },
      },
    },
    async () => ({ data: await settings.listCountries() }),
  );

  app.get(
    '/constants',
    {
      schema: {
        tags: ['settings'],
        summary: 'Status tables, time zones and limit settings',
        response: { 200: settingsConstants, ...errorResponses },
      },
    },
    async () => settings.getConstants(),
  );
};
