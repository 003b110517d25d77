import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BIG_WINS_CHANNEL, intlLocaleOf, type BigWinView } from '@casino/shared';
import { i18n, useT } from '@/lib/i18n';
import { usePublicChannel } from '@/lib/realtime';
import { bigWinOfPush, bigWinsQueryOptions, useBigWins, withBigWin } from '../api/jackpot-queries';
import { useGamePath, useMoney } from './use-jackpot-format';
import './big-wins-feed.css';

/** Thumbnails: the tile art (3:4). */
const THUMB_WIDTH = 36;
const THUMB_HEIGHT = 48;

function BigWinItem({ win, fresh }: { readonly win: BigWinView; readonly fresh: boolean }) {
  const t = useT();
  const money = useMoney();
  const gamePath = useGamePath();
  const amount = money(win.win, win.currency);
  const isJackpot = win.jackpotWin > 0;
  return (
    <li
      className={`big-win${fresh ? ' big-win--new' : ''}${isJackpot ? ' big-win--jackpot' : ''}`}
      data-testid="big-win"
    >
      <Link className="big-win__link" to={gamePath(win.game.identity)}>
        <img
          className="big-win__art"
          src={win.game.image}
          alt=""
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
          loading="lazy"
          decoding="async"
        />
        <span className="big-win__text">
          <span className="big-win__name">{win.playerName}</span>
          <span className="big-win__game">{win.game.name}</span>
        </span>
        <span className="big-win__money">
          <span className="big-win__amount">
            <bdi dir="ltr">{amount ?? '…'}</bdi>
          </span>
          <span className="big-win__badge">
            {isJackpot
              ? t('global-components:jackpot.badge')
              : `×${win.multiplier.toLocaleString(intlLocaleOf(i18n.language))}`}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The latest big wins of all players (10x the stake or more, or a jackpot), names masked by the
 * server: a strip that scrolls sideways, newest first; a win pushed on `game:big-wins` slides in.
 */
export function BigWinsFeed() {
  const t = useT();
  const queryClient = useQueryClient();
  const wins = useBigWins();
  /** Rounds that arrived by push while the page is open: they slide in. */
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  usePublicChannel(BIG_WINS_CHANNEL, (data) => {
    const win = bigWinOfPush(data);
    if (!win) return;
    setFresh((arrived) => new Set(arrived).add(win.roundId));
    queryClient.setQueryData(bigWinsQueryOptions().queryKey, (list) => withBigWin(list, win));
  });
  const list = wins.data ?? [];

  return (
    <section className="big-wins" aria-labelledby="big-wins-title" data-testid="big-wins">
      <h2 id="big-wins-title" className="big-wins__title">
        <span className="big-wins__live" aria-hidden="true" />
        {t('global-components:jackpot.bigWinsTitle')}
      </h2>
      {list.length === 0 ? (
        <p className="big-wins__empty">
          {wins.isPending ? t('global-components:loading.label') : t('global-components:jackpot.bigWinsEmpty')}
        </p>
      ) : (
        <ol className="big-wins__list" aria-live="polite" aria-relevant="additions">
          {list.map((win) => (
            <BigWinItem key={win.roundId} win={win} fresh={fresh.has(win.roundId)} />
          ))}
        </ol>
      )}
    </section>
  );
}
