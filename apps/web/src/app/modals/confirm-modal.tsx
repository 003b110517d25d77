import { useProfile } from '@/features/profile/api/get-profile';
import { useT } from '@/lib/i18n';
import { useModals, type ModalBodyProps } from '@/lib/modals';
import { CONFIRM_ACTIONS, isConfirmAction } from './confirm-actions';
import './confirm-modal.css';

/**
 * The site's generic confirmation (`?confirm=<action>`): says what the action changes, then
 * Cancel (closes) or the action's own button, which opens the modal that carries it out. The
 * registry opens it only for a logged-in player with a confirmed profile and a known action.
 */
export default function ConfirmModal({ value, close }: ModalBodyProps) {
  const t = useT();
  const { open } = useModals();
  const { data: profile } = useProfile();
  if (!isConfirmAction(value)) return null;
  const { next } = CONFIRM_ACTIONS[value];
  const params = { email: profile?.email ?? '' };

  return (
    <div className="confirm-modal" data-testid="confirm-modal">
      <p className="confirm-modal__lead">{t(`modals:confirm.${value}.lead`, params)}</p>
      <p className="confirm-modal__hint">{t(`modals:confirm.${value}.hint`, params)}</p>
      <div className="confirm-modal__actions">
        <button type="button" className="modal-button confirm-modal__cancel" onClick={close} data-autofocus="">
          {t('global-components:buttons.cancel')}
        </button>
        <button
          type="button"
          className="modal-button modal-button--primary"
          onClick={() => open(next)}
          data-testid="confirm-action"
        >
          {t(`modals:confirm.${value}.confirm`)}
        </button>
      </div>
    </div>
  );
}
