import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { gameFullscreen } from '../components/game-fullscreen';
import './game-modals.css';

/**
 * `?mobile-game=true`, offered once per game on a phone: play full screen, or stay on the page.
 * Full screen must be asked for inside the tap itself, so the button calls the Fullscreen API
 * before the modal closes. Where the browser has no Fullscreen API (iPhone Safari), the game
 * simply stays in its full-width box.
 */
export default function MobileGameModal({ close }: ModalBodyProps) {
  const t = useT();
  const canFullscreen = gameFullscreen.isSupported() && gameFullscreen.hasStage();
  const playFullscreen = () => {
    void gameFullscreen.toggle();
    close();
  };
  return (
    <div className="modal-form">
      <p className="modal-note">
        {t(canFullscreen ? 'modals:mobile-game.text' : 'modals:mobile-game.noFullscreenText')}
      </p>
      {canFullscreen && (
        <button type="button" className="modal-button modal-button--primary" onClick={playFullscreen} data-autofocus>
          {t('modals:mobile-game.fullscreen')}
        </button>
      )}
      <button type="button" className="modal-link game-modal__secondary" onClick={close}>
        {t('modals:mobile-game.stay')}
      </button>
    </div>
  );
}
