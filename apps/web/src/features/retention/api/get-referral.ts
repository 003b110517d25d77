import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReferralProgram, ReferralTransfer } from '@casino/shared';
import { request } from '@/lib/http';
import { useViewer } from '@/lib/viewer';
import { parseReferralProgram, parseReferralTransfer } from './retention-parsers';
import { retentionKeys } from './retention-keys';

/** `GET /api/retention/referral`: the player's link and the programme's statistics. */
export const referralQueryOptions = () =>
  queryOptions({
    queryKey: retentionKeys.referral,
    queryFn: ({ signal }): Promise<ReferralProgram> =>
      request('/api/retention/referral', { signal, parse: parseReferralProgram }),
    staleTime: 0,
  });

export function useReferralProgram() {
  const { isLoggedIn } = useViewer();
  return useQuery({ ...referralQueryOptions(), enabled: isLoggedIn });
}

/** `POST /api/retention/referral/transfer` `{ currency }`: the whole referral balance of that currency into the wallet. */
export const transferReferralBalance = (currency: string): Promise<ReferralTransfer> =>
  request('/api/retention/referral/transfer', { method: 'POST', body: { currency }, parse: parseReferralTransfer });

export function useTransferReferralBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferReferralBalance,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: retentionKeys.referral }),
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
      ]),
  });
}
