import { describe, expect, it } from 'vitest';
import { SLOT_GAMES } from '../games/slot-engine/slot-catalogue';
import { RTP_SCENARIOS } from './rtp-scenarios';
import { addReturn, emptyMoments, mergeMoments, summarize, Z_99 } from './rtp-stats';

describe('RTP statistics', () => {
  it('gives the mean and the 99% interval from the sample variance', () => {
    const moments = emptyMoments();
    for (const returned of [0, 2, 0, 2]) addReturn(moments, returned);
    const summary = summarize(moments);
    const standardDeviation = Math.sqrt(4 / 3); // squared deviations 1+1+1+1 over n - 1
    expect(summary).toMatchObject({ rounds: 4, mean: 1 });
    expect(summary.standardDeviation).toBeCloseTo(standardDeviation, 12);
    expect(summary.high - summary.mean).toBeCloseTo((Z_99 * standardDeviation) / 2, 12);
  });

  it('merges what the workers measured', () => {
    const a = emptyMoments();
    const b = emptyMoments();
    addReturn(a, 1);
    addReturn(b, 3);
    expect(mergeMoments([a, b])).toEqual({ rounds: 2, sum: 4, sumOfSquares: 10, hits: 2 });
  });

  it('benchmarks every game, every slot of the engine and each bonus buy', () => {
    const games = RTP_SCENARIOS.map((scenario) => scenario.game);
    expect(games.slice(0, 6).sort()).toEqual(['dice', 'limbo', 'mines', 'plinko', 'roulette', 'slot']);
    for (const config of SLOT_GAMES) {
      expect(games).toContain(config.id);
      if (config.bonusBuy) expect(games).toContain(`${config.id}:buy`);
    }
    for (const scenario of RTP_SCENARIOS) {
      expect(scenario.publishedRtp).toBeGreaterThanOrEqual(0.94);
      if (scenario.theoreticalRtp !== undefined)
        expect(Math.abs(scenario.theoreticalRtp - scenario.publishedRtp)).toBeLessThan(0.0001);
    }
  });
});
