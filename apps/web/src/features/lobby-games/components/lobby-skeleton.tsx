import { GameTileSkeleton } from './game-tile-skeleton';
import './game-row.css';
import './winners-ticker.css';
import './lobby.css';

/** Rows drawn while the lobby loads: the first screen's worth, the rest append below. */
export const LOBBY_SKELETON_ROWS = 3;
const TILES_PER_ROW = 7;

/** Collection rows' shape: the same boxes as the loaded rows, so nothing moves when they arrive. */
export function RowsSkeleton({ rows = LOBBY_SKELETON_ROWS }: { readonly rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <div key={row} className="game-row" aria-hidden="true">
      <div className="game-row__head">
        <span className="skeleton lobby-skeleton__title" />
      </div>
      <div className="game-row__track">
        {Array.from({ length: TILES_PER_ROW }, (_, index) => (
          <GameTileSkeleton key={index} />
        ))}
      </div>
    </div>
  ));
}

/**
 * The home page's lobby while its code loads: the bar, the ticker and the rows at their final
 * heights, so the page below the hero does not jump (no layout shift).
 */
export function LobbySkeleton({ label }: { readonly label: string }) {
  return (
    <div className="lobby" role="status" data-testid="lobby-skeleton">
      <span className="visually-hidden">{label}</span>
      <div className="lobby-bar" aria-hidden="true">
        <span className="skeleton lobby-bar__search" />
      </div>
      <div className="winners skeleton" aria-hidden="true" />
      <RowsSkeleton />
    </div>
  );
}
