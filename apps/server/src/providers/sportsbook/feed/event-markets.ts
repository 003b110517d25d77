import {
  HOCKEY_REGULATION_MINUTES,
  mainHalfLine,
  priceBasketballMarkets,
  priceEsportsMatchWinner,
  priceHockeyMarkets,
  priceSoccerMarkets,
  priceTennisMatchWinner,
  settleBothTeamsToScore,
  settleHandicap,
  settleMatchResult,
  settleMatchWinner,
  settleTotal,
  SOCCER_MATCH_MINUTES,
  type Odds,
  type PricedMarket,
  type Score,
  type SelectionResult,
  type TennisScore,
} from '@casino/sportsbook';
import type { SportMarketKind } from '@casino/shared';
import type { SportEventState } from '../sportsbook.table';
import type { SportModel } from './championships.data';
import { ESPORTS_BEST_OF, type ModelParameters } from './match-simulation';

/**
 * The markets the feed offers on a match, their prices at any moment of it (the models of
 * @casino/sportsbook with their published margins) and how each selection settles on the result.
 */

export interface MarketDefinition {
  readonly key: string;
  readonly kind: SportMarketKind;
  readonly line: number | null;
  readonly name: string;
  /** Correlated markets (result, totals, handicaps of one match) cannot share an accumulator. */
  readonly combinable: boolean;
  readonly selections: readonly { readonly outcome: string; readonly name: string }[];
}

const SOCCER_TOTAL_LINES = [1.5, 2.5, 3.5];
const SOCCER_HANDICAP_LINES = [-1.5, -1, -0.25];
const HOCKEY_TOTAL_LINES = [5.5];
const HOCKEY_HANDICAP_LINES = [-1.5, 1.5];

const signed = (line: number): string => (line > 0 ? `+${line}` : `${line}`);

function matchResult(home: string, away: string, name = 'Match result'): MarketDefinition {
  return {
    key: 'match_result',
    kind: 'match_result',
    line: null,
    name,
    combinable: false,
    selections: [
      { outcome: 'home', name: home },
      { outcome: 'draw', name: 'Draw' },
      { outcome: 'away', name: away },
    ],
  };
}
function matchWinner(home: string, away: string): MarketDefinition {
  return {
    key: 'match_winner',
    kind: 'match_winner',
    line: null,
    name: 'Match winner',
    combinable: false,
    selections: [
      { outcome: 'home', name: home },
      { outcome: 'away', name: away },
    ],
  };
}
function total(line: number, unit: string): MarketDefinition {
  return {
    key: `total:${line}`,
    kind: 'total',
    line,
    name: `Total ${unit} ${line}`,
    combinable: false,
    selections: [
      { outcome: 'over', name: `Over ${line}` },
      { outcome: 'under', name: `Under ${line}` },
    ],
  };
}
function handicap(line: number, home: string, away: string): MarketDefinition {
  return {
    key: `handicap:${line}`,
    kind: 'handicap',
    line,
    name: `Handicap ${signed(line)}`,
    combinable: false,
    selections: [
      { outcome: 'home', name: `${home} ${signed(line)}` },
      { outcome: 'away', name: `${away} ${signed(-line)}` },
    ],
  };
}

export function marketDefinitions(
  model: SportModel,
  parameters: ModelParameters,
  home: string,
  away: string,
): MarketDefinition[] {
  switch (model) {
    case 'soccer':
      return [
        matchResult(home, away),
        ...SOCCER_TOTAL_LINES.map((line) => total(line, 'goals')),
        ...SOCCER_HANDICAP_LINES.map((line) => handicap(line, home, away)),
        {
          key: 'both_teams_to_score',
          kind: 'both_teams_to_score',
          line: null,
          name: 'Both teams to score',
          combinable: false,
          selections: [
            { outcome: 'yes', name: 'Yes' },
            { outcome: 'no', name: 'No' },
          ],
        },
      ];
    case 'ice-hockey':
      return [
        matchWinner(home, away),
        matchResult(home, away, 'Regulation time result'),
        ...HOCKEY_TOTAL_LINES.map((line) => total(line, 'goals')),
        ...HOCKEY_HANDICAP_LINES.map((line) => handicap(line, home, away)),
      ];
    case 'basketball':
      return [
        matchWinner(home, away),
        handicap(mainHalfLine(-parameters.supremacy!), home, away),
        total(mainHalfLine(parameters.totalPoints!), 'points'),
      ];
    case 'tennis':
    case 'esports':
      return [matchWinner(home, away)];
  }
}

/** A selection's price now (null: not offered) and the model's fair probability of it. */
export interface SelectionPrice {
  readonly odds: Odds | null;
  readonly fairProbability: number;
}

/** Prices by market key and outcome for the match as it stands. */
export type MarketPrices = ReadonlyMap<string, ReadonlyMap<string, SelectionPrice>>;

function pricesOf(markets: readonly (readonly [string, PricedMarket])[]): MarketPrices {
  return new Map(
    markets.map(([key, market]) => [
      key,
      new Map(
        market.outcomes.map((outcome) => [
          outcome.outcome,
          { odds: outcome.odds, fairProbability: outcome.fairProbability },
        ]),
      ),
    ]),
  );
}

export function priceEvent(
  model: SportModel,
  parameters: ModelParameters,
  state: SportEventState,
  definitions: readonly MarketDefinition[],
): MarketPrices {
  const lines = (kind: SportMarketKind) =>
    definitions.filter((definition) => definition.kind === kind).map((definition) => definition.line!);
  const keyed = (kind: 'total' | 'handicap', markets: readonly PricedMarket[]) =>
    markets.map((market) => [`${kind}:${market.line}`, market] as const);
  switch (model) {
    case 'soccer': {
      const rates = { home: parameters.homeRate!, away: parameters.awayRate! };
      const inPlay = { score: state.score, minutesRemaining: Math.max(0, SOCCER_MATCH_MINUTES - state.elapsed) };
      const markets = priceSoccerMarkets(rates, inPlay, {
        totalLines: lines('total'),
        handicapLines: lines('handicap'),
      });
      return pricesOf([
        ['match_result', markets.matchResult],
        ...keyed('total', markets.totals),
        ...keyed('handicap', markets.handicaps),
        ['both_teams_to_score', markets.bothTeamsToScore],
      ]);
    }
    case 'ice-hockey': {
      const rates = { home: parameters.homeRate!, away: parameters.awayRate! };
      const regulation = regulationScore(state);
      const inPlay = {
        score: regulation,
        minutesRemaining: Math.max(0, HOCKEY_REGULATION_MINUTES - Math.min(state.elapsed, HOCKEY_REGULATION_MINUTES)),
      };
      const markets = priceHockeyMarkets(rates, inPlay, {
        totalLines: lines('total'),
        handicapLines: lines('handicap'),
      });
      return pricesOf([
        ['match_winner', markets.matchWinner],
        ['match_result', markets.regulationResult],
        ...keyed('total', markets.totals),
        ...keyed('handicap', markets.handicaps),
      ]);
    }
    case 'basketball': {
      const regulationMinutes = (parameters.regulationMinutes ?? 48) as 48 | 40;
      const basketball = { supremacy: parameters.supremacy!, totalPoints: parameters.totalPoints!, regulationMinutes };
      const inPlay = {
        score: state.score,
        minutesRemaining: Math.max(0, regulationMinutes - Math.min(state.elapsed, regulationMinutes)),
      };
      const markets = priceBasketballMarkets(basketball, inPlay, {
        totalLines: lines('total'),
        handicapLines: lines('handicap'),
      });
      return pricesOf([
        ['match_winner', markets.matchWinner],
        ...keyed('handicap', markets.handicaps),
        ...keyed('total', markets.totals),
      ]);
    }
    case 'tennis':
      return pricesOf([
        [
          'match_winner',
          priceTennisMatchWinner(
            { serveWinProbability: { home: parameters.homeServe!, away: parameters.awayServe! }, bestOf: 3 },
            tennisScore(state),
          ),
        ],
      ]);
    case 'esports':
      return pricesOf([
        ['match_winner', priceEsportsMatchWinner(parameters.mapWinProbability!, ESPORTS_BEST_OF, state.score)],
      ]);
  }
}

function regulationScore(state: SportEventState): Score {
  const regulation = (state.detail as { regulation?: Score } | undefined)?.regulation;
  return regulation ?? state.score;
}

function tennisScore(state: SportEventState): TennisScore {
  const detail = state.detail as { games: Score; points: Score; server: 'home' | 'away' };
  return { sets: state.score, games: detail.games, points: detail.points, server: detail.server };
}

/** How a selection of a market settles on the final state of its match. */
export function settleSelection(
  model: SportModel,
  market: { readonly kind: SportMarketKind; readonly line: number | null },
  outcome: string,
  state: SportEventState,
): SelectionResult {
  // Hockey's result, totals and handicaps are on regulation time; every other market on the final score.
  const score = model === 'ice-hockey' && market.kind !== 'match_winner' ? regulationScore(state) : state.score;
  switch (market.kind) {
    case 'match_result':
      return settleMatchResult(outcome as 'home' | 'draw' | 'away', score);
    case 'match_winner':
      return settleMatchWinner(outcome as 'home' | 'away', state.score.home > state.score.away ? 'home' : 'away');
    case 'total':
      return settleTotal(market.line!, outcome as 'over' | 'under', score);
    case 'handicap':
      return settleHandicap(market.line!, outcome as 'home' | 'away', score);
    case 'both_teams_to_score':
      return settleBothTeamsToScore(outcome as 'yes' | 'no', score);
    case 'outright':
      // An outright's state names its winner's selection once its final is over (knockout-bracket.ts).
      return outcome === (state.detail as { winner?: string } | undefined)?.winner ? 'win' : 'lose';
  }
}
