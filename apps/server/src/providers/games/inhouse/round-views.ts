import {
  blackjackPublicView,
  FairplayError,
  GAME_INFO,
  minesPublicView,
  type BlackjackState,
  type GameKind,
  type HiloState,
  type MinesState,
} from '@casino/fairplay';
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
  /** Multi-step games: mines active, cashed_out or busted; blackjack insurance, player or finished; hilo active, cashed_out or lost. */
  readonly state?: string;
  /** Multi-step games: the player's actions so far, for a verifier to replay. */
  readonly actions?: readonly unknown[];
  readonly status: InhouseRoundStatus;
  readonly createdAt: string;
}

/** Minor units travel as JSON integers; bets are capped far below 2^53. */
const toJsonAmount = (amount: bigint): number => Number(amount);

/** What the player may see of a round's stored state. */
export function publicOutcome(kind: GameKind, state: unknown): unknown {
  if (kind === 'mines') return minesPublicView(state as MinesState);
  if (kind === 'blackjack') return blackjackPublicView(state as BlackjackState);
  return state;
}

/** The stage a multi-step round is at, as RoundView.state tells it. */
function stepState(kind: GameKind, state: unknown): string {
  if (kind === 'blackjack') return (state as BlackjackState).phase;
  if (kind === 'hilo') return (state as HiloState).status;
  return (state as MinesState).status;
}

export function roundView(row: InhouseRoundRow): RoundView {
  const multiStep = GAME_INFO[row.kind].multiStep;
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
    ...(multiStep ? { state: stepState(row.kind, row.state), actions: row.actions } : {}),
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
