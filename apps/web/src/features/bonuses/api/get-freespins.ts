import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerFreespin } from '@casino/shared';
import { bonusKeys, LISTED_STATUSES, parseDataList, parsePlayerFreespin } from '@/lib/bonuses';
import { request } from '@/lib/http';
import { useViewer } from '@/lib/viewer';

/** `GET /api/game/player-freespins?status[]=&currency[]=`. */
export const freespinsQueryOptions = (statuses: readonly number[] = LISTED_STATUSES, currency?: string) =>
  queryOptions({
    queryKey: bonusKeys.freespins(statuses, currency),
    queryFn: ({ signal }): Promise<PlayerFreespin[]> =>
      request('/api/game/player-freespins', {
        query: { status: statuses, currency: currency ? [currency] : undefined },
        signal,
        parse: parseDataList(parsePlayerFreespin),
      }),
    staleTime: 0,
  });

export function useFreespins(statuses?: readonly number[], currency?: string) {
  const { isLoggedIn } = useViewer();
  return useQuery({ ...freespinsQueryOptions(statuses, currency), enabled: isLoggedIn });
}
