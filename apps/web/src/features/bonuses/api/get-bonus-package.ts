import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusPackageView } from '@casino/shared';
import { bonusKeys, parseBonusPackage } from '@/lib/bonuses';
import { request } from '@/lib/http';
import { useViewer } from '@/lib/viewer';
import { useBonusScope } from '../components/bonus-scope';

/** `GET /api/game/bonuses/package`: the welcome package, with the player's progress (a guest: none). */
export const bonusPackageQueryOptions = (isLoggedIn: boolean, currency: string | undefined) =>
  queryOptions({
    queryKey: [...bonusKeys.package(isLoggedIn), currency ?? ''],
    queryFn: ({ signal }): Promise<BonusPackageView> =>
      request('/api/game/bonuses/package', {
        query: { currency: currency || undefined },
        signal,
        authenticated: isLoggedIn,
        parse: parseBonusPackage,
      }),
    staleTime: isLoggedIn ? 0 : 60_000,
  });

/** The package in the player's currency (a guest: the server's default). */
export function useBonusPackage() {
  const { isLoggedIn } = useViewer();
  const { currency } = useBonusScope();
  return useQuery(bonusPackageQueryOptions(isLoggedIn, currency));
}
