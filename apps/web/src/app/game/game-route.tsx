import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { GameFreespinsNotice } from '@/features/bonuses/components/game-freespins-notice';
import { GameJackpotNotice } from '@/features/jackpot/components/game-jackpot-notice';
import { LimitWarningBanner } from '@/features/limits/components/limit-warning-banner';
import { RealityCheckReminder } from '@/features/limits/components/reality-check-reminder';
import { GameQuestProgress } from '@/features/retention/components/game-quest-progress';
import GamePage from '@/features/lobby-games/pages/game-page';
import { roundFeedback } from '@/features/telegram/messenger-feedback';
import { accountsQueryKey, selectedAccount, useAccounts } from '@/features/wallet-accounts/api/get-accounts';
import { queryClient } from '@/lib/query-client';
import { trackBet } from '@/lib/third-party';
import { PageHead, useSectionTitle } from '../layouts/page-head';
import NotFoundPage from '../pages/content-page';

/**
 * The game page (features/lobby-games) composed with the player's accounts
 * (features/wallet-accounts): after each real-money round the accounts are read again, so the
 * header balance is right even if the real-time update was missed (a reconnect, a slow hub).
 * An unknown game id is the site's 404 page (the content catch-all's "Page not found"), which
 * writes its own head; so this page writes its head itself (layouts/page-frame.tsx).
 */
export default function GameRoute() {
  const title = useSectionTitle('game');
  const identity = useParams().id ?? '';
  const currency = selectedAccount(useAccounts().data)?.currency ?? 'USD';
  // Inside the messenger mini-app a round is felt: a tap for the bet, a buzz for a win (features/telegram).
  const feedback = useMemo(
    () => roundFeedback(() => selectedAccount(queryClient.getQueryData(accountsQueryKey))?.balance),
    [],
  );
  const onRealRound = useCallback(
    (balanceAfter: number) => {
      feedback(balanceAfter);
      // The pixel's bet (lib/third-party: once per page, and only after consent does it leave the page).
      trackBet();
      void queryClient.invalidateQueries({ queryKey: accountsQueryKey });
    },
    [feedback],
  );
  return (
    <>
      <RealityCheckReminder />
      {/* Free spins on this game (features/bonuses): how many are left, or the way to activate them. */}
      <GameFreespinsNotice identity={identity} />
      {/* The progressive jackpot on a game that feeds it (features/jackpot), in the player's currency. */}
      <GameJackpotNotice identity={identity} currency={currency} />
      <GamePage onRealRound={onRealRound} head={<PageHead title={title} />} notFound={<NotFoundPage />} />
      {/* Under the game, so it never moves it: the quests its rounds move, bars filling live (features/retention). */}
      <GameQuestProgress identity={identity} />
      {/* The 80% limit warning (features/limits): fixed over the foot of the screen, it never moves the game. */}
      <LimitWarningBanner />
    </>
  );
}
