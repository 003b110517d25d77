/**
 * An outright (a knockout day's winner market) as the widget shows it: its title, the players out
 * of it, and its bracket's matches round by round, each one a match the player can open.
 */
import type { SportBracketMatchView, SportBracketRound, SportEventSummaryView } from '@casino/shared';
import { SPORT_BRACKET_ROUNDS } from '@casino/shared';

export const isOutright = (event: Pick<SportEventSummaryView, 'kind'>): boolean => event.kind === 'outright';

/** The players out of the day: the losers of its finished matches. */
export function eliminatedPlayers(bracket: readonly SportBracketMatchView[]): Set<string> {
  const out = new Set<string>();
  for (const match of bracket) {
    if (match.winner) out.add(match.winner === 'home' ? match.away : match.home);
  }
  return out;
}

/** The bracket's matches grouped by round, in the order rounds are played (rounds not made yet left out). */
export function bracketRounds(
  bracket: readonly SportBracketMatchView[],
): { round: SportBracketRound; matches: SportBracketMatchView[] }[] {
  return SPORT_BRACKET_ROUNDS.map((round) => ({
    round,
    matches: bracket.filter((match) => match.round === round).sort((left, right) => left.slot - right.slot),
  })).filter((group) => group.matches.length > 0);
}

/** A bracket match as an event summary the router can open: its sport, category and championship are the outright's. */
export function bracketMatchSummary(
  outright: SportEventSummaryView,
  match: SportBracketMatchView,
): SportEventSummaryView {
  return {
    ...outright,
    id: match.id,
    slug: match.slug,
    home: match.home,
    away: match.away,
    startsAt: match.startsAt,
    status: match.status,
    score: match.score,
    clock: null,
    mainMarket: null,
    marketsCount: 0,
    suspendedUntil: null,
    suspendedByOperator: false,
    kind: 'match',
    round: match.round,
    outrightEventId: outright.id,
  };
}
