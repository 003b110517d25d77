import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { THIRD_PARTY_ADAPTER_IDS, type ThirdPartyAdapterConfig } from '@casino/shared';
import { errorResponses, schemaFor } from '../../http/response-schemas';
import { SETTINGS_CACHE_CONTROL } from './settings.routes';

const adapterList = schemaFor<{ data: ThirdPartyAdapterConfig[] }>()(
  z.object({
    data: z.array(
      z.object({
        id: z.enum(THIRD_PARTY_ADAPTER_IDS),
        category: z
          .enum(['necessary', 'analytics', 'marketing'])
          .describe(
            "The cookie category the visitor must allow before anything of it loads; 'necessary': loaded only for the service the visitor asks for (support chat, auth calls)",
          ),
        url: z
          .string()
          .describe(
            "The vendor's script (tag manager, session tools, chat widget, fingerprint) or beacon (retargeting pixel)",
          ),
        key: z.string().optional().describe('The container id or project key the script starts with'),
      }),
    ),
  }),
);

export interface ThirdPartyRoutesOptions {
  readonly adapters: readonly ThirdPartyAdapterConfig[];
}

/**
 * `GET /api/settings/third-party`: the switched-on third-party adapters (environment variables,
 * config/third-party.ts) and their public configuration; empty while all are off. Anyone may ask:
 * the browser of every visitor loads them, after consent.
 */
export const thirdPartyRoutes: FastifyPluginAsyncZod<ThirdPartyRoutesOptions> = async (app, { adapters }) => {
  app.get(
    '/third-party',
    {
      schema: {
        tags: ['settings'],
        summary:
          'The switched-on third-party adapters (tag manager, retargeting pixel, session tools, chat widget, fraud fingerprint) with their public configuration',
        response: { 200: adapterList, ...errorResponses },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', SETTINGS_CACHE_CONTROL);
      return { data: [...adapters] };
    },
  );
};
