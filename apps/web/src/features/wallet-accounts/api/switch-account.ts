import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseWalletAccount, type WalletAccount } from '@casino/shared';
import { request } from '@/lib/http';
import { sessionEvents } from '@/lib/session';
import { accountsQueryKey } from './get-accounts';

/** `PUT /api/wallet/accounts/{id}/switch`: play with this account from now on. */
export function switchAccount(accountId: string): Promise<WalletAccount> {
  return request(`/api/wallet/accounts/${encodeURIComponent(accountId)}/switch`, {
    method: 'PUT',
    parse: parseWalletAccount,
  });
}

/** Switches, marks the new selection in the cached list at once, and tells the site (account-changed). */
export function useSwitchAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchAccount,
    onSuccess: (selected) => {
      queryClient.setQueryData<WalletAccount[]>(accountsQueryKey, (accounts) =>
        accounts?.map((account) => ({ ...account, isSelected: account.id === selected.id })),
      );
      sessionEvents.emit('account-changed');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
