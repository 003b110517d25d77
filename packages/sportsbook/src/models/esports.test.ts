import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { esportsMapScoreDistribution, esportsMatchWinProbability, priceEsportsMatchWinner } from './esports';

describe('e-sports: a best-of-N series from a map probability', () => {
  it('matches the closed forms', () => {
    const p = 0.6;
    const q = 0.4;
    expect(esportsMatchWinProbability(p, 1)).toBeCloseTo(p, 12);
    expect(esportsMatchWinProbability(p, 3)).toBeCloseTo(p * p * (3 - 2 * p), 12);
    expect(esportsMatchWinProbability(p, 5)).toBeCloseTo(p ** 3 * (1 + 3 * q + 6 * q * q), 12);
    expect(esportsMatchWinProbability(p, 3, { home: 1, away: 1 })).toBeCloseTo(p, 12); // one decider left
    expect(esportsMatchWinProbability(p, 3, { home: 0, away: 1 })).toBeCloseTo(p * p, 12);
  });

  it('has map scores that sum to 1, is symmetric, and favours the better side more over longer series', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom<1 | 3 | 5 | 7>(1, 3, 5, 7),
        (p, bestOf) => {
          const scores = esportsMapScoreDistribution(p, bestOf);
          expect(scores.reduce((total, { probability }) => total + probability, 0)).toBeCloseTo(1, 12);
          expect(esportsMatchWinProbability(1 - p, bestOf)).toBeCloseTo(1 - esportsMatchWinProbability(p, bestOf), 12);
          if (p > 0.5)
            expect(esportsMatchWinProbability(p, 5)).toBeGreaterThanOrEqual(esportsMatchWinProbability(p, 3) - 1e-12);
        },
      ),
    );
    expect(esportsMapScoreDistribution(0.5, 3).map(({ score }) => `${score.home}-${score.away}`)).toEqual([
      '2-0',
      '2-1',
      '0-2',
      '1-2',
    ]);
  });

  it('prices the match winner, and refuses finished series and bad inputs', () => {
    expect(priceEsportsMatchWinner(0.55, 3).outcomes.map((outcome) => outcome.outcome)).toEqual(['home', 'away']);
    expect(() => esportsMatchWinProbability(0.5, 3, { home: 2, away: 0 })).toThrow(
      expect.objectContaining({ code: 'invalid_score' }),
    );
    expect(() => esportsMatchWinProbability(1.2, 3)).toThrow(expect.objectContaining({ code: 'invalid_model' }));
    expect(() => esportsMatchWinProbability(0.5, 2 as 3)).toThrow(expect.objectContaining({ code: 'invalid_model' }));
  });
});
