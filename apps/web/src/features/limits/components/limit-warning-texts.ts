import { useCallback } from 'react';
import { localizePath, type LimitWarningPush } from '@casino/shared';
import { usePageLocale } from '@/lib/page-locale';
import { LIMITS_PATH } from './limits-link';
import { limitWarningTitleKey, percentText } from './limit-warning';
import { useLimitMoney } from './use-limit-money';

export interface LimitWarningTexts {
  /** Content keys: the sentence ("You have used 80% of your daily bet limit"), and what of what. */
  readonly title: string;
  readonly usage: string;
  /** The content key of the limits link's text. */
  readonly linkLabel: string;
  /** The limits page in the page's language. */
  readonly limitsPath: string;
  readonly params: { readonly percent: string; readonly used: string; readonly amount: string };
}

/** What the alert and the banner say of a warning, in the page's language and the limit's currency. */
export function useLimitWarningTexts(): (warning: LimitWarningPush) => LimitWarningTexts {
  const money = useLimitMoney();
  const locale = usePageLocale();
  return useCallback(
    (warning) => ({
      title: limitWarningTitleKey(warning),
      usage: 'global-components:limits.used',
      linkLabel: 'modals:game-limit-reached.limits',
      limitsPath: localizePath(LIMITS_PATH, locale),
      params: {
        percent: percentText(warning.percent, locale),
        used: money(warning.used, warning.currency),
        amount: money(warning.amount, warning.currency),
      },
    }),
    [money, locale],
  );
}
