import { z } from 'zod';
import {
  QUEST_REWARD_KINDS,
  QUEST_TASK_TYPES,
  QuestState,
  type LoyaltyAccount,
  type LoyaltyLevelsResponse,
  type Quest,
  type QuestsResponse,
  type RakebackClaim,
  type ReferralProgram,
  type ReferralTransfer,
} from '@casino/shared';
import { arrayOf, codeOf, schemaFor } from '../../http/response-schemas';

/** Response schemas of the retention API, tied to the contract of packages/shared/src/retention.ts. */

const minor = (description: string) => z.number().int().describe(`${description} (minor units)`);

const questTask = z.object({
  id: z.number().int(),
  questId: z.number().int(),
  type: z.enum(QUEST_TASK_TYPES),
  isActive: z.boolean().describe('Counts progress now'),
  isCompleted: z.boolean(),
  progress: z.number().int().describe('A count, or minor units of `currency` for wager and deposit'),
  quantity: z.number().int(),
  currency: z.string().nullable(),
  position: z.number().int(),
  gameIds: arrayOf(z.string()),
  gameIdentities: arrayOf(z.string()),
  collection: z.string().nullable(),
  minMultiplier: z.string().nullable(),
  minOdds: z.string().nullable(),
});

const questReward = z.object({
  kind: z.enum(QUEST_REWARD_KINDS),
  bonusId: z.number().int().nullable(),
  bonusPageIdentity: z.string().nullable(),
  title: z.string().nullable(),
  amount: z.number().int().nullable().describe('cash: minor units of `currency`; points: loyalty points'),
  currency: z.string().nullable(),
  playerBonusId: z.string().nullable(),
  playerFreespinId: z.string().nullable(),
});

export const quest = schemaFor<Quest>()(
  z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    state: codeOf(QuestState).describe(
      '1 offered, 2 in progress, 3 completed, 4 canceled, 5 expired in progress, 6 expired without being taken',
    ),
    isSequential: z.boolean(),
    requiresActivation: z.boolean(),
    attemptsLimit: z.number().int(),
    attemptsUsed: z.number().int(),
    canActivate: z.boolean(),
    canCancel: z.boolean(),
    startsAt: z.string(),
    endsAt: z.string(),
    activatedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    currency: z.string(),
    tasks: arrayOf(questTask),
    rewards: arrayOf(questReward),
    rewardsGrantedAt: z.string().nullable(),
  }),
);

export const questList = schemaFor<QuestsResponse>()(z.object({ data: arrayOf(quest) }));

const levelReward = z.object({
  kind: z.enum(['bonus', 'freespins']),
  bonusId: z.number().int(),
  bonusPageIdentity: z.string(),
  title: z.string(),
});

export const loyaltyLevels = schemaFor<LoyaltyLevelsResponse>()(
  z.object({
    data: arrayOf(
      z.object({
        id: z.number().int(),
        name: z.string(),
        order: z.number().int(),
        points: z.number().int().describe('Points needed to reach the level'),
        rakebackBps: z.number().int().describe('Basis points of the house edge of own-money stakes paid back'),
        rewards: arrayOf(levelReward),
      }),
    ),
    pointsRule: z.object({ houseEdgeUsdMinorPerPoint: z.number().int() }),
  }),
);

export const loyaltyAccount = schemaFor<LoyaltyAccount>()(
  z.object({
    points: z.number().int(),
    currentLevel: z.object({
      id: z.number().int(),
      name: z.string(),
      order: z.number().int(),
      points: z.number().int(),
      rakebackBps: z.number().int(),
    }),
    nextLevel: z
      .object({ id: z.number().int(), name: z.string(), order: z.number().int(), points: z.number().int() })
      .nullable(),
    rakeback: z.object({
      rateBps: z.number().int(),
      balances: arrayOf(z.object({ currency: z.string(), amount: minor('Claimable rakeback') })),
    }),
  }),
);

export const rakebackClaim = schemaFor<RakebackClaim>()(
  z.object({ id: z.string(), currency: z.string(), amount: minor('Paid'), claimedAt: z.string() }),
);

export const referralProgram = schemaFor<ReferralProgram>()(
  z.object({
    referralId: z.string(),
    linkPath: z.string().describe('Put after the site origin: /?ref_id=...'),
    commissionBps: z.number().int(),
    periodDays: z.number().int(),
    stats: z.object({
      signUps: z.number().int(),
      depositing: z.number().int(),
      currencies: arrayOf(
        z.object({
          currency: z.string(),
          earned: minor('Commission earned'),
          balance: minor('Left to transfer'),
          carriedOver: minor('Negative revenue carried into the next period'),
        }),
      ),
    }),
  }),
);

export const referralTransfer = schemaFor<ReferralTransfer>()(
  z.object({ id: z.string(), currency: z.string(), amount: minor('Moved to the wallet'), transferredAt: z.string() }),
);
