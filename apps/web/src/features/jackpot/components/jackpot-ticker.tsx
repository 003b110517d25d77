import { useQueryClient } from '@tanstack/react-query';
import { intlLocaleOf, JACKPOTS_CHANNEL } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';
import { usePublicChannel } from '@/lib/realtime';
import { jackpotOfPush, jackpotsQueryOptions, useJackpot, withPool } from '../api/jackpot-queries';
import { relativeTime, useMoney, useMoneyParts } from './use-jackpot-format';
import { useTickerAmount } from './use-ticker-amount';
import './jackpot-ticker.css';

/**
 * The progressive jackpot in the player's currency: the pool counting up to each amount the server
 * pushes (`game:jackpots`, at most once a second), the last win, and the share of a stake it takes.
 */
export function JackpotTicker({ currency, banner = false }: { readonly currency: string; readonly banner?: boolean }) {
  const t = useT();
  const locale = usePageLocale();
  const money = useMoney();
  const moneyParts = useMoneyParts();
  const queryClient = useQueryClient();
  const jackpot = useJackpot(currency);
  usePublicChannel(JACKPOTS_CHANNEL, (data) => {
    const pushed = jackpotOfPush(data);
    if (pushed?.currency === currency)
      queryClient.setQueryData(jackpotsQueryOptions(currency).queryKey, (answer) => withPool(answer, pushed));
  });
  const pool = jackpot.data;
  const shown = useTickerAmount(pool?.amount);
  const shownParts = shown === undefined ? undefined : moneyParts(shown, currency);
  const exactText = pool ? money(pool.amount, currency) : undefined;
  const lastWin = pool?.lastWin;
  const lastWinText = lastWin ? money(lastWin.amount, currency) : undefined;

  return (
    <section
      className={`jackpot-ticker${banner ? ' jackpot-ticker--banner' : ''}`}
      aria-labelledby="jackpot-ticker-title"
      data-testid="jackpot-ticker"
    >
      <div className="jackpot-ticker__orbit" aria-hidden="true" />
      <div className="jackpot-ticker__body">
        <h2 id="jackpot-ticker-title" className="jackpot-ticker__title">
          <span className="jackpot-ticker__live" aria-hidden="true" />
          {t('global-components:jackpot.title')}
        </h2>
        <p className="jackpot-ticker__amount" data-testid="jackpot-amount">
          {shownParts && exactText ? (
            <>
              <span aria-hidden="true">
                <bdi dir="ltr">
                  {shownParts.amount} <span className="jackpot-ticker__code">{shownParts.code}</span>
                </bdi>
              </span>
              <span className="visually-hidden">{exactText}</span>
            </>
          ) : (
            <span className="jackpot-ticker__pending">
              {jackpot.isError ? t('global-components:jackpot.unavailable') : t('global-components:loading.label')}
            </span>
          )}
        </p>
        <p className="jackpot-ticker__note">
          {lastWin && lastWinText
            ? t('global-components:jackpot.lastWin', { amount: lastWinText, time: relativeTime(lastWin.at, locale) })
            : t('global-components:jackpot.noWinYet')}
          <span className="jackpot-ticker__share">
            {t('global-components:jackpot.share', {
              percent: ((pool?.contributionBasisPoints ?? 100) / 100).toLocaleString(intlLocaleOf(locale)),
            })}
          </span>
        </p>
      </div>
    </section>
  );
}
