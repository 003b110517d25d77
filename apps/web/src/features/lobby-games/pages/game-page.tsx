import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { intlLocaleOf, splitLocalePath, type GameView } from '@casino/shared';
import { HttpError, isRecord } from '@/lib/http';
import { i18n, useT } from '@/lib/i18n';
import { ModalLink, useModals } from '@/lib/modals';
import { useLocalizePath } from '@/lib/page-locale';
import { usePlayerChannel } from '@/lib/realtime';
import { gameQueryOptions } from '../api/get-game';
import { useGameLaunch } from '../api/launch-game';
import { useLobbyViewer } from '../api/lobby-viewer';
import { FavoriteButton } from '../components/favorite-button';
import { FullscreenButton } from '../components/fullscreen-button';
import { gamePlayOf, requestedModeOf, type GameMode, type GamePlay } from '../components/game-mode';
import { GameModeSwitch } from '../components/game-mode-switch';
import { GameNotice, LaunchFailedNotice, SignInToPlayNotice } from '../components/game-notice';
import { GameStage } from '../components/game-stage';
import { isBetRestrictionReason, type BetRestrictionReason, type RoundMessage } from '../components/round-message';
import { lobbyPaths } from '../components/use-lobby-paths';
import { useGameRecords } from '../components/use-game-records';
import '../components/game-tile.css';
import '../components/game-page.css';

export interface GamePageProps {
  /** A real-money round was settled (the balance after it): the balances shown elsewhere are out of date. */
  readonly onRealRound: (balanceAfter: number) => void;
  /** The page's head (title, canonical links), written here so an unknown game does not get it too. */
  readonly head: ReactNode;
  /** The site's 404 page, shown for an unknown game id. */
  readonly notFound: ReactNode;
}

/** RTP is published in basis points (9900 = 99.00%). */
const BASIS_POINTS_PER_PERCENT = 100;

/**
 * An unknown game is a missing page. It is rendered, not thrown: a throw while rendering is a
 * crash to react-router (logged as a render error), while the answer is simply "not found".
 */
const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;

/**
 * `/game/{id}`: the game in its frame, real money or demo, with full screen. A guest gets the
 * demo at once and an invitation to play for real; the header balance follows real rounds.
 */
export default function GamePage({ onRealRound, head, notFound }: GamePageProps) {
  const identity = useParams().id ?? '';
  const viewer = useLobbyViewer();
  const { search, pathname } = useLocation();
  const game = useQuery(gameQueryOptions(viewer.key, identity));

  const play = game.data ? gamePlayOf(game.data, viewer.isLoggedIn, requestedModeOf(search)) : undefined;
  const mode = play?.kind === 'play' ? play.mode : undefined;
  // The game frame speaks the page's language (the URL prefix): the launch asks for it.
  const launch = useGameLaunch(viewer.key, identity, mode, splitLocalePath(pathname).locale);
  useGameRecords(game.data, launch.isSuccess, viewer.isLoggedIn);

  const overlay = stageOverlay(game, play, launch);
  const onRound = (round: RoundMessage) => {
    if (mode === 'real') onRealRound(round.balance);
  };
  // A stake refused by the player's limits: from the frame, and from the push every open page hears.
  const modals = useModals();
  const onBetRestricted = (reason: BetRestrictionReason) => modals.open('game-limit-reached', reason);
  usePlayerChannel('game:bets', (data) => {
    if (isRecord(data) && data.type === 'game.bet.restricted' && isBetRestrictionReason(data.reason))
      onBetRestricted(data.reason);
  });

  if (isNotFound(game.error)) return notFound;
  return (
    <>
      {head}
      <section className="game-page" aria-labelledby="game-title" data-testid="game-page" data-mode={mode}>
        <GameHead
          game={game.data}
          mode={mode}
          isLoggedIn={viewer.isLoggedIn}
          canFullscreen={launch.isSuccess && overlay === undefined}
        />
        {/* Shown while the game loads too, so the game's box does not move down when it arrives. */}
        {!viewer.isLoggedIn && (play === undefined || mode === 'demo') && <PlayForRealCta />}
        <GameStage
          title={game.data?.name ?? identity}
          url={launch.data?.url}
          overlay={overlay}
          onRound={onRound}
          onBetRestricted={onBetRestricted}
        />
        {game.data && <GameAbout game={game.data} />}
      </section>
    </>
  );
}

interface Loadable {
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

/** What stands in the game's box instead of the game, if anything (undefined: the frame, or its spinner). */
function stageOverlay(game: Loadable, play: GamePlay | undefined, launch: Loadable) {
  if (game.isError) return <LaunchFailedNotice error={game.error} onRetry={() => void game.refetch()} />;
  if (play?.kind === 'sign-in') return <SignInToPlayNotice />;
  if (play?.kind === 'unavailable') return <UnavailableNotice />;
  if (launch.isError) return <LaunchFailedNotice error={launch.error} onRetry={() => void launch.refetch()} />;
  return undefined;
}

function UnavailableNotice() {
  const t = useT();
  const lobbyPath = useLocalizePath();
  return (
    <GameNotice title={t('global-components:game.unavailableTitle')} text={t('global-components:game.unavailableText')}>
      <Link className="button button--primary" to={lobbyPath(lobbyPaths.games)}>
        {t('global-components:games.browseGames')}
      </Link>
    </GameNotice>
  );
}

interface GameHeadProps {
  readonly game: GameView | undefined;
  readonly mode: GameMode | undefined;
  readonly isLoggedIn: boolean;
  /** The game is running in its box, so there is something to put full screen. */
  readonly canFullscreen: boolean;
}

function GameHead({ game, mode, isLoggedIn, canFullscreen }: GameHeadProps) {
  const lobbyPath = useLocalizePath();
  return (
    <div className="game-page__head">
      <div className="game-page__titles">
        <h1 id="game-title" className="game-page__title">
          {game?.name ?? <span className="skeleton game-page__title-skeleton" />}
        </h1>
        {game && (
          <Link className="game-page__studio" to={lobbyPath(lobbyPaths.provider(game.provider.identity))}>
            {game.provider.name}
          </Link>
        )}
      </div>
      {game && (
        <div className="game-page__controls">
          {game.isPlayable && <GameModeSwitch game={game} mode={mode} isLoggedIn={isLoggedIn} />}
          <FavoriteButton game={game} />
          {canFullscreen && <FullscreenButton />}
        </div>
      )}
    </div>
  );
}

/** A guest plays the demo; an account is one step away. */
function PlayForRealCta() {
  const t = useT();
  return (
    <div className="game-page__cta" data-testid="game-real-cta">
      <p>{t('global-components:game.demoNote')}</p>
      <ModalLink className="button button--primary button--small" modal="sign-in">
        {t('global-components:game.signInToPlay')}
      </ModalLink>
    </div>
  );
}

function GameAbout({ game }: { readonly game: GameView }) {
  const t = useT();
  const rtp = new Intl.NumberFormat(intlLocaleOf(i18n.language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(game.rtpBasisPoints / BASIS_POINTS_PER_PERCENT);
  // A seeded game's description is in every locale's texts; a game an operator added shows its own.
  const descriptionKey = `global-components:games.descriptions.${game.identity}`;
  return (
    <p className="game-page__about">
      {i18n.exists(descriptionKey) ? t(descriptionKey) : game.description}
      <span className="game-page__rtp">{t('global-components:game.rtp', { rtp })}</span>
    </p>
  );
}
