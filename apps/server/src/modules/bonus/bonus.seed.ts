import { eq } from 'drizzle-orm';
import type { WagerContribution } from '@casino/shared';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { bonusCodes, bonuses, bonusPackages } from './bonus.table';

/** The welcome package's identity (`/welcome-package`, GET /api/game/bonuses/package). */
export const WELCOME_PACKAGE = 'welcome';

/**
 * Slots count in full, table games at 10%, roulette at 5%; sports bets at 50% from odds 1.50. The
 * engine holds every stake to at most its house edge × the multiplier, and near-certain bets to
 * half or nothing (bonus-contribution.ts): this table is the most a game counts.
 */
const CONTRIBUTION: WagerContribution = {
  games: { 'orbit-european-roulette': 500 },
  collections: { slots: 10_000, table: 1_000 },
  defaultRate: 10_000,
  sportsMinOdds: '1.50',
  sportsRate: 5_000,
};

const MIN_DEPOSIT = {
  invoiceAmountItems: [{ currency: 'USD', amountFrom: 2_000 }],
  baseCurrencyInvoiceAmountFrom: 2_000,
};
const NO_TRIGGER = { invoiceAmountItems: [], baseCurrencyInvoiceAmountFrom: null };

const terms = (title: string, lines: readonly string[]) =>
  `## ${title}\n\n${lines.map((line) => `- ${line}`).join('\n')}\n`;

const COMMON_TERMS = [
  'A stake spends your own money first, then bonus money; a win is split in the same proportion (bonus share rounded down, the rest is your own money).',
  'Your own money can be withdrawn at any time; withdrawing while the bonus is active forfeits the bonus.',
  'Only stakes of your own money count towards wagering; stakes of bonus money add nothing. Sports bets are always paid with your own money.',
  'Wagering counts slots in full, table games at 10%, European roulette at 5%, sports bets at 50% from odds 1.50.',
  'A stake never counts for more than its game’s house edge times the wagering multiplier (with 30× wagering a game with a 1% edge counts about 30%), so meeting the requirement costs at least the bonus in your own money on average, whatever the game.',
  'A bet that wins back its stake 2 times in 3 or more counts half; 9 times in 10 or more (dice over 5, red and black together) it does not count.',
  'When the wagering is done, at most the bonus amount given (for free spins, their winnings) becomes your own money, and never more than the offer’s maximum conversion; the rest is removed.',
  'Cancelling forfeits the bonus balance and its winnings, never your own money.',
];

/** A bonus without a deposit (bonus-no-deposit.ts): what it converts, one per person, withdrawn after a deposit or a verified identity. */
const NO_DEPOSIT_TERMS = (cap: string) => [
  `At most ${cap} becomes your own money.`,
  'One bonus without a deposit per person: an account sharing a device, an address or a card with one that took such a bonus cannot take another.',
  'Money it becomes can be withdrawn after your first deposit or once your identity is verified.',
];

type NewBonus = typeof bonuses.$inferInsert;

/** The welcome package's three deposit steps and the reload bonus (the steps in the package `packageId`). */
function depositOffers(packageId: number): NewBonus[] {
  const deposit = {
    kind: 'deposit' as const,
    wagerIncludesDeposit: false,
    wagerDays: 30,
    activationDays: 30,
    contribution: CONTRIBUTION,
    triggerConditions: MIN_DEPOSIT,
  };
  return [
    {
      ...deposit,
      pageIdentity: 'welcome-1',
      title: 'Welcome bonus: 100% up to 500 USD',
      description: terms('100% of your first deposit up to 500 USD', [
        'Minimum deposit 20 USD.',
        'Wager the bonus 30 times within 30 days.',
        'Maximum stake while wagering 5 USD.',
        ...COMMON_TERMS,
      ]),
      currencies: { USD: { maxAmount: 50_000, maxBet: 500, maxConversion: 100_000 } },
      percent: 10_000,
      wagerMultiplier: 30,
      packageId,
      packageStep: 1,
    },
    {
      ...deposit,
      pageIdentity: 'welcome-2',
      title: 'Second deposit: 50% up to 300 USD',
      description: terms('50% of your second deposit up to 300 USD', [
        'Minimum deposit 20 USD.',
        'Wager the bonus 30 times within 30 days.',
        ...COMMON_TERMS,
      ]),
      currencies: { USD: { maxAmount: 30_000, maxBet: 500, maxConversion: 60_000 } },
      percent: 5_000,
      wagerMultiplier: 30,
      packageId,
      packageStep: 2,
    },
    {
      ...deposit,
      pageIdentity: 'welcome-3',
      title: 'Third deposit: 25% up to 200 USD and 50 free spins',
      description: terms('25% of your third deposit up to 200 USD, and 50 free spins on Lucky Orbit', [
        'Minimum deposit 20 USD.',
        'Wager the bonus 30 times, free-spin winnings 20 times.',
        ...COMMON_TERMS,
      ]),
      currencies: { USD: { maxAmount: 20_000, maxBet: 500, maxConversion: 40_000, freespinBet: 20 } },
      percent: 2_500,
      wagerMultiplier: 30,
      packageId,
      packageStep: 3,
      freespins: { game: 'lucky-orbit', count: 50, wagerMultiplier: 20 },
    },
    {
      ...deposit,
      pageIdentity: 'reload',
      title: 'Reload bonus: 25% up to 100 USD',
      description: terms('25% of a deposit up to 100 USD', [
        'Minimum deposit 20 USD.',
        'Wager the bonus and the deposit 10 times within 14 days.',
        ...COMMON_TERMS,
      ]),
      currencies: { USD: { maxAmount: 10_000, maxBet: 500 } },
      percent: 2_500,
      wagerMultiplier: 10,
      wagerIncludesDeposit: true,
      wagerDays: 14,
    },
  ];
}

/** The offers taken with a code (bonus-codes.ts): free spins, and bonus money without a deposit. */
const CODE_OFFERS: NewBonus[] = [
  {
    kind: 'code',
    pageIdentity: 'orbit-50',
    title: '50 free spins on Lucky Orbit',
    description: terms('50 free spins on Lucky Orbit with the code ORBIT50', [
      'Each spin stakes 0.20 USD.',
      'Wager the winnings 20 times within 30 days.',
      ...NO_DEPOSIT_TERMS('10 USD'),
      ...COMMON_TERMS,
    ]),
    currencies: { USD: { freespinBet: 20, maxBet: 500 } },
    wagerMultiplier: 20,
    wagerDays: 30,
    activationDays: 30,
    contribution: CONTRIBUTION,
    triggerConditions: NO_TRIGGER,
    freespins: { game: 'lucky-orbit', count: 50, wagerMultiplier: 20 },
  },
  {
    kind: 'code',
    pageIdentity: 'no-deposit-10',
    title: '10 USD without a deposit',
    description: terms('10 USD of bonus money with the code ORBIT10', [
      'Wager it 40 times within 7 days.',
      ...NO_DEPOSIT_TERMS('10 USD'),
      ...COMMON_TERMS,
    ]),
    currencies: { USD: { amount: 1_000, maxBet: 200, maxConversion: 1_000 } },
    wagerMultiplier: 40,
    wagerDays: 7,
    activationDays: 7,
    contribution: CONTRIBUTION,
    triggerConditions: NO_TRIGGER,
  },
];

/**
 * The bonus catalogue at start-up, idempotently (as the game catalogue): rows are inserted when
 * missing and then belong to the operator (the operator API edits them), so a release never
 * overwrites an operator's change.
 */
export async function seedBonuses(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(bonusPackages)
      .values({ identity: WELCOME_PACKAGE, title: 'Welcome package' })
      .onConflictDoNothing();
    const [pack] = await tx
      .select({ id: bonusPackages.id })
      .from(bonusPackages)
      .where(eq(bonusPackages.identity, WELCOME_PACKAGE));
    if (!pack) throw new Error('the welcome package was not stored');
    await tx
      .insert(bonuses)
      .values([...depositOffers(pack.id), ...CODE_OFFERS])
      .onConflictDoNothing();
    await seedCodes(tx);
  });
}

async function seedCodes(tx: Executor): Promise<void> {
  const byIdentity = new Map(
    (await tx.select({ id: bonuses.id, pageIdentity: bonuses.pageIdentity }).from(bonuses)).map((row) => [
      row.pageIdentity,
      row.id,
    ]),
  );
  const codes = [
    { code: 'ORBIT50', bonus: 'orbit-50', maxUses: 10_000 },
    { code: 'ORBIT10', bonus: 'no-deposit-10', maxUses: 1_000 },
  ];
  for (const code of codes) {
    const bonusId = byIdentity.get(code.bonus);
    if (bonusId === undefined) continue;
    await tx
      .insert(bonusCodes)
      .values({ code: code.code, bonusId, trigger: 'activation', maxUses: code.maxUses, maxUsesPerPlayer: 1 })
      .onConflictDoNothing();
  }
}
