import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { QuestTaskType } from '@casino/shared';
import { loyaltyLevels, questTasks, quests, type QuestRewardDefinition } from './retention.table';

/**
 * The loyalty ladder: thresholds rise with the order (the ladder is checked here), rakeback rises
 * with the level. One point is one USD cent of house edge (loyalty.ts): Silver is about 50 USD of
 * dice or 12.50 USD of a 4% slot; the Orbit Dice warm-up quest's 50 points reach it at once.
 */
export const LOYALTY_LEVELS = [
  { order: 1, name: 'Bronze', points: 0n, rakebackBps: 500, rewardBonuses: [] },
  { order: 2, name: 'Silver', points: 50n, rakebackBps: 1_000, rewardBonuses: [] },
  { order: 3, name: 'Gold', points: 500n, rakebackBps: 1_500, rewardBonuses: ['orbit-50'] },
  { order: 4, name: 'Platinum', points: 5_000n, rakebackBps: 2_000, rewardBonuses: [] },
  { order: 5, name: 'Diamond', points: 25_000n, rakebackBps: 2_500, rewardBonuses: [] },
] as const;

const SEEDED_FROM = new Date('2026-01-01T00:00:00Z');
const SEEDED_UNTIL = new Date('2036-01-01T00:00:00Z');

interface SeededQuest {
  readonly seedKey: string;
  readonly name: string;
  readonly description: string;
  readonly isSequential: boolean;
  readonly requiresActivation: boolean;
  readonly attemptsLimit: number;
  readonly rewards: QuestRewardDefinition[];
  readonly tasks: {
    type: QuestTaskType;
    quantity: bigint;
    gameIds?: string[];
    minMultiplierHundredths?: number;
    minOddsHundredths?: number;
  }[];
}

/** Three quests at start-up: a quick one (10 rounds of Orbit Dice), a sequence, and one across deposit, sports and logins. */
export const SEEDED_QUESTS: readonly SeededQuest[] = [
  {
    seedKey: 'orbit-dice-warm-up',
    name: 'Orbit Dice warm-up',
    description: 'Play 10 rounds of Orbit Dice with real money. Reward: 50 loyalty points and 0.50 USD.',
    isSequential: false,
    requiresActivation: true,
    attemptsLimit: 1,
    rewards: [
      { kind: 'points', amount: 50 },
      { kind: 'cash', amount: 50 },
    ],
    tasks: [{ type: 'play_games', quantity: 10n, gameIds: ['orbit-dice'] }],
  },
  {
    seedKey: 'high-roller-route',
    name: 'High roller route',
    description:
      'In order: wager 100 USD (or the same in your currency) on any game, then land a win of at least 5× the stake. Reward: 50 free spins on Lucky Orbit.',
    isSequential: true,
    requiresActivation: true,
    attemptsLimit: 1,
    rewards: [{ kind: 'freespins', bonus: 'orbit-50' }],
    tasks: [
      { type: 'wager', quantity: 10_000n },
      { type: 'win_multiplier', quantity: 1n, minMultiplierHundredths: 500 },
    ],
  },
  {
    seedKey: 'all-rounder',
    name: 'All-rounder',
    description:
      'Deposit 20 USD, place 3 sports bets at odds of 1.80 or more, and log in on 3 days in a row. Reward: 2 USD.',
    isSequential: false,
    requiresActivation: false,
    attemptsLimit: 1,
    rewards: [{ kind: 'cash', amount: 200 }],
    tasks: [
      { type: 'deposit', quantity: 2_000n },
      { type: 'sports_bets', quantity: 3n, minOddsHundredths: 180 },
      { type: 'login_days', quantity: 3n },
    ],
  },
];

/** Levels and quests, idempotently: rows are inserted when missing and then belong to the operator. */
export async function seedRetention(db: Database): Promise<void> {
  for (let index = 1; index < LOYALTY_LEVELS.length; index += 1) {
    if ((LOYALTY_LEVELS[index]?.points ?? 0n) <= (LOYALTY_LEVELS[index - 1]?.points ?? 0n))
      throw new Error('loyalty thresholds must rise with the level');
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(loyaltyLevels)
      .values(LOYALTY_LEVELS.map((level) => ({ ...level, rewardBonuses: [...level.rewardBonuses] })))
      .onConflictDoNothing();
    for (const seeded of SEEDED_QUESTS) {
      const [existing] = await tx.select({ id: quests.id }).from(quests).where(eq(quests.seedKey, seeded.seedKey));
      if (existing) continue;
      const { tasks, ...quest } = seeded;
      const [inserted] = await tx
        .insert(quests)
        .values({ ...quest, startsAt: SEEDED_FROM, endsAt: SEEDED_UNTIL })
        .onConflictDoNothing()
        .returning({ id: quests.id });
      if (!inserted) continue;
      await tx.insert(questTasks).values(
        tasks.map((task, index) => ({
          questId: inserted.id,
          position: index + 1,
          type: task.type,
          quantity: task.quantity,
          gameIds: task.gameIds ?? [],
          minMultiplierHundredths: task.minMultiplierHundredths ?? null,
          minOddsHundredths: task.minOddsHundredths ?? null,
        })),
      );
    }
  });
}
