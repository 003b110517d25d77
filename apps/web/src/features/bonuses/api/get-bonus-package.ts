import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusPackageView } from '@casino/shared';
import { bonusKeys, parseBonusPackage } from '@/lib/bonuses';
import { request } from '@/lib/http';
import { useViewer } from '@/lib/viewer';

/** `GET /api/game/bonuses/package`: the welcome package, with the player's progress (a guest: none). */
export const bonusPackageQueryOptions = (isLoggedIn: boolean) =>
  queryOptions({
    queryKey: bonusKeys.package(isLoggedIn),
    queryFn: ({ signal }): Promise<BonusPackageView> => request('/api/game/bonuses/package', { signal, authenticated: isLoggedIn, parse: parseBonusPackage }),
    staleTime: isLoggedIn ? 0 : 60_000,
  });

export function useBonusPackage() {
  const { isLoggedIn } = useViewer();
  return useQuery(bonusPackageQueryOptions(isLoggedIn));
}
