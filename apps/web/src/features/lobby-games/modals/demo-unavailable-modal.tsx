import { Link } from 'react-router';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { useLocalizePath } from '@/lib/page-locale';
import { lobbyPaths } from '../components/use-lobby-paths';
import './game-modals.css';

/** `?demo-unavailable=true`: the game has no play-money version; real money or another game. */
export default function DemoUnavailableModal({ close }: ModalBodyProps) {
  const t = useT();
  const lobbyPath = useLocalizePath();
  return (
    <div className="modal-form">
      <p className="modal-note">{t('modals:demo-unavailable.text')}</p>
      <button type="button" className="modal-button modal-button--primary" onClick={close} data-autofocus>
        {t('modals:demo-unavailable.stay')}
      </button>
      <Link className="modal-link game-modal__secondary" to={lobbyPath(lobbyPaths.games)}>
        {t('modals:demo-unavailable.browse')}
      </Link>
    </div>
  );
}
