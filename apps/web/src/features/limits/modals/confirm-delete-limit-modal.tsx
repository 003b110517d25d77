import { useState } from 'react';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { limitCalls, useLimitCall } from '../api/change-limit';
import { limitErrorText } from '../components/limit-error';
import { useListedLimit } from '../components/use-listed-limit';
import '../components/limits.css';

/** `?confirm-delete-limit=<limit id>`: asks for the removal, which holds the limit 24 hours more. */
export default function ConfirmDeleteLimitModal({ value, close }: ModalBodyProps) {
  const t = useT();
  const { limit, loading } = useListedLimit(value);
  const remove = useLimitCall(limitCalls.remove);
  const [error, setError] = useState<string>();
  if (loading) return <p role="status">{t('global-components:loading.label')}</p>;
  if (!limit) return <p role="alert">{t('global-components:limits.missing')}</p>;

  const confirm = async () => {
    setError(undefined);
    try {
      await remove.mutateAsync(limit.id);
      showAlert({ kind: 'success', title: 'alerts:limits.removalWaiting' });
      close();
    } catch (failure) {
      setError(limitErrorText(failure, t));
    }
  };

  return (
    <div className="limits-modal">
      <p>{t('modals:confirm-delete-limit.text')}</p>
      <p className="limits-card__error" role="alert" hidden={!error}>
        {error}
      </p>
      <div className="limits-modal__actions">
        <button type="button" className="modal-button" onClick={close} disabled={remove.isPending}>
          {t('global-components:buttons.cancel')}
        </button>
        <button
          type="button"
          className="modal-button modal-button--primary"
          onClick={() => void confirm()}
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
        >
          {t('modals:confirm-delete-limit.confirm')}
        </button>
      </div>
    </div>
  );
}
