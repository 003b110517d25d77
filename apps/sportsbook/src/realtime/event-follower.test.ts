import type { SportEventDeltaPush, SportEventView } from '@casino/shared';
import { applySportEventDelta, SPORT_EVENT_MAX_INCIDENTS } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { createEventFollower } from './event-follower';

function eventAt(version: number, homePrice = 21): SportEventView {
  const market = {
    id: 3,
    kind: 'match_result' as const,
    line: null,
    name: 'Match result',
    status: 'open' as const,
    combinable: false,
    selections: [
      {
        id: 11,
        outcome: 'home',
        name: 'A',
        price: { numerator: homePrice, denominator: 10 },
        open: true,
        result: null,
      },
      { id: 12, outcome: 'away', name: 'B', price: { numerator: 35, denominator: 10 }, open: true, result: null },
    ],
  };
  const total = {
    ...market,
    id: 4,
    kind: 'total' as const,
    line: 2.5,
    name: 'Total goals 2.5',
    selections: [
      {
        id: 13,
        outcome: 'over',
        name: 'Over 2.5',
        price: { numerator: 19, denominator: 10 },
        open: true,
        result: null,
      },
    ],
  };
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
    clock: { period: '1H', minute: 10, detail: null },
    mainMarket: market,
    marketsCount: 2,
    suspendedUntil: null,
    suspendedByOperator: false,
    incidents: [],
    kind: 'match',
    round: null,
    outrightEventId: null,
    bracket: null,
    markets: [market, total],
    version,
  };
}

function priceChange(previousVersion: number, version: number, numerator: number): SportEventDeltaPush {
  return {
    type: 'event.delta',
    eventId: 5,
    previousVersion,
    version,
    selections: [{ id: 11, price: { numerator, denominator: 10 }, open: true, result: null }],
    markets: [],
  };
}

/** A follower whose HTTP reads wait until the test answers them. */
function following() {
  const reads: ((view: SportEventView) => void)[] = [];
  const seen: SportEventView[] = [];
  const follower = createEventFollower(
    5,
    () => new Promise((resolve) => reads.push(resolve)),
    (view) => seen.push(view),
  );
  const answer = async (view: SportEventView) => {
    reads.shift()!(view);
    await Promise.resolve();
  };
  return { follower, reads, seen, answer };
}

describe('applying an event delta', () => {
  it('changes only the selections and markets it names, in the markets list and the headline market, and moves the version on', () => {
    const before = eventAt(100);
    const after = applySportEventDelta(before, {
      ...priceChange(100, 107, 24),
      markets: [{ id: 4, status: 'suspended' }],
    })!;
    expect(after.version).toBe(107);
    expect(after.markets[0]!.selections.map((selection) => selection.price.numerator)).toEqual([24, 35]);
    expect(after.mainMarket!.selections[0]!.price.numerator).toBe(24);
    expect(after.markets[1]!.status).toBe('suspended');
    // What did not change is the same object (the views do not render it again).
    expect(after.markets[1]!.selections).toBe(before.markets[1]!.selections);
    expect(before.markets[0]!.selections[0]!.price.numerator).toBe(21);
  });

  it('takes a step’s score, clock and new incidents, keeping the latest incidents only', () => {
    const incident = { minute: 11, type: 'goal' as const, side: 'home' as const, text: 'Goal' };
    const full = {
      ...eventAt(100),
      incidents: Array.from({ length: SPORT_EVENT_MAX_INCIDENTS }, (_, index) => ({ ...incident, minute: index })),
    };
    const after = applySportEventDelta(full, {
      ...priceChange(100, 101, 22),
      live: {
        score: { home: 1, away: 0 },
        clock: { period: '1H', minute: 11, detail: null },
        suspendedUntil: '2030-01-01T00:11:10Z',
      },
      incidents: [incident],
    })!;
    expect(after).toMatchObject({
      score: { home: 1, away: 0 },
      clock: { minute: 11 },
      suspendedUntil: '2030-01-01T00:11:10Z',
    });
    expect(after.incidents).toHaveLength(SPORT_EVENT_MAX_INCIDENTS);
    expect(after.incidents.at(-1)).toEqual(incident);
    expect(after.incidents[0]!.minute).toBe(1);
  });

  it('refuses a delta of another version or event', () => {
    expect(applySportEventDelta(eventAt(100), priceChange(99, 107, 24))).toBeUndefined();
    expect(applySportEventDelta(eventAt(100), { ...priceChange(100, 107, 24), eventId: 6 })).toBeUndefined();
  });
});

describe('following an event', () => {
  it('applies deltas that follow the version held, without reading the view again', async () => {
    const { follower, reads, seen } = following();
    follower.offer(eventAt(100));
    follower.push(priceChange(100, 107, 24));
    follower.push(priceChange(107, 110, 25));
    expect(reads).toHaveLength(0);
    expect(seen.map((view) => [view.version, view.markets[0]!.selections[0]!.price.numerator])).toEqual([
      [100, 21],
      [107, 24],
      [110, 25],
    ]);
  });

  it('reads the view again when a delta does not follow (one was missed), and takes it', async () => {
    const { follower, reads, seen, answer } = following();
    follower.offer(eventAt(100));
    follower.push(priceChange(107, 110, 25));
    expect(reads).toHaveLength(1);
    expect(follower.current()!.version).toBe(100);
    await answer(eventAt(110, 25));
    expect(follower.current()).toMatchObject({ version: 110 });
    expect(seen.at(-1)!.markets[0]!.selections[0]!.price.numerator).toBe(25);
  });

  it('keeps the pushes that arrive while it reads, and applies those after the view read', async () => {
    const { follower, reads, answer } = following();
    follower.resync();
    follower.push(priceChange(100, 107, 24));
    follower.push(priceChange(107, 110, 25));
    // One read at a time.
    follower.resync();
    expect(reads).toHaveLength(1);
    // The view read was of version 107 already: the first delta is old, the second follows it.
    await answer(eventAt(107, 24));
    expect(follower.current()).toMatchObject({ version: 110 });
    expect(follower.current()!.markets[0]!.selections[0]!.price.numerator).toBe(25);
    expect(reads).toHaveLength(0);
  });

  it('ignores old pushes and an older view, and takes a whole view that is newer', async () => {
    const { follower, reads, seen, answer } = following();
    follower.offer(eventAt(110));
    follower.push(priceChange(100, 107, 24));
    follower.push({ type: 'event.updated', event: eventAt(107) });
    expect(reads).toHaveLength(0);
    expect(follower.current()!.version).toBe(110);
    follower.resync();
    await answer(eventAt(100));
    expect(follower.current()!.version).toBe(110);
    follower.push({ type: 'event.updated', event: eventAt(120, 30) });
    expect(seen.at(-1)).toMatchObject({ version: 120 });
    // Pushes of other events and other types are not its business.
    follower.push({ ...priceChange(120, 130, 1), eventId: 6 });
    follower.push({ type: 'event.summary', event: eventAt(200) });
    follower.push(null);
    expect(follower.current()!.version).toBe(120);
  });

  it('a delta before any view read starts a read; a failed read leaves the next delta to read again', async () => {
    const reads: ((view: SportEventView) => void)[] = [];
    const failures: ((error: Error) => void)[] = [];
    let fail = true;
    const follower = createEventFollower(
      5,
      () =>
        new Promise<SportEventView>((resolve, reject) => {
          if (fail) failures.push(reject);
          else reads.push(resolve);
        }),
      () => undefined,
    );
    follower.push(priceChange(100, 107, 24));
    expect(failures).toHaveLength(1);
    failures[0]!(new Error('network'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail = false;
    follower.push(priceChange(107, 110, 25));
    expect(reads).toHaveLength(1);
    reads[0]!(eventAt(110));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(follower.current()!.version).toBe(110);
  });
});
