import { z } from 'zod';
import { QuestState } from '@casino/shared';

/** Request schemas of the player's quests, loyalty and referral routes (retention.routes.ts). */

const CURRENCY = z.string().regex(/^[A-Z0-9]{2,10}$/, 'Not a currency code');
const STATES: readonly number[] = Object.values(QuestState);
const state = z.coerce
  .number()
  .int()
  .refine((value) => STATES.includes(value), 'Not a quest state');
/** Bracket form (`state[]=1&state[]=2`); a single `state=1` is taken too. */
const listOf = <T extends z.ZodType>(item: T, max: number) => z.union([item, z.array(item).max(max)]).optional();

export const questsQuery = z.object({
  'state[]': listOf(state, 6),
  state: listOf(state, 6),
  currency: CURRENCY.optional(),
});
export const questParams = z.object({
  id: z.coerce.number('Not a quest id').int('Not a quest id').min(1).max(2_147_483_647),
});
export const currencyBody = z.object({ currency: CURRENCY }).strict();
