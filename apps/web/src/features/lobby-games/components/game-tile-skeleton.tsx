import './game-tile.css';

/** A tile's shape while its game loads (apart from the tile, so a skeleton loads no game code). */
export function GameTileSkeleton() {
  return (
    <div className="game-tile game-tile--skeleton" aria-hidden="true">
      <span className="game-tile__art">
        <span className="skeleton game-tile__fill" />
      </span>
      <span className="skeleton game-tile__line" />
      <span className="skeleton game-tile__line game-tile__line--short" />
    </div>
  );
}
