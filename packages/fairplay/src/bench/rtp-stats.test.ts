import { describe, expect, it } from 'vitest';
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
    expect(mergeMoments([a, b])).toEqual({ rounds: 2, sum: 4, sumOfSquares: 10 });
  });

  it('benchmarks every game with its theoretical RTP', () => {
    expect(RTP_SCENARIOS.map((scenario) => scenario.game).sort()).toEqual(['dice', 'limbo', 'mines', 'plinko', 'roulette', 'slot']);
    for (const scenario of RTP_SCENARIOS) expect(scenario.theoreticalRtp).toBeGreaterThan(0.96);
  });
});
