import type { SportBracketMatchView, SportEventSummaryView } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { eventRoute } from './route';
import { bracketMatchSummary, bracketRounds, eliminatedPlayers, isOutright } from './outright';
import { sortByStart } from './event-list';

const match = (
  id: number,
  round: SportBracketMatchView['round'],
  slot: number,
  home: string,
  away: string,
  winner: SportBracketMatchView['winner'] = null,
): SportBracketMatchView => ({
  id,
  slug: `${home}-vs-${away}`.toLowerCase(),
  round,
  slot,
  home,
  away,
  startsAt: '2030-01-01T08:00:00Z',
  status: winner ? 'ended' : 'upcoming',
  score: winner ? { home: winner === 'home' ? 2 : 0, away: winner === 'away' ? 2 : 1 } : null,
  winner,
});

const outright = {
  id: 7,
  slug: 'world-tour-finals-winner',
  sportId: 68,
  sportCode: 'tennis',
  sportName: 'Tennis',
  categoryId: 701,
  categoryName: 'Men',
  categorySlug: 'men',
  championshipId: 3201,
  championshipName: 'World Tour Finals',
  championshipSlug: 'world-tour-finals',
  home: 'World Tour Finals',
  away: 'Winner',
  startsAt: '2030-01-01T08:00:00Z',
  status: 'live',
  score: null,
  clock: null,
  mainMarket: null,
  marketsCount: 1,
  suspendedUntil: null,
  suspendedByOperator: false,
  kind: 'outright',
  round: null,
  outrightEventId: null,
} satisfies SportEventSummaryView;

const bracket = [
  match(13, 'semi_final', 0, 'A', 'D'),
  match(10, 'quarter_final', 0, 'A', 'B', 'home'),
  match(11, 'quarter_final', 1, 'C', 'D', 'away'),
  match(12, 'quarter_final', 2, 'E', 'F'),
];

describe('an outright', () => {
  it('marks the losers of finished matches as out and groups the bracket by round in playing order', () => {
    expect([...eliminatedPlayers(bracket)].sort()).toEqual(['B', 'C']);
    expect(bracketRounds(bracket).map(({ round, matches }) => [round, matches.map((one) => one.id)])).toEqual([
      ['quarter_final', [10, 11, 12]],
      ['semi_final', [13]],
    ]);
    expect(isOutright(outright)).toBe(true);
  });

  it('opens a bracket match with the outright’s sport, category and championship in its route', () => {
    const summary = bracketMatchSummary(outright, bracket[1]!);
    expect(summary).toMatchObject({
      id: 10,
      kind: 'match',
      round: 'quarter_final',
      outrightEventId: 7,
      home: 'A',
      away: 'B',
      status: 'ended',
    });
    expect(eventRoute(summary)).toMatchObject({
      page: 'event',
      eventId: 10,
      eventSlug: 'a-vs-b',
      sportCode: 'tennis',
      championshipSlug: 'world-tour-finals',
    });
  });

  it('is listed above the matches of its day', () => {
    const quarterFinal = bracketMatchSummary(outright, bracket[1]!);
    const earlier = { ...quarterFinal, id: 3, startsAt: '2030-01-01T07:00:00Z' };
    expect(sortByStart([quarterFinal, earlier, outright]).map((event) => event.id)).toEqual([7, 3, 10]);
  });
});
