import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusCodeTrigger, PlayerBonusCode } from '@casino/shared';
import { bonusKeys, parseDataList, parsePlayerBonusCode } from '@/lib/bonuses';
import { request } from '@/lib/http';
import { useViewer } from '@/lib/viewer';

/** `GET /api/game/bonuses/bonuscodes?trigger=`: the player's codes waiting for that trigger. */
export const bonusCodesQueryOptions = (trigger: BonusCodeTrigger) =>
  queryOptions({
    queryKey: bonusKeys.codes(trigger),
    queryFn: ({ signal }): Promise<PlayerBonusCode[]> =>
      request('/api/game/bonuses/bonuscodes', {
        query: { trigger },
        signal,
        parse: parseDataList(parsePlayerBonusCode),
      }),
    staleTime: 0,
  });

export function useBonusCodes(trigger: BonusCodeTrigger) {
  const { isLoggedIn } = useViewer();
  return useQuery({ ...bonusCodesQueryOptions(trigger), enabled: isLoggedIn });
}

/** `DELETE /api/game/bonuses/bonuscodes` with `{ playerBonusCodeId }`: the code waits no more. */
export const removeBonusCode = (playerBonusCodeId: string) =>
  request('/api/game/bonuses/bonuscodes', { method: 'DELETE', body: { playerBonusCodeId }, parse: () => undefined });
