import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/response-schemas';
import { countryList, currencyList, localeList, settingsConstants } from './settings.responses';
import type { SettingsService } from './settings.service';

/** Settings change rarely; clients and proxies may keep them for 15 minutes (SPEC.md section 9). */
export const SETTINGS_CACHE_CONTROL = 'public, max-age=900';

const booleanQuery = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', SETTINGS_CACHE_CONTROL);
  });

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
    { schema: { tags: ['settings'], summary: 'Site locales; en is the default', response: { 200: localeList, ...errorResponses } } },
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
    { schema: { tags: ['settings'], summary: 'Status tables, time zones and limit settings', response: { 200: settingsConstants, ...errorResponses } } },
    async () => settings.getConstants(),
  );
};
