import { useState } from 'react';
import type { PlayerBonus, PlayerFreespin } from '@casino/shared';
import { showAlert } from '@/lib/alerts';
import { breakRefusalMessage } from '@/lib/break-refusal';
import { HttpError } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { useModals, type ModalBodyProps } from '@/lib/modals';
import { useChangeBonus } from '../api/change-bonus';
import { useFreespins } from '../api/get-freespins';
import { parseConfirmation, type BonusConfirmation } from '../components/bonus-format';
import { useBonusMoney } from '../components/use-bonus-money';
import { ModalLoading, ModalMissing } from './modal-states';
import { useListedBonus } from './use-listed-bonus';

/** The server's refusal of a cancel while a round holds the bonus's money. */
export const BONUS_CANCEL_LOCKED = 'bonus_cancel_locked';

/** Content keys of the other refusals, by the server's error code. */
const REFUSALS: Readonly<Record<string, string>> = {
  bonus_already_active: 'modals:confirm-bonus.anotherActive',
  bonus_active_exists: 'modals:confirm-bonus.anotherActive',
  bonus_not_issued: 'modals:confirm-bonus.changed',
  bonus_finished: 'modals:confirm-bonus.changed',
  bonus_expired: 'modals:confirm-bonus.changed',
};

/**
 * `?confirm-bonus=<activate|cancel>.<bonus|freespin>.<id>`: what activating or cancelling means
 * before it happens; a cancel says what is forfeited. A cancel refused while a round is open
 * opens bonus-cancel-lock.
 */
export default function ConfirmBonusModal({ value, close }: ModalBodyProps) {
  const confirmation = parseConfirmation(value);
  if (!confirmation) return <ModalMissing close={close} />;
  return confirmation.target === 'bonus' ? (
    <ConfirmOnBonus confirmation={confirmation} close={close} />
  ) : (
    <ConfirmOnFreespin confirmation={confirmation} close={close} />
  );
}

interface ConfirmProps {
  readonly confirmation: BonusConfirmation;
  readonly close: () => void;
}

function ConfirmOnBonus({ confirmation, close }: ConfirmProps) {
  const t = useT();
  const money = useBonusMoney();
  const { bonus, loading } = useListedBonus(confirmation.id);
  if (loading) return <ModalLoading />;
  if (!bonus) return <ModalMissing close={close} />;
  const text =
    confirmation.action === 'activate'
      ? t('modals:confirm-bonus.activateText', { title: bonus.title, amount: money(bonus.amount, bonus.currency) })
      : t('modals:confirm-bonus.cancelText', { title: bonus.title, amount: money(bonus.balance, bonus.currency) });
  return <ConfirmBody confirmation={confirmation} close={close} text={text} subject={bonus} />;
}

function ConfirmOnFreespin({ confirmation, close }: ConfirmProps) {
  const t = useT();
  const freespins = useFreespins();
  const freespin = freespins.data?.find((candidate) => candidate.id === confirmation.id);
  if (freespins.isPending) return <ModalLoading />;
  if (!freespin) return <ModalMissing close={close} />;
  const left = Math.max(0, freespin.count - freespin.played);
  const text = t(
    confirmation.action === 'activate'
      ? 'modals:confirm-bonus.activateSpinsText'
      : 'modals:confirm-bonus.cancelSpinsText',
    { count: left, title: freespin.title },
  );
  return <ConfirmBody confirmation={confirmation} close={close} text={text} subject={freespin} />;
}

function ConfirmBody({
  confirmation,
  close,
  text,
  subject,
}: ConfirmProps & { readonly text: string; readonly subject: PlayerBonus | PlayerFreespin }) {
  const t = useT();
  const money = useBonusMoney();
  const { open } = useModals();
  const change = useChangeBonus();
  const [error, setError] = useState<string>();
  const isCancel = confirmation.action === 'cancel';

  const confirm = async () => {
    setError(undefined);
    try {
      const changed = await change.mutateAsync(confirmation);
      if (isCancel) {
        const forfeited = changed?.forfeitedAmount ?? ('balance' in subject ? subject.balance : 0);
        showAlert({
          kind: 'info',
          title: 'alerts:bonus.cancelled',
          description: 'alerts:bonus.forfeited',
          params: { amount: money(forfeited, subject.currency) },
        });
      } else {
        showAlert({
          kind: 'success',
          title: confirmation.target === 'bonus' ? 'alerts:bonus.activated' : 'alerts:bonus.spinsActivated',
        });
      }
      close();
    } catch (failure) {
      if (failure instanceof HttpError && failure.code === BONUS_CANCEL_LOCKED) {
        open('bonus-cancel-lock', confirmation.id);
        return;
      }
      const known = failure instanceof HttpError && failure.code ? REFUSALS[failure.code] : undefined;
      setError(
        breakRefusalMessage(failure) ??
          t(
            known ??
              (failure instanceof HttpError && failure.status === 404
                ? 'modals:confirm-bonus.changed'
                : 'alerts:generic.error'),
          ),
      );
    }
  };

  return (
    <div className="bonus-modal" data-testid="confirm-bonus">
      <p>{text}</p>
      {isCancel ? (
        <p className="modal-note modal-note--emphasis">{t('modals:confirm-bonus.ownMoneyStays')}</p>
      ) : (
        <p className="modal-note">{t('modals:confirm-bonus.activateNote')}</p>
      )}
      <p className="bonus-modal__error" role="alert" hidden={!error}>
        {error}
      </p>
      <div className="bonus-modal__actions">
        <button type="button" className="modal-button" onClick={close} disabled={change.isPending}>
          {t(isCancel ? 'modals:confirm-bonus.keep' : 'global-components:buttons.cancel')}
        </button>
        <button
          type="button"
          className={`modal-button modal-button--primary${isCancel ? ' bonus-modal__danger' : ''}`}
          onClick={() => void confirm()}
          disabled={change.isPending}
          aria-busy={change.isPending || undefined}
          data-testid="confirm-bonus-action"
        >
          {t(isCancel ? 'modals:confirm-bonus.cancelAction' : 'modals:confirm-bonus.activateAction')}
        </button>
      </div>
    </div>
  );
}
