import type { GameView } from '@casino/shared';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import { useModals } from '@/lib/modals';
import { useLobbyViewer } from '../api/lobby-viewer';
import { useToggleFavorite } from '../api/toggle-favorite';

/**
 * The heart on a tile: a toggle button (aria-pressed) for players; a guest pressing it is asked
 * to sign in first (?sign-in=true), since favourites belong to an account.
 */
export function FavoriteButton({ game }: { readonly game: GameView }) {
  const t = useT();
  const viewer = useLobbyViewer();
  const { open } = useModals();
  const toggle = useToggleFavorite();
  const pressed = viewer.isLoggedIn && game.isFavorite;

  const onClick = () => {
    if (!viewer.isLoggedIn) {
      open('sign-in');
      return;
    }
    toggle.mutate({ game, isFavorite: !game.isFavorite });
  };

  return (
    <button
      type="button"
      className="favorite-button"
      aria-pressed={pressed}
      aria-label={t('global-components:games.favorite', { name: game.name })}
      title={t(pressed ? 'global-components:games.favoriteRemove' : 'global-components:games.favoriteAdd')}
      onClick={onClick}
      data-testid="favorite-button"
    >
      <Icon name="favorites" size={18} fill={pressed ? 'currentColor' : 'none'} />
    </button>
  );
}
