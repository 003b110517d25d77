import { describe, expect, it } from 'vitest';
import { betBadge } from './bet-status';

describe('betBadge', () => {
  it('calls a bet that paid back less than its stake part returned, not won', () => {
    expect(betBadge({ status: 'won', payout: 500, totalStake: 1000 })).toBe('part_returned');
  });

  it('keeps won for a payout of at least the stake, and every other status as it is', () => {
    expect(betBadge({ status: 'won', payout: 1000, totalStake: 1000 })).toBe('won');
    expect(betBadge({ status: 'won', payout: 1950, totalStake: 1000 })).toBe('won');
    expect(betBadge({ status: 'lost', payout: 0, totalStake: 1000 })).toBe('lost');
    expect(betBadge({ status: 'void', payout: 1000, totalStake: 1000 })).toBe('void');
    expect(betBadge({ status: 'cashed_out', payout: 400, totalStake: 1000 })).toBe('cashed_out');
  });
});
