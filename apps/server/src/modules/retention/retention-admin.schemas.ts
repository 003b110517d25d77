import { z } from 'zod';
import { QUEST_REWARD_KINDS, QUEST_TASK_TYPES, QuestState } from '@casino/shared';
import { arrayOf, codeOf } from '../../http/response-schemas';

/** Request and answer schemas of the operator's quests and referral review (retention-admin.routes.ts). */

export const ID = z.coerce.number('Not an id').int('Not an id').min(1).max(2_147_483_647);
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const HUNDREDTHS = z.number().int().min(100).max(1_000_000);
const IDENTITY = z.string().min(1).max(64);

const taskInput = z
  .object({
    type: z.enum(QUEST_TASK_TYPES),
    quantity: z.number().int().min(1).max(MAX_SAFE).describe('A count, or USD minor units for wager and deposit'),
    gameIds: z.array(IDENTITY).max(200).default([]).describe('play_games: game ids or identities'),
    collection: IDENTITY.nullable().default(null),
    minMultiplierHundredths: HUNDREDTHS.nullable().default(null).describe('win_multiplier: 500 = 5.00×'),
    minOddsHundredths: HUNDREDTHS.nullable().default(null).describe('sports_bets: 180 = odds 1.80'),
  })
  .strict();

const rewardInput = z
  .object({
    kind: z.enum(QUEST_REWARD_KINDS),
    bonus: IDENTITY.optional().describe('bonus and freespins: the template’s page identity'),
    amount: z
      .number()
      .int()
      .min(1)
      .max(1_000_000_000)
      .optional()
      .describe('cash: USD minor units; points: loyalty points'),
  })
  .strict()
  .refine(
    (reward) =>
      reward.kind === 'bonus' || reward.kind === 'freespins' ? reward.bonus !== undefined : reward.amount !== undefined,
    'A bonus reward names its bonus; cash and points an amount',
  );

export const questInput = z
  .object({
    name: z.string().min(1).max(200),
    description: z.string().max(20_000).default(''),
    isSequential: z.boolean().default(false),
    requiresActivation: z.boolean().default(true),
    attemptsLimit: z.number().int().min(1).max(100).default(1),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    rewards: z.array(rewardInput).max(10),
    tasks: z.array(taskInput).min(1).max(20),
  })
  .strict();

export const questDefinition = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isSequential: z.boolean(),
  requiresActivation: z.boolean(),
  attemptsLimit: z.number().int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  rewards: arrayOf(
    z.object({ kind: z.enum(QUEST_REWARD_KINDS), bonus: z.string().optional(), amount: z.number().int().optional() }),
  ),
  tasks: arrayOf(
    z.object({
      id: z.number().int(),
      position: z.number().int(),
      type: z.enum(QUEST_TASK_TYPES),
      quantity: z.number().int(),
      gameIds: arrayOf(z.string()),
      collection: z.string().nullable(),
      minMultiplierHundredths: z.number().int().nullable(),
      minOddsHundredths: z.number().int().nullable(),
    }),
  ),
});

export const playerProgress = z.object({
  id: z.uuid(),
  playerId: z.uuid(),
  attempt: z.number().int(),
  state: codeOf(QuestState),
  activatedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  rewardsGrantedAt: z.iso.datetime().nullable(),
  tasks: arrayOf(
    z.object({
      taskId: z.number().int(),
      progress: z.number().int().describe('A count, or USD minor units'),
      completedAt: z.iso.datetime().nullable(),
    }),
  ),
});

export const referralFlag = z.object({
  referredPlayerId: z.uuid(),
  referrerPlayerId: z.uuid(),
  source: z.enum(['ref_id', 'affiliate_tag']),
  kind: z.enum(['device', 'card']).nullable().describe('What the two accounts share'),
  value: z.string().nullable(),
  flaggedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
