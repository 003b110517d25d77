import { FairplayError, minesPublicView, type GameKind, type MinesState } from '@casino/fairplay';
import { AppError } from '../../../http/app-error';
import type { InhouseRoundStatus, inhouseRounds } from './inhouse.table';

export type InhouseRoundRow = typeof inhouseRounds.$inferSelect;

/** A round as the game client sees it; amounts in minor units. */
export interface RoundView {
  readonly id: string;
  readonly game: GameKind;
  readonly bet: number;
  readonly win: number;
  readonly nonce: number;
  readonly clientSeed: string;
  readonly serverSeedHash: string;
  readonly params: unknown;
  /** The outcome; for mines the public view (mine positions hidden while active). */
  readonly outcome: unknown;
  /** Mines only: active, cashed_out or busted. */
  readonly state?: string;
  /** Mines only: the player's actions so far, for a verifier to replay. */
  readonly actions?: readonly unknown[];
  readonly status: InhouseRoundStatus;
  readonly createdAt: string;
}

/** Minor units travel as JSON integers; bets are capped far below 2^53. */
const toJsonAmount = (amount: bigint): number => Number(amount);

/** What the player may see of a round's stored state. */
export function publicOutcome(kind: GameKind, state: unknown): unknown {
  return kind === 'mines' ? minesPublicView(state as MinesState) : state;
}

export function roundView(row: InhouseRoundRow): RoundView {
  const mines = row.kind === 'mines';
  return {
    id: row.id,
    game: row.kind,
    bet: toJsonAmount(row.bet),
    win: toJsonAmount(row.win),
    nonce: row.nonce,
    clientSeed: row.clientSeed,
    serverSeedHash: row.serverSeedHash,
    params: row.params,
    outcome: publicOutcome(row.kind, row.state),
    ...(mines ? { state: (row.state as MinesState).status, actions: row.actions } : {}),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A rule of the game the input broke: 422 with fairplay's stable code and the field at fault. */
export function fairplayToAppError(error: unknown): unknown {
  if (!(error instanceof FairplayError)) return error;
  return new AppError(422, error.code, error.message, error.field ? { [error.field]: [error.message] } : undefined);
}

/** Runs game math on untrusted input, turning a FairplayError into the HTTP error format. */
export function withGameRules<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw fairplayToAppError(error);
  }
}
