import { findSlotGame, type SlotGameConfig } from '@casino/fairplay';
import { describe, expect, it } from 'vitest';
import type { ReelsFrame } from './reels-frames';
import { buyOffer, endMessageKey, openingGrid, paceOf, spinCounter, spinMultiplier } from './reels-state';

const base = findSlotGame('starfall-clusters');
if (!base) throw new Error('no slot starfall-clusters');
const config = (patch: Partial<SlotGameConfig>): SlotGameConfig => ({ ...base, ...patch });

const spinFrame = (patch: Partial<Extract<ReelsFrame, { kind: 'spin' }>> = {}) =>
  ({
    kind: 'spin',
    spin: 0,
    freeSpin: false,
    freeSpinNumber: 0,
    freeSpinsTotal: 0,
    grid: [],
    sticky: [],
    totalUnits: 0,
    ...patch,
  }) as const;

describe('engine slot client state', () => {
  it('paces the animations: 0 when skipped or for reduced motion, quicker in turbo', () => {
    expect(paceOf({ skip: false }, false, false)).toBe(1);
    expect(paceOf({ skip: false }, false, true)).toBe(0.35);
    expect(paceOf({ skip: true }, false, true)).toBe(0);
    expect(paceOf({ skip: false }, true, false)).toBe(0);
  });

  it('counts free spins, names a bought round, and starts the multiplier of cascades and free spins', () => {
    const free = spinFrame({ freeSpin: true, freeSpinNumber: 2, freeSpinsTotal: 10 });
    expect(spinCounter(free, { buy: false })).toEqual({ kind: 'freeSpin', index: 2, total: 10 });
    expect(spinCounter(spinFrame(), { buy: true })).toEqual({ kind: 'bonusBuy' });
    expect(spinCounter(spinFrame(), { buy: false })).toEqual({ kind: 'none' });
    const cascading = config({
      cascade: { multipliers: [2, 4] },
      freeSpins: { awards: { 3: 10 }, multiplier: 3, maxSpins: 50 },
    });
    expect(spinMultiplier(cascading, spinFrame())).toBe(2);
    expect(spinMultiplier(cascading, free)).toBe(6);
    const plain = config({ cascade: undefined, freeSpins: { awards: { 3: 10 }, multiplier: 3, maxSpins: 50 } });
    expect(spinMultiplier(plain, spinFrame())).toBeNull();
    expect(spinMultiplier(plain, free)).toBe(3);
  });

  it('prices the bonus buy at the stake, refused above the bonus maximum stake', () => {
    const buying = config({ bonusBuy: { cost: 100, feature: 'free-spins', amount: 10, rtpBasisPoints: 9600 } });
    expect(buyOffer(buying, 20, null)).toEqual({ price: 2_000, overBonusMax: false });
    expect(buyOffer(buying, 20, 1_000)).toEqual({ price: 2_000, overBonusMax: true });
    expect(buyOffer(buying, 10, 1_000)).toEqual({ price: 1_000, overBonusMax: false });
    expect(buyOffer(buying, null, 1_000)).toEqual({ price: null, overBonusMax: false });
    expect(buyOffer(config({ bonusBuy: undefined }), 20, 1)).toEqual({ price: null, overBonusMax: false });
  });

  it('closes with no win, a win in stakes, or a total when more than one thing paid', () => {
    const wins = { kind: 'wins' } as ReelsFrame;
    const scatter = { kind: 'scatter' } as ReelsFrame;
    expect(endMessageKey([wins], 0)).toBe('games.slot.noWin');
    expect(endMessageKey([wins], 50)).toBe('games.reels.winStakes');
    expect(endMessageKey([wins, scatter], 50)).toBe('games.reels.totalWinStakes');
  });

  it('opens on the paytable symbols, regular and wild, in turn across reels and rows', () => {
    const grid = openingGrid(base);
    expect(grid).toHaveLength(base.reels);
    expect(grid.every((reel) => reel.length === base.rows)).toBe(true);
    const shown = new Set(base.symbols.filter((s) => s.kind === 'regular' || s.kind === 'wild').map((s) => s.id));
    expect(grid.flat().every((id) => shown.has(id))).toBe(true);
  });
});
