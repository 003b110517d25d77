import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseWalletAccount, type WalletAccount } from '@casino/shared';
import { request } from '@/lib/http';
import { accountsQueryKey } from './get-accounts';

/** `PUT /api/wallet/accounts/{id}/hide`: out of the currency panel (adding the currency shows it again). */
export function hideAccount(accountId: string): Promise<WalletAccount> {
  return request(`/api/wallet/accounts/${encodeURIComponent(accountId)}/hide`, {
    method: 'PUT',
    parse: parseWalletAccount,
  });
}

/** Hides, and drops the account from the cached list at once so the menu does not wait for the refetch. */
export function useHideAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideAccount,
    onSuccess: (hidden) => {
      queryClient.setQueryData<WalletAccount[]>(accountsQueryKey, (accounts) =>
        accounts?.map((account) => (account.id === hidden.id ? hidden : account)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
