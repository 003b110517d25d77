import { useSyncExternalStore } from 'react';
import { localStore, STORAGE_KEYS } from '@/lib/storage';

/**
 * The player's equivalent currency (SPEC.md section 9: kept in local storage): the code every
 * balance is also shown in, converted, or null for none. Shared by the currency panel and the
 * wallet pages, so a choice in one shows at once in the other.
 */
const CURRENCY_CODE = /^[A-Z0-9]{2,10}$/;
const listeners = new Set<() => void>();

function read(): string | null {
  const stored = localStore.get(STORAGE_KEYS.equivalentCurrency);
  return stored !== null && CURRENCY_CODE.test(stored) ? stored : null;
}

let current: string | null | undefined;

export const equivalentCurrencyStore = {
  get: (): string | null => (current === undefined ? (current = read()) : current),
  set: (code: string | null): void => {
    current = code !== null && CURRENCY_CODE.test(code) ? code : null;
    if (current === null) localStore.remove(STORAGE_KEYS.equivalentCurrency);
    else localStore.set(STORAGE_KEYS.equivalentCurrency, current);
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useEquivalentCurrency(): string | null {
  return useSyncExternalStore(equivalentCurrencyStore.subscribe, equivalentCurrencyStore.get, () => null);
}
