import { describe, expect, it } from 'vitest';
import { isFairplayError } from '../../errors';
import { createFloatReader } from '../../rng/floats';
import {
  binomial,
  drawMinePositions,
  minesMultiplierBps,
  minesMultiplierTable,
  minesStrategyRtp,
  parseMinesParams,
  MINES_TILES,
} from './mines-math';
import { actMines, minesPublicView, parseMinesAction, replayMines, startMines, type MinesState } from './mines-round';

const LARGEST_FLOAT = 1 - 2 ** -32;
/** A round whose 3 mines sit on tiles 0, 1 and 2 (every float 0 takes the first free tile). */
const threeMinesAtTop = (): MinesState => startMines(createFloatReader([0, 0, 0]), { mines: 3 });

describe('mine placement', () => {
  it('takes floor(f_i x (25 - i)) among the tiles still free', () => {
    expect(drawMinePositions(createFloatReader([0, 0, 0]), 3)).toEqual([0, 1, 2]);
    expect(drawMinePositions(createFloatReader([LARGEST_FLOAT, LARGEST_FLOAT]), 2)).toEqual([24, 23]);
    expect(drawMinePositions(createFloatReader([0.5, 0.5]), 2)).toEqual([12, 13]);
  });

  it('places distinct mines, reading exactly one float per mine', () => {
    const floats = Array.from({ length: 24 }, (_, i) => (i * 0.618) % 1);
    const reader = createFloatReader(floats);
    const positions = drawMinePositions(reader, 24);
    expect(new Set(positions).size).toBe(24);
    expect(reader.consumed).toBe(24);
  });
});

describe('mines multipliers', () => {
  it('are 0.99 x C(25, k) / C(25 - mines, k), floored to basis points', () => {
    expect(minesMultiplierBps(1, 1)).toBe(10_312); // 1.03125
    expect(minesMultiplierBps(3, 1)).toBe(11_250);
    expect(minesMultiplierBps(3, 2)).toBe(12_857); // 0.99 x 300 / 231 = 1.2857
    expect(minesMultiplierBps(24, 1)).toBe(247_500);
    expect(minesMultiplierBps(3, 22)).toBe(0.99 * binomial(25, 22) * 10_000);
    expect(minesMultiplierBps(1, 24)).toBe(247_500);
  });

  it('has one entry per safe tile and rises with every pick', () => {
    for (let mines = 1; mines <= 24; mines += 1) {
      const table = minesMultiplierTable(mines);
      expect(table).toHaveLength(MINES_TILES - mines);
      table.forEach((bps, k) => k > 0 && expect(bps).toBeGreaterThan(table[k - 1] ?? 0));
    }
  });

  it('returns at most 99% for any cash-out point, and within a basis point of it', () => {
    for (let mines = 1; mines <= 24; mines += 1) {
      for (let picks = 1; picks <= MINES_TILES - mines; picks += 1) {
        const rtp = minesStrategyRtp(mines, picks);
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.99 - 1e-4);
      }
    }
  });

  it('validates the mine count', () => {
    expect(parseMinesParams({ mines: 3 })).toEqual({ mines: 3 });
    for (const mines of [0, 25, 2.5, '3']) {
      expect(() => parseMinesParams({ mines })).toThrow(expect.objectContaining({ code: 'mines_count_out_of_range' }));
    }
  });
});

describe('the mines round', () => {
  it('reveals safe tiles, raising the cash-out value, then cashes out', () => {
    let state = threeMinesAtTop();
    expect(state).toMatchObject({ status: 'active', revealed: [], multiplier: { numerator: 0 } });
    state = actMines(state, { type: 'reveal', tile: 12 });
    expect(state).toMatchObject({ status: 'active', revealed: [12], multiplier: { numerator: 11_250 } });
    state = actMines(state, { type: 'reveal', tile: 24 });
    expect(state.multiplier.numerator).toBe(12_857);
    state = actMines(state, { type: 'cashout' });
    expect(state).toMatchObject({ status: 'cashed_out', revealed: [12, 24], multiplier: { numerator: 12_857 } });
  });

  it('busts on a mine, paying nothing', () => {
    const state = actMines(actMines(threeMinesAtTop(), { type: 'reveal', tile: 5 }), { type: 'reveal', tile: 1 });
    expect(state).toMatchObject({ status: 'busted', bustedTile: 1, multiplier: { numerator: 0 }, revealed: [5] });
  });

  it('refuses to reveal a tile twice, to cash out empty-handed, and any action once over', () => {
    const once = actMines(threeMinesAtTop(), { type: 'reveal', tile: 7 });
    const code = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return isFairplayError(error) ? error.code : 'other';
      }
      return 'none';
    };
    expect(code(() => actMines(once, { type: 'reveal', tile: 7 }))).toBe('mines_tile_already_revealed');
    expect(code(() => actMines(threeMinesAtTop(), { type: 'cashout' }))).toBe('mines_nothing_revealed');
    expect(code(() => actMines(once, { type: 'reveal', tile: 25 }))).toBe('mines_tile_out_of_range');
    const over = actMines(once, { type: 'cashout' });
    expect(code(() => actMines(over, { type: 'reveal', tile: 8 }))).toBe('mines_round_finished');
    expect(code(() => actMines(over, { type: 'cashout' }))).toBe('mines_round_finished');
  });

  it('cashes out by itself when every safe tile is found', () => {
    const state = startMines(createFloatReader(Array<number>(24).fill(0)), { mines: 24 });
    expect(actMines(state, { type: 'reveal', tile: 24 })).toMatchObject({
      status: 'cashed_out',
      multiplier: { numerator: 247_500 },
    });
  });

  it('hides the mines from the player until the round is over', () => {
    const active = actMines(threeMinesAtTop(), { type: 'reveal', tile: 9 });
    expect(minesPublicView(active).minePositions).toBeNull();
    expect(minesPublicView(actMines(active, { type: 'cashout' })).minePositions).toEqual([0, 1, 2]);
  });

  it('is plain data: a stored state resumes where it stopped', () => {
    const stored = JSON.parse(JSON.stringify(actMines(threeMinesAtTop(), { type: 'reveal', tile: 3 }))) as MinesState;
    expect(actMines(stored, { type: 'cashout' }).multiplier.numerator).toBe(11_250);
  });

  it('replays a list of actions, as verification does', () => {
    const actions = [parseMinesAction({ type: 'reveal', tile: 20 }), parseMinesAction({ type: 'cashout' })];
    expect(replayMines(createFloatReader([0, 0, 0]), { mines: 3 }, actions)).toMatchObject({
      status: 'cashed_out',
      revealed: [20],
    });
    expect(() => parseMinesAction({ type: 'flag', tile: 1 })).toThrow(
      expect.objectContaining({ code: 'invalid_action' }),
    );
    expect(() => parseMinesAction({ type: 'reveal', tile: -1 })).toThrow(
      expect.objectContaining({ code: 'mines_tile_out_of_range' }),
    );
  });
});
