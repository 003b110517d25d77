import { createContext, useContext } from 'react';

/**
 * What the bonus screens need from outside the feature: the currency the player plays in (the
 * wallet-accounts feature knows it; features do not import each other, so app/bonus provides it).
 */
export interface BonusScope {
  /** The selected account's currency; undefined for a guest or while the accounts load. */
  readonly currency: string | undefined;
  /** The player's own and bonus money in that currency. */
  readonly balance: { readonly own: number; readonly bonus: number } | undefined;
}

export const BonusScopeContext = createContext<BonusScope>({ currency: undefined, balance: undefined });

export const useBonusScope = (): BonusScope => useContext(BonusScopeContext);
