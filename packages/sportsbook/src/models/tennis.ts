import { SportsbookError } from '../errors';
import type { PricedMarket, PricingOptions } from '../pricing/margin';
import { priceMatchWinner } from '../pricing/settled-markets';
import type { Score, TwoWayOutcome } from '../settlement/results';
import { assertScore } from '../settlement/results';
import type { TennisPlayer } from './tennis-points';
import { gameWinProbability, tiebreakFirstServer, tiebreakWinProbability } from './tennis-points';

/**
 * Tennis match model: iid points (tennis-points.ts); sets to six games by two with a 7-point
 * tie-break at 6-6; the deciding set's tie-break is to `finalSetTiebreakPoints` (10 at the Grand
 * Slams since 2022, else 7). "home" is the first-named player.
 */
export interface TennisModel {
  /** Each player's probability of winning a point on their own serve. */
  readonly serveWinProbability: { readonly home: number; readonly away: number };
  readonly bestOf: 3 | 5;
  readonly finalSetTiebreakPoints?: 7 | 10;
}

/** A score at any moment: sets won, games in the current set, points in the current game or tie-break. */
export interface TennisScore {
  readonly sets: Score;
  readonly games: Score;
  /** Points won in the current game (0, 1, 2, 3 = love, 15, 30, 40; 4-3 is advantage) or tie-break. */
  readonly points: Score;
  /** Who serves the current point. */
  readonly server: TwoWayOutcome;
}

export const TENNIS_MATCH_START: TennisScore = Object.freeze({
  sets: { home: 0, away: 0 },
  games: { home: 0, away: 0 },
  points: { home: 0, away: 0 },
  server: 'home',
});

const TIEBREAK_POINTS = 7;

function playerOf(side: TwoWayOutcome): TennisPlayer {
  return side === 'home' ? 0 : 1;
}

function other(player: TennisPlayer): TennisPlayer {
  return (1 - player) as TennisPlayer;
}

function setWinner(games0: number, games1: number): TennisPlayer | null {
  if ((games0 >= 6 && games0 - games1 >= 2) || games0 === 7) return 0;
  if ((games1 >= 6 && games1 - games0 >= 2) || games1 === 7) return 1;
  return null;
}

function assertModel(model: TennisModel): void {
  for (const side of ['home', 'away'] as const) {
    const probability = model.serveWinProbability[side];
    if (!Number.isFinite(probability) || probability <= 0 || probability >= 1) {
      throw new SportsbookError(
        'invalid_model',
        `a serve-point probability must be within (0, 1), got ${probability}`,
        `serveWinProbability.${side}`,
      );
    }
  }
  if (model.bestOf !== 3 && model.bestOf !== 5)
    throw new SportsbookError('invalid_model', 'a match is best of 3 or 5 sets', 'bestOf');
}

/** A score the match can actually be at, with the match not yet over. */
function assertTennisScore(model: TennisModel, score: TennisScore): void {
  assertScore(score.sets, 'sets');
  assertScore(score.games, 'games');
  assertScore(score.points, 'points');
  const invalid = (message: string, field: string): never => {
    throw new SportsbookError('invalid_score', message, field);
  };
  const setsToWin = (model.bestOf + 1) / 2;
  if (score.sets.home >= setsToWin || score.sets.away >= setsToWin) invalid('the match is already over', 'sets');
  if (score.games.home > 6 || score.games.away > 6 || setWinner(score.games.home, score.games.away) !== null)
    invalid('not a set in progress', 'games');
  const inTiebreak = score.games.home === 6 && score.games.away === 6;
  // A game is won at 4 points, a tie-break at its target, in both cases by two clear points.
  const pointsToWin = inTiebreak ? tiebreakTarget(model, score.sets.home, score.sets.away) : 4;
  const { home, away } = score.points;
  const won = (lead: number, trail: number) => lead >= pointsToWin && lead - trail >= 2;
  if (won(home, away) || won(away, home)) invalid('not a game in progress', 'points');
  if (score.server !== 'home' && score.server !== 'away') invalid('the server is home or away', 'server');
}

/** P(player 0 wins the match) from the start of a game, memoised over (sets, games, server). */
function matchFromGameStart(
  model: TennisModel,
): (sets0: number, sets1: number, games0: number, games1: number, server: TennisPlayer) => number {
  const serve: [number, number] = [model.serveWinProbability.home, model.serveWinProbability.away];
  const setsToWin = (model.bestOf + 1) / 2;
  const holds: [number, number] = [gameWinProbability(serve[0], 0, 0), gameWinProbability(serve[1], 0, 0)];
  const memo = new Map<string, number>();
  const fromGameStart = (
    sets0: number,
    sets1: number,
    games0: number,
    games1: number,
    server: TennisPlayer,
  ): number => {
    if (sets0 === setsToWin) return 1;
    if (sets1 === setsToWin) return 0;
    const key = `${sets0},${sets1},${games0},${games1},${server}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const afterGame = (winner: TennisPlayer): number => {
      const nextGames0 = games0 + (winner === 0 ? 1 : 0);
      const nextGames1 = games1 + (winner === 1 ? 1 : 0);
      const setWon = setWinner(nextGames0, nextGames1);
      // The player who did not serve the set's last game (or the tie-break's first point) serves next.
      if (setWon === null) return fromGameStart(sets0, sets1, nextGames0, nextGames1, other(server));
      return fromGameStart(sets0 + (setWon === 0 ? 1 : 0), sets1 + (setWon === 1 ? 1 : 0), 0, 0, other(server));
    };
    const player0WinsGame =
      games0 === 6 && games1 === 6
        ? tiebreakWinProbability(serve, [0, 0], server, tiebreakTarget(model, sets0, sets1))
        : server === 0
          ? holds[0]
          : 1 - holds[1];
    const probability = player0WinsGame * afterGame(0) + (1 - player0WinsGame) * afterGame(1);
    memo.set(key, probability);
    return probability;
  };
  return fromGameStart;
}

function tiebreakTarget(model: TennisModel, sets0: number, sets1: number): number {
  const setsToWin = (model.bestOf + 1) / 2;
  const decidingSet = sets0 === setsToWin - 1 && sets1 === setsToWin - 1;
  return decidingSet ? (model.finalSetTiebreakPoints ?? TIEBREAK_POINTS) : TIEBREAK_POINTS;
}

/** P(home wins the current game or tie-break) from the score, and who serves the next game after it. */
function currentGame(model: TennisModel, score: TennisScore): { homeWins: number; nextServer: TennisPlayer } {
  const serve: [number, number] = [model.serveWinProbability.home, model.serveWinProbability.away];
  const server = playerOf(score.server);
  const points: [number, number] = [score.points.home, score.points.away];
  if (score.games.home === 6 && score.games.away === 6) {
    const target = tiebreakTarget(model, score.sets.home, score.sets.away);
    const firstServer = tiebreakFirstServer(server, points[0] + points[1]);
    return { homeWins: tiebreakWinProbability(serve, points, server, target), nextServer: other(firstServer) };
  }
  const hold = gameWinProbability(serve[server], points[server], points[other(server)]);
  return { homeWins: server === 0 ? hold : 1 - hold, nextServer: other(server) };
}

/** P(home wins the match) from any score. */
export function tennisMatchWinProbability(model: TennisModel, score: TennisScore = TENNIS_MATCH_START): number {
  assertModel(model);
  assertTennisScore(model, score);
  const fromGameStart = matchFromGameStart(model);
  const game = currentGame(model, score);
  const { sets, games } = score;
  const afterGame = (winner: TennisPlayer): number => {
    const games0 = games.home + (winner === 0 ? 1 : 0);
    const games1 = games.away + (winner === 1 ? 1 : 0);
    const setWon = setWinner(games0, games1);
    if (setWon === null) return fromGameStart(sets.home, sets.away, games0, games1, game.nextServer);
    return fromGameStart(sets.home + (setWon === 0 ? 1 : 0), sets.away + (setWon === 1 ? 1 : 0), 0, 0, game.nextServer);
  };
  return game.homeWins * afterGame(0) + (1 - game.homeWins) * afterGame(1);
}

/** P(home wins the current set) from any score: the same model with a one-set match. */
export function tennisSetWinProbability(model: TennisModel, score: TennisScore = TENNIS_MATCH_START): number {
  const oneSet: TennisModel = { ...model, bestOf: 3 };
  const deciding = tiebreakTarget(model, score.sets.home, score.sets.away) !== TIEBREAK_POINTS;
  // A best-of-3 match at one set all plays exactly one more set: the current one, with its tie-break rule.
  const atOneSetAll: TennisScore = { ...score, sets: { home: 1, away: 1 } };
  return tennisMatchWinProbability(deciding ? oneSet : { ...oneSet, finalSetTiebreakPoints: 7 }, atOneSetAll);
}

/** P(home wins the current game or tie-break) from any score. */
export function tennisGameWinProbability(model: TennisModel, score: TennisScore = TENNIS_MATCH_START): number {
  assertModel(model);
  assertTennisScore(model, score);
  return currentGame(model, score).homeWins;
}

export function priceTennisMatchWinner(
  model: TennisModel,
  score: TennisScore = TENNIS_MATCH_START,
  options?: PricingOptions,
): PricedMarket<TwoWayOutcome> {
  return priceMatchWinner(tennisMatchWinProbability(model, score), options);
}
