import { describe, expect, it } from 'vitest';
import { impliedMargin } from '../odds/odds';
import { createSeededRandom } from './seeded-random';
import {
  knockoutWinProbabilities,
  leagueFixtureProbabilities,
  leagueWinProbabilities,
  pairwiseKnockoutWinProbabilities,
  priceOutright,
  type PairwiseWinProbability,
} from './outright';

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

  it('a pairwise bracket equals the enumeration of every way its matches can go', () => {
    const beats = randomBeats(8, 11);
    const exact = pairwiseKnockoutWinProbabilities(8, beats);
    const enumerated = enumerateBracket(8, beats);
    exact.forEach((probability, team) => expect(probability).toBeCloseTo(enumerated[team]!, 12));
    expect(sum(exact)).toBeCloseTo(1, 12);
    // The strengths form is the pairwise one with Bradley-Terry matches.
    const strengths = [8, 1, 4, 2, 6, 3, 5, 7];
    const bradleyTerry = (team: number, opponent: number) =>
      strengths[team]! / (strengths[team]! + strengths[opponent]!);
    knockoutWinProbabilities(strengths).forEach((probability, team) =>
      expect(probability).toBeCloseTo(enumerateBracket(8, bradleyTerry)[team]!, 12),
    );
  });

  it('honours decided and live matches: the losers are out, the live price counts, the rest still sums to 1', () => {
    const model = randomBeats(8, 5);
    // Quarter-finals 0 v 1 and 4 v 5 are over (0 and 5 won), 2 v 3 is live at 30% for 2; semi-final 0 v (2 or 3) not yet.
    const decided = new Map<string, number>([
      ['0,1', 1],
      ['4,5', 0],
      ['2,3', 0.3],
    ]);
    const beats: PairwiseWinProbability = (team, opponent) => {
      const known = decided.get(`${team},${opponent}`);
      if (known !== undefined) return known;
      const reverse = decided.get(`${opponent},${team}`);
      return reverse !== undefined ? 1 - reverse : model(team, opponent);
    };
    const exact = pairwiseKnockoutWinProbabilities(8, beats);
    expect(exact[1]).toBe(0);
    expect(exact[4]).toBe(0);
    expect(exact.filter((probability) => probability > 0)).toHaveLength(6);
    expect(sum(exact)).toBeCloseTo(1, 12);
    exact.forEach((probability, team) => expect(probability).toBeCloseTo(enumerateBracket(8, beats)[team]!, 12));
    // Once the final is decided the winner has it all.
    const final = pairwiseKnockoutWinProbabilities(2, (team) => (team === 0 ? 1 : 0));
    expect(final).toEqual([1, 0]);
    expect(() => pairwiseKnockoutWinProbabilities(6, beats)).toThrow(
      expect.objectContaining({ code: 'invalid_model' }),
    );
    expect(() => pairwiseKnockoutWinProbabilities(2, () => 1.5)).toThrow(
      expect.objectContaining({ code: 'invalid_probability' }),
    );
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
    const simulated = leagueWinProbabilities(teams, [{ home: 'home', away: 'away' }], {
      seed: 99,
      simulations: 40_000,
    }).get('home')!;
    expect(Math.abs(simulated - expected)).toBeLessThan(4 * Math.sqrt((expected * (1 - expected)) / 40_000));
    expect(leagueWinProbabilities(teams, [], { seed: 1, simulations: 10 }).get('home')).toBe(0.5);
  });

  it('is priced at the outright margin', () => {
    const market = priceOutright(
      new Map([
        ['a', 0.5],
        ['b', 0.3],
        ['c', 0.15],
        ['d', 0.05],
      ]),
    );
    expect(market.margin).toBe(0.15);
    expect(sum(market.outcomes.map((outcome) => outcome.pricedProbability))).toBeCloseTo(1.15, 9);
    expect(impliedMargin(market.outcomes.map((outcome) => outcome.odds!))).toBeGreaterThanOrEqual(0.15);
  });

  it('refuses fixtures between unknown teams', () => {
    expect(() =>
      leagueWinProbabilities([{ id: 'a', points: 0, strength: 1 }], [{ home: 'a', away: 'z' }], { seed: 1 }),
    ).toThrow(expect.objectContaining({ code: 'invalid_model' }));
    expect(() => leagueWinProbabilities([{ id: 'a', points: 0, strength: 1 }], [], { seed: 1.5 })).toThrow(
      expect.objectContaining({ code: 'invalid_model' }),
    );
  });
});

/** A consistent random match table: beats(a, b) + beats(b, a) = 1. */
function randomBeats(teams: number, seed: number): PairwiseWinProbability {
  const random = createSeededRandom(seed);
  const table = Array.from({ length: teams }, () => Array.from({ length: teams }, () => 0.5));
  for (let team = 0; team < teams; team += 1) {
    for (let opponent = team + 1; opponent < teams; opponent += 1) {
      table[team]![opponent] = 0.05 + 0.9 * random();
      table[opponent]![team] = 1 - table[team]![opponent]!;
    }
  }
  return (team, opponent) => table[team]![opponent]!;
}

/** P(each team wins) by walking every outcome of every match of the bracket (2^(teams - 1) of them). */
function enumerateBracket(teams: number, beats: PairwiseWinProbability): number[] {
  const wins = Array.from({ length: teams }, () => 0);
  const play = (round: readonly number[], probability: number): void => {
    if (probability === 0) return;
    if (round.length === 1) {
      wins[round[0]!]! += probability;
      return;
    }
    const matches = round.length / 2;
    for (let outcome = 0; outcome < 2 ** matches; outcome += 1) {
      let chance = probability;
      const next: number[] = [];
      for (let match = 0; match < matches; match += 1) {
        const [home, away] = [round[2 * match]!, round[2 * match + 1]!];
        const homeWins = ((outcome >> match) & 1) === 0;
        chance *= homeWins ? beats(home, away) : beats(away, home);
        next.push(homeWins ? home : away);
      }
      play(next, chance);
    }
  };
  play(
    Array.from({ length: teams }, (_, team) => team),
    1,
  );
  return wins;
}
