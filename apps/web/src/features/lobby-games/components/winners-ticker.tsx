import type { WinnerView } from '@casino/shared';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n';
import { useLocalizePath } from '@/lib/page-locale';
import { useWinners } from '../api/get-winners';
import { useMoney } from './use-money';
import { lobbyPaths } from './use-lobby-paths';
import './winners-ticker.css';

/** Thumbnails in the ticker: the tile art (3:4) at a glance. */
const THUMB_WIDTH = 30;
const THUMB_HEIGHT = 40;
/** Seconds per winner on the moving strip: slow enough to read a name and an amount. */
const SECONDS_PER_WINNER = 4;

function WinnerItem({ winner }: { readonly winner: WinnerView }) {
  const money = useMoney();
  const lobbyPath = useLocalizePath();
  const amount = money(winner.win, winner.currency);
  return (
    <li className="winner">
      <Link className="winner__link" to={lobbyPath(lobbyPaths.game(winner.game.identity))}>
        <img
          className="winner__art"
          src={winner.game.image}
          alt=""
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
          loading="lazy"
          decoding="async"
        />
        <span className="winner__text">
          <span className="winner__name">{winner.playerName}</span>
          <span className="winner__game">{winner.game.name}</span>
        </span>
        <span className="winner__amount">
          <bdi dir="ltr">{amount ?? `×${winner.multiplier}`}</bdi>
          {amount && (
            <span className="winner__multiplier">
              <bdi dir="ltr">×{winner.multiplier}</bdi>
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/**
 * The latest big wins of all players, names masked by the server. The strip drifts sideways
 * (twice the list, so the loop has no seam) and stops under the pointer or keyboard focus; with
 * reduced motion it is a plain row to scroll.
 */
export function WinnersTicker() {
  const t = useT();
  const winners = useWinners();
  const list = winners.data ?? [];

  return (
    <section className="winners" aria-labelledby="winners-title" data-testid="winners-ticker">
      <h2 id="winners-title" className="winners__title">
        <span className="winners__live" aria-hidden="true" />
        {t('global-components:games.winnersTitle')}
      </h2>
      {list.length === 0 ? (
        <p className="winners__empty">
          {t(winners.isPending ? 'global-components:loading.label' : 'global-components:games.winnersEmpty')}
        </p>
      ) : (
        <div className="winners__viewport">
          <div className="winners__strip" style={{ animationDuration: `${list.length * SECONDS_PER_WINNER}s` }}>
            <ul className="winners__list">
              {list.map((winner) => (
                <WinnerItem key={winner.roundId} winner={winner} />
              ))}
            </ul>
            <ul className="winners__list winners__list--copy" aria-hidden="true" inert>
              {list.map((winner) => (
                <WinnerItem key={winner.roundId} winner={winner} />
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
