import { useCallback } from 'react';
import { formatBalance, moneyText } from '@/lib/money/balance-format';
import { usePageLocale } from '@/lib/page-locale';
import { useCurrencies } from '@/lib/settings/get-currencies';

/**
 * Formats a minor-unit amount of a currency for reading ('1,250.00 EUR', '3.50 mBTC'); undefined
 * until the currencies (their subunitToUnit) are known, rather than guessing the unit.
 */
export function useMoney(): (amountMinor: number, currency: string) => string | undefined {
  const currencies = useCurrencies();
  const locale = usePageLocale();
  return useCallback(
    (amountMinor: number, code: string) => {
      const currency = currencies.data?.find((candidate) => candidate.code === code);
      if (!currency) return undefined;
      const formatted = formatBalance(amountMinor, currency, locale);
      return moneyText(formatted.amount, formatted.code, locale);
    },
    [currencies.data, locale],
  );
}
