import { z } from 'zod';
import { arrayOf } from '../../http/response-schemas';

/** Request and answer schemas of the sportsbook trader's API (sportsbook-admin.routes.ts). */

export const tags = ['admin'];
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const suspension = z.object({ suspended: z.boolean() }).strict();
export const score = z
  .object({ home: z.number().int().min(0).max(999), away: z.number().int().min(0).max(999) })
  .strict();
const selectionResult = z.enum(['win', 'lose', 'void', 'half_win', 'half_lose']);

export const priceBody = z
  .object({
    numerator: z.number().int().min(2).max(1_000_000),
    denominator: z.number().int().min(1).max(1_000_000),
  })
  .strict();

export const settleBody = z.object({ results: z.record(z.string().max(32), selectionResult) }).strict();

export const resettlement = z.object({ resettledBets: z.number().int() });

export const liabilityRows = z.object({
  data: arrayOf(
    z.object({
      marketId: z.number().int(),
      market: z.string(),
      limit: z.number().int().describe('Base-currency (USD) minor units'),
      selectionId: z.number().int(),
      selection: z.string(),
      liability: z.number().int().describe('Net payout of open bets if this selection wins, USD minor units'),
    }),
  ),
});
