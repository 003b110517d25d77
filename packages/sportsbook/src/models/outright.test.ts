import { describe, expect, it } from 'vitest';
import { impliedMargin } from '../odds/odds';
import { knockoutWinProbabilities, leagueFixtureProbabilities, leagueWinProbabilities, priceOutright } from './outright';

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

describe('outrights', () => {
  it('a knockout bracket is solved exactly', () => {
    expect(knockoutWinProbabilities([3, 1])).toEqual([0.75, 0.25]);
    knockoutWinProbabilities([1, 1, 1, 1]).forEach((probability) => expect(probability).toBeCloseTo(0.25, 12));
    // Team 0 (strength 2) beats 1 (strength 1) w.p. 2/3, then meets 2 or 3 (strength 1 each): 2/3 x 2/3.
    expect(knockoutWinProbabilities([2, 1, 1, 1])[0]).toBeCloseTo(4 / 9, 12);
    const eight = knockoutWinProbabilities([8, 1, 4, 2, 6, 3, 5, 7]);
    expect(sum(eight)).toBeCloseTo(1, 12);
    expect(eight[0]).toBeGreaterThan(eight[7]!);
    expect(() => knockoutWinProbabilities([1, 1, 1])).toThrow(expect.objectContaining({ code: 'invalid_model' }));
    expect(() => knockoutWinProbabilities([1, 0])).toThrow(expect.objectContaining({ code: 'invalid_model' }));
  });

  it('a league is simulated from strengths with a seeded generator: deterministic and summing to 1', () => {
    const teams = [
      { id: 'red', points: 60, strength: 2 },
      { id: 'blue', points: 58, strength: 1.6 },
      { id: 'green', points: 50, strength: 1 },
      { id: 'gold', points: 30, strength: 1 },
    ];
    const fixtures = [
      { home: 'red', away: 'blue' },
      { home: 'blue', away: 'green' },
      { home: 'green', away: 'red' },
      { home: 'gold', away: 'blue' },
      { home: 'red', away: 'gold' },
    ];
    const first = leagueWinProbabilities(teams, fixtures, { seed: 7, simulations: 5_000 });
    expect(leagueWinProbabilities(teams, fixtures, { seed: 7, simulations: 5_000 })).toEqual(first);
    expect(sum(first.values())).toBeCloseTo(1, 9);
    expect(first.get('red')).toBeGreaterThan(first.get('blue')!);
    expect(first.get('gold')).toBe(0); // 30 points with 2 games left cannot catch 60
    const market = priceOutright(first);
    expect(market.outcomes.find((outcome) => outcome.outcome === 'gold')!.odds).toBeNull();
  });

  it('a one-fixture title race agrees with the fixture probabilities (ties share the title)', () => {
    const teams = [
      { id: 'home', points: 10, strength: 1.2 },
      { id: 'away', points: 10, strength: 1 },
    ];
    const chances = leagueFixtureProbabilities(1.2, 1);
    const expected = chances.home + chances.draw / 2;
    const simulated = leagueWinProbabilities(teams, [{ home: 'home', away: 'away' }], { seed: 99, simulations: 40_000 }).get('home')!;
    expect(Math.abs(simulated - expected)).toBeLessThan(4 * Math.sqrt((expected * (1 - expected)) / 40_000));
    expect(leagueWinProbabilities(teams, [], { seed: 1, simulations: 10 }).get('home')).toBe(0.5);
  });

  it('is priced at the outright margin', () => {
    const market = priceOutright(new Map([['a', 0.5], ['b', 0.3], ['c', 0.15], ['d', 0.05]]));
    expect(market.margin).toBe(0.15);
    expect(sum(market.outcomes.map((outcome) => outcome.pricedProbability))).toBeCloseTo(1.15, 9);
    expect(impliedMargin(market.outcomes.map((outcome) => outcome.odds!))).toBeGreaterThanOrEqual(0.15);
  });

  it('refuses fixtures between unknown teams', () => {
    expect(() => leagueWinProbabilities([{ id: 'a', points: 0, strength: 1 }], [{ home: 'a', away: 'z' }], { seed: 1 })).toThrow(expect.objectContaining({ code: 'invalid_model' }));
    expect(() => leagueWinProbabilities([{ id: 'a', points: 0, strength: 1 }], [], { seed: 1.5 })).toThrow(expect.objectContaining({ code: 'invalid_model' }));
  });
});
