import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlayerBonusStatus, type PlayerBonus } from '@casino/shared';
import { request } from '@/lib/http';
import { useViewer } from '@/lib/viewer';
import { bonusKeys } from './bonus-keys';
import { parseDataList, parsePlayerBonus } from './bonus-parsers';

/** What the lists show (SPEC.md section 4): issued and active. */
export const LISTED_STATUSES: readonly PlayerBonusStatus[] = [PlayerBonusStatus.Issued, PlayerBonusStatus.Active];
export const FINISHED_STATUSES: readonly PlayerBonusStatus[] = [PlayerBonusStatus.Finished];

/** `GET /api/game/player-bonuses?status[]=&currency[]=`. */
export function getPlayerBonuses(
  statuses: readonly number[],
  currency: string | undefined,
  signal?: AbortSignal,
): Promise<PlayerBonus[]> {
  return request('/api/game/player-bonuses', {
    query: { status: statuses, currency: currency ? [currency] : undefined },
    signal,
    parse: parseDataList(parsePlayerBonus),
  });
}

export const playerBonusesQueryOptions = (statuses: readonly number[] = LISTED_STATUSES, currency?: string) =>
  queryOptions({
    queryKey: bonusKeys.playerBonuses(statuses, currency),
    queryFn: ({ signal }) => getPlayerBonuses(statuses, currency, signal),
    // Balances and wagering move with every spin: the pushes refresh it, and each visit reads it again.
    staleTime: 0,
  });

/** The player's bonuses of `statuses` (issued and active by default); idle for a guest. */
export function usePlayerBonuses(statuses: readonly number[] = LISTED_STATUSES, currency?: string) {
  const { isLoggedIn } = useViewer();
  return useQuery({ ...playerBonusesQueryOptions(statuses, currency), enabled: isLoggedIn });
}

/** The bonus wagering now in `currency`, if any: its money is what a withdrawal would forfeit. */
export function activeBonusOf(bonuses: readonly PlayerBonus[] | undefined, currency: string): PlayerBonus | undefined {
  return bonuses?.find((bonus) => bonus.status === PlayerBonusStatus.Active && bonus.currency === currency);
}
