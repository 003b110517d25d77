import { useCallback } from 'react';
import { formatBalance } from '@/lib/money/balance-format';
import { equivalentLabel } from '@/lib/money/equivalent-amount';
import { useEquivalentCurrency } from '@/lib/money/equivalent-currency';
import { usePageLocale } from '@/lib/page-locale';
import { currencyOf, useWalletScope } from './wallet-scope';

export interface MoneyText {
  /** '12.50', '1.5' */
  readonly amount: string;
  /** 'EUR', 'mBTC' */
  readonly code: string;
  /** '≈ $13.50' in the player's equivalent currency, when they chose one and it differs. */
  readonly equivalent: string | undefined;
}

/** Formats minor units of a currency as the player reads them, with the equivalent when chosen. */
export function useMoney(): (amountMinor: number, currencyCode: string) => MoneyText {
  const { currencies } = useWalletScope();
  const locale = usePageLocale();
  const equivalentCode = useEquivalentCurrency();
  return useCallback(
    (amountMinor, currencyCode) => {
      const currency = currencyOf(currencies, currencyCode);
      const { amount, code } = formatBalance(amountMinor, currency, locale);
      const target = currencies.find((candidate) => candidate.code === equivalentCode);
      const equivalent = currency.rate ? equivalentLabel(amountMinor, currency, target, locale) : undefined;
      return { amount, code, equivalent };
    },
    [currencies, locale, equivalentCode],
  );
}
