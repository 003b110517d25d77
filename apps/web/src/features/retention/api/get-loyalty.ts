import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoyaltyAccount, LoyaltyLevel, RakebackClaim } from '@casino/shared';
import { request } from '@/lib/http';
import { useViewer } from '@/lib/viewer';
import { parseLoyaltyAccount, parseLoyaltyLevels, parseRakebackClaim } from './retention-parsers';
import { retentionKeys } from './retention-keys';

/** Levels change when the operator edits them: an hour is fresh enough. */
const LEVELS_STALE_TIME_MS = 60 * 60 * 1000;

/** `GET /api/retention/account`: points, the current and next level, rakeback. */
export const loyaltyAccountQueryOptions = () =>
  queryOptions({
    queryKey: retentionKeys.account,
    queryFn: ({ signal }): Promise<LoyaltyAccount> =>
      request('/api/retention/account', { signal, parse: parseLoyaltyAccount }),
    // The accounts channel replaces it on every change (SPEC.md section 4).
    staleTime: 60_000,
  });

export function useLoyaltyAccount() {
  const { isLoggedIn } = useViewer();
  return useQuery({ ...loyaltyAccountQueryOptions(), enabled: isLoggedIn });
}

/** `GET /api/retention/levels`: every level, lowest first. */
export function useLoyaltyLevels() {
  const { isLoggedIn } = useViewer();
  return useQuery({
    queryKey: retentionKeys.levels,
    queryFn: ({ signal }): Promise<LoyaltyLevel[]> =>
      request('/api/retention/levels', { signal, parse: parseLoyaltyLevels }),
    staleTime: LEVELS_STALE_TIME_MS,
    enabled: isLoggedIn,
  });
}

/** `POST /api/retention/rakeback/claim` `{ currency }`: the whole accrued amount into the wallet. */
export const claimRakeback = (currency: string): Promise<RakebackClaim> =>
  request('/api/retention/rakeback/claim', { method: 'POST', body: { currency }, parse: parseRakebackClaim });

export function useClaimRakeback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRakeback,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: retentionKeys.account }),
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
      ]),
  });
}
