import { useLocation, useNavigate } from 'react-router';
import { useT } from '@/lib/i18n';
import { searchWithoutModals, type ModalBodyProps } from '@/lib/modals';
import { searchWithMode } from '../components/game-mode';
import './game-modals.css';

/**
 * `?demo-game=true`, from the game page's Demo switch: what play money is, and the switch itself.
 * Playing for fun replaces the modal's history entry with the demo page, so Back does not reopen it.
 */
export default function DemoGameModal({ close }: ModalBodyProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const playForFun = () => {
    void navigate(
      { pathname: location.pathname, search: searchWithMode(searchWithoutModals(location.search), 'demo') },
      { replace: true },
    );
  };
  return (
    <div className="modal-form">
      <p className="modal-note">{t('modals:demo-game.text')}</p>
      <p className="modal-note">{t('modals:demo-game.balanceNote')}</p>
      <button type="button" className="modal-button modal-button--primary" onClick={playForFun} data-autofocus>
        {t('modals:demo-game.play')}
      </button>
      <button type="button" className="modal-link game-modal__secondary" onClick={close}>
        {t('modals:demo-game.stay')}
      </button>
    </div>
  );
}
