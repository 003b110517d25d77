import { useCallback } from 'react';
import SportsbookPage from '@/features/sportsbook/pages/sportsbook-page';
import { accountsQueryKey } from '@/features/wallet-accounts/api/get-accounts';
import { queryClient } from '@/lib/query-client';
import { sportsbookSession } from './sportsbook-session';

/**
 * /sport/{slug...}: the sportsbook page (features/sportsbook) with the site's widget session, and
 * the balances read again after each accepted bet, so the header is right even if the real-time
 * update was missed.
 */
export default function SportRoute() {
  const refreshBalances = useCallback(() => void queryClient.invalidateQueries({ queryKey: accountsQueryKey }), []);
  return <SportsbookPage session={sportsbookSession()} onBetPlacement={refreshBalances} />;
}
