import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSeededRandom } from './seeded-random';
import type { TennisModel, TennisScore } from './tennis';
import {
  priceTennisMatchWinner,
  tennisGameWinProbability,
  tennisMatchWinProbability,
  tennisSetWinProbability,
} from './tennis';
import { gameWinProbability, tiebreakWinProbability } from './tennis-points';

const model = (home: number, away: number, bestOf: 3 | 5 = 3): TennisModel => ({
  serveWinProbability: { home, away },
  bestOf,
});
const score = (
  sets: [number, number],
  games: [number, number],
  points: [number, number],
  server: 'home' | 'away',
): TennisScore => ({
  sets: { home: sets[0], away: sets[1] },
  games: { home: games[0], away: games[1] },
  points: { home: points[0], away: points[1] },
  server,
});

/** An independent point-by-point simulation of a best-of-3 match (7-point tie-breaks), for cross-checking. */
function simulateMatch(serve: [number, number], random: () => number): 0 | 1 {
  const sets = [0, 0];
  let server = 0;
  while (sets[0]! < 2 && sets[1]! < 2) {
    const games = [0, 0];
    for (;;) {
      const tiebreak = games[0] === 6 && games[1] === 6;
      const points = [0, 0];
      const needed = tiebreak ? 7 : 4;
      let pointServer = server;
      for (let played = 0; ; played += 1) {
        const winner = random() < serve[pointServer]! ? pointServer : 1 - pointServer;
        points[winner]! += 1;
        if (points[winner]! >= needed && points[winner]! - points[1 - winner]! >= 2) break;
        if (tiebreak && played % 2 === 0) pointServer = 1 - pointServer;
      }
      const gameWinner = points[0]! > points[1]! ? 0 : 1;
      games[gameWinner]! += 1;
      server = 1 - server;
      const [mine, theirs] = [games[gameWinner]!, games[1 - gameWinner]!];
      if ((mine >= 6 && mine - theirs >= 2) || mine === 7) {
        sets[gameWinner]! += 1;
        break;
      }
    }
  }
  return sets[0] === 2 ? 0 : 1;
}

describe('tennis: iid points up to games, tie-breaks, sets and the match', () => {
  it('matches the closed form of a service game', () => {
    expect(gameWinProbability(0.6, 0, 0)).toBeCloseTo(0.7357292307692308, 12); // p^4(1+4q+10q^2) + 20p^3q^3 p^2/(p^2+q^2)
    expect(gameWinProbability(0.6, 3, 3)).toBeCloseTo(0.36 / 0.52, 12); // deuce
    expect(gameWinProbability(0.6, 4, 3)).toBeCloseTo(0.6 + 0.4 * (0.36 / 0.52), 12); // advantage server
    expect(gameWinProbability(0.5, 2, 1)).toBeCloseTo(0.6875, 12); // 30-15, fair coin
  });

  it('is even between equal players, whoever serves first', () => {
    expect(tiebreakWinProbability([0.62, 0.62], [0, 0], 0, 7)).toBeCloseTo(0.5, 12);
    expect(tennisMatchWinProbability(model(0.64, 0.64))).toBeCloseTo(0.5, 12);
    expect(tennisMatchWinProbability(model(0.64, 0.64, 5), { ...score([0, 0], [0, 0], [0, 0], 'away') })).toBeCloseTo(
      0.5,
      12,
    );
  });

  it('does not depend on who serves first (Newton and Keller, 2005)', () => {
    const players = model(0.67, 0.61);
    const homeFirst = tennisMatchWinProbability(players, score([0, 0], [0, 0], [0, 0], 'home'));
    const awayFirst = tennisMatchWinProbability(players, score([0, 0], [0, 0], [0, 0], 'away'));
    expect(homeFirst).toBeCloseTo(awayFirst, 12);
  });

  it('is symmetric (swap the players, mirror the score) and monotonic in each serve', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.4, max: 0.8, noNaN: true }),
        fc.double({ min: 0.4, max: 0.8, noNaN: true }),
        fc.nat(5),
        fc.nat(5),
        fc.nat(3),
        fc.nat(3),
        (home, away, gamesHome, gamesAway, pointsHome, pointsAway) => {
          const now = score([1, 0], [gamesHome, gamesAway], [pointsHome, pointsAway], 'home');
          const mirrored = score([0, 1], [gamesAway, gamesHome], [pointsAway, pointsHome], 'away');
          const probability = tennisMatchWinProbability(model(home, away), now);
          expect(tennisMatchWinProbability(model(away, home), mirrored)).toBeCloseTo(1 - probability, 10);
          expect(tennisMatchWinProbability(model(Math.min(home + 0.02, 0.99), away), now)).toBeGreaterThan(probability);
          expect(tennisMatchWinProbability(model(home, Math.min(away + 0.02, 0.99)), now)).toBeLessThan(probability);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('agrees with a point-by-point simulation', () => {
    const random = createSeededRandom(20_240_614);
    const runs = 20_000;
    let homeWins = 0;
    for (let run = 0; run < runs; run += 1) if (simulateMatch([0.66, 0.62], random) === 0) homeWins += 1;
    const exact = tennisMatchWinProbability(model(0.66, 0.62));
    expect(Math.abs(homeWins / runs - exact)).toBeLessThan(4 * Math.sqrt((exact * (1 - exact)) / runs));
  });

  it('follows the score: a match point is nearly won, a lost set costs, a break matters', () => {
    const players = model(0.64, 0.64);
    expect(tennisMatchWinProbability(players, score([1, 0], [5, 4], [3, 0], 'home'))).toBeGreaterThan(0.99);
    expect(tennisMatchWinProbability(players, score([0, 1], [0, 0], [0, 0], 'home'))).toBeLessThan(0.5);
    expect(tennisSetWinProbability(players, score([0, 0], [3, 1], [0, 0], 'home'))).toBeGreaterThan(0.8);
    expect(tennisGameWinProbability(players, score([0, 0], [6, 6], [6, 5], 'home'))).toBeGreaterThan(0.5); // set point in the tie-break
    expect(tennisSetWinProbability(players, score([0, 0], [0, 0], [0, 0], 'home'))).toBeCloseTo(0.5, 12);
  });

  it('plays a 10-point tie-break in the deciding set when asked', () => {
    const slam: TennisModel = { ...model(0.7, 0.6, 5), finalSetTiebreakPoints: 10 };
    const atSixAllInTheFifth = score([2, 2], [6, 6], [9, 7], 'home');
    expect(tennisMatchWinProbability(slam, atSixAllInTheFifth)).toBeLessThan(1); // 9-7 is not over in a 10-point tie-break
    expect(() => tennisMatchWinProbability(model(0.7, 0.6, 5), atSixAllInTheFifth)).toThrow(
      expect.objectContaining({ code: 'invalid_score' }),
    );
  });

  it('refuses finished or impossible scores and bad models', () => {
    const players = model(0.64, 0.6);
    expect(() => tennisMatchWinProbability(players, score([2, 0], [0, 0], [0, 0], 'home'))).toThrow(
      expect.objectContaining({ code: 'invalid_score' }),
    );
    expect(() => tennisMatchWinProbability(players, score([0, 0], [6, 4], [0, 0], 'home'))).toThrow(
      expect.objectContaining({ code: 'invalid_score' }),
    );
    expect(() => tennisMatchWinProbability(players, score([0, 0], [1, 1], [5, 3], 'home'))).toThrow(
      expect.objectContaining({ code: 'invalid_score' }),
    );
    expect(() => tennisMatchWinProbability(model(1, 0.6))).toThrow(expect.objectContaining({ code: 'invalid_model' }));
    expect(() => tennisMatchWinProbability({ ...players, bestOf: 4 as 3 })).toThrow(
      expect.objectContaining({ code: 'invalid_model' }),
    );
  });

  it('prices the match winner at the published margin', () => {
    const market = priceTennisMatchWinner(model(0.66, 0.62));
    expect(market.kind).toBe('match_winner');
    expect(market.outcomes.reduce((total, outcome) => total + outcome.pricedProbability, 0)).toBeCloseTo(1.045, 9);
  });
});
