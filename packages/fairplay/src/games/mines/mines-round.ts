import { FairplayError } from '../../errors';
import { type FloatReader } from '../../rng/floats';
import { fromBasisPoints, ZERO_MULTIPLIER, type Ratio } from '../../ratio';
import { expectInteger, expectOneOf, expectRecord } from '../params';
import { drawMinePositions, minesMultiplierBps, MINES_TILES, type MinesParams } from './mines-math';

/**
 * The mines round as a pure state machine. The stake is taken once, when the round starts; the
 * payout (stake x multiplier) is paid once, when the status leaves 'active'. The state is plain
 * JSON, so the server can store it and a player who reloads resumes the same round.
 */
export const MINES_STATUSES = ['active', 'cashed_out', 'busted'] as const;
export type MinesStatus = (typeof MINES_STATUSES)[number];

export interface MinesState {
  readonly mines: number;
  /** Secret while the round is active: send minesPublicView(state) to the player instead. */
  readonly minePositions: readonly number[];
  /** Safe tiles revealed, in order. */
  readonly revealed: readonly number[];
  readonly status: MinesStatus;
  /** The mine the player hit, when busted. */
  readonly bustedTile: number | null;
  /** While active: what a cash-out would pay now. Finished: the round's multiplier (0 if busted). */
  readonly multiplier: Ratio;
}

export type MinesAction = { readonly type: 'reveal'; readonly tile: number } | { readonly type: 'cashout' };
const MINES_ACTION_TYPES = ['reveal', 'cashout'] as const;

export function startMines(reader: FloatReader, params: MinesParams): MinesState {
  return {
    mines: params.mines,
    minePositions: drawMinePositions(reader, params.mines),
    revealed: [],
    status: 'active',
    bustedTile: null,
    multiplier: ZERO_MULTIPLIER,
  };
}

export function parseMinesAction(input: unknown): MinesAction {
  const record = expectRecord(input, 'action');
  const type = expectOneOf(record.type, MINES_ACTION_TYPES, 'type', 'invalid_action');
  if (type === 'cashout') return { type };
  return { type, tile: expectInteger(record.tile, 0, MINES_TILES - 1, 'tile', 'mines_tile_out_of_range') };
}

export function actMines(state: MinesState, action: MinesAction): MinesState {
  if (state.status !== 'active') throw new FairplayError('mines_round_finished', 'the round is over');
  if (action.type === 'cashout') {
    if (state.revealed.length === 0)
      throw new FairplayError('mines_nothing_revealed', 'reveal a tile before cashing out');
    return { ...state, status: 'cashed_out' };
  }
  const { tile } = action;
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) {
    throw new FairplayError('mines_tile_out_of_range', `a tile is 0 to ${MINES_TILES - 1}`, 'tile');
  }
  if (state.revealed.includes(tile))
    throw new FairplayError('mines_tile_already_revealed', 'that tile is already revealed', 'tile');
  if (state.minePositions.includes(tile)) {
    return { ...state, status: 'busted', bustedTile: tile, multiplier: ZERO_MULTIPLIER };
  }
  const revealed = [...state.revealed, tile];
  const multiplier = fromBasisPoints(minesMultiplierBps(state.mines, revealed.length));
  // Every safe tile found: nothing is left to risk, so the round cashes out by itself.
  const status: MinesStatus = revealed.length === MINES_TILES - state.mines ? 'cashed_out' : 'active';
  return { ...state, revealed, multiplier, status };
}

/** What the player may see: the mines stay hidden until the round is over. */
export function minesPublicView(
  state: MinesState,
): Omit<MinesState, 'minePositions'> & { minePositions: readonly number[] | null } {
  return { ...state, minePositions: state.status === 'active' ? null : state.minePositions };
}

/** Replays a list of actions from the start: how a finished round is verified. */
export function replayMines(reader: FloatReader, params: MinesParams, actions: readonly MinesAction[]): MinesState {
  return actions.reduce(actMines, startMines(reader, params));
}
