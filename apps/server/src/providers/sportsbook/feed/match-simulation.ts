import { createSeededRandom } from '@casino/sportsbook';
import type { SportEventState, SportIncident } from '../sportsbook.table';
import type { SportModel } from './championships.data';

/**
 * The match simulator of the feed: one step at a time, from a seed kept with the event, so every
 * node (and a restarted one) plays the same match. A step is a match minute for timed sports, a
 * point in tennis, a map minute in e-sports.
 *
 * The model parameters are the pricing model's (@casino/sportsbook): what the simulator plays is
 * what the prices assume, so the book's margin is what it earns on average.
 */

export type ModelParameters = Record<string, number>;

export interface StepResult {
  readonly state: SportEventState;
  readonly incidents: readonly SportIncident[];
  /** A key moment: betting pauses (a goal, a break point, a map won). */
  readonly keyMoment: boolean;
  readonly ended: boolean;
}

export const SOCCER_HALF_MINUTES = 45;
export const HOCKEY_PERIOD_MINUTES = 20;
export const BASKETBALL_QUARTERS = 4;
export const ESPORTS_MAP_MINUTES = 30;
export const ESPORTS_BEST_OF = 3;
export const TENNIS_BEST_OF = 3;

/** Real milliseconds per simulation step at speed 1: a match minute, or a tennis point. */
export const STEP_MS = {
  soccer: 60_000,
  'ice-hockey': 60_000,
  basketball: 60_000,
  esports: 60_000,
  tennis: 40_000,
} as const;

/** A number in [from, to) from the seeded generator, rounded to 3 places (stored as JSON). */
export const between = (random: () => number, from: number, to: number): number =>
  Math.round((from + (to - from) * random()) * 1000) / 1000;

/** The fixed parameters of a new match. */
export function initialModel(model: SportModel, seed: number): ModelParameters {
  const random = createSeededRandom(seed);
  switch (model) {
    case 'soccer':
      return { homeRate: between(random, 0.9, 2.1), awayRate: between(random, 0.6, 1.7) };
    case 'ice-hockey':
      return { homeRate: between(random, 2.4, 3.6), awayRate: between(random, 2.0, 3.2) };
    case 'basketball':
      return { supremacy: between(random, -7, 9), totalPoints: between(random, 205, 235), regulationMinutes: 48 };
    case 'tennis':
      return { homeServe: between(random, 0.58, 0.7), awayServe: between(random, 0.58, 0.7) };
    case 'esports':
      return { mapWinProbability: between(random, 0.32, 0.68) };
  }
}

export function initialState(model: SportModel): SportEventState {
  const score = { home: 0, away: 0 };
  if (model === 'tennis')
    return {
      score,
      elapsed: 0,
      period: 'S1',
      detail: { games: { home: 0, away: 0 }, points: { home: 0, away: 0 }, server: 'home', tiebreak: false },
    };
  if (model === 'esports') return { score, elapsed: 0, period: 'M1', detail: { mapMinute: 0 } };
  if (model === 'ice-hockey') return { score, elapsed: 0, period: 'P1', detail: { regulation: score } };
  if (model === 'basketball') return { score, elapsed: 0, period: 'Q1' };
  return { score, elapsed: 0, period: '1H' };
}

/** The random draw of step `step` of a match: one generator per step, so a step replays identically. */
function stepRandom(seed: number, step: number): () => number {
  return createSeededRandom((seed ^ Math.imul(step + 1, 0x9e3779b1)) >>> 0);
}

export function simulateStep(
  model: SportModel,
  parameters: ModelParameters,
  state: SportEventState,
  seed: number,
  step: number,
): StepResult {
  const random = stepRandom(seed, step);
  switch (model) {
    case 'soccer':
      return goalsStep(
        state,
        random,
        { home: parameters.homeRate!, away: parameters.awayRate! },
        90,
        SOCCER_HALF_MINUTES,
        'goal',
      );
    case 'ice-hockey':
      return hockeyStep(state, random, parameters);
    case 'basketball':
      return basketballStep(state, random, parameters);
    case 'tennis':
      return tennisStep(state, random, parameters);
    case 'esports':
      return esportsStep(state, random, parameters);
  }
}

function goalsStep(
  state: SportEventState,
  random: () => number,
  rates: { home: number; away: number },
  matchMinutes: number,
  periodMinutes: number,
  type: 'goal',
): StepResult {
  const minute = state.elapsed + 1;
  const incidents: SportIncident[] = [];
  const score = { ...state.score };
  for (const side of ['home', 'away'] as const) {
    if (random() < rates[side] / matchMinutes) {
      score[side] += 1;
      incidents.push({ minute, type, side, text: `Goal (${score.home}-${score.away})` });
    }
  }
  const ended = minute >= matchMinutes;
  const period = ended ? 'FT' : soccerPeriod(minute, periodMinutes);
  if (period !== state.period && !ended) incidents.push({ minute, type: 'period', side: null, text: 'Second half' });
  return {
    state: { ...state, score, elapsed: minute, period, final: ended },
    incidents,
    keyMoment: incidents.some((incident) => incident.type === 'goal'),
    ended,
  };
}

const soccerPeriod = (minute: number, halfMinutes: number): string => (minute < halfMinutes ? '1H' : '2H');

function hockeyStep(state: SportEventState, random: () => number, parameters: ModelParameters): StepResult {
  const regulationMinutes = 3 * HOCKEY_PERIOD_MINUTES;
  if (state.elapsed < regulationMinutes) {
    const step = goalsStep(
      state,
      random,
      { home: parameters.homeRate!, away: parameters.awayRate! },
      regulationMinutes,
      HOCKEY_PERIOD_MINUTES,
      'goal',
    );
    const minute = step.state.elapsed;
    const period = minute >= regulationMinutes ? 'FT' : `P${Math.floor(minute / HOCKEY_PERIOD_MINUTES) + 1}`;
    const regulation = step.state.score;
    if (minute < regulationMinutes || regulation.home !== regulation.away) {
      return { ...step, state: { ...step.state, period, detail: { regulation } } };
    }
    // Level after regulation: overtime and, if need be, a shootout, decided in this step (the
    // regulation markets are settled on the regulation score, the match winner on the final one).
    const homeWins = random() < 0.5 + (parameters.homeRate! - parameters.awayRate!) / 20;
    const score = { home: regulation.home + (homeWins ? 1 : 0), away: regulation.away + (homeWins ? 0 : 1) };
    const incidents = [
      ...step.incidents,
      {
        minute,
        type: 'goal' as const,
        side: homeWins ? ('home' as const) : ('away' as const),
        text: `Overtime winner (${score.home}-${score.away})`,
      },
    ];
    return {
      state: { ...step.state, score, period: 'OT', final: true, detail: { regulation } },
      incidents,
      keyMoment: true,
      ended: true,
    };
  }
  return { state: { ...state, final: true }, incidents: [], keyMoment: false, ended: true };
}

function basketballStep(state: SportEventState, random: () => number, parameters: ModelParameters): StepResult {
  const regulationMinutes = parameters.regulationMinutes ?? 48;
  const minute = state.elapsed + 1;
  const perMinute = parameters.totalPoints! / regulationMinutes;
  const homeShare = 0.5 + parameters.supremacy! / (2 * parameters.totalPoints!);
  // Points of the minute: around the model's rate, with the spread of real minutes (0 to ~9 each).
  const points = (mean: number) => Math.max(0, Math.round(mean + (random() + random() + random() - 1.5) * 2.4));
  const score = {
    home: state.score.home + points(perMinute * homeShare),
    away: state.score.away + points(perMinute * (1 - homeShare)),
  };
  const overtimes = Math.max(0, Math.ceil((minute - regulationMinutes) / 5));
  const endOfPeriod = minute >= regulationMinutes && (minute - regulationMinutes) % 5 === 0;
  const ended = endOfPeriod && score.home !== score.away;
  const quarter = Math.min(
    BASKETBALL_QUARTERS,
    Math.floor((minute - 1) / (regulationMinutes / BASKETBALL_QUARTERS)) + 1,
  );
  const period = ended ? 'FT' : overtimes > 0 || (endOfPeriod && score.home === score.away) ? 'OT' : `Q${quarter}`;
  return { state: { ...state, score, elapsed: minute, period, final: ended }, incidents: [], keyMoment: false, ended };
}

interface TennisDetail {
  games: { home: number; away: number };
  points: { home: number; away: number };
  server: 'home' | 'away';
  tiebreak: boolean;
}

const other = (side: 'home' | 'away'): 'home' | 'away' => (side === 'home' ? 'away' : 'home');

function tennisStep(state: SportEventState, random: () => number, parameters: ModelParameters): StepResult {
  const detail = structuredClone(state.detail as unknown as TennisDetail);
  const sets = { ...state.score };
  const serve = detail.server === 'home' ? parameters.homeServe! : parameters.awayServe!;
  const winner = random() < serve ? detail.server : other(detail.server);
  const loser = other(winner);
  detail.points[winner] += 1;
  const incidents: SportIncident[] = [];
  let keyMoment = false;
  const target = detail.tiebreak ? 7 : 4;
  const gameWon = detail.points[winner] >= target && detail.points[winner] - detail.points[loser] >= 2;
  if (gameWon) {
    const broke = !detail.tiebreak && winner !== detail.server;
    detail.games[winner] += 1;
    detail.points = { home: 0, away: 0 };
    const setWon = detail.tiebreak || (detail.games[winner] >= 6 && detail.games[winner] - detail.games[loser] >= 2);
    if (broke)
      incidents.push({
        minute: null,
        type: 'point',
        side: winner,
        text: `Break (${detail.games.home}-${detail.games.away})`,
      });
    if (setWon) {
      sets[winner] += 1;
      incidents.push({
        minute: null,
        type: 'period',
        side: winner,
        text: `Set ${sets.home + sets.away} ${detail.games.home}-${detail.games.away}`,
      });
      detail.games = { home: 0, away: 0 };
      keyMoment = true;
    }
    detail.tiebreak = detail.games.home === 6 && detail.games.away === 6;
    detail.server = other(detail.server);
  } else if (detail.tiebreak && (detail.points.home + detail.points.away) % 2 === 1) {
    detail.server = other(detail.server);
  }
  // A break point (the receiver one point from the game) pauses betting too.
  if (
    !gameWon &&
    !detail.tiebreak &&
    detail.points[other(detail.server)] >= 3 &&
    detail.points[other(detail.server)] > detail.points[detail.server]
  )
    keyMoment = true;
  const ended = Math.max(sets.home, sets.away) > TENNIS_BEST_OF / 2;
  const period = ended ? 'FT' : `S${sets.home + sets.away + 1}`;
  return {
    state: {
      score: sets,
      elapsed: state.elapsed + 1,
      period,
      detail: detail as unknown as Record<string, unknown>,
      final: ended,
    },
    incidents,
    keyMoment,
    ended,
  };
}

function esportsStep(state: SportEventState, random: () => number, parameters: ModelParameters): StepResult {
  const mapMinute = Number((state.detail as { mapMinute?: number } | undefined)?.mapMinute ?? 0) + 1;
  if (mapMinute < ESPORTS_MAP_MINUTES)
    return {
      state: { ...state, elapsed: state.elapsed + 1, detail: { mapMinute } },
      incidents: [],
      keyMoment: false,
      ended: false,
    };
  const winner = random() < parameters.mapWinProbability! ? 'home' : 'away';
  const score = { ...state.score, [winner]: state.score[winner] + 1 };
  const ended = Math.max(score.home, score.away) > ESPORTS_BEST_OF / 2;
  const incidents: SportIncident[] = [
    {
      minute: null,
      type: 'map',
      side: winner,
      text: `Map ${score.home + score.away} won (${score.home}-${score.away})`,
    },
  ];
  return {
    state: {
      score,
      elapsed: state.elapsed + 1,
      period: ended ? 'FT' : `M${score.home + score.away + 1}`,
      detail: { mapMinute: 0 },
      final: ended,
    },
    incidents,
    keyMoment: true,
    ended,
  };
}

/** Steps a match takes at most, for scheduling (tennis: points of a long three-setter). */
export function typicalSteps(model: SportModel): number {
  return { soccer: 90, 'ice-hockey': 60, basketball: 48, tennis: 160, esports: ESPORTS_BEST_OF * ESPORTS_MAP_MINUTES }[
    model
  ];
}
