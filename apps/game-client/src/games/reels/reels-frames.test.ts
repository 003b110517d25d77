import { findSlotGame, SLOT_GAMES, type SlotGameConfig, type SlotGameOutcome } from '@casino/fairplay';
import { resolveSlotGameRoundSync } from '@casino/fairplay/node';
import { describe, expect, it } from 'vitest';
import {
  buyPriceMinor,
  cascadeStep,
  clusterOutline,
  describeWin,
  roundFrames,
  roundSummary,
  spinStakeMinor,
  unitsAsStakes,
  unitsToMinor,
  type ReelsFrame,
} from './reels-frames';
import { mechanicsRules } from './reels-paytable';
import { glyphLabels } from './reels-symbols';

/**
 * The frames a player sees, from real rounds of the catalogue's slots: seeds are searched until a
 * round shows the mechanic under test, and the frames are checked against the outcome the
 * engine paid.
 */
const SERVER_SEED = '7e1f0c2b9a8d4e6f5a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f';

const slot = (id: string): SlotGameConfig => {
  const config = findSlotGame(id);
  if (!config) throw new Error(`no slot ${id}`);
  return config;
};

function findRound(
  id: string,
  wanted: (outcome: SlotGameOutcome) => boolean,
  params: { buy?: boolean } = {},
  tries = 4000,
): SlotGameOutcome {
  for (let nonce = 0; nonce < tries; nonce += 1) {
    const { outcome } = resolveSlotGameRoundSync({
      serverSeed: SERVER_SEED,
      clientSeed: 'player',
      nonce,
      game: id,
      params,
    });
    if (wanted(outcome)) return outcome;
  }
  throw new Error(`no round of ${id} within ${tries} nonces`);
}

const ofKind = <K extends ReelsFrame['kind']>(frames: readonly ReelsFrame[], kind: K) =>
  frames.filter((frame): frame is Extract<ReelsFrame, { kind: K }> => frame.kind === kind);

describe('a cluster slot with cascades', () => {
  const config = slot('starfall-clusters');
  const outcome = findRound(config.id, (candidate) => (candidate.spins[0]?.drops.length ?? 0) >= 3);
  const frames = roundFrames(config, outcome);

  it('shows the landing, then per drop its wins and the cascade to the next grid, with the rising multiplier', () => {
    const drops = outcome.spins[0]?.drops ?? [];
    expect(frames[0]).toMatchObject({ kind: 'spin', freeSpin: false, grid: drops[0]?.grid });
    const wins = ofKind(frames, 'wins');
    const cascades = ofKind(frames, 'cascade');
    expect(wins).toHaveLength(drops.length - 1);
    expect(cascades).toHaveLength(drops.length - 1);
    expect(cascades.map((frame) => frame.multiplier)).toEqual(drops.slice(1).map((drop) => drop.multiplier));
    expect(cascades.map((frame) => frame.multiplier)).toEqual([2, 4, 8, 16, 32, 64].slice(0, drops.length - 1));
    cascades.forEach((cascade, index) => expect(cascade.grid).toEqual(drops[index + 1]?.grid));
    // Each cascade removes exactly the cells that won before it, and only cluster wins of 5 or more.
    wins.forEach((frame, index) => {
      expect(cascades[index]?.removed).toEqual(frame.cells);
      for (const win of frame.wins) {
        expect(win.type).toBe('cluster');
        expect(win.count).toBeGreaterThanOrEqual(5);
      }
    });
    expect(frames.at(-1)).toEqual({
      kind: 'end',
      totalUnits: outcome.totalWin,
      paidUnits: config.stakeUnits,
      freeSpinsPlayed: 0,
    });
    expect(wins.at(-1)?.totalUnits).toBe(outcome.totalWin);
  });

  it('lets the symbols above a removed cell fall onto it, and refills the emptied top cells', () => {
    const [first] = ofKind(frames, 'wins');
    const [cascade] = ofKind(frames, 'cascade');
    const before = outcome.spins[0]?.drops[0]?.grid ?? [];
    if (!first || !cascade) throw new Error('no cascade');
    const removed = new Set(first.cells);
    for (let reel = 0; reel < config.reels; reel += 1) {
      const kept = (before[reel] ?? []).filter((_, row) => !removed.has(reel * config.rows + row));
      const empty = config.rows - kept.length;
      // The kept symbols sit at the bottom of the next grid, in order; the falls add up.
      expect(cascade.grid[reel]?.slice(empty)).toEqual(kept);
      for (let row = 0; row < config.rows; row += 1) {
        const cell = reel * config.rows + row;
        expect(cascade.fresh.includes(cell)).toBe(row < empty);
        if (row < empty) expect(cascade.falls[cell]).toBe(empty);
      }
    }
  });

  it('outlines each winning cluster along its outer sides', () => {
    const [first] = ofKind(frames, 'wins');
    const cluster = first?.wins[0]?.cells ?? [];
    const edges = clusterOutline(config, cluster);
    expect([...edges.keys()].sort((a, b) => a - b)).toEqual([...cluster].sort((a, b) => a - b));
    const inside = new Set(cluster);
    for (const [cell, sides] of edges) {
      const row = cell % config.rows;
      expect(Boolean(sides & 1)).toBe(row === 0 || !inside.has(cell - 1));
      expect(Boolean(sides & 4)).toBe(row === config.rows - 1 || !inside.has(cell + 1));
      expect(Boolean(sides & 2)).toBe(!inside.has(cell + config.rows));
      expect(Boolean(sides & 8)).toBe(!inside.has(cell - config.rows));
    }
  });

  it('says what each cluster paid and sums the round for screen readers', () => {
    const [first] = ofKind(frames, 'wins');
    const win = first?.wins[0];
    if (!win) throw new Error('no win');
    expect(describeWin(config, win, (units) => `${units}u`)).toMatch(
      new RegExp(`^Cluster of ${win.count} [A-Za-z ]+ pays ${win.amount}u$`),
    );
    expect(roundSummary(frames, '9.99 EUR')).toContain(
      `You won 9.99 EUR; ${outcome.spins[0]!.drops.length - 1} cascade`,
    );
  });
});

describe('cascade geometry', () => {
  it('counts falls per reel: two removed cells under a symbol drop it two rows', () => {
    // 1 reel x 4 rows: rows 2 and 3 won; rows 0 and 1 fall to 2 and 3; rows 0 and 1 are fresh.
    expect(cascadeStep({ reels: 1, rows: 4 }, [2, 3])).toEqual({ falls: [2, 2, 2, 2], fresh: [0, 1] });
    // The middle cell won: the top one falls a row, the bottom one stays.
    expect(cascadeStep({ reels: 1, rows: 3 }, [1])).toEqual({ falls: [1, 1, 0], fresh: [0] });
    // Nothing removed on the second reel.
    expect(cascadeStep({ reels: 2, rows: 2 }, [1])).toEqual({ falls: [1, 1, 0, 0], fresh: [0] });
  });

  it('outlines an L-shaped cluster with its outer sides only', () => {
    // 2 x 2 grid, cells 0 (reel 0 top), 1 (reel 0 bottom), 3 (reel 1 bottom).
    const edges = clusterOutline({ reels: 2, rows: 2 }, [0, 1, 3]);
    expect(edges.get(0)).toBe(1 | 2 | 8);
    expect(edges.get(1)).toBe(4 | 8);
    expect(edges.get(3)).toBe(1 | 2 | 4);
  });
});

describe('hold and win', () => {
  const config = slot('cyber-heist');

  it('plays the board respin by respin: coins lock, a new coin resets the respins, the round pays coins and grand prize', () => {
    const outcome = findRound(
      config.id,
      (candidate) => candidate.holdAndWin?.respins.some((respin) => respin.landed.length > 0) ?? false,
    );
    const hold = outcome.holdAndWin;
    if (!hold || !config.holdAndWin) throw new Error('no hold and win');
    const frames = roundFrames(config, outcome);
    const [start] = ofKind(frames, 'hold-start');
    expect(start).toMatchObject({ coins: hold.startingCoins, respinsLeft: config.holdAndWin.respins, bought: false });
    expect(start?.coins.length).toBeGreaterThanOrEqual(config.holdAndWin.trigger);
    const respins = ofKind(frames, 'hold-respin');
    expect(respins).toHaveLength(hold.respins.length);
    let held = hold.startingCoins.length;
    let left = config.holdAndWin.respins;
    for (const respin of respins) {
      held += respin.landed.length;
      left = respin.landed.length > 0 ? config.holdAndWin.respins : left - 1;
      expect(respin.held).toHaveLength(held);
      expect(respin.respinsLeft).toBe(left);
    }
    expect(respins.at(-1)?.respinsLeft === 0 || held === config.reels * config.rows).toBe(true);
    const [end] = ofKind(frames, 'hold-end');
    expect(end?.coins).toEqual(hold.coins);
    expect(end?.winUnits).toBe(hold.coins.reduce((sum, coin) => sum + coin.value, 0) + hold.grandPrize);
    expect(end?.totalUnits).toBe(outcome.totalWin);
  });

  it('a bought hold and win starts from the bought coins, without a paid spin, at the stake times the cost', () => {
    const outcome = findRound(config.id, () => true, { buy: true }, 1);
    const frames = roundFrames(config, outcome);
    expect(ofKind(frames, 'spin')).toHaveLength(0);
    expect(frames[0]).toMatchObject({ kind: 'hold-start', bought: true });
    expect((frames[0] as Extract<ReelsFrame, { kind: 'hold-start' }>).coins).toHaveLength(config.bonusBuy?.amount ?? 0);
    expect(outcome.paidUnits).toBe(config.stakeUnits * (config.bonusBuy?.cost ?? 0));
    // A 1.00 stake buys it for 50.00, and the round's 50.00 bet is read back as a 1.00 stake.
    expect(buyPriceMinor(config, 100)).toBe(100 * 50);
    expect(spinStakeMinor(config, outcome, 5000)).toBe(100);
    expect(buyPriceMinor(slot('starfall-clusters'), 100)).toBeNull();
  });
});

describe('free spins', () => {
  const config = slot('neon-drift');

  it('a bought round plays its free spins in order, counted "n of total" as retriggers add to it, sticky wilds kept', () => {
    const outcome = findRound(
      config.id,
      (candidate) =>
        candidate.spins.some((spin) => spin.freeSpinsAwarded > 0) &&
        candidate.spins.some((spin) => (spin.stickyWilds?.length ?? 0) > 0),
      { buy: true },
      400,
    );
    const frames = roundFrames(config, outcome);
    const spins = ofKind(frames, 'spin');
    expect(spins).toHaveLength(outcome.spins.length);
    expect(spins.every((spin) => spin.freeSpin)).toBe(true);
    expect(spins.map((spin) => spin.freeSpinNumber)).toEqual(outcome.spins.map((_, index) => index + 1));
    // The total starts at the bought 10 and grows by each retrigger after the spin that won it.
    let total = config.bonusBuy?.amount ?? 0;
    outcome.spins.forEach((spin, index) => {
      expect(spins[index]?.freeSpinsTotal).toBe(total);
      total += spin.freeSpinsAwarded;
    });
    expect(total).toBe(outcome.freeSpinsAwarded);
    // A wild that landed stays in the next spin's grid, marked sticky.
    outcome.spins.slice(0, -1).forEach((spin, index) => {
      const next = spins[index + 1];
      expect(next?.sticky).toEqual(spin.stickyWilds ?? []);
      for (const cell of next?.sticky ?? [])
        expect(next?.grid[Math.floor(cell / config.rows)]?.[cell % config.rows]).toBe('neon-wild');
    });
    const retriggers = ofKind(frames, 'scatter').filter((frame) => frame.retrigger);
    expect(retriggers.length).toBeGreaterThan(0);
    expect(frames.at(-1)).toMatchObject({
      kind: 'end',
      totalUnits: outcome.totalWin,
      freeSpinsPlayed: outcome.spins.length,
    });
  });

  it('a paid spin with scatters shows the award before the first free spin', () => {
    const outcome = findRound(config.id, (candidate) => (candidate.spins[0]?.freeSpinsAwarded ?? 0) > 0, {}, 20000);
    const frames = roundFrames(config, outcome);
    const award = frames.findIndex((frame) => frame.kind === 'scatter' && !frame.retrigger);
    const firstFree = frames.findIndex((frame) => frame.kind === 'spin' && frame.freeSpin);
    expect(award).toBeGreaterThan(0);
    expect(award).toBeLessThan(firstFree);
    expect(frames[award]).toMatchObject({ freeSpinsAwarded: 12 });
    expect((frames[award] as Extract<ReelsFrame, { kind: 'scatter' }>).cells).toHaveLength(
      outcome.spins[0]?.scatterCount ?? -1,
    );
    expect(frames[firstFree]).toMatchObject({ freeSpinNumber: 1, freeSpinsTotal: 12 });
  });
});

describe('money and rules', () => {
  it('turns units into minor units as the platform pays, rounded down', () => {
    const config = slot('starfall-clusters');
    expect(unitsToMinor(config, 100, config.stakeUnits)).toBe(100);
    expect(unitsToMinor(config, 100, config.stakeUnits * 3)).toBe(300);
    expect(unitsToMinor(config, 100, config.stakeUnits * 2 - 1)).toBe(199);
    expect(unitsToMinor(config, 100, 1)).toBe(0);
    expect(unitsToMinor(config, 100, 0)).toBe(0);
  });

  it('writes the rules of every catalogue mechanic from the config', () => {
    const rules = (id: string) => mechanicsRules(slot(id)).join('\n');
    expect(rules('starfall-clusters')).toMatch(/cluster pays: 5 or more/);
    expect(rules('starfall-clusters')).toMatch(/x1, x2, x4, x8, x16, x32, x64/);
    expect(rules('neon-drift')).toMatch(/Sticky wilds/);
    expect(rules('neon-drift')).toMatch(/Bonus buy: 52× bet starts 10 free spins/);
    expect(rules('cyber-heist')).toMatch(/Hold and win: 6 or more/);
    expect(rules('pearl-lagoon')).toMatch(/243 ways/);
    expect(rules('quasar-quest')).toMatch(/Progressive jackpot: 5 Quasar/);
    expect(rules('triple-sevens')).toMatch(/RTP \d+\.\d{2}%/);
  });
});

describe('the win in stakes', () => {
  it('is cut like money, never rounded up', () => {
    const config = slot('starfall-clusters');
    expect(unitsAsStakes(config, config.stakeUnits * 2.5)).toBe('x2.50');
    expect(unitsAsStakes(config, config.stakeUnits * 7.139)).toBe('x7.13');
    expect(unitsAsStakes(config, config.stakeUnits * 25.87)).toBe('x25.8');
    expect(unitsAsStakes(config, config.stakeUnits * 1234.9)).toBe('x1234');
  });
});

describe('symbol letters', () => {
  it('never repeat a card rank or another symbol of the same slot', () => {
    const labels = glyphLabels(slot('quasar-quest').symbols);
    expect(labels.get('android')).toBe('An');
    expect(labels.get('starship')).toBe('S');
    expect(labels.has('a')).toBe(false);
    for (const config of SLOT_GAMES) {
      const shown = [...glyphLabels(config.symbols).values()];
      expect(new Set(shown).size).toBe(shown.length);
    }
  });
});
