import { Link } from 'react-router';
import { useT } from '@/lib/i18n';
import { ModalLink, type ModalBodyProps } from '@/lib/modals';
import { useLocalizePath } from '@/lib/page-locale';
import { confirmationValue } from '../components/bonus-format';
import { bonusPaths } from '../components/bonus-paths';

/** `?bonus-cancel-lock=<player bonus id>`: a round with the bonus's money is open; cancel once it settles. */
export default function BonusCancelLockModal({ value, close }: ModalBodyProps) {
  const t = useT();
  const path = useLocalizePath();
  return (
    <div className="bonus-modal" data-testid="bonus-cancel-lock">
      <p>{t('modals:bonus-cancel-lock.text')}</p>
      <p className="modal-note">{t('modals:bonus-cancel-lock.note')}</p>
      <div className="bonus-modal__actions">
        <Link className="modal-button" to={path(bonusPaths.bonuses)} onClick={close}>
          {t('modals:bonus-cancel-lock.toBonuses')}
        </Link>
        <ModalLink
          className="modal-button modal-button--primary"
          modal="confirm-bonus"
          value={confirmationValue({ action: 'cancel', target: 'bonus', id: value })}
        >
          {t('modals:bonus-cancel-lock.retry')}
        </ModalLink>
      </div>
    </div>
  );
}
