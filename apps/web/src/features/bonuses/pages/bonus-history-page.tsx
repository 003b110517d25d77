import { FINISHED_STATUSES, usePlayerBonuses } from '@/lib/bonuses';
import { formatDate, useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { resultKey } from '../components/bonus-format';
import { useBonusEvents } from '../components/use-bonus-events';
import { useBonusMoney } from '../components/use-bonus-money';
import '../components/bonuses.css';
import '@/components/ui/card.css';

/** The skeleton name of SPEC.md section 2 (route name + '-page'). */
export const BONUS_HISTORY_SKELETON_NAME = 'wallet-bonuses-page';

/**
 * The bonuses tab of the history area (/wallet/bonuses): finished bonuses, how each ended, what
 * became own money and what was forfeited (a cancel, an expiry, a withdrawal).
 */
export default function BonusHistoryPage() {
  const t = useT();
  const money = useBonusMoney();
  const bonuses = usePlayerBonuses(FINISHED_STATUSES);
  useBonusEvents();
  const title = t('global-components:sections.wallet-bonuses');
  return (
    <section className="bonus-history" data-testid="bonus-history">
      <h2 className="bonus-history__title">{title}</h2>
      {bonuses.isPending && (
        <div className="bonus-history__state skeleton" data-skeleton={BONUS_HISTORY_SKELETON_NAME} role="status">
          <span className="visually-hidden">{t('global-components:loading.label')}</span>
        </div>
      )}
      {bonuses.isError && (
        <div className="bonus-panel" role="alert">
          <p>{t('global-components:bonuses.loadFailed')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void bonuses.refetch()}
          >
            {t('global-components:buttons.retry')}
          </button>
        </div>
      )}
      {bonuses.data?.length === 0 && (
        <p className="bonus-panel bonus-muted">{t('global-components:bonuses.historyEmpty')}</p>
      )}
      {bonuses.data && bonuses.data.length > 0 && (
        <div className="card card--flat bonus-history__card">
          <table className="bonus-history__table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('global-components:bonuses.history.bonus')}</th>
                <th scope="col">{t('global-components:bonuses.history.finished')}</th>
                <th scope="col">{t('global-components:bonuses.history.result')}</th>
                <th scope="col" className="bonus-history__number">
                  {t('global-components:bonuses.history.granted')}
                </th>
                <th scope="col" className="bonus-history__number">
                  {t('global-components:bonuses.history.converted')}
                </th>
                <th scope="col" className="bonus-history__number">
                  {t('global-components:bonuses.history.forfeited')}
                </th>
              </tr>
            </thead>
            <tbody>
              {bonuses.data.map((bonus) => {
                const state = resultKey(bonus);
                return (
                  <tr key={bonus.id} data-testid="finished-bonus" data-result={bonus.result}>
                    <td>
                      <ModalLink modal="bonus-details" value={bonus.id}>
                        {bonus.title || t('global-components:bonuses.untitled')}
                      </ModalLink>
                    </td>
                    <td>{bonus.finishedAt ? <bdi dir="ltr">{formatDate(bonus.finishedAt, 'dateTime')}</bdi> : '—'}</td>
                    <td>
                      <span className={`bonus-badge bonus-badge--${state}`}>
                        {t(`global-components:bonuses.states.${state}`)}
                      </span>
                    </td>
                    <td className="bonus-history__number">
                      <bdi dir="ltr">{money(bonus.amount, bonus.currency)}</bdi>
                    </td>
                    <td className="bonus-history__number">
                      <bdi dir="ltr">{money(bonus.convertedAmount, bonus.currency)}</bdi>
                    </td>
                    <td
                      className={`bonus-history__number${bonus.forfeitedAmount > 0 ? ' bonus-history__lost' : ''}`}
                      data-testid="forfeited-amount"
                    >
                      {money(bonus.forfeitedAmount, bonus.currency)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
