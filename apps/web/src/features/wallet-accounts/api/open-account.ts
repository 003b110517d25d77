import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseWalletAccount, type WalletAccount } from '@casino/shared';
import { request } from '@/lib/http';
import { accountsQueryKey } from './get-accounts';

/** `POST /api/wallet/accounts`: an account in another currency (or a hidden one shown again). */
export function openAccount(currency: string): Promise<WalletAccount> {
  return request('/api/wallet/accounts', { method: 'POST', body: { currency }, parse: parseWalletAccount });
}

export function useOpenAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
