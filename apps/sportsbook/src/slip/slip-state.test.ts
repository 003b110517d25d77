import type { SportEventView, SportMarketView } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import type { SlipLeg } from './slip-rules';
import { applyEventToLegs, EMPTY_SLIP, eventClosed, restoreSlip, slipForStorage } from './slip-state';

const leg: SlipLeg = {
  selectionId: 11,
  eventId: 5,
  eventName: 'A – B',
  marketId: 3,
  marketName: 'Match result',
  selectionName: 'A',
  combinable: false,
  price: { numerator: 2, denominator: 1 },
  livePrice: { numerator: 2, denominator: 1 },
  open: true,
};

function eventWith(market: Partial<SportMarketView>, overrides: Partial<SportEventView> = {}): SportEventView {
  return {
    id: 5,
    slug: 'a-b',
    sportId: 66,
    sportCode: 'soccer',
    sportName: 'Soccer',
    categoryId: 1,
    categoryName: 'C',
    categorySlug: 'c',
    championshipId: 2,
    championshipName: 'L',
    championshipSlug: 'l',
    home: 'A',
    away: 'B',
    startsAt: '2030-01-01T00:00:00Z',
    status: 'live',
    score: { home: 0, away: 0 },
    clock: null,
    mainMarket: null,
    marketsCount: 1,
    suspendedUntil: null,
    suspendedByOperator: false,
    incidents: [],
    kind: 'match',
    round: null,
    outrightEventId: null,
    bracket: null,
    version: 1,
    markets: [
      {
        id: 3,
        kind: 'match_result',
        line: null,
        name: 'Match result',
        status: 'open',
        combinable: false,
        selections: [
          { id: 11, outcome: 'home', name: 'A', price: { numerator: 21, denominator: 10 }, open: true, result: null },
        ],
        ...market,
      },
    ],
    ...overrides,
  };
}

describe('slip storage', () => {
  it('keeps a bracket match’s outright and drops one that is not an id', () => {
    const linked = { ...leg, outrightEventId: 4 };
    expect(restoreSlip(slipForStorage({ ...EMPTY_SLIP, legs: [linked] }), null).legs).toEqual([linked]);
    expect(
      restoreSlip(JSON.stringify({ legs: [{ ...leg, outrightEventId: 'x' }] }), null).legs[0]!.outrightEventId,
    ).toBeUndefined();
  });

  it('restores what it stored, without the attempt or message of the moment', () => {
    const state = {
      ...EMPTY_SLIP,
      legs: [leg],
      kind: 'single' as const,
      stakeText: '2.50',
      attemptId: 'x',
      phase: 'placing' as const,
    };
    expect(restoreSlip(slipForStorage(state), 'higher')).toEqual({
      ...EMPTY_SLIP,
      legs: [leg],
      stakeText: '2.50',
      oddsChange: 'higher',
    });
  });

  it('drops what is not a valid slip (an old version, a hand edit)', () => {
    expect(restoreSlip('{"legs":[{"selectionId":"x"}],"kind":"lottery"}', 'sometimes')).toEqual(EMPTY_SLIP);
    expect(restoreSlip('not json', null)).toEqual(EMPTY_SLIP);
    expect(restoreSlip(null, 'any').oddsChange).toBe('any');
  });
});

describe('pushed events in the slip', () => {
  const now = Date.parse('2030-01-01T00:30:00Z');

  it('moves the live price and keeps the accepted one', () => {
    const [updated] = applyEventToLegs([leg], eventWith({}), now);
    expect(updated!.livePrice).toEqual({ numerator: 21, denominator: 10 });
    expect(updated!.price).toEqual({ numerator: 2, denominator: 1 });
    expect(updated!.open).toBe(true);
  });

  it('closes a leg whose market is suspended, is gone, or whose event is paused or over', () => {
    expect(applyEventToLegs([leg], eventWith({ status: 'suspended' }), now)[0]!.open).toBe(false);
    expect(applyEventToLegs([leg], eventWith({ id: 99 }), now)[0]!.open).toBe(false);
    expect(applyEventToLegs([leg], eventWith({}, { suspendedUntil: '2030-01-01T00:31:00Z' }), now)[0]!.open).toBe(
      false,
    );
    expect(applyEventToLegs([leg], eventWith({}, { suspendedUntil: '2030-01-01T00:29:00Z' }), now)[0]!.open).toBe(true);
    expect(applyEventToLegs([leg], eventWith({}, { status: 'ended' }), now)[0]!.open).toBe(false);
  });

  it('leaves other events legs alone', () => {
    const legs = [leg];
    expect(applyEventToLegs(legs, eventWith({}, { id: 6 }), now)).toBe(legs);
    expect(eventClosed({ status: 'upcoming', suspendedUntil: null, suspendedByOperator: false }, now)).toBe(false);
  });

  it('closes an event an operator suspended, however long ago (it has no end time)', () => {
    expect(eventClosed({ status: 'live', suspendedUntil: null, suspendedByOperator: true }, now)).toBe(true);
    expect(applyEventToLegs([leg], eventWith({}, { suspendedByOperator: true }), now)[0]!.open).toBe(false);
  });
});
