import { z } from 'zod';

/**
 * The messages of the seamless-wallet protocol (modelled on the public wallet APIs of game
 * aggregators: balance, bet, win, rollback). The studio calls the platform:
 *
 *   POST {PLATFORM}/provider/aggregator/wallet/{session|balance|bet|win|rollback}
 *
 * and the platform calls the studio to open a game:
 *
 *   POST {STUDIO}/aggregator/launch
 *
 * Every body is JSON, signed (signing.ts). Amounts are integers in the currency's minor units,
 * sent as decimal strings so no JSON parser rounds them. `token` is the platform's wallet session
 * for one player, game and currency, handed to the studio by the launch: the studio never learns
 * who the player is beyond it. Every money call carries the studio's `transactionId`; a call
 * sent again with the same id (a retry after a timeout) moves nothing and answers as the first
 * one did.
 */

/** Minor units as a decimal string: "0" to 18 digits. */
export const minorAmount = z.string().regex(/^(0|[1-9]\d{0,17})$/, 'A whole number of minor units, as a string');
const id = z.string().min(1).max(128);
const currency = z.string().regex(/^[A-Z0-9]{2,10}$/, 'A currency code');
const game = z.string().min(1).max(64);
const token = z.string().min(1).max(128);

export const balanceRequest = z.object({ token, currency, game }).strict();
export const betRequest = z
  .object({ token, currency, game, roundId: id, transactionId: id, amount: minorAmount })
  .strict();
export const winRequest = z
  .object({
    token,
    currency,
    game,
    roundId: id,
    transactionId: id,
    /** The bet this win settles (the round's stake). */
    betTransactionId: id,
    amount: minorAmount,
    /** The round won the progressive jackpot: the platform pays its pool on top of `amount`. */
    jackpot: z.boolean(),
    /** The public outcome, kept with the round for the player's history. */
    outcome: z.unknown().optional(),
  })
  .strict();
/** Refunds the bet `transactionId` of the round (the studio could not complete it). */
export const rollbackRequest = z.object({ token, currency, game, roundId: id, transactionId: id }).strict();

/**
 * May this session be played now? Asked for a signed-in player's demo session at every call (a
 * demo moves no money, so nothing else would ask): refused when the player's login has ended or
 * the player is on a cooling-off or self-exclusion (`cooling_off` / `self_excluded`).
 */
export const sessionRequest = z.object({ token, game }).strict();

export type SessionRequest = z.infer<typeof sessionRequest>;
export type BalanceRequest = z.infer<typeof balanceRequest>;
export type BetRequest = z.infer<typeof betRequest>;
export type WinRequest = z.infer<typeof winRequest>;
export type RollbackRequest = z.infer<typeof rollbackRequest>;

export interface BalanceAnswer {
  readonly balance: string;
  readonly currency: string;
  /**
   * The balance call only: the most one round may stake now at the platform (the active bonus's
   * maximum bet while it is wagered); a bet above it is refused. Absent when
   * nothing but the studio's own limits applies. A game shows it before the player stakes.
   */
  readonly maxBet?: string;
}

export interface TransactionAnswer extends BalanceAnswer {
  readonly transactionId: string;
  /** The platform's id of the round (what the player's history shows). */
  readonly platformRoundId: string;
  /** True when this transaction id had been processed before: nothing moved this time. */
  readonly replayed: boolean;
  /** A win with `jackpot`: what the pool paid (minor units). */
  readonly jackpotWin?: string;
}

export interface SessionAnswer {
  readonly demo: boolean;
  readonly currency: string;
}

/** A rollback of a bet the platform never received: there is nothing to refund, and nothing was done. */
export interface NothingToDoAnswer extends BalanceAnswer {
  readonly transactionId: string;
  readonly nothingToDo: true;
}

/** The platform asks the studio to open a game for a player (real money) or for fun. */
export const launchRequest = z
  .object({
    game,
    currency,
    /** Minor units per unit of the currency (100 for EUR). */
    subunitToUnit: z.number().int().positive().max(1_000_000_000_000),
    demo: z.boolean(),
    /**
     * The wallet session: real money's, or a signed-in player's demo session (it moves no money;
     * the studio asks `session` with it before each call, so a break closes the demo too). Absent
     * for a guest's demo.
     */
    token: token.optional(),
    /** An opaque, stable id of the player at the platform (seed pairs follow it); absent for a guest. */
    player: id.optional(),
    /** Where the game's "back to lobby" goes. */
    lobbyUrl: z.string().max(2048).optional(),
    /** The site locale the game shows its texts in ('de', 'pt-br'); absent, English. */
    lang: z
      .string()
      .regex(/^[a-z]{2}(-[a-z]{2})?$/)
      .optional(),
  })
  .strict();
export type LaunchRequest = z.infer<typeof launchRequest>;

export interface LaunchAnswer {
  /** The absolute URL of the game's page on the studio's public origin, carrying the studio's own session token. */
  readonly url: string;
}

/**
 * The error codes of the protocol (the body is the DESIGN.md error format:
 * `{ "error": { "code", "message", "fields"? } }`). A studio acts on the code:
 * - refusals (nothing moved, do not retry the same call): insufficient_funds, bet_limit_reached,
 *   loss_limit_reached, cooling_off, self_excluded, underage, bonus_max_bet, session_ended,
 *   invalid_token, token_game_mismatch, currency_mismatch, round_closed, validation_failed, game_not_playable;
 * - unknown_bet: a win for a bet the platform never took (refused; the round cannot be paid);
 * - implausible_win / invalid_amount: a win above 1,000,000x the round's stake, or one that would take
 *   the balance past what an account holds (refused, nothing moved: an operator must look);
 * - invalid_signature / stale_request: the request was not authenticated (fix the clock or secret);
 * - anything else, a 5xx or no answer: the outcome is unknown — retry (a win) or roll back (a bet).
 */
export const WALLET_ERROR_CODES = [
  'invalid_signature',
  'stale_request',
  'validation_failed',
  'invalid_token',
  'session_ended',
  'token_game_mismatch',
  'currency_mismatch',
  'insufficient_funds',
  'invalid_amount',
  'implausible_win',
  'unknown_bet',
  'round_closed',
  'game_not_playable',
] as const;
