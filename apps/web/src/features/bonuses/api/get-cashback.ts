import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashbackView } from '@casino/shared';
import { bonusKeys, parseCashback } from '@/lib/bonuses';
import { request } from '@/lib/http';
import { useViewer } from '@/lib/viewer';

/** `GET /api/game/bonuses/cashback?currency=`: this period so far and what is claimable. */
export const cashbackQueryOptions = (currency: string) =>
  queryOptions({
    queryKey: bonusKeys.cashback(currency),
    queryFn: ({ signal }): Promise<CashbackView> =>
      request('/api/game/bonuses/cashback', { query: { currency }, signal, parse: parseCashback }),
    staleTime: 0,
  });

export function useCashback(currency: string | undefined) {
  const { isLoggedIn } = useViewer();
  return useQuery({ ...cashbackQueryOptions(currency ?? ''), enabled: isLoggedIn && Boolean(currency) });
}

/** `POST /api/game/bonuses/cashback/{id}/claim`: pays one finished period's cashback as own money, once. */
export const claimCashback = (id: string) =>
  request(`/api/game/bonuses/cashback/${encodeURIComponent(id)}/claim`, { method: 'POST', parse: () => undefined });
