import type {
  BonusCodeStatus,
  PlayerBonusResult,
  PlayerBonusStatus,
  PlayerFreespinResult,
  PlayerFreespinStatus,
} from './statuses';

/**
 * The bonus engine's contract (issue 15, SPEC.md sections 3, 4, 7 and 9). Money is in the
 * currency's minor units, as JSON integers like the wallet's; rates are basis points (1% = 100)
 * so that no percentage is a float. How a stake spends own and bonus money, and how a win is
 * split, is `BONUS_MONEY_RULES` below and the README "Bonuses".
 */

/** Kinds of bonus an operator creates. */
export const BONUS_KINDS = ['deposit', 'freespins', 'code', 'manual'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** A bonus code's trigger: granted on the player's next qualifying deposit, or at once. */
export const BONUS_CODE_TRIGGERS = ['deposit', 'activation'] as const;
export type BonusCodeTrigger = (typeof BONUS_CODE_TRIGGERS)[number];

/** Default minimum wagering multiplier (SPEC.md section 9). */
export const DEFAULT_MIN_WAGER_MULTIPLIER = 1;
/** The bonus and free-spin lists refresh at most this often after pushes (SPEC.md section 9). */
export const BONUS_LIST_REFRESH_DEBOUNCE_MS = 500;

/** The order a stake spends money and the split of a win: shown in the bonus-condition and bonus-details modals. */
export const BONUS_MONEY_RULES = {
  stakeOrder: 'own_then_bonus',
  winSplit: 'proportional_to_stake',
} as const;

/**
 * What a casino stake counts towards wagering besides the bonus's contribution table (the README
 * "Bonuses", modules/bonus/bonus-contribution.ts). Never more than its game's house edge times the
 * wagering multiplier, so meeting a requirement costs at least the bonus on average, on every game
 * (operators' manual grants excepted); a bet that gives back its stake at least `halfFromChanceBps`
 * of the time counts half, at least `noneFromChanceBps` of the time nothing.
 */
export const BONUS_WAGERING_RULES = {
  edgeTimesMultiplier: true,
  /** 2 times in 3. */
  halfFromChanceBps: 6_667,
  /** 9 times in 10. */
  noneFromChanceBps: 9_000,
} as const;

/** Per currency: a minimum deposit that triggers a deposit bonus (SPEC.md section 3). */
export interface InvoiceAmountItem {
  readonly currency: string;
  readonly amountFrom: number;
}

export interface BonusTriggerConditions {
  readonly invoiceAmountItems: readonly InvoiceAmountItem[];
  /** In the base currency (USD) minor units; a deposit in a currency without its own item is converted. */
  readonly baseCurrencyInvoiceAmountFrom: number | null;
}

/** What a stake counts towards wagering. */
export interface WagerContribution {
  /** Basis points per game id, then per collection slug, then the default. */
  readonly games: Readonly<Record<string, number>>;
  readonly collections: Readonly<Record<string, number>>;
  readonly defaultRate: number;
  /** Sports bets count at `sportsRate` when their combined odds are at least `sportsMinOdds` (decimal, e.g. "1.50"); null: they do not count. */
  readonly sportsMinOdds: string | null;
  readonly sportsRate: number;
}

/** An offer as players see it: a deposit bonus, a package step, a free-spin or code offer. */
export interface BonusOffer {
  readonly id: number;
  readonly pageIdentity: string;
  readonly kind: BonusKind;
  readonly title: string;
  readonly description: string;
  readonly currency: string;
  /** Deposit bonus: this share of the deposit, in basis points (10 000 = 100%). */
  readonly percent: number | null;
  /** Fixed amount, or the most a percentage bonus gives, in this currency. */
  readonly amount: number | null;
  readonly maxAmount: number | null;
  /** What a deposit of the asked `amount` would get (GET /api/game/bonuses?amount=), else null. */
  readonly bonusAmount: number | null;
  readonly wagerMultiplier: number;
  /** Wagering counts the deposit as well as the bonus. */
  readonly wagerIncludesDeposit: boolean;
  readonly maxBet: number | null;
  /** The most the bonus can turn into own money, in this currency; null: no cap. */
  readonly maxConversion: number | null;
  readonly wagerDays: number;
  readonly freespins: {
    readonly count: number;
    readonly gameId: string;
    readonly gameIdentity: string | null;
    readonly betAmount: number;
  } | null;
  readonly package: { readonly id: number; readonly step: number; readonly steps: number } | null;
  readonly triggerConditions: BonusTriggerConditions;
  readonly wagerCasinoConditions: { readonly gameIds: readonly string[] };
  /**
   * The template's contribution table (per-game rates before the offer is taken); a granted bonus
   * keeps a copy in `wager.contribution`. The server always sends it; optional in the type only so
   * a client parser written before it still compiles.
   */
  readonly contribution?: WagerContribution;
}

/**
 * `GET /api/game/bonuses?currency=&amount=`: the deposit bonuses (and package step) the player can choose now.
 * `currency` defaults to USD (as for `/bonuses/package` and `/bonuses/offers/{pageIdentity}`).
 * `GET /api/game/bonuses/offers/{pageIdentity}?currency=` answers one `BonusOffer` (guests too; 404 when unknown or switched off).
 */
export interface BonusOffersResponse {
  readonly data: readonly BonusOffer[];
}

/** A bonus granted to a player (SPEC.md section 3). */
export interface PlayerBonus {
  readonly id: string;
  readonly bonusId: number | null;
  readonly pageIdentity: string | null;
  readonly title: string;
  readonly kind: BonusKind | 'freespin_winnings';
  readonly status: PlayerBonusStatus;
  readonly result: PlayerBonusResult;
  /** What was granted. */
  readonly amount: number;
  /** Bonus money now (the active bonus is spendable). */
  readonly balance: number;
  readonly currency: string;
  readonly packageId: number | null;
  readonly issueSessionId: string | null;
  readonly wagerCasinoConditions: { readonly gameIds: readonly string[] };
  readonly wager: {
    /** The wagering flag (SPEC.md section 3): false when the bonus has no wagering. */
    readonly isEnabled: boolean;
    readonly multiplier: number;
    readonly required: number;
    readonly wagered: number;
    readonly maxBet: number | null;
    readonly maxConversion: number | null;
    readonly contribution: WagerContribution;
  };
  /** Own money it became (finished, played); forfeited bonus money (canceled, expired). */
  readonly convertedAmount: number;
  readonly forfeitedAmount: number;
  /** A round with this bonus's money is open: cancelling waits (bonus-cancel-lock). */
  readonly hasOpenRound: boolean;
  readonly issuedAt: string;
  readonly activatedAt: string | null;
  /** Issued: activate by then; active: wager by then. */
  readonly expiresAt: string | null;
  readonly finishedAt: string | null;
}

export interface PlayerFreespin {
  readonly id: string;
  readonly bonusId: number | null;
  readonly title: string;
  readonly status: PlayerFreespinStatus;
  readonly result: PlayerFreespinResult;
  readonly count: number;
  readonly played: number;
  readonly betAmount: number;
  /** Winnings so far: bonus money of `playerBonusId` once the spins are played. */
  readonly winnings: number;
  readonly currency: string;
  readonly gameId: string;
  /** Null when the game cannot be found (the alert then has no link). */
  readonly gameIdentity: string | null;
  readonly packageId: number | null;
  readonly playerBonusId: string | null;
  readonly issuedAt: string;
  readonly expiresAt: string | null;
}

export interface PlayerBonusesResponse {
  readonly data: readonly PlayerBonus[];
}

export interface PlayerFreespinsResponse {
  readonly data: readonly PlayerFreespin[];
}

/** `GET /api/game/bonuses/bonuscodes?trigger=`: the player's codes waiting for that trigger. */
export interface PlayerBonusCode {
  readonly playerBonusCodeId: string;
  readonly code: string;
  readonly trigger: BonusCodeTrigger;
  readonly status: BonusCodeStatus;
  readonly bonusId: number;
  readonly title: string;
  readonly appliedAt: string;
}

/** `POST /api/game/bonuses/bonuscodes` answers the code with status 1 applied (deposit) or 2 used (granted now). */
export interface BonusCodeRedemption {
  readonly playerBonusCodeId: string;
  readonly code: string;
  readonly trigger: BonusCodeTrigger;
  readonly status: BonusCodeStatus;
  readonly playerBonusId: string | null;
  readonly playerFreespinId: string | null;
}

/** `GET /api/game/bonuses/cashback?currency=`: this period's cashback and what is claimable. */
export interface CashbackView {
  readonly currency: string;
  /** Basis points of net loss. */
  readonly percent: number;
  readonly period: 'daily' | 'weekly';
  readonly periodStartsAt: string;
  readonly periodEndsAt: string;
  /** Net loss so far this period (stakes − wins, not below zero) and the cashback it would give. */
  readonly currentNetLoss: number;
  readonly currentAmount: number;
  /** Computed, not yet claimed: one per finished period. */
  readonly claimable: readonly {
    readonly id: string;
    readonly amount: number;
    readonly periodStartsAt: string;
    readonly periodEndsAt: string;
    readonly expiresAt: string;
  }[];
}

/** `GET /api/game/bonuses/status?bonusIds[]=&currency=`: whether each offer can still be taken by this player. */
export interface BonusAvailability {
  readonly bonusId: number;
  readonly isAvailable: boolean;
  /** Why not: already_taken, package_step_not_reached, expired, not_in_currency, limit_reached. */
  readonly reason: string | null;
  readonly playerBonusId: string | null;
  readonly status: PlayerBonusStatus | null;
}

/** The welcome package and the player's progress through it (`GET /api/game/bonuses/package?identity=&currency=`, currency default USD). */
export interface BonusPackageView {
  readonly id: number;
  readonly identity: string;
  readonly title: string;
  readonly steps: readonly (BonusOffer & { readonly taken: boolean; readonly playerBonusId: string | null })[];
  /** The step the next deposit can take (1-based); null when every step is taken. */
  readonly nextStep: number | null;
}

/** `game.bet.max.exceed` push (SPEC.md section 9): a stake above the active bonus's maximum bet was refused. */
export interface BetMaxExceedPush {
  readonly currency: string;
  readonly maxBetAmount: number;
  readonly gameIdentity: string;
}

/** `bonus:player-bonuses#{playerId}`: a player bonus changed (granted, activated, wagered, finished); the bonus as it now is. */
export interface PlayerBonusUpdatedPush {
  readonly type: 'player-bonus.updated';
  readonly playerBonus: PlayerBonus;
}

/** `bonus:player-freespins#{playerId}`: free spins changed (granted, activated, a spin played, ended); the free spins as they now are. */
export interface PlayerFreespinUpdatedPush {
  readonly type: 'player-freespin.updated';
  readonly playerFreespin: PlayerFreespin;
}

/** `bonus:player-bonus-codes#{playerId}`: the player's codes changed (applied, used, removed); refetch `GET /api/game/bonuses/bonuscodes`. */
export interface PlayerBonusCodesUpdatedPush {
  readonly type: 'player-bonus-codes.updated';
}
