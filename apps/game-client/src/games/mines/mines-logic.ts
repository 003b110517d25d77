/**
 * Mines as the client reads it from the server's public state: what each tile shows, and the
 * actions and params that let the verify page replay the round.
 */
import { MINES_TILES, type MinesAction } from '@casino/fairplay';
import type { MinesPublicState, Round } from '../../api/provider-types';

export type TileView = 'hidden' | 'gem' | 'mine' | 'mine-hit';

export function minesStateOf(round: Round): MinesPublicState {
  return (round as Round<'mines'>).outcome;
}

/** Every tile's face: gems found, and once the round is over, where the mines were. */
export function tileViews(state: MinesPublicState): TileView[] {
  const revealed = new Set(state.revealed);
  const mines = new Set(state.minePositions ?? []);
  return Array.from({ length: MINES_TILES }, (_, tile): TileView => {
    if (tile === state.bustedTile) return 'mine-hit';
    if (revealed.has(tile)) return 'gem';
    return mines.has(tile) ? 'mine' : 'hidden';
  });
}

/**
 * The player's actions, rebuilt from the state: safe reveals in order, then the mine hit or the
 * cash-out. A round that found every gem ended by itself, with no cash-out action.
 */
export function minesActionsOf(round: Round): readonly unknown[] {
  if (round.actions) return round.actions;
  const state = minesStateOf(round);
  const actions: MinesAction[] = state.revealed.map((tile) => ({ type: 'reveal', tile }));
  if (state.status === 'busted' && state.bustedTile !== null) actions.push({ type: 'reveal', tile: state.bustedTile });
  const allGemsFound = state.revealed.length === MINES_TILES - state.mines;
  if (state.status === 'cashed_out' && !allGemsFound) actions.push({ type: 'cashout' });
  return actions;
}

export function minesParamsOf(round: Round): { mines: number } {
  return { mines: minesStateOf(round).mines };
}
