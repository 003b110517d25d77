import { SportsbookError } from '../errors';
import type { PricedMarket, PricingOptions } from '../pricing/margin';
import { priceMarket } from '../pricing/margin';
import { createSeededRandom } from './seeded-random';

/**
 * Outrights from team strengths. Strengths are Bradley-Terry ratings: in a match without draws
 * a team of strength a beats one of strength b with probability a / (a + b).
 */
function assertStrengths(strengths: readonly number[]): void {
  for (const strength of strengths) {
    if (!Number.isFinite(strength) || strength <= 0) {
      throw new SportsbookError(
        'invalid_model',
        `a team strength must be a positive number, got ${strength}`,
        'strength',
      );
    }
  }
}

/** P(team beats opponent) in their match, should they meet; beats(a, b) + beats(b, a) must be 1. */
export type PairwiseWinProbability = (team: number, opponent: number) => number;

/**
 * P(each team wins a single-elimination bracket), exactly, by dynamic programming over the rounds.
 * Teams are in bracket order: 0 plays 1, the winner plays the winner of 2 v 3, and so on. `beats`
 * gives each match's probability: a model's before it is played, a live price's while it is on,
 * 1 or 0 once it is decided (the loser's chances are then 0 from that round on). The matches are
 * independent, so a team's chance to win a round is the sum over the opponents it may meet of
 * P(that opponent got there) × beats(team, opponent).
 */
export function pairwiseKnockoutWinProbabilities(teams: number, beats: PairwiseWinProbability): number[] {
  if (!Number.isSafeInteger(teams) || teams < 2 || (teams & (teams - 1)) !== 0) {
    throw new SportsbookError('invalid_model', `a bracket needs a power of two teams, got ${teams}`, 'teams');
  }
  const probability = (team: number, opponent: number): number => {
    const chance = beats(team, opponent);
    if (!Number.isFinite(chance) || chance < 0 || chance > 1) {
      throw new SportsbookError(
        'invalid_probability',
        `P(${team} beats ${opponent}) must be within [0, 1], got ${chance}`,
        'beats',
      );
    }
    return chance;
  };
  let reached = Array.from({ length: teams }, () => 1);
  for (let blockSize = 2; blockSize <= teams; blockSize *= 2) {
    reached = reached.map((chance, team) => {
      if (chance === 0) return 0;
      // This round's opponents: the other half of the team's block.
      const blockStart = team - (team % blockSize);
      const half = blockSize / 2;
      const opponentsStart = team - blockStart < half ? blockStart + half : blockStart;
      let winsThisRound = 0;
      for (let opponent = opponentsStart; opponent < opponentsStart + half; opponent += 1) {
        if (reached[opponent]! > 0) winsThisRound += reached[opponent]! * probability(team, opponent);
      }
      return chance * winsThisRound;
    });
  }
  return reached;
}

/** The same from Bradley-Terry strengths: a team of strength a beats one of strength b with probability a / (a + b). */
export function knockoutWinProbabilities(strengths: readonly number[]): number[] {
  const teams = strengths.length;
  if (teams < 2 || (teams & (teams - 1)) !== 0) {
    throw new SportsbookError('invalid_model', `a bracket needs a power of two teams, got ${teams}`, 'strengths');
  }
  assertStrengths(strengths);
  return pairwiseKnockoutWinProbabilities(
    teams,
    (team, opponent) => strengths[team]! / (strengths[team]! + strengths[opponent]!),
  );
}

export interface LeagueTeam {
  readonly id: string;
  /** League points so far. */
  readonly points: number;
  readonly strength: number;
}

export interface LeagueFixture {
  readonly home: string;
  readonly away: string;
}

/** Home advantage as a strength multiplier, and the Davidson draw factor: about 41% / 28% / 31% between equals. */
export const LEAGUE_HOME_ADVANTAGE = 1.35;
export const LEAGUE_DRAW_FACTOR = 0.8;
export const LEAGUE_DEFAULT_SIMULATIONS = 20_000;

/** Home win / draw / away win of a league fixture (Bradley-Terry-Davidson with home advantage). */
export function leagueFixtureProbabilities(
  homeStrength: number,
  awayStrength: number,
): { home: number; draw: number; away: number } {
  assertStrengths([homeStrength, awayStrength]);
  const home = homeStrength * LEAGUE_HOME_ADVANTAGE;
  const draw = LEAGUE_DRAW_FACTOR * Math.sqrt(home * awayStrength);
  const total = home + draw + awayStrength;
  return { home: home / total, draw: draw / total, away: awayStrength / total };
}

/**
 * P(each team finishes top) by simulating the remaining fixtures with a seeded generator: 3 points
 * a win, 1 a draw. Teams level on points at the top share that season's title equally (a fair
 * stand-in for tie-breakers the simulation does not model), so the probabilities sum to 1.
 */
export function leagueWinProbabilities(
  teams: readonly LeagueTeam[],
  fixtures: readonly LeagueFixture[],
  options: { readonly simulations?: number; readonly seed: number },
): Map<string, number> {
  const simulations = options.simulations ?? LEAGUE_DEFAULT_SIMULATIONS;
  if (teams.length === 0 || !Number.isSafeInteger(simulations) || simulations < 1 || simulations > 1_000_000) {
    throw new SportsbookError('invalid_model', 'a league needs teams and 1 to 1 000 000 simulations', 'simulations');
  }
  const index = new Map(teams.map((team, position) => [team.id, position]));
  const played = fixtures.map((fixture) => {
    const home = index.get(fixture.home);
    const away = index.get(fixture.away);
    if (home === undefined || away === undefined || home === away)
      throw new SportsbookError('invalid_model', 'a fixture names two different league teams', 'fixtures');
    const chances = leagueFixtureProbabilities(teams[home]!.strength, teams[away]!.strength);
    return { home, away, homeWinBelow: chances.home, drawBelow: chances.home + chances.draw };
  });
  const random = createSeededRandom(options.seed);
  const titles = teams.map(() => 0);
  const points = teams.map(() => 0);
  for (let season = 0; season < simulations; season += 1) {
    teams.forEach((team, position) => (points[position] = team.points));
    for (const fixture of played) {
      const draw = random();
      if (draw < fixture.homeWinBelow) points[fixture.home]! += 3;
      else if (draw < fixture.drawBelow)
        [points[fixture.home], points[fixture.away]] = [points[fixture.home]! + 1, points[fixture.away]! + 1];
      else points[fixture.away]! += 3;
    }
    const best = Math.max(...points);
    const leaders = points.filter((total) => total === best).length;
    points.forEach((total, position) => {
      if (total === best) titles[position]! += 1 / leaders;
    });
  }
  return new Map(teams.map((team, position) => [team.id, titles[position]! / simulations]));
}

/** Prices an outright from fair probabilities per contender (they must sum to 1). */
export function priceOutright(probabilities: ReadonlyMap<string, number>, options?: PricingOptions): PricedMarket {
  const fair = [...probabilities].map(([outcome, probability]) => ({ outcome, probability }));
  return priceMarket('outright', fair, options);
}
