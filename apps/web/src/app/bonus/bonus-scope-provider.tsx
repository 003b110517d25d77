import { useMemo, type ComponentType } from 'react';
import { selectedAccount, useAccounts } from '@/features/wallet-accounts/api/get-accounts';
import { BonusScopeContext, type BonusScope } from '@/features/bonuses/components/bonus-scope';
import { bonusBalanceOf } from '@/lib/bonuses';

/** Composes the bonus screens with the player's selected account (features never import each other). */
function useBonusScopeValue(): BonusScope {
  const accounts = useAccounts();
  const account = selectedAccount(accounts.data);
  return useMemo(
    () => ({
      currency: account?.currency,
      balance: account ? { own: account.balance, bonus: bonusBalanceOf(account) } : undefined,
    }),
    [account],
  );
}

/** `Component` inside the bonus scope: how the route table and the modal registry mount bonus screens. */
export function withBonusScope<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function Scoped(props: Props) {
    return (
      <BonusScopeContext value={useBonusScopeValue()}>
        <Component {...props} />
      </BonusScopeContext>
    );
  }
  Scoped.displayName = `BonusScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
