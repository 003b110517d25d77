import { z } from 'zod';
import {
  BONUS_CODE_TRIGGERS,
  BONUS_KINDS,
  BonusCodeStatus,
  PlayerBonusResult,
  PlayerBonusStatus,
  PlayerFreespinResult,
  type BonusAvailability,
  type BonusCodeRedemption,
  type BonusOffer,
  type BonusOffersResponse,
  type BonusPackageView,
  type CashbackView,
  type PlayerBonus,
  type PlayerBonusCode,
  type PlayerBonusesResponse,
  type PlayerFreespin,
  type PlayerFreespinsResponse,
} from '@casino/shared';
import { arrayOf, codeOf, listOf, schemaFor } from '../../http/response-schemas';

const minor = (description: string) => z.number().int().describe(`${description} (minor units)`);

const wagerContribution = z.object({
  games: z.record(z.string(), z.number().int()).describe('Basis points per game id or identity'),
  collections: z
    .record(z.string(), z.number().int())
    .describe('Basis points per collection identity (the highest of a game’s collections)'),
  defaultRate: z.number().int().describe('Basis points for any other game'),
  sportsMinOdds: z
    .string()
    .nullable()
    .describe('Sports bets count from these combined decimal odds; null: they do not count'),
  sportsRate: z.number().int(),
});

const triggerConditions = z.object({
  invoiceAmountItems: arrayOf(z.object({ currency: z.string(), amountFrom: z.number().int() })),
  baseCurrencyInvoiceAmountFrom: z.number().int().nullable(),
});

const offerShape = {
  id: z.number().int(),
  pageIdentity: z.string(),
  kind: z.enum(BONUS_KINDS),
  title: z.string(),
  description: z.string().describe('The terms, as markdown'),
  currency: z.string(),
  percent: z.number().int().nullable().describe('Share of the deposit in basis points (10 000 = 100%)'),
  amount: z.number().int().nullable(),
  maxAmount: z.number().int().nullable(),
  bonusAmount: z.number().int().nullable().describe('What a deposit of the asked amount would get'),
  wagerMultiplier: z.number().int(),
  wagerIncludesDeposit: z.boolean(),
  maxBet: z.number().int().nullable(),
  maxConversion: z.number().int().nullable(),
  wagerDays: z.number().int(),
  freespins: z
    .object({
      count: z.number().int(),
      gameId: z.string(),
      gameIdentity: z.string().nullable(),
      betAmount: z.number().int(),
    })
    .nullable(),
  package: z.object({ id: z.number().int(), step: z.number().int(), steps: z.number().int() }).nullable(),
  triggerConditions,
  wagerCasinoConditions: z.object({ gameIds: arrayOf(z.string()) }),
  contribution: wagerContribution
    .optional()
    .describe('The template’s contribution table: the rates before the offer is taken (always sent)'),
};

export const bonusOffer = schemaFor<BonusOffer>()(z.object(offerShape));
export const bonusOffers = schemaFor<BonusOffersResponse>()(listOf(bonusOffer));

export const playerBonus = schemaFor<PlayerBonus>()(
  z.object({
    id: z.string(),
    bonusId: z.number().int().nullable(),
    pageIdentity: z.string().nullable(),
    title: z.string(),
    kind: z.enum([...BONUS_KINDS, 'freespin_winnings']),
    status: codeOf(PlayerBonusStatus).describe('1 issued, 2 active, 3 finished'),
    result: codeOf(PlayerBonusResult).describe(
      '1 none, 2 played, 3 canceled, 4 expired before activation, 5 expired while wagering',
    ),
    amount: minor('What was granted'),
    balance: minor('Bonus money now'),
    currency: z.string(),
    packageId: z.number().int().nullable(),
    issueSessionId: z.string().nullable(),
    wagerCasinoConditions: z.object({ gameIds: arrayOf(z.string()) }),
    wager: z.object({
      isEnabled: z.boolean(),
      multiplier: z.number().int(),
      required: z.number().int(),
      wagered: z.number().int(),
      maxBet: z.number().int().nullable(),
      maxConversion: z.number().int().nullable(),
      contribution: wagerContribution,
    }),
    convertedAmount: minor('Own money it became'),
    forfeitedAmount: minor('Bonus money forfeited'),
    hasOpenRound: z.boolean().describe('A round with this bonus’s money is open: cancelling waits (bonus-cancel-lock)'),
    issuedAt: z.string(),
    activatedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  }),
);
export const playerBonuses = schemaFor<PlayerBonusesResponse>()(listOf(playerBonus));

export const playerFreespin = schemaFor<PlayerFreespin>()(
  z.object({
    id: z.string(),
    bonusId: z.number().int().nullable(),
    title: z.string(),
    status: codeOf(PlayerBonusStatus),
    result: codeOf(PlayerFreespinResult),
    count: z.number().int(),
    played: z.number().int(),
    betAmount: z.number().int(),
    winnings: z.number().int(),
    currency: z.string(),
    gameId: z.string(),
    gameIdentity: z.string().nullable().describe('Null when the game cannot be found (the alert has no link)'),
    packageId: z.number().int().nullable(),
    playerBonusId: z.string().nullable(),
    issuedAt: z.string(),
    expiresAt: z.string().nullable(),
  }),
);
export const playerFreespins = schemaFor<PlayerFreespinsResponse>()(listOf(playerFreespin));

export const playerBonusCode = schemaFor<PlayerBonusCode>()(
  z.object({
    playerBonusCodeId: z.string(),
    code: z.string(),
    trigger: z.enum(BONUS_CODE_TRIGGERS),
    status: codeOf(BonusCodeStatus),
    bonusId: z.number().int(),
    title: z.string(),
    appliedAt: z.string(),
  }),
);
export const playerBonusCodes = listOf(playerBonusCode);

export const bonusCodeRedemption = schemaFor<BonusCodeRedemption>()(
  z.object({
    playerBonusCodeId: z.string(),
    code: z.string(),
    trigger: z.enum(BONUS_CODE_TRIGGERS),
    status: codeOf(BonusCodeStatus).describe('1 applied (waits for a deposit), 2 used (granted now)'),
    playerBonusId: z.string().nullable(),
    playerFreespinId: z.string().nullable(),
  }),
);

export const cashbackView = schemaFor<CashbackView>()(
  z.object({
    currency: z.string(),
    percent: z.number().int(),
    period: z.enum(['daily', 'weekly']),
    periodStartsAt: z.string(),
    periodEndsAt: z.string(),
    currentNetLoss: z.number().int(),
    currentAmount: z.number().int(),
    claimable: arrayOf(
      z.object({
        id: z.string(),
        amount: z.number().int(),
        periodStartsAt: z.string(),
        periodEndsAt: z.string(),
        expiresAt: z.string(),
      }),
    ),
  }),
);

export const bonusAvailability = schemaFor<BonusAvailability>()(
  z.object({
    bonusId: z.number().int(),
    isAvailable: z.boolean(),
    reason: z
      .string()
      .nullable()
      .describe('already_taken, package_step_not_reached, expired, not_in_currency, limit_reached, not_found'),
    playerBonusId: z.string().nullable(),
    status: codeOf(PlayerBonusStatus).nullable(),
  }),
);
export const bonusAvailabilityList = listOf(bonusAvailability);

export const bonusPackageView = schemaFor<BonusPackageView>()(
  z.object({
    id: z.number().int(),
    identity: z.string(),
    title: z.string(),
    steps: arrayOf(z.object({ ...offerShape, taken: z.boolean(), playerBonusId: z.string().nullable() })),
    nextStep: z.number().int().nullable(),
  }),
);
