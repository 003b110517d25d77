import { queryOptions, useQuery } from '@tanstack/react-query';
import { isRecord, request } from '@/lib/http';
import { parseWalletAccounts, WalletAccountStatus, type WalletAccount } from '@casino/shared';
import { useViewer } from '@/lib/viewer';

/** Every query of the player's wallet starts with this key: logout removes them all. */
export const WALLET_QUERY_ROOT = 'wallet';
export const accountsQueryKey = [WALLET_QUERY_ROOT, 'accounts'] as const;

/** Balances move with every bet; a list older than this is fetched again when next shown. */
const ACCOUNTS_STALE_TIME_MS = 30_000;

/** `GET /api/wallet/accounts`. */
export function getAccounts(signal?: AbortSignal): Promise<WalletAccount[]> {
  return request('/api/wallet/accounts', {
    signal,
    parse: (body) => {
      if (!isRecord(body)) throw new Error('Unexpected accounts response');
      return parseWalletAccounts(body.data);
    },
  });
}

export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: accountsQueryKey,
    queryFn: ({ signal }) => getAccounts(signal),
    staleTime: ACCOUNTS_STALE_TIME_MS,
  });

/** The player's accounts, hidden ones left out; idle for a guest. */
export function useAccounts() {
  const { isLoggedIn } = useViewer();
  return useQuery({
    ...accountsQueryOptions(),
    enabled: isLoggedIn,
    select: (accounts) => accounts.filter((account) => account.status === WalletAccountStatus.Active),
  });
}

/** The account the player plays with: the selected one, else the first. */
export function selectedAccount(accounts: readonly WalletAccount[] | undefined): WalletAccount | undefined {
  return accounts?.find((account) => account.isSelected) ?? accounts?.[0];
}
