import type { QuestState } from './statuses';

/**
 * The retention contract (issue 25; SPEC.md sections 3, 4, 7 and 9): quests and their tasks, the
 * loyalty account with levels and rakeback, and the referral programme. Money is in the currency's
 * minor units as JSON integers (as the wallet's); rates are basis points (1% = 100). The server's
 * response schemas (apps/server/src/modules/retention/retention.responses.ts) are tied to these
 * types by `schemaFor`, so a field here and in the answer never differ.
 *
 * Calls:
 * - `GET /api/retention/quests?state[]=&currency=` → `QuestsResponse` (state default: the live ones, 1 and 2;
 *   currency default: the player's active account's; amounts are shown in that currency).
 * - `PUT /api/retention/quests/{id}/activate` and `/cancel` → `Quest`.
 * - `GET /api/retention/account` → `LoyaltyAccount`; `GET /api/retention/levels` → `LoyaltyLevelsResponse`.
 * - `POST /api/retention/rakeback/claim` `{ currency }` → `RakebackClaim`.
 * - `GET /api/retention/referral` → `ReferralProgram` (link, statistics, balances).
 * - `POST /api/retention/referral/transfer` `{ currency }` → `ReferralTransfer` (the whole balance of that currency).
 * Channels: `retention:quests#{profileId}` carries `QuestUpdatedPush` and `QuestTaskUpdatedPush`;
 * `retention:accounts#{profileId}` carries `LoyaltyAccountUpdatedPush`.
 */

/** The states a quest list shows by default: 1 and 2 are live (SPEC.md section 4). */
export const LIVE_QUEST_STATES = [1, 2] as const satisfies readonly QuestState[];

/**
 * What a task asks for:
 * - `wager`: stake an amount of own money (quantity and progress in minor units of the list's currency, converted);
 * - `rounds`: play N settled rounds of any casino game;
 * - `play_games`: play N settled rounds of the task's games or collection;
 * - `win_multiplier`: win N rounds at least `minMultiplier` times their stake;
 * - `deposit`: deposit an amount (minor units of the list's currency, converted);
 * - `sports_bets`: N settled sports bets at combined odds of at least `minOdds`;
 * - `login_days`: log in on N consecutive days (UTC days).
 */
export const QUEST_TASK_TYPES = [
  'wager',
  'rounds',
  'play_games',
  'win_multiplier',
  'deposit',
  'sports_bets',
  'login_days',
] as const;
export type QuestTaskType = (typeof QUEST_TASK_TYPES)[number];

/** Task types whose quantity and progress are money (minor units of the quest list's currency). */
export const QUEST_AMOUNT_TASK_TYPES = ['wager', 'deposit'] as const satisfies readonly QuestTaskType[];

/** What completing a quest pays: a bonus or free spins (the bonus engine), cash into the wallet, or loyalty points. */
export const QUEST_REWARD_KINDS = ['bonus', 'freespins', 'cash', 'points'] as const;
export type QuestRewardKind = (typeof QUEST_REWARD_KINDS)[number];

/** The level-up notice shows as a banner this long on a game page (SPEC.md section 9). */
export const LEVEL_UP_BANNER_MS = 3_000;
/** The `stag` affiliate tag is kept this many days unless settings say otherwise (SPEC.md section 9). */
export const DEFAULT_AFFILIATE_TAG_EXPIRATION_DAYS = 30;
/** The query key of a referral link (`/?ref_id=...`); when it is an array the first is used (SPEC.md section 5). */
export const REFERRAL_QUERY_KEY = 'ref_id';
/** The affiliate tag's query key (SPEC.md section 9). */
export const AFFILIATE_TAG_QUERY_KEY = 'stag';

/** Push types of the retention channels. */
export const RETENTION_PUSH_TYPES = {
  questUpdated: 'quest.updated',
  questTaskUpdated: 'quest.task.updated',
  accountUpdated: 'account.updated',
} as const;

/** One task of a quest (SPEC.md section 3, Task). */
export interface QuestTask {
  readonly id: number;
  readonly questId: number;
  readonly type: QuestTaskType;
  /** Counts progress now: every task of a live quest, or only the current one of a quest in sequence. */
  readonly isActive: boolean;
  readonly isCompleted: boolean;
  /** Done so far, never above `quantity`: a count, or minor units of `currency` for amount tasks. */
  readonly progress: number;
  readonly quantity: number;
  /** The currency of `progress` and `quantity` for amount tasks (wager, deposit); null for counts. */
  readonly currency: string | null;
  /** 1-based position; in a quest in sequence tasks complete in this order. */
  readonly position: number;
  /** play_games: the games that count (ids), and their identities for links; empty: any game. */
  readonly gameIds: readonly string[];
  readonly gameIdentities: readonly string[];
  /** play_games: a collection whose games count (its identity), or null. */
  readonly collection: string | null;
  /** win_multiplier: the least win / stake, as a decimal string ("5.00"); else null. */
  readonly minMultiplier: string | null;
  /** sports_bets: the least combined decimal odds ("1.80"); else null. */
  readonly minOdds: string | null;
}

/** A reward of a quest, in the list's currency; once granted, what it became. */
export interface QuestReward {
  readonly kind: QuestRewardKind;
  /** bonus and freespins: the bonus template (GET /api/game/bonuses/offers/{pageIdentity}). */
  readonly bonusId: number | null;
  readonly bonusPageIdentity: string | null;
  /** Title of the bonus or free spins; null for cash and points. */
  readonly title: string | null;
  /** cash: minor units of `currency`; points: loyalty points; bonus and freespins: null (see the bonus). */
  readonly amount: number | null;
  readonly currency: string | null;
  /** Filled once granted. */
  readonly playerBonusId: string | null;
  readonly playerFreespinId: string | null;
}

/** A quest as one player sees it (SPEC.md section 3, Quest). */
export interface Quest {
  readonly id: number;
  readonly name: string;
  /** The terms, as markdown. */
  readonly description: string;
  /** 1 offered (activate to start when `requiresActivation`), 2 in progress, 3 completed, 4 canceled, 5 expired in progress, 6 expired without being taken. */
  readonly state: QuestState;
  /** Tasks complete in `position` order (only the current one counts), else in any order. */
  readonly isSequential: boolean;
  /** The player starts it with PUT .../activate; otherwise it counts from the window's start. */
  readonly requiresActivation: boolean;
  /** How many times a player may take it; `attemptsUsed` of them are taken (activated or completed). */
  readonly attemptsLimit: number;
  readonly attemptsUsed: number;
  /** May be activated now (live window, state 1 or 4, attempts left, no break). */
  readonly canActivate: boolean;
  readonly canCancel: boolean;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly activatedAt: string | null;
  readonly completedAt: string | null;
  /** The currency amounts are shown in. */
  readonly currency: string;
  readonly tasks: readonly QuestTask[];
  readonly rewards: readonly QuestReward[];
  /** When the rewards were granted (at completion), else null. */
  readonly rewardsGrantedAt: string | null;
}

export interface QuestsResponse {
  readonly data: readonly Quest[];
}

/** `retention:quests#{profileId}`: a quest's state changed. An alert shows unless `quest.state` is 3 (SPEC.md section 4). */
export interface QuestUpdatedPush {
  readonly type: 'quest.updated';
  readonly previousState: QuestState;
  /** The quest as it now is, amounts in the player's active currency. */
  readonly quest: Quest;
}

/** `retention:quests#{profileId}`: a task's progress moved (or it completed). */
export interface QuestTaskUpdatedPush {
  readonly type: 'quest.task.updated';
  readonly questId: number;
  readonly questState: QuestState;
  readonly task: QuestTask;
}

export type QuestPush = QuestUpdatedPush | QuestTaskUpdatedPush;

/** What reaching a level grants, once per player and level. */
export interface LoyaltyLevelReward {
  readonly kind: 'bonus' | 'freespins';
  readonly bonusId: number;
  readonly bonusPageIdentity: string;
  readonly title: string;
}

/** A loyalty level (`GET /api/retention/levels`): thresholds only rise with `order`. */
export interface LoyaltyLevel {
  readonly id: number;
  readonly name: string;
  /** 1 for the first level, then 2, 3... */
  readonly order: number;
  /** Points needed to reach it (0 for the first). */
  readonly points: number;
  /** Rakeback at this level: basis points of the house edge of each own-money stake. */
  readonly rakebackBps: number;
  readonly rewards: readonly LoyaltyLevelReward[];
}

export interface LoyaltyLevelsResponse {
  readonly data: readonly LoyaltyLevel[];
  /** How points are earned: one point per this many minor units of USD of house edge on own-money stakes. */
  readonly pointsRule: { readonly houseEdgeUsdMinorPerPoint: number };
}

/** Rakeback accrued in one currency, claimable when `amount` > 0. */
export interface RakebackBalance {
  readonly currency: string;
  readonly amount: number;
}

/** The Loyalty account of SPEC.md section 3 (`GET /api/retention/account`). */
export interface LoyaltyAccount {
  /** Points earned, never falling. */
  readonly points: number;
  readonly currentLevel: {
    readonly id: number;
    readonly name: string;
    readonly order: number;
    readonly points: number;
    readonly rakebackBps: number;
  };
  /** Null at the top level. */
  readonly nextLevel: {
    readonly id: number;
    readonly name: string;
    readonly order: number;
    readonly points: number;
  } | null;
  readonly rakeback: { readonly rateBps: number; readonly balances: readonly RakebackBalance[] };
}

/** `retention:accounts#{profileId}`: the account changed; when `levelUp` is set (the order rose) the level-up notice shows. */
export interface LoyaltyAccountUpdatedPush {
  readonly type: 'account.updated';
  readonly account: LoyaltyAccount;
  readonly levelUp: {
    readonly previousOrder: number;
    readonly order: number;
    readonly name: string;
    readonly rewards: readonly LoyaltyLevelReward[];
  } | null;
}

/** `POST /api/retention/rakeback/claim` `{ currency }`: the whole accrued amount, paid into the wallet account of that currency. */
export interface RakebackClaim {
  readonly id: string;
  readonly currency: string;
  readonly amount: number;
  readonly claimedAt: string;
}

/** Per currency: commission earned from referrals, what is left to transfer, and a loss carried into the next period. */
export interface ReferralCurrencyStats {
  readonly currency: string;
  readonly earned: number;
  readonly balance: number;
  /** Net revenue below zero carried into the next period (0 or negative); no commission until it is made up. */
  readonly carriedOver: number;
}

/** `GET /api/retention/referral`: the player's link and the programme's statistics. */
export interface ReferralProgram {
  /** The player's referral id, as in `?ref_id=`. */
  readonly referralId: string;
  /** The path of the link, to put after the site's origin (`/?ref_id=...`). */
  readonly linkPath: string;
  /** The commission: basis points of the referred players' net gaming revenue (losses minus bonuses). */
  readonly commissionBps: number;
  /** Commission is computed per period of this many days. */
  readonly periodDays: number;
  readonly stats: {
    readonly signUps: number;
    /** Referred players who made a deposit. */
    readonly depositing: number;
    readonly currencies: readonly ReferralCurrencyStats[];
  };
}

/** `POST /api/retention/referral/transfer` `{ currency }`: the referral balance of that currency moved into the wallet. */
export interface ReferralTransfer {
  readonly id: string;
  readonly currency: string;
  readonly amount: number;
  readonly transferredAt: string;
}
