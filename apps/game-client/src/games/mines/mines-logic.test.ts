import {
  createFloatReader,
  minesPublicView,
  parseMinesAction,
  replayMines,
  startMines,
  type MinesState,
} from '@casino/fairplay';
import { describe, expect, it } from 'vitest';
import type { Round } from '../../api/provider-types';
import { minesActionsOf, tileViews } from './mines-logic';

/** 3 mines on tiles 0, 1 and 2: every float 0 takes the first free tile. */
const start = (): MinesState => startMines(createFloatReader([0, 0, 0]), { mines: 3 });
const roundOf = (state: MinesState): Round => ({
  id: 'r1',
  bet: 100,
  win: 0,
  nonce: 4,
  clientSeed: 'c',
  serverSeedHash: 'h',
  status: 'settled',
  outcome: minesPublicView(state),
});

describe('mines tiles', () => {
  it('hide the mines while the round is active', () => {
    const state = replayMines(createFloatReader([0, 0, 0]), { mines: 3 }, [{ type: 'reveal', tile: 10 }]);
    const views = tileViews(minesPublicView(state));
    expect(views[10]).toBe('gem');
    expect(views.filter((view) => view === 'mine')).toHaveLength(0);
  });

  it('show the mine hit and the others once busted', () => {
    const state = replayMines(createFloatReader([0, 0, 0]), { mines: 3 }, [
      { type: 'reveal', tile: 5 },
      { type: 'reveal', tile: 1 },
    ]);
    const views = tileViews(minesPublicView(state));
    expect(views.slice(0, 3)).toEqual(['mine', 'mine-hit', 'mine']);
    expect(views[5]).toBe('gem');
  });
});

describe('mines actions for the verify page', () => {
  it('replay to the same state', () => {
    const actions = [{ type: 'reveal', tile: 7 }, { type: 'reveal', tile: 9 }, { type: 'cashout' }] as const;
    const state = replayMines(createFloatReader([0, 0, 0]), { mines: 3 }, actions);
    const rebuilt = minesActionsOf(roundOf(state));
    expect(rebuilt).toEqual(actions);
    expect(replayMines(createFloatReader([0, 0, 0]), { mines: 3 }, rebuilt.map(parseMinesAction))).toEqual(state);
  });

  it('are the server’s own record when the round carries one', () => {
    const state = replayMines(createFloatReader([0, 0, 0]), { mines: 3 }, [{ type: 'reveal', tile: 7 }]);
    const recorded = [{ type: 'reveal', tile: 7 }];
    expect(minesActionsOf({ ...roundOf(state), actions: recorded })).toBe(recorded);
  });

  it('end with the mine that was hit', () => {
    const state = replayMines(createFloatReader([0, 0, 0]), { mines: 3 }, [{ type: 'reveal', tile: 2 }]);
    expect(minesActionsOf(roundOf(state))).toEqual([{ type: 'reveal', tile: 2 }]);
  });

  it('have no cash-out when every gem was found', () => {
    expect(start().minePositions).toEqual([0, 1, 2]);
    const gems = Array.from({ length: 22 }, (_, index) => index + 3);
    const state = replayMines(
      createFloatReader([0, 0, 0]),
      { mines: 3 },
      gems.map((tile) => ({ type: 'reveal', tile })),
    );
    expect(state.status).toBe('cashed_out');
    expect(minesActionsOf(roundOf(state))).toHaveLength(22);
  });
});
