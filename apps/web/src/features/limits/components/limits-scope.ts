import { createContext, useContext } from 'react';

/**
 * What the limits' screens need from outside the feature: the currency the player plays in (the
 * wallet-accounts feature knows it; features do not import each other, so app/limits provides it).
 */
export interface LimitsScope {
  /** The selected account's currency; undefined while the accounts load. */
  readonly currency: string | undefined;
}

export const LimitsScopeContext = createContext<LimitsScope>({ currency: undefined });

export const useLimitsScope = (): LimitsScope => useContext(LimitsScopeContext);
