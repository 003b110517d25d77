import { z } from 'zod';
import { LIMIT_PERIODS, LimitDefinition, REALITY_CHECK_INTERVAL_MINUTES, type RealityCheckView } from '@casino/shared';
import { codeOf, listOf, schemaFor } from '../../http/response-schemas';
import type { LimitView } from './limit-view';

export const limitView = schemaFor<LimitView>()(
  z.object({
    id: z.string(),
    definition: codeOf(LimitDefinition).describe(
      '1 bet, 2 loss, 3 deposit, 4 self-exclusion, 5 cooling-off, 6 play time (minutes per rolling day)',
    ),
    period: z.enum(LIMIT_PERIODS).nullable().describe('Rolling period of an amount limit; null for a break'),
    amount: z.number().int().nullable().describe('Minor units of `currency`; minutes for play time; null for a break'),
    currency: z.string().nullable().describe('null for play time and a break'),
    used: z
      .number()
      .int()
      .nullable()
      .describe(
        'Stakes, net loss or deposits in the current rolling period, in the limit currency; minutes played for play time',
      ),
    createdAt: z.string(),
    startsAt: z.string(),
    endsAt: z.string().nullable().describe('When a break ends; null for amount limits and a permanent self-exclusion'),
    isPermanent: z.boolean(),
    pending: z
      .object({
        kind: z.enum(['increase', 'removal']),
        period: z.enum(LIMIT_PERIODS).nullable(),
        amount: z.number().int().nullable(),
        availableAt: z.string().describe('From when the player may confirm it'),
      })
      .nullable()
      .describe('A looser change waiting 24 hours and the player’s confirmation; the old limit holds until then'),
  }),
);

export const limitList = listOf(limitView);

export const realityCheckView = schemaFor<RealityCheckView>()(
  z.object({
    intervalMinutes: z.literal(REALITY_CHECK_INTERVAL_MINUTES),
    session: z.object({
      startedAt: z.string(),
      results: z
        .array(
          z.object({ currency: z.string(), staked: z.number().int(), won: z.number().int(), net: z.number().int() }),
        )
        .readonly(),
    }),
  }),
);
