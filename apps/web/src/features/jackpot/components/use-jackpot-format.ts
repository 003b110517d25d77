import { useCallback } from 'react';
import { intlLocaleOf, localizePath } from '@casino/shared';
import { pathTo } from '@/config/paths';
import { formatBalance, moneyText, type FormattedBalance } from '@/lib/money/balance-format';
import { usePageLocale } from '@/lib/page-locale';
import { useCurrencies } from '@/lib/settings/get-currencies';

/** A game's page in the page's locale. */
export function useGamePath(): (identity: string) => string {
  const locale = usePageLocale();
  return useCallback((identity: string) => localizePath(pathTo('/game/:id', { id: identity }), locale), [locale]);
}

/**
 * Formats a minor-unit amount of a currency ('1,250.00 EUR', '3.50 mBTC'); undefined until the
 * currencies (their subunitToUnit) are known, rather than guessing the unit.
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

/** The same, as its number and its unit apart ('1,250.00' and 'EUR'), for a display that sizes them differently. */
export function useMoneyParts(): (amountMinor: number, currency: string) => FormattedBalance | undefined {
  const currencies = useCurrencies();
  const locale = usePageLocale();
  return useCallback(
    (amountMinor: number, code: string) => {
      const currency = currencies.data?.find((candidate) => candidate.code === code);
      return currency ? formatBalance(amountMinor, currency, locale) : undefined;
    },
    [currencies.data, locale],
  );
}

/** 'vor 3 Stunden', '5 minutes ago': how long ago a moment was, in the page's language. */
export function relativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(intlLocaleOf(locale), { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps)
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(seconds, 'second');
}
