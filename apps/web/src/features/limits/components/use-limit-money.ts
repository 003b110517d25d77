import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { splitLocalePath } from '@casino/shared';
import { formatBalance, moneyText } from '@/lib/money/balance-format';
import { useCurrencies } from '@/lib/settings/get-currencies';

/** Formats minor units of a currency as the player reads them ('25.00 EUR', '1.5 mBTC'). */
export function useLimitMoney(): (amountMinor: number, currencyCode: string) => string {
  const { data: currencies } = useCurrencies();
  const locale = splitLocalePath(useLocation().pathname).locale;
  return useCallback(
    (amountMinor, currencyCode) => {
      const currency = currencies?.find((candidate) => candidate.code === currencyCode) ?? { code: currencyCode, subunitToUnit: 100 };
      const { amount, code } = formatBalance(amountMinor, currency, locale);
      return moneyText(amount, code, locale);
    },
    [currencies, locale],
  );
}
