import { describe, expect, it } from 'vitest';
import type { BigWinView } from '@casino/shared';
import { bigWinOfPush, jackpotOfPush, withBigWin, withPool } from '../api/jackpot-queries';
import { relativeTime } from '../components/use-jackpot-format';
import { isGliding, nextTickerState, tickerAmountAt, TICKER_GLIDE_MS } from './ticker';

describe('the jackpot ticker', () => {
  it('shows the first amount at once, then counts up to the next one and stops exactly on it', () => {
    const first = nextTickerState(undefined, 100_000, 0);
    expect(tickerAmountAt(first, 0)).toBe(100_000);
    expect(isGliding(first, 0)).toBe(false);

    const next = nextTickerState(first, 101_000, 1_000);
    const samples = [1_000, 1_300, 1_800, 2_500, 3_000, 1_000 + TICKER_GLIDE_MS, 10_000].map((now) =>
      tickerAmountAt(next, now),
    );
    expect(samples[0]).toBe(100_000);
    // Never down, never past the amount, whole minor units only.
    for (let index = 1; index < samples.length; index += 1)
      expect(samples[index]).toBeGreaterThanOrEqual(samples[index - 1] ?? 0);
    expect(Math.max(...samples)).toBe(101_000);
    expect(samples.every(Number.isInteger)).toBe(true);
    expect(samples[1]).toBeGreaterThan(100_000);
    expect(samples[1]).toBeLessThan(101_000);
    expect(isGliding(next, 1_500)).toBe(true);
    expect(isGliding(next, 1_000 + TICKER_GLIDE_MS)).toBe(false);
  });

  it('continues from what is shown when a push arrives mid-count, and drops at once after a win', () => {
    const counting = nextTickerState(nextTickerState(undefined, 0, 0), 10_000, 0);
    const shownMidway = tickerAmountAt(counting, TICKER_GLIDE_MS / 2);
    const continued = nextTickerState(counting, 12_000, TICKER_GLIDE_MS / 2);
    expect(continued.from).toBe(shownMidway);
    expect(tickerAmountAt(continued, TICKER_GLIDE_MS / 2)).toBe(shownMidway);

    const won = nextTickerState(continued, 5_000, TICKER_GLIDE_MS);
    expect(tickerAmountAt(won, TICKER_GLIDE_MS)).toBe(5_000);
    expect(isGliding(won, TICKER_GLIDE_MS)).toBe(false);
  });
});

const win = (roundId: string, overrides: Partial<BigWinView> = {}): BigWinView => ({
  roundId,
  playerName: 'star***',
  game: { id: 'g', identity: 'triple-sevens', name: 'Triple Sevens', image: '/art.svg' },
  currency: 'EUR',
  bet: 100,
  win: 1_000,
  multiplier: 10,
  jackpotWin: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('the big-wins feed', () => {
  it('puts a pushed win first, never twice, and keeps at most 20', () => {
    const list = Array.from({ length: 20 }, (_, index) => win(`r${index}`));
    const updated = withBigWin(list, win('new'));
    expect(updated).toHaveLength(20);
    expect(updated[0]?.roundId).toBe('new');
    expect(updated.at(-1)?.roundId).toBe('r18');
    expect(withBigWin(updated, win('r3')).filter((listed) => listed.roundId === 'r3')).toHaveLength(1);
    expect(withBigWin(undefined, win('only')).map((listed) => listed.roundId)).toEqual(['only']);
  });

  it('takes a pushed pool in place of the fetched one and keeps the jackpot games', () => {
    const pool = {
      identity: 'orbit-mega',
      name: 'Orbit Mega Jackpot',
      currency: 'EUR',
      amount: 5,
      seed: 5,
      contributionBasisPoints: 100,
      lastWin: null,
      updatedAt: '',
    };
    expect(withPool({ data: [{ ...pool, amount: 1 }], games: ['triple-sevens'] }, pool)).toEqual({
      data: [pool],
      games: ['triple-sevens'],
    });
    expect(withPool(undefined, pool)).toEqual({ data: [pool], games: [] });
  });

  it('reads only the pushes it knows', () => {
    expect(bigWinOfPush({ type: 'big-win', win: win('a') })?.roundId).toBe('a');
    expect(bigWinOfPush({ type: 'jackpot.updated', win: win('a') })).toBeUndefined();
    expect(bigWinOfPush('nonsense')).toBeUndefined();
    expect(jackpotOfPush({ type: 'jackpot.updated', jackpot: { currency: 'EUR', amount: 12 } })?.amount).toBe(12);
    expect(jackpotOfPush({ type: 'jackpot.updated', jackpot: { currency: 'EUR', amount: '12' } })).toBeUndefined();
  });

  it('says how long ago the last jackpot was won in the page language', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(relativeTime('2026-01-01T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(relativeTime('2026-01-01T11:59:30Z', 'en', now)).toBe('30 seconds ago');
    expect(relativeTime('2025-12-31T12:00:00Z', 'de', now)).toBe('gestern');
  });
});
