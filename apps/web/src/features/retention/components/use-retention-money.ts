import { useCallback } from 'react';
import { intlLocaleOf } from '@casino/shared';
import { formatBalance, moneyText } from '@/lib/money/balance-format';
import { usePageLocale } from '@/lib/page-locale';
import { useCurrencies } from '@/lib/settings/get-currencies';

/** Two decimals until the currency list arrives: the common case. */
const FALLBACK_SUBUNIT_TO_UNIT = 100;

/** Minor units of a currency as the player reads them: '25.00 USD', '1.50 mBTC'. */
export function useRetentionMoney(): (amountMinor: number, currencyCode: string) => string {
  const currencies = useCurrencies();
  const locale = usePageLocale();
  return useCallback(
    (amountMinor, currencyCode) => {
      const currency = currencies.data?.find((candidate) => candidate.code === currencyCode) ?? {
        code: currencyCode,
        subunitToUnit: FALLBACK_SUBUNIT_TO_UNIT,
      };
      const { amount, code } = formatBalance(amountMinor, currency, locale);
      return moneyText(amount, code, locale);
    },
    [currencies.data, locale],
  );
}

/** Whole numbers (points, counts) in the page's language. */
export function useCount(): (value: number) => string {
  const locale = usePageLocale();
  return useCallback((value) => new Intl.NumberFormat(intlLocaleOf(locale)).format(value), [locale]);
}
