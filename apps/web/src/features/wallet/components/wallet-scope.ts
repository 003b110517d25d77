import { createContext, useContext } from 'react';
import type { Currency, WalletAccount } from '@casino/shared';
import type { CurrencyUnit } from '@/lib/money/balance-format';

/**
 * What the wallet screens need from outside the feature: the player's accounts and country, the
 * currencies, and switching account. Features do not import each other, so app/ provides this
 * (app/wallet/wallet-scope-provider.tsx) from the wallet-accounts and profile features.
 */
export interface WalletScope {
  /** Active (not hidden) accounts; undefined while loading. */
  readonly accounts: readonly WalletAccount[] | undefined;
  readonly accountsFailed: boolean;
  /** The account the player plays, deposits and withdraws with. */
  readonly selected: WalletAccount | undefined;
  /** Every enabled currency; empty while loading. */
  readonly currencies: readonly Currency[];
  /** The player's country, for the methods offered there. */
  readonly country: string | undefined;
  readonly switchAccount: (accountId: string) => Promise<unknown>;
  readonly reloadAccounts: () => void;
}

export const WalletScopeContext = createContext<WalletScope | undefined>(undefined);

export function useWalletScope(): WalletScope {
  const scope = useContext(WalletScopeContext);
  if (!scope) throw new Error('Wallet screens are rendered inside a WalletScopeContext (app/wallet)');
  return scope;
}

/** Two decimals until the currency list arrives: the common case, corrected as soon as it does. */
const FALLBACK_SUBUNIT_TO_UNIT = 100;

/** The currency by code, or a stand-in that formats like most currencies do. */
export function currencyOf(
  currencies: readonly Currency[],
  code: string,
): Currency | (CurrencyUnit & { readonly rate?: undefined; readonly symbol?: undefined }) {
  return currencies.find((currency) => currency.code === code) ?? { code, subunitToUnit: FALLBACK_SUBUNIT_TO_UNIT };
}
