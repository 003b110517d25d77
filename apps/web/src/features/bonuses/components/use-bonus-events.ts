import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BONUS_LIST_REFRESH_DEBOUNCE_MS } from '@casino/shared';
import { BONUS_OFFERS_ROOT, PLAYER_BONUSES_ROOT } from '@/lib/bonuses';
import { usePlayerChannel } from '@/lib/realtime';
import { debounce } from './debounce';

/**
 * Live bonus lists: a push on the player's bonus, free-spin or bonus-code channel refreshes what
 * the page shows, debounced 500 ms (SPEC.md section 9), so the pushes of one spin (stake, win,
 * completion) make one refresh.
 */
export function useBonusEvents(): void {
  const queryClient = useQueryClient();
  const refresh = useMemo(
    () =>
      debounce(() => {
        void queryClient.invalidateQueries({ queryKey: PLAYER_BONUSES_ROOT });
        void queryClient.invalidateQueries({ queryKey: [BONUS_OFFERS_ROOT] });
        // The balances too: a completion turns bonus money into own money.
        void queryClient.invalidateQueries({ queryKey: ['wallet', 'accounts'] });
      }, BONUS_LIST_REFRESH_DEBOUNCE_MS),
    [queryClient],
  );
  useEffect(() => refresh.cancel, [refresh]);
  usePlayerChannel('bonus:player-bonuses', refresh.call);
  usePlayerChannel('bonus:player-freespins', refresh.call);
  usePlayerChannel('bonus:player-bonus-codes', refresh.call);
}
