import type { LimitDefinition, LimitPeriod, REALITY_CHECK_INTERVAL_MINUTES } from './statuses';

/** The push a player gets when their use of an amount limit reaches LIMIT_WARNING_PERCENT of it. */
export const LIMIT_WARNING_TYPE = 'limits.warning';

/** Share of an amount limit (bet, loss, deposit) at which the player is told, once per rolling period. */
export const LIMIT_WARNING_PERCENT = 80;

/**
 * `limits.warning` on `game:bets#{playerId}` (beyond the spec, issue 32): a stake or a deposit took
 * the player's use of a limit to LIMIT_WARNING_PERCENT or more. Sent once per limit and rolling
 * period; the site shows it as an alert on every page and as a banner on the game page.
 */
export interface LimitWarningPush {
  readonly type: typeof LIMIT_WARNING_TYPE;
  readonly limitId: string;
  readonly definition: typeof LimitDefinition.Bet | typeof LimitDefinition.Loss | typeof LimitDefinition.Deposit;
  readonly period: LimitPeriod;
  /**
   * Stakes, net loss or deposits of the period in the limit's currency (minor units), this stake or
   * deposit included; for a loss limit, the loss should this stake be lost (what the limit checks).
   */
  readonly used: number;
  /** The limit, minor units of `currency`. */
  readonly amount: number;
  readonly currency: string;
  /** `used` as a whole percentage of `amount`, rounded down: LIMIT_WARNING_PERCENT to 100. */
  readonly percent: number;
}

/** The reality check, `GET /api/player/reality-check`: how often to remind the player, and what this login session has played. */
export interface RealityCheckView {
  readonly intervalMinutes: (typeof REALITY_CHECK_INTERVAL_MINUTES)[number];
  readonly session: {
    readonly startedAt: string;
    /** Per currency, minor units. */
    readonly results: readonly { currency: string; staked: number; won: number; net: number }[];
  };
}
