import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameLaunchView } from '@casino/shared';
import { isRecord, request } from '@/lib/http';
import type { GameMode } from '../components/game-mode';
import { GAMES_QUERY_ROOT } from './game-keys';

/** What the game page uses of a launch (the server's shape, from packages/shared). */
export type GameLaunch = Pick<GameLaunchView, 'url'>;

const isFrameUrl = (url: string): boolean =>
  (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\/[^/]/.test(url);

/** `POST /api/game/games/{id}/play`: real money in the selected account's currency, or play money. */
export function launchGame(
  identity: string,
  mode: GameMode,
  signal?: AbortSignal,
  locale?: string,
): Promise<GameLaunch> {
  return request(`/api/game/games/${encodeURIComponent(identity)}/play`, {
    method: 'POST',
    // The page's locale: the game client shows its texts in it.
    body: locale ? { demo: mode === 'demo', locale } : { demo: mode === 'demo' },
    signal,
    parse: (body) => {
      // A path of our own origin, or an aggregator studio's game page on its http(s) origin (the CSP's frame-src lists it).
      if (!isRecord(body) || typeof body.url !== 'string' || !isFrameUrl(body.url)) {
        throw new Error('Unexpected game launch response');
      }
      return { url: body.url };
    },
  });
}

/**
 * The launch as a query keyed by viewer, game and mode: a login or a mode switch launches anew.
 * A launch token is for one sitting, so it is never reused once the page has let go of it
 * (gcTime 0) and never refetched behind the player's back while they play (staleTime Infinity).
 */
export const gameLaunchQueryOptions = (viewerKey: string, identity: string, mode: GameMode, locale?: string) =>
  queryOptions({
    queryKey: [GAMES_QUERY_ROOT, viewerKey, 'launch', identity.toLowerCase(), mode, locale ?? 'en'],
    queryFn: ({ signal }) => launchGame(identity, mode, signal, locale),
    staleTime: Infinity,
    gcTime: 0,
  });

export function useGameLaunch(viewerKey: string, identity: string, mode: GameMode | undefined, locale?: string) {
  return useQuery({
    ...gameLaunchQueryOptions(viewerKey, identity, mode ?? 'demo', locale),
    enabled: mode !== undefined,
  });
}
