import { isPartReturn, type SportBetView } from '@casino/shared';

export type BetBadge = SportBetView['status'] | 'part_returned';

/** The badge a bet card shows: a win that paid back less than the stake is 'part_returned' (isPartReturn). */
export function betBadge(bet: Pick<SportBetView, 'status' | 'payout' | 'totalStake'>): BetBadge {
  if (isPartReturn({ won: bet.status === 'won', payout: bet.payout, stake: bet.totalStake })) return 'part_returned';
  return bet.status;
}
