import { lazy, Suspense } from 'react';
import { LobbySkeleton } from '@/features/lobby-games/components/lobby-skeleton';
import { Hero } from '@/features/lobby/components/hero';
import { SportCarouselsSection } from '@/features/sportsbook/components/sport-carousels-section';
import { useT } from '@/lib/i18n';

/**
 * The lobby's rows load after the hero: their code (tiles, favourites, ticker) stays out of the
 * first visit's bundle, and the skeleton holds their place at full height meanwhile.
 */
const LobbyRows = lazy(() => import('@/features/lobby-games/components/lobby-rows'));
/** The sports carousels and the widget's loader: a chunk of their own, fetched when their block nears the viewport. */
const HomeSportCarousels = lazy(() => import('@/app/sport/home-sport-carousels'));
/** The jackpot ticker and the big-wins strip: a chunk of their own, their height held meanwhile. */
const HomeJackpot = lazy(() => import('./home-jackpot'));

/** Home: the hero, then the lobby (search, big wins, collection rows, the sports carousels, studios). */
export default function HomePage() {
  const t = useT();
  return (
    <div className="home-page">
      <Hero />
      <Suspense fallback={<LobbySkeleton label={t('global-components:loading.label')} />}>
        <LobbyRows
          highlights={
            <Suspense fallback={<div style={{ minHeight: '6.5rem' }} aria-hidden="true" />}>
              <HomeJackpot />
            </Suspense>
          }
          afterFirstRows={
            <SportCarouselsSection>
              <Suspense fallback={null}>
                <HomeSportCarousels />
              </Suspense>
            </SportCarouselsSection>
          }
        />
      </Suspense>
    </div>
  );
}
