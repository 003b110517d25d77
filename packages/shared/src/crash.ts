/**
 * Crash (Comet Crash): the shapes of a round, its bets and the live pushes of its public channel,
 * one definition for the server (crash service, response schemas, the feed) and the game client.
 */

export type CrashPhase = 'betting' | 'flight' | 'crashed';
export type CrashBetState = 'active' | 'cashed_out' | 'lost';

/** The public channel of one crash game: its phases, crashes and players' bets, to anyone (a guest too). */
export const CRASH_CHANNEL_NAMESPACE = 'game:crash';

export function crashChannel(identity: string): string {
  return `${CRASH_CHANNEL_NAMESPACE}#${identity}`;
}

export interface CrashRoundView {
  readonly id: string;
  /** Its place in the hash chain. */
  readonly number: number;
  readonly phase: CrashPhase;
  /** Epoch ms: bets close and the flight starts. */
  readonly bettingEndsAt: number;
  /** Milliseconds of flight so far (0 before the launch). */
  readonly elapsedMs: number;
  /** The multiplier now, in hundredths (the crash point once crashed). */
  readonly multiplier: number;
  /** Only once the round has crashed: its crash point and hash, to verify. */
  readonly crashPoint: number | null;
  readonly hash: string | null;
}

export interface CrashBetView {
  readonly id: string;
  /** A pseudonym: the nickname, or 'Player' / 'Guest' and 4 characters. */
  readonly player: string;
  readonly amount: number;
  readonly currency: string;
  /** Minor units per unit of its currency, to show the amount. */
  readonly subunitToUnit: number;
  readonly demo: boolean;
  /** Shown only on the player's own bet (null in pushes). */
  readonly autoCashOut: number | null;
  /** The multiplier cashed out at (hundredths), once it has been. */
  readonly cashedOutAt: number | null;
  readonly win: number;
  readonly status: CrashBetState;
  /** The bet of the launch that asks (false in pushes: a client knows its own bet by id). */
  readonly mine: boolean;
}

export interface CrashHistoryEntry {
  readonly id: string;
  readonly number: number;
  readonly crashPoint: number;
  readonly hash: string;
}

/** The hash chain the rounds come from: its terminal hash is published before its first round. */
export interface CrashChainView {
  readonly id: string;
  readonly terminalHash: string;
  readonly salt: string;
  readonly length: number;
}

/** The crash room now, POST /provider/games/api/crash/state: the answer the game client polls. */
export interface CrashState {
  /** The server's clock (epoch ms), so a client draws the curve in step. */
  readonly serverTime: number;
  readonly growthPerMs: number;
  readonly round: CrashRoundView | null;
  readonly bets: readonly CrashBetView[];
  readonly myBet: CrashBetView | null;
  readonly balance: number;
  readonly history: readonly CrashHistoryEntry[];
  readonly chain: CrashChainView | null;
}

/** A bet taken or cashed out (POST .../bets, .../cashout): the bet and the balance after it. */
export interface CrashBetAnswer {
  readonly bet: CrashBetView;
  readonly balance: number;
}

/**
 * What the crash channel pushes; `serverTime` is the server's clock when it was sent.
 * - `betting`: a round opened (written with the round, through the outbox); `ended` is the round
 *   the same transaction settled, if any.
 * - `flight`: the launch (bets are closed; the multiplier follows the curve from `bettingEndsAt`).
 * - `crashed`: the round reached its crash point; its hash is revealed.
 * - `bets`: bets taken and cash-outs (manual, or an auto cash-out the curve reached), batched.
 */
export type CrashPush =
  | {
      readonly type: 'betting';
      readonly serverTime: number;
      readonly round: CrashRoundView;
      readonly ended: CrashHistoryEntry | null;
    }
  | { readonly type: 'flight'; readonly serverTime: number; readonly round: CrashRoundView }
  | { readonly type: 'crashed'; readonly serverTime: number; readonly round: CrashRoundView }
  | {
      readonly type: 'bets';
      readonly serverTime: number;
      readonly roundId: string;
      readonly bets: readonly CrashBetView[];
    };
