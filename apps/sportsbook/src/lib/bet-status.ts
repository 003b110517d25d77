import type { SportBetView } from '@casino/shared';

export type BetBadge = SportBetView['status'] | 'part_returned';

/**
 * The badge a bet card shows. A settled bet that paid something is 'won' on the book's side, but
 * a half-lost quarter line or a system with one winning combination may pay back less than the
 * stake: calling that "Won" tells the player they came out ahead when they did not.
 */
export function betBadge(bet: Pick<SportBetView, 'status' | 'payout' | 'totalStake'>): BetBadge {
  if (bet.status === 'won' && bet.payout < bet.totalStake) return 'part_returned';
  return bet.status;
}
