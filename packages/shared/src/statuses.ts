/**
 * Status and code constants of SPEC.md sections 3 and 4. Code compares against these names,
 * never against bare numbers; the settings constants endpoint publishes the same tables.
 */

export const PlayerStatus = { Active: 1, Blocked: 2, SelfExcluded: 3, CoolingOff: 4, Closed: 5 } as const;
export type PlayerStatus = (typeof PlayerStatus)[keyof typeof PlayerStatus];

export const DocumentStatus = { Pending: 1, Approved: 2, Rejected: 3 } as const;
export type DocumentStatus = (typeof DocumentStatus)[keyof typeof DocumentStatus];

/** What a player's document shows: an identity document, a proof of address, a payment method, a selfie. */
export const DocumentType = { Identity: 1, ProofOfAddress: 2, PaymentMethod: 3, Selfie: 4 } as const;
export type DocumentType = (typeof DocumentType)[keyof typeof DocumentType];

/** Where the player's identity verification stands. */
export const VerificationStatus = { NotStarted: 0, Pending: 1, Approved: 2, Rejected: 3 } as const;
export type VerificationStatus = (typeof VerificationStatus)[keyof typeof VerificationStatus];

/** Invoice status: 1 pending (asynchronous, may carry a qr), 2 success, 3 failure. */
export const InvoiceStatus = { Pending: 1, Success: 2, Failure: 3 } as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];

export const InvoiceType = { Deposit: 1, Withdrawal: 2 } as const;
export type InvoiceType = (typeof InvoiceType)[keyof typeof InvoiceType];

export const BetStatus = { Open: 1, Won: 2, Lost: 3, Refunded: 4, CashedOut: 5 } as const;
export type BetStatus = (typeof BetStatus)[keyof typeof BetStatus];

/** Bonus and free-spin status: issued becomes active by activation; finished carries a result. */
export const PlayerBonusStatus = { Issued: 1, Active: 2, Finished: 3 } as const;
export type PlayerBonusStatus = (typeof PlayerBonusStatus)[keyof typeof PlayerBonusStatus];

/** Result when finished: 4 expired before activation, 5 expired while wagering. */
export const PlayerBonusResult = { None: 1, Played: 2, Canceled: 3, Expired: 4, WagerExpired: 5 } as const;
export type PlayerBonusResult = (typeof PlayerBonusResult)[keyof typeof PlayerBonusResult];

export const PlayerFreespinStatus = PlayerBonusStatus;
export type PlayerFreespinStatus = PlayerBonusStatus;

/** Free spins expire only with result 4. */
export const PlayerFreespinResult = { None: 1, Played: 2, Canceled: 3, Expired: 4 } as const;
export type PlayerFreespinResult = (typeof PlayerFreespinResult)[keyof typeof PlayerFreespinResult];

export const BonusCodeStatus = { Applied: 1, Used: 2, Incorrect: 3, NotAvailable: 4 } as const;
export type BonusCodeStatus = (typeof BonusCodeStatus)[keyof typeof BonusCodeStatus];

/** Quest state: 1 and 2 are live, 3 completed, 5 and 6 expired. */
export const QuestState = {
  New: 1,
  InProgress: 2,
  Completed: 3,
  Canceled: 4,
  Expired: 5,
  ExpiredUnclaimed: 6,
} as const;
export type QuestState = (typeof QuestState)[keyof typeof QuestState];

export const NotificationState = { Unread: 1, Read: 2 } as const;
export type NotificationState = (typeof NotificationState)[keyof typeof NotificationState];

export const WalletAccountStatus = { Active: 1, Hidden: 2 } as const;
export type WalletAccountStatus = (typeof WalletAccountStatus)[keyof typeof WalletAccountStatus];

/** 6, play time (beyond the spec): minutes of play per rolling day, `amount` in minutes and no currency. */
export const LimitDefinition = { Bet: 1, Loss: 2, Deposit: 3, SelfExclusion: 4, CoolingOff: 5, PlayTime: 6 } as const;
export type LimitDefinition = (typeof LimitDefinition)[keyof typeof LimitDefinition];

export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Cooling-off: a short break, in days (24 hours, 7 days, 30 days). */
export const COOLING_OFF_PERIOD_DAYS = [1, 7, 30] as const;
/** Self-exclusion: a long break, in months; 0 means permanent (UK self-exclusion terms: 6 months to 5 years). */
export const SELF_EXCLUSION_PERIOD_MONTHS = [6, 12, 24, 60, 0] as const;
/** Reality check: how often play is interrupted with the time played and the net result; 0 is off. */
export const REALITY_CHECK_INTERVAL_MINUTES = [0, 15, 30, 60] as const;
/** Play-time limit (minutes of play per rolling day): at least 5 minutes, at most the whole day. */
export const PLAY_TIME_LIMIT_MINUTES = { min: 5, max: 24 * 60 } as const;
/**
 * A round keeps the player "at play" until the next one, at most this long: play time is the time
 * so covered, so a pause longer than this counts only this much.
 */
export const PLAY_TIME_IDLE_MINUTES = 5;
/** Length of each limit period, rolling: a day, a week, 30 days. */
export const LIMIT_PERIOD_HOURS: Readonly<Record<LimitPeriod, number>> = {
  daily: 24,
  weekly: 24 * 7,
  monthly: 24 * 30,
};

export interface NamedCode {
  readonly id: number;
  readonly name: string;
}

/** Turns `{ Issued: 1, Active: 2 }` into `[{ id: 1, name: 'issued' }, ...]` for the constants API. */
export function toNamedCodes(table: Readonly<Record<string, number>>): NamedCode[] {
  return Object.entries(table).map(([key, id]) => ({ id, name: toSnakeCase(key) }));
}

function toSnakeCase(pascal: string): string {
  return pascal.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}
