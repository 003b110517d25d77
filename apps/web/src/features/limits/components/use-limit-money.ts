import { useCallback } from 'react';
import { intlLocaleOf, LimitDefinition } from '@casino/shared';
import { formatBalance, moneyText } from '@/lib/money/balance-format';
import { usePageLocale } from '@/lib/page-locale';
import { useCurrencies } from '@/lib/settings/get-currencies';
import type { PlayerLimit } from '../api/get-limits';
import { formatMinutes } from './limit-texts';

/** Formats minor units of a currency as the player reads them ('25.00 EUR', '1.5 mBTC'). */
export function useLimitMoney(): (amountMinor: number, currencyCode: string) => string {
  const { data: currencies } = useCurrencies();
  const locale = usePageLocale();
  return useCallback(
    (amountMinor, currencyCode) => {
      const currency = currencies?.find((candidate) => candidate.code === currencyCode) ?? {
        code: currencyCode,
        subunitToUnit: 100,
      };
      const { amount, code } = formatBalance(amountMinor, currency, locale);
      return moneyText(amount, code, locale);
    },
    [currencies, locale],
  );
}

/** A limit's amount as the player reads it: money, or for play time a duration ('1 hr, 30 min'). */
export function useLimitAmount(): (amount: number, limit: Pick<PlayerLimit, 'definition' | 'currency'>) => string {
  const money = useLimitMoney();
  const locale = usePageLocale();
  return useCallback(
    (amount, limit) =>
      limit.definition === LimitDefinition.PlayTime
        ? formatMinutes(amount, intlLocaleOf(locale))
        : money(amount, limit.currency ?? ''),
    [money, locale],
  );
}
