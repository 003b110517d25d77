import { pairwiseKnockoutWinProbabilities, priceOutright, tennisMatchWinProbability } from '@casino/sportsbook';
import type { SportEventStatus } from '@casino/shared';
import type { SportEventState } from '../sportsbook.table';
import { slugOf } from './championships.data';
import { marketDefinitions, priceEvent, type MarketDefinition, type MarketPrices } from './event-markets';
import { TENNIS_BEST_OF, type ModelParameters } from './match-simulation';
import { BRACKET_PLAYERS, type BracketPlayer } from './knockout-day';

/**
 * The outright of a knockout day: who wins the bracket, priced exactly (pairwise knockout DP of
 * @casino/sportsbook) from its matches as they stand: a match over counts 1 or 0, a live one its
 * live match-winner fair probability, any other (or one not made yet) the day's pre-match model of
 * its two players, so the outright and the match prices agree.
 */

/** What pricing needs of a bracket match (its event row). */
export interface BracketMatch {
  readonly round: number | null;
  readonly bracketSlot: number | null;
  readonly home: string;
  readonly away: string;
  readonly status: SportEventStatus;
  readonly model: ModelParameters;
  readonly state: SportEventState;
}

export const OUTRIGHT_MARKET_KEY = 'outright';

/** A player's selection key in the outright market. */
export const outrightOutcome = (player: string): string => slugOf(player).slice(0, 32);

/** The one market of an outright: 'Winner', a selection per player in bracket order; never combined with its own matches. */
export function outrightMarket(players: readonly string[]): MarketDefinition {
  return {
    key: OUTRIGHT_MARKET_KEY,
    kind: 'outright',
    line: null,
    name: 'Winner',
    combinable: false,
    selections: players.map((name) => ({ outcome: outrightOutcome(name), name })),
  };
}

/** The players of the bracket in bracket order with their serve of the day, from its quarter-finals. */
export function bracketPlayers(matches: readonly BracketMatch[]): BracketPlayer[] {
  const quarterFinals = matches
    .filter((match) => match.round === 1)
    .sort((left, right) => left.bracketSlot! - right.bracketSlot!);
  if (quarterFinals.length !== BRACKET_PLAYERS / 2)
    throw new Error(`a bracket has ${BRACKET_PLAYERS / 2} quarter-finals, found ${quarterFinals.length}`);
  return quarterFinals.flatMap((match) => [
    { name: match.home, serve: match.model.homeServe! },
    { name: match.away, serve: match.model.awayServe! },
  ]);
}

/** The winner's name of an ended match, else null. */
export function winnerOf(match: Pick<BracketMatch, 'status' | 'home' | 'away' | 'state'>): string | null {
  if (match.status !== 'ended') return null;
  return match.state.score.home > match.state.score.away ? match.home : match.away;
}

/** P(home wins) of a match: decided, live, or from its start. */
function homeWinProbability(match: BracketMatch): number {
  const winner = winnerOf(match);
  if (winner !== null) return winner === match.home ? 1 : 0;
  if (match.status === 'live') {
    const prices = priceEvent(
      'tennis',
      match.model,
      match.state,
      marketDefinitions('tennis', match.model, match.home, match.away),
    );
    return prices.get('match_winner')!.get('home')!.fairProbability;
  }
  return preMatch(match.model.homeServe!, match.model.awayServe!);
}

function preMatch(homeServe: number, awayServe: number): number {
  return tennisMatchWinProbability({
    serveWinProbability: { home: homeServe, away: awayServe },
    bestOf: TENNIS_BEST_OF,
  });
}

/** The round in which bracket places a and b would meet (1 for neighbours), and that match's slot. */
function meeting(a: number, b: number): { round: number; slot: number } {
  let round = 1;
  while (a >> round !== b >> round) round += 1;
  return { round, slot: a >> round };
}

/** Fair P(each player wins the day), in bracket order. */
export function outrightProbabilities(matches: readonly BracketMatch[]): number[] {
  const players = bracketPlayers(matches);
  const byPlace = new Map(matches.map((match) => [`${match.round}:${match.bracketSlot}`, match]));
  return pairwiseKnockoutWinProbabilities(players.length, (team, opponent) => {
    const [home, away] = team < opponent ? [team, opponent] : [opponent, team];
    const { round, slot } = meeting(home, away);
    const match = byPlace.get(`${round}:${slot}`);
    const made = match !== undefined && match.home === players[home]!.name && match.away === players[away]!.name;
    const homeWins = made ? homeWinProbability(match) : preMatch(players[home]!.serve, players[away]!.serve);
    return team === home ? homeWins : 1 - homeWins;
  });
}

/** The outright market's prices (a player out of it is unpriced, fair 0). */
export function outrightPrices(matches: readonly BracketMatch[]): MarketPrices {
  const players = bracketPlayers(matches);
  const probabilities = outrightProbabilities(matches);
  const market = priceOutright(
    new Map(players.map((player, place) => [outrightOutcome(player.name), probabilities[place]!])),
  );
  return new Map([
    [
      OUTRIGHT_MARKET_KEY,
      new Map(
        market.outcomes.map((outcome) => [
          outcome.outcome,
          { odds: outcome.odds, fairProbability: outcome.fairProbability },
        ]),
      ),
    ],
  ]);
}
