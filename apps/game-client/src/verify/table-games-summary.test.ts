import { resolveRoundSync } from '@casino/fairplay/node';
import { describe, expect, it } from 'vitest';
import { outcomeSummary } from './outcome-summary';

const seeds = { serverSeed: 'a1'.repeat(32), clientSeed: 'verify-me', nonce: 3 };

describe('the verify page replays the listed studios’ table and instant games', () => {
  it('baccarat: both hands with their totals, the winner and what the bets returned', () => {
    const result = resolveRoundSync({
      ...seeds,
      game: 'baccarat',
      params: {
        bets: [
          { type: 'banker', amount: 100 },
          { type: 'tie', amount: 10 },
        ],
      },
    });
    const lines = outcomeSummary(result);
    expect(lines[0]).toMatch(/^Player: (\S+ ){2,3}\(\d\)$/);
    expect(lines[1]).toMatch(/^Banker: (\S+ ){2,3}\(\d\)$/);
    expect(lines[2]).toMatch(/^(Tie|Player wins|Banker wins)/);
    expect(lines[3]).toBe(`Returned ${result.outcome.totalReturn} of 110 staked`);
  });

  it('video poker: the dealt hand, the hold and the final hand', () => {
    const result = resolveRoundSync({
      ...seeds,
      game: 'video-poker',
      params: {},
      actions: [{ type: 'draw', hold: [true, false, false, false, true] }],
    });
    const lines = outcomeSummary(result);
    expect(lines[0]).toMatch(/^Dealt: (\S+ ){4}\S+$/);
    expect(lines[1]).toBe('Held: 1, 5');
    expect(lines[2]).toMatch(/^Final: /);
    expect(lines[3]).toMatch(/^Hand: /);
    const open = outcomeSummary(resolveRoundSync({ ...seeds, game: 'video-poker', params: {} }));
    expect(open[1]).toBe('Not drawn yet');
  });

  it('scratch: the nine fields in three rows and the win', () => {
    const result = resolveRoundSync({ ...seeds, game: 'scratch', params: {} });
    const lines = outcomeSummary(result);
    expect(lines[0]).toBe('Fields:');
    expect(lines.slice(1, 4).join(' ').split(/\s+/).filter(Boolean)).toEqual([...result.outcome.fields]);
    expect(lines[4]).toMatch(/^(No three alike|Three \w+ at fields|Three jackpots)/);
  });
});
