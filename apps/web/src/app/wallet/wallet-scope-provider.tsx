import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useProfile } from '@/features/profile/api/get-profile';
import { selectedAccount, useAccounts } from '@/features/wallet-accounts/api/get-accounts';
import { useCurrencies } from '@/lib/settings/get-currencies';
import { useSwitchAccount } from '@/features/wallet-accounts/api/switch-account';
import { WalletScopeContext, type WalletScope } from '@/features/wallet/components/wallet-scope';

/**
 * Composes the wallet feature with the ones it builds on (features never import each other):
 * the accounts and currencies of wallet-accounts, the country of the profile.
 */
export function WalletScopeProvider({ children }: { readonly children: ReactNode }) {
  const accounts = useAccounts();
  const currencies = useCurrencies();
  const profile = useProfile();
  const switchAccount = useSwitchAccount();
  const { mutateAsync } = switchAccount;
  const { refetch } = accounts;
  const scope = useMemo<WalletScope>(
    () => ({
      accounts: accounts.data,
      accountsFailed: accounts.isError && accounts.data === undefined,
      selected: selectedAccount(accounts.data),
      currencies: currencies.data ?? [],
      country: profile.data?.country ?? undefined,
      switchAccount: mutateAsync,
      reloadAccounts: () => void refetch(),
    }),
    [accounts.data, accounts.isError, currencies.data, profile.data?.country, mutateAsync, refetch],
  );
  return <WalletScopeContext value={scope}>{children}</WalletScopeContext>;
}

/** `Component` inside the wallet scope: how the modal registry and the route table mount wallet screens. */
export function withWalletScope<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function Scoped(props: Props) {
    return (
      <WalletScopeProvider>
        <Component {...props} />
      </WalletScopeProvider>
    );
  }
  Scoped.displayName = `WalletScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
