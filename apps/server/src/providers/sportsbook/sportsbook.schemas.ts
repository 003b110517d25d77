import { z } from 'zod';
import { MAX_ACCUMULATOR_LEGS } from '@casino/sportsbook';

/** Request schemas of the sportsbook widget's API (sportsbook.routes.ts). */

export const tags = ['sportsbook provider'];

export const id = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id });
/** `1,2,3` as ids (the spec's comma-separated query lists). */
const idList = z
  .string()
  .max(200)
  .regex(/^\d{1,9}(,\d{1,9})*$/, 'comma-separated ids')
  .transform((value) => value.split(',').map(Number));
export const limit = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);

export const eventsQuery = z
  .object({
    sportId: id.optional(),
    status: z.enum(['live', 'upcoming']).optional(),
    championshipIds: idList.optional(),
    categoryIds: idList.optional(),
    limit: limit(50),
  })
  .strict();

export const betsQuery = z
  .object({
    settled: z.enum(['true', 'false']).default('false'),
    limit: limit(20),
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
  })
  .strict();

export const placeBetBody = z
  .object({
    requestId: z.uuid(),
    kind: z.enum(['single', 'accumulator', 'system']),
    systemSizes: z.array(z.number().int().min(1).max(MAX_ACCUMULATOR_LEGS)).min(1).max(MAX_ACCUMULATOR_LEGS).optional(),
    unitStake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    legs: z
      .array(
        z
          .object({
            selectionId: id,
            price: z
              .object({
                numerator: z.number().int().positive().max(1_000_000_000),
                denominator: z.number().int().positive().max(1_000_000_000),
              })
              .strict(),
          })
          .strict(),
      )
      .min(1)
      .max(MAX_ACCUMULATOR_LEGS),
    oddsChange: z.enum(['none', 'higher', 'any']),
  })
  .strict();

export const cashOutBody = z.object({ amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();
