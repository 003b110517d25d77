import { SportsbookError } from '../errors';
import type { Score } from '../settlement/results';
import { assertScore } from '../settlement/results';
import type { ScoreDistribution, ScoreProbability } from '../pricing/settled-markets';

/** Goals beyond this tail probability are dropped (and the rest renormalised): far below a price step. */
const POISSON_TAIL = 1e-13;
/** A goal rate above this per match is not a football or hockey match any more. */
export const MAX_GOAL_RATE = 20;

/** Expected goals of each side over a full match (regulation time). */
export interface GoalRates {
  readonly home: number;
  readonly away: number;
}

/** Where an event stands: the score so far and the minutes left of regulation time. */
export interface InPlayState {
  readonly score: Score;
  readonly minutesRemaining: number;
}

/** P(X = k) for k = 0, 1, ... until the tail is negligible, for X ~ Poisson(rate). */
export function poissonProbabilities(rate: number): number[] {
  if (!Number.isFinite(rate) || rate < 0 || rate > MAX_GOAL_RATE) {
    throw new SportsbookError('invalid_model', `a goal rate must be within [0, ${MAX_GOAL_RATE}], got ${rate}`, 'rate');
  }
  const probabilities = [Math.exp(-rate)];
  let cumulative = probabilities[0]!;
  // Past the mode the terms shrink; stop once what is left cannot matter.
  for (let goals = 1; 1 - cumulative > POISSON_TAIL || goals <= rate; goals += 1) {
    const next = (probabilities[goals - 1]! * rate) / goals;
    probabilities.push(next);
    cumulative += next;
    if (next < POISSON_TAIL * 1e-3 && goals > rate) break;
  }
  return probabilities;
}

export function assertInPlayState(state: InPlayState, matchMinutes: number): InPlayState {
  assertScore(state.score);
  const minutes = state.minutesRemaining;
  if (!Number.isFinite(minutes) || minutes < 0 || minutes > matchMinutes) {
    throw new SportsbookError(
      'invalid_score',
      `minutes remaining must be within [0, ${matchMinutes}], got ${minutes}`,
      'minutesRemaining',
    );
  }
  return state;
}

/**
 * Final scores under independent Poisson goals: each side scores at a constant rate through the
 * match, so the goals still to come in the minutes remaining are Poisson(rate x remaining / match
 * length), added to the score so far. With no time left the current score is certain.
 */
export function poissonScoreDistribution(
  rates: GoalRates,
  state: InPlayState,
  matchMinutes: number,
): ScoreDistribution {
  assertInPlayState(state, matchMinutes);
  const remainingShare = state.minutesRemaining / matchMinutes;
  const homeGoals = poissonProbabilities(rates.home * remainingShare);
  const awayGoals = poissonProbabilities(rates.away * remainingShare);
  const homeTotal = homeGoals.reduce((sum, probability) => sum + probability, 0);
  const awayTotal = awayGoals.reduce((sum, probability) => sum + probability, 0);
  const scores: ScoreProbability[] = [];
  homeGoals.forEach((homeProbability, homeMore) => {
    awayGoals.forEach((awayProbability, awayMore) => {
      scores.push({
        home: state.score.home + homeMore,
        away: state.score.away + awayMore,
        probability: (homeProbability / homeTotal) * (awayProbability / awayTotal),
      });
    });
  });
  return scores;
}
