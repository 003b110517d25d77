import { useState } from 'react';
import { showAlert } from '@/lib/alerts';
import { formatDate, useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { limitCalls, useLimitCall } from '../api/change-limit';
import { limitErrorText } from '../components/limit-error';
import { useLimitAmount } from '../components/use-limit-money';
import { useListedLimit } from '../components/use-listed-limit';
import '../components/limits.css';

/** `?confirm-limit-update=<limit id>`: after the 24 hours, the player confirms the looser limit or its removal, or keeps the limit. */
export default function ConfirmLimitUpdateModal({ value, close }: ModalBodyProps) {
  const t = useT();
  const amountText = useLimitAmount();
  const { limit, loading } = useListedLimit(value);
  const confirmChange = useLimitCall(limitCalls.confirm);
  const keep = useLimitCall(limitCalls.cancelChange);
  const [error, setError] = useState<string>();
  if (loading) return <p role="status">{t('global-components:loading.label')}</p>;
  if (!limit?.pending) return <p role="alert">{t('global-components:limits.missing')}</p>;
  const pending = limit.pending;
  const busy = confirmChange.isPending || keep.isPending;

  const act = async (what: 'confirm' | 'keep') => {
    setError(undefined);
    try {
      if (what === 'confirm') await confirmChange.mutateAsync(limit.id);
      else await keep.mutateAsync(limit.id);
      showAlert({ kind: 'success', title: what === 'confirm' ? 'alerts:limits.changed' : 'alerts:limits.kept' });
      close();
    } catch (failure) {
      setError(limitErrorText(failure, t));
    }
  };

  return (
    <div className="limits-modal">
      <p>
        {pending.kind === 'removal'
          ? t('modals:confirm-limit-update.removal')
          : t('modals:confirm-limit-update.increase', {
              amount: amountText(pending.amount ?? 0, limit),
              period: t(`global-components:limits.periods.${pending.period ?? 'daily'}`),
            })}
      </p>
      <p className="limits-card__text">
        {t('modals:confirm-limit-update.since', { date: formatDate(pending.availableAt, 'dateTime') })}
      </p>
      <p className="limits-card__error" role="alert" hidden={!error}>
        {error}
      </p>
      <div className="limits-modal__actions">
        <button type="button" className="modal-button" onClick={() => void act('keep')} disabled={busy}>
          {t('modals:confirm-limit-update.keep')}
        </button>
        <button
          type="button"
          className="modal-button modal-button--primary"
          onClick={() => void act('confirm')}
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid="confirm-limit-update"
        >
          {t('modals:confirm-limit-update.confirm')}
        </button>
      </div>
    </div>
  );
}
