import { useCallback } from 'react';
import GamePage from '@/features/lobby-games/pages/game-page';
import { accountsQueryKey } from '@/features/wallet-accounts/api/get-accounts';
import { queryClient } from '@/lib/query-client';

/**
 * The game page (features/lobby-games) composed with the player's accounts
 * (features/wallet-accounts): after each real-money round the accounts are read again, so the
 * header balance is right even if the real-time update was missed (a reconnect, a slow hub).
 */
export default function GameRoute() {
  const refreshBalances = useCallback(() => void queryClient.invalidateQueries({ queryKey: accountsQueryKey }), []);
  return <GamePage onRealRound={refreshBalances} />;
}
