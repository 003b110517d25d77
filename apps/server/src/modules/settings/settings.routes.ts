import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
      },
    },
    async (request) => ({ data: await settings.listCurrencies({ visible: request.query.visible }) }),
  );

  app.get('/locales', { schema: { tags: ['settings'], summary: 'Site locales; en is the default' } }, async () => ({
    data: await settings.listLocales(),
  }));

  app.get(
    '/countries',
    { schema: { tags: ['settings'], summary: 'Every ISO 3166-1 country; isSelectable is false where players may not pick it' } },
    async () => ({ data: await settings.listCountries() }),
  );

  app.get('/constants', { schema: { tags: ['settings'], summary: 'Status tables, time zones and limit settings' } }, async () =>
    settings.getConstants(),
  );
};
