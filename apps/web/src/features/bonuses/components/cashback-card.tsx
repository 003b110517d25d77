import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showAlert } from '@/lib/alerts';
import { breakRefusalMessage } from '@/lib/break-refusal';
import { PLAYER_BONUSES_ROOT } from '@/lib/bonuses';
import { formatDate, useT } from '@/lib/i18n';
import { claimCashback, useCashback } from '../api/get-cashback';
import { percentOf } from './bonus-format';
import { useBonusMoney } from './use-bonus-money';

/** Cashback in the player's currency: this period so far, and each finished period's amount to claim. */
export function CashbackCard({ currency }: { readonly currency: string | undefined }) {
  const t = useT();
  const money = useBonusMoney();
  const cashback = useCashback(currency);
  const queryClient = useQueryClient();
  const [claiming, setClaiming] = useState<string>();
  /** Why a claim was refused during a break (the server's words, with its end); cleared by the next try. */
  const [refusal, setRefusal] = useState<string>();

  if (!currency || cashback.isPending)
    return <div className="bonus-panel skeleton bonus-panel--skeleton" aria-hidden="true" />;
  if (cashback.isError) {
    return (
      <div className="bonus-panel" role="alert">
        <p>{t('global-components:bonuses.cashbackFailed')}</p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void cashback.refetch()}
        >
          {t('global-components:buttons.retry')}
        </button>
      </div>
    );
  }
  const view = cashback.data;
  const claim = async (id: string) => {
    setClaiming(id);
    setRefusal(undefined);
    try {
      await claimCashback(id);
      showAlert({ kind: 'success', title: 'alerts:bonus.cashbackClaimed' });
    } catch (failure) {
      const onBreak = breakRefusalMessage(failure);
      if (onBreak === undefined) showAlert({ kind: 'error', title: 'alerts:generic.error' });
      setRefusal(onBreak);
    } finally {
      setClaiming(undefined);
      void queryClient.invalidateQueries({ queryKey: PLAYER_BONUSES_ROOT });
      void queryClient.invalidateQueries({ queryKey: ['wallet', 'accounts'] });
    }
  };
  return (
    <div className="bonus-panel" data-testid="cashback">
      <p className="bonus-panel__lead">
        {t(`global-components:bonuses.cashbackLead.${view.period}`, { percent: percentOf(view.percent) })}
      </p>
      <p className="bonus-muted" data-testid="cashback-cap">
        {t('global-components:bonuses.cashbackCap')}
      </p>
      <dl className="bonus-facts">
        <div>
          <dt>{t('global-components:bonuses.cashbackNetLoss')}</dt>
          <dd>{money(view.currentNetLoss, view.currency)}</dd>
        </div>
        <div>
          <dt>{t('global-components:bonuses.cashbackSoFar')}</dt>
          <dd data-testid="cashback-current">{money(view.currentAmount, view.currency)}</dd>
        </div>
        {view.periodEndsAt && (
          <div>
            <dt>{t('global-components:bonuses.cashbackPeriodEnds')}</dt>
            <dd>
              <bdi dir="ltr">{formatDate(view.periodEndsAt, 'dateTime')}</bdi>
            </dd>
          </div>
        )}
      </dl>
      {view.claimable.length > 0 && (
        <ul className="cashback-claims">
          {view.claimable.map((row) => (
            <li key={row.id} className="cashback-claims__row" data-testid="cashback-claimable">
              <span>
                <strong>{money(row.amount, view.currency)}</strong>{' '}
                <span className="bonus-muted">
                  {t('global-components:bonuses.cashbackPeriod', {
                    from: formatDate(row.periodStartsAt, 'date'),
                    to: formatDate(row.periodEndsAt, 'date'),
                  })}
                </span>
              </span>
              <button
                type="button"
                className="button button--primary button--small"
                onClick={() => void claim(row.id)}
                disabled={claiming !== undefined}
                aria-busy={claiming === row.id || undefined}
              >
                {t('global-components:bonuses.cashbackClaim')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {refusal && (
        <p className="bonus-panel__refusal" role="alert" data-testid="cashback-refusal">
          {refusal}
        </p>
      )}
    </div>
  );
}
