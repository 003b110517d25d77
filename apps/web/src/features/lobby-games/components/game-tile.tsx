import { Link } from 'react-router';
import type { GameView } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { useLocalizePath } from '@/lib/page-locale';
import { FavoriteButton } from './favorite-button';
import { lobbyPaths } from './use-lobby-paths';
import './game-tile.css';

/** The art is drawn at 300 x 400 (3:4): the box keeps that shape before the picture arrives. */
export const TILE_ART_WIDTH = 300;
export const TILE_ART_HEIGHT = 400;

/** What a tile says about a game that cannot be launched here (yet). */
function availabilityHint(game: GameView): string | undefined {
  if (game.isPlayable) return undefined;
  return game.hasDemo ? 'global-components:games.demoOnly' : 'global-components:games.comingSoon';
}

/** A game: its art, name and studio, opening /game/{identity}; the heart sits beside the link. */
export function GameTile({ game, eager = false }: { readonly game: GameView; readonly eager?: boolean }) {
  const t = useT();
  const lobbyPath = useLocalizePath();
  const hint = availabilityHint(game);
  return (
    <div className="game-tile" data-testid="game-tile" data-game={game.identity}>
      <Link className="game-tile__link" to={lobbyPath(lobbyPaths.game(game.identity))}>
        <span className="game-tile__art">
          <img
            src={game.image}
            alt=""
            width={TILE_ART_WIDTH}
            height={TILE_ART_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            draggable={false}
          />
          {hint && <span className="game-tile__hint">{t(hint)}</span>}
        </span>
        <span className="game-tile__name">{game.name}</span>
        <span className="game-tile__studio">{game.provider.name}</span>
      </Link>
      <FavoriteButton game={game} />
    </div>
  );
}
