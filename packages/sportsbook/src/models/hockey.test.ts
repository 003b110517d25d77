import { describe, expect, it } from 'vitest';
import {
  hockeyHomeWinProbability,
  hockeyOvertimeHomeWinProbability,
  hockeyScoreDistribution,
  priceHockeyMarkets,
} from './hockey';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('ice hockey: Poisson over regulation, then overtime and a shootout', () => {
  it('settles the 1X2 on regulation and the match winner with overtime and shootout included', () => {
    const rates = { home: 3.2, away: 2.8 };
    const markets = priceHockeyMarkets(rates);
    const [home, draw] = markets.regulationResult.outcomes.map((outcome) => outcome.fairProbability);
    // Overtime: 6 goals per 60 minutes x 1.8 over 5 minutes = 0.9 expected; first goal wins, else a coin toss.
    const overtime = (1 - Math.exp(-0.9)) * (3.2 / 6) + Math.exp(-0.9) * 0.5;
    expect(hockeyOvertimeHomeWinProbability(rates)).toBeCloseTo(overtime, 12);
    expect(markets.matchWinner.outcomes[0]!.fairProbability).toBeCloseTo(home! + draw! * overtime, 12);
    for (const market of [markets.regulationResult, markets.matchWinner, ...markets.totals, ...markets.handicaps]) {
      expect(sum(market.outcomes.map((outcome) => outcome.fairProbability))).toBeCloseTo(1, 9);
    }
  });

  it('is even between equal sides, and a tie at the final horn is the overtime price', () => {
    const equal = { home: 3, away: 3 };
    expect(priceHockeyMarkets(equal).matchWinner.outcomes[0]!.fairProbability).toBeCloseTo(0.5, 12);
    const rates = { home: 3.5, away: 2.5 };
    const scores = hockeyScoreDistribution(rates, { score: { home: 2, away: 2 }, minutesRemaining: 0 });
    expect(hockeyHomeWinProbability(rates, scores)).toBeCloseTo(hockeyOvertimeHomeWinProbability(rates), 12);
    expect(hockeyOvertimeHomeWinProbability(rates, 0)).toBe(0.5); // straight to the shootout
  });

  it('refuses overtime minutes beyond the five', () => {
    expect(() => hockeyOvertimeHomeWinProbability({ home: 3, away: 3 }, 6)).toThrow(
      expect.objectContaining({ code: 'invalid_score' }),
    );
  });
});
