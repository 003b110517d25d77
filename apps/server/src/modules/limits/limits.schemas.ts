import { z } from 'zod';
import {
  COOLING_OFF_PERIOD_DAYS,
  LIMIT_PERIODS,
  PLAY_TIME_LIMIT_MINUTES,
  REALITY_CHECK_INTERVAL_MINUTES,
  SELF_EXCLUSION_PERIOD_MONTHS,
} from '@casino/shared';

/** Request schemas of the player's limits and reality-check routes (limits.routes.ts). */

/** Largest limit amount: far above any real limit, and still exact as a JSON number. */
const MAX_LIMIT_AMOUNT_MINOR = 1_000_000_000_000_000;

const amount = z.number().int().positive().max(MAX_LIMIT_AMOUNT_MINOR).describe('Minor units');
const period = z.enum(LIMIT_PERIODS);
export const limitParams = z.object({ id: z.uuid() });

export const newLimitBody = z.discriminatedUnion('definition', [
  z.object({ definition: z.literal([1, 2, 3]), period, amount, currency: z.string().min(1).max(16) }).strict(),
  z
    .object({
      definition: z.literal(6),
      period: z.literal('daily'),
      amount: z
        .number()
        .int()
        .min(PLAY_TIME_LIMIT_MINUTES.min)
        .max(PLAY_TIME_LIMIT_MINUTES.max)
        .describe('Minutes of play per rolling day'),
    })
    .strict(),
  z.object({ definition: z.literal(5), days: z.literal(COOLING_OFF_PERIOD_DAYS) }).strict(),
  z
    .object({ definition: z.literal(4), months: z.literal(SELF_EXCLUSION_PERIOD_MONTHS).describe('0: permanent') })
    .strict(),
]);

export const amountLimitBody = z.object({ period, amount }).strict();

export const realityCheckBody = z.object({ intervalMinutes: z.literal(REALITY_CHECK_INTERVAL_MINUTES) }).strict();
