import type { GameView } from '@casino/shared';
import { GameTile } from './game-tile';
import { GameTileSkeleton } from './game-tile-skeleton';
import './game-grid.css';

/** Tiles above the fold on a laptop load at once; the rest wait until scrolled near. */
const EAGER_TILES = 6;

/** Games in a grid: 3 columns on phones, as many as fit on wider screens. */
export function GameGrid({
  games,
  label,
  busy = false,
}: {
  readonly games: readonly GameView[];
  readonly label: string;
  readonly busy?: boolean;
}) {
  return (
    <ul className="game-grid" aria-label={label} aria-busy={busy || undefined} data-testid="game-grid">
      {games.map((game, index) => (
        <li key={game.id}>
          <GameTile game={game} eager={index < EAGER_TILES} />
        </li>
      ))}
    </ul>
  );
}

export function GameGridSkeleton({ count, label }: { readonly count: number; readonly label: string }) {
  return (
    <div role="status" className="game-grid-skeleton">
      <span className="visually-hidden">{label}</span>
      <ul className="game-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <GameTileSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
