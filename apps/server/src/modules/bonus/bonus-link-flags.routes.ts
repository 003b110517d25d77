import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, pageOf } from '../../http/response-schemas';
import type { LinkFlagRow } from './bonus-linking';

/** The bonus module's list of refusals (bonus-linking.ts `listLinkFlags`). */
export type LinkFlagList = (page: number, perPage: number) => Promise<{ rows: LinkFlagRow[]; totalRows: number }>;

/** The operator's page of refusals holds this many (the newest first). */
const FLAGS_PER_PAGE_MAX = 100;

const linkFlag = z.object({
  id: z.uuid(),
  playerId: z.uuid(),
  linkedPlayerId: z.uuid().describe('The account that took a bonus without a deposit first'),
  kind: z.enum(['device', 'address', 'card']).describe('What the two accounts share'),
  value: z.string().describe('The device fingerprint, the address, or the card mask'),
  stage: z.enum(['bonus_code', 'withdrawal']).describe('Refused claiming the bonus, or withdrawing what it became'),
  bonusCode: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

/**
 * GET /api/admin/bonuses/link-flags: every account refused a bonus without a deposit (or the
 * withdrawal of its winnings) because it shares a device, an address or a card with another
 * that took one (bonus-linking.ts), newest first, for the operator to review.
 */
export const bonusLinkFlagRoutes: FastifyPluginAsyncZod<{ linkFlags: LinkFlagList }> = async (app, { linkFlags }) => {
  app.get(
    '/link-flags',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Accounts refused a bonus without a deposit for sharing a device, address or card with another that took one',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          perPage: z.coerce.number().int().min(1).max(FLAGS_PER_PAGE_MAX).default(20),
        }),
        response: { 200: pageOf(linkFlag), ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { rows, totalRows } = await linkFlags(page, perPage);
      return {
        data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        meta: { page, perPage, totalRows, totalPages: Math.ceil(totalRows / perPage) },
      };
    },
  );
};
