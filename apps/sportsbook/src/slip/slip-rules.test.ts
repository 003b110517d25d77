import { describe, expect, it } from 'vitest';
import type { SlipLeg } from './slip-rules';
import {
  acceptPrices,
  allowedKinds,
  chooseKind,
  chooseSystemSize,
  combinedPrice,
  effectivePrices,
  hasConflict,
  needsAcceptance,
  placeBetRequest,
  slipBlocker,
  slipTotals,
  systemBetCount,
  systemSizeOptions,
  toggleLeg,
  updateLeg,
} from './slip-rules';

let nextSelection = 1;
function leg(eventId: number, price: [number, number], overrides: Partial<SlipLeg> = {}): SlipLeg {
  const selectionId = nextSelection++;
  const odds = { numerator: price[0], denominator: price[1] };
  return {
    selectionId,
    eventId,
    eventName: `Event ${eventId}`,
    marketId: eventId * 100 + selectionId,
    marketName: 'Match result',
    selectionName: `Pick ${selectionId}`,
    combinable: false,
    price: odds,
    livePrice: odds,
    open: true,
    ...overrides,
  };
}

describe('adding and removing selections', () => {
  it('adds a selection, removes it on a second click and replaces a selection of the same market', () => {
    const home = leg(1, [5, 2], { marketId: 10 });
    const away = leg(1, [3, 1], { marketId: 10 });
    expect(toggleLeg([], home)).toEqual([home]);
    expect(toggleLeg([home], home)).toEqual([]);
    expect(toggleLeg([home], away)).toEqual([away]);
  });
});

describe('bet kinds', () => {
  it('allows a single for one leg, an accumulator from two, a system from three', () => {
    const legs = [leg(1, [2, 1]), leg(2, [2, 1]), leg(3, [2, 1])];
    expect(allowedKinds([])).toEqual([]);
    expect(allowedKinds(legs.slice(0, 1))).toEqual(['single']);
    expect(allowedKinds(legs.slice(0, 2))).toEqual(['accumulator']);
    expect(allowedKinds(legs)).toEqual(['accumulator', 'system']);
  });

  it('refuses a tournament’s winner with a match of its own bracket, not with other events', () => {
    const winner = leg(7, [9, 1]);
    const quarterFinal = leg(10, [17, 10], { outrightEventId: 7 });
    const otherTournament = leg(20, [17, 10], { outrightEventId: 19 });
    expect(hasConflict([winner, quarterFinal])).toBe(true);
    expect(allowedKinds([winner, quarterFinal, leg(2, [2, 1])])).toEqual([]);
    expect(hasConflict([winner, otherTournament, leg(2, [2, 1])])).toBe(false);
    expect(slipBlocker([winner, quarterFinal], 'none')).toBe('not-combinable');
  });

  it('refuses two legs of one event unless both markets are combinable', () => {
    const correlated = [leg(1, [2, 1]), leg(1, [19, 10]), leg(2, [2, 1])];
    expect(hasConflict(correlated)).toBe(true);
    expect(allowedKinds(correlated)).toEqual([]);
    expect(slipBlocker(correlated, 'none')).toBe('not-combinable');
    const combinable = [leg(1, [2, 1], { combinable: true }), leg(1, [19, 10], { combinable: true }), leg(2, [2, 1])];
    expect(hasConflict(combinable)).toBe(false);
    expect(allowedKinds(combinable)).toEqual(['accumulator', 'system']);
  });

  it('keeps the chosen kind while allowed and switches when not', () => {
    const legs = [leg(1, [2, 1]), leg(2, [2, 1]), leg(3, [2, 1])];
    expect(chooseKind(legs, 'system')).toBe('system');
    expect(chooseKind(legs.slice(0, 2), 'system')).toBe('accumulator');
    expect(chooseKind(legs.slice(0, 2), 'single')).toBe('accumulator');
    expect(chooseKind(legs.slice(0, 1), 'accumulator')).toBe('single');
  });

  it('offers doubles, trebles ... up to n - 1 for a system', () => {
    expect(systemSizeOptions(3)).toEqual([2]);
    expect(systemSizeOptions(5)).toEqual([2, 3, 4]);
    expect(chooseSystemSize(4, 3)).toBe(3);
    expect(chooseSystemSize(3, 3)).toBe(2);
    expect(systemBetCount(4, 2)).toBe(6);
    expect(systemBetCount(5, 3)).toBe(10);
  });
});

describe('payout with exact odds', () => {
  it('pays a single stake x odds, rounded down once', () => {
    expect(slipTotals('single', [{ numerator: 5, denominator: 2 }], 1000n, 2)).toEqual({
      totalStakeMinor: 1000n,
      potentialPayoutMinor: 2500n,
    });
    expect(slipTotals('single', [{ numerator: 211, denominator: 100 }], 333n, 2)).toEqual({
      totalStakeMinor: 333n,
      potentialPayoutMinor: 702n,
    });
  });

  it('multiplies an accumulator exactly before rounding', () => {
    // 1.91^3 = 6.967871: a per-leg rounding would give another cent.
    const prices = [
      { numerator: 191, denominator: 100 },
      { numerator: 191, denominator: 100 },
      { numerator: 191, denominator: 100 },
    ];
    expect(slipTotals('accumulator', prices, 1000n, 2)).toEqual({
      totalStakeMinor: 1000n,
      potentialPayoutMinor: 6967n,
    });
    expect(combinedPrice(prices)).toEqual({ numerator: 6967871n, denominator: 1000000n });
  });

  it('stakes a system per combination and pays every combination', () => {
    // 2 of 3 at evens: three doubles of 1.00 each, each paying 4.00.
    const evens = { numerator: 2, denominator: 1 };
    expect(slipTotals('system', [evens, evens, evens], 100n, 2)).toEqual({
      totalStakeMinor: 300n,
      potentialPayoutMinor: 1200n,
    });
  });

  it('answers null for a bet that is not valid yet', () => {
    expect(slipTotals('accumulator', [{ numerator: 2, denominator: 1 }], 100n, 2)).toBeNull();
    expect(slipTotals('single', [{ numerator: 2, denominator: 1 }], 0n, 2)).toBeNull();
  });
});

describe('moved prices', () => {
  it('asks the player to accept a change the preference refuses', () => {
    const original = leg(1, [2, 1]);
    const up = updateLeg([original], original.selectionId, { numerator: 21, denominator: 10 }, true);
    const down = updateLeg([original], original.selectionId, { numerator: 19, denominator: 10 }, true);
    expect(needsAcceptance(up, 'none')).toBe(true);
    expect(needsAcceptance(up, 'higher')).toBe(false);
    expect(needsAcceptance(down, 'higher')).toBe(true);
    expect(needsAcceptance(down, 'any')).toBe(false);
    expect(slipBlocker(down, 'higher')).toBe('needs-accept');
    expect(effectivePrices(up, 'higher')).toEqual([{ numerator: 21, denominator: 10 }]);
    expect(effectivePrices(down, 'higher')).toEqual([{ numerator: 2, denominator: 1 }]);
    const accepted = acceptPrices(down);
    expect(accepted[0]!.price).toEqual({ numerator: 19, denominator: 10 });
    expect(needsAcceptance(accepted, 'none')).toBe(false);
  });

  it('keeps the same array when a push changes nothing, and blocks a closed leg', () => {
    const legs = [leg(1, [2, 1])];
    expect(updateLeg(legs, legs[0]!.selectionId, { numerator: 4, denominator: 2 }, true)[0]).toBe(legs[0]);
    expect(slipBlocker(updateLeg(legs, legs[0]!.selectionId, { numerator: 2, denominator: 1 }, false), 'any')).toBe(
      'closed',
    );
  });
});

describe('the request sent', () => {
  it('carries the accepted prices, the unit stake in minor units and the system sizes', () => {
    const legs = [leg(1, [2, 1]), leg(2, [5, 2]), leg(3, [3, 1])];
    expect(
      placeBetRequest({
        requestId: 'r-1',
        kind: 'system',
        systemSize: 2,
        unitStakeMinor: 150n,
        legs,
        oddsChange: 'higher',
      }),
    ).toEqual({
      requestId: 'r-1',
      kind: 'system',
      systemSizes: [2],
      unitStake: 150,
      oddsChange: 'higher',
      legs: legs.map((one) => ({ selectionId: one.selectionId, price: one.price })),
    });
    expect(
      placeBetRequest({
        requestId: 'r-2',
        kind: 'single',
        systemSize: 2,
        unitStakeMinor: 100n,
        legs: legs.slice(0, 1),
        oddsChange: 'none',
      }),
    ).not.toHaveProperty('systemSizes');
  });
});
