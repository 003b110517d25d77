import { useLocation, useNavigate } from 'react-router';
import type { GameView } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { useModals } from '@/lib/modals';
import { searchWithMode, type GameMode } from './game-mode';

export interface GameModeSwitchProps {
  readonly game: Pick<GameView, 'hasDemo'>;
  readonly mode: GameMode | undefined;
  readonly isLoggedIn: boolean;
}

/**
 * Real money or demo. Real money needs an account (a guest is asked to sign in); going to demo
 * from real money passes through the demo-game modal, which says what play money is; a game
 * without demo answers with the demo-unavailable modal.
 */
export function GameModeSwitch({ game, mode, isLoggedIn }: GameModeSwitchProps) {
  const t = useT();
  const { open } = useModals();
  const navigate = useNavigate();
  const location = useLocation();

  const chooseReal = () => {
    if (!isLoggedIn) open('sign-in');
    else if (mode !== 'real') void navigate({ search: searchWithMode(location.search, 'real') }, { replace: true });
  };
  const chooseDemo = () => {
    if (!game.hasDemo) open('demo-unavailable');
    else if (mode !== 'demo') open('demo-game');
  };

  return (
    <div
      className="game-mode-switch"
      role="group"
      aria-label={t('global-components:game.modeLabel')}
      data-testid="game-mode-switch"
    >
      <button type="button" className="game-mode-switch__option" aria-pressed={mode === 'real'} onClick={chooseReal}>
        {t('global-components:game.real')}
      </button>
      <button type="button" className="game-mode-switch__option" aria-pressed={mode === 'demo'} onClick={chooseDemo}>
        {t('global-components:game.demo')}
      </button>
    </div>
  );
}
