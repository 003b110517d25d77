import type { GameView } from '@casino/shared';

/**
 * Real money or play money on the game page. The choice lives in the URL (`?mode=demo`), so a
 * reload, a shared link and the demo-game modal's "play for fun" all land on the same mode.
 */
export type GameMode = 'real' | 'demo';

export const GAME_MODE_PARAM = 'mode';

/** What the game page shows where the game goes. */
export type GamePlay =
  /** The game runs in the iframe in this mode. */
  | { readonly kind: 'play'; readonly mode: GameMode }
  /** A guest on a game without demo: only signing in lets them play. */
  | { readonly kind: 'sign-in' }
  /** The studio is listed but not integrated here: nothing can be launched, not even a demo. */
  | { readonly kind: 'unavailable' };

export function requestedModeOf(search: string): GameMode | undefined {
  const value = new URLSearchParams(search).get(GAME_MODE_PARAM);
  return value === 'demo' || value === 'real' ? value : undefined;
}

/**
 * The mode the page plays in: demo when asked for and offered; otherwise real money for a
 * player and demo for a guest (who has no account to bet from).
 */
export function gamePlayOf(
  game: Pick<GameView, 'isPlayable' | 'hasDemo'>,
  isLoggedIn: boolean,
  requested: GameMode | undefined,
): GamePlay {
  if (!game.isPlayable) return { kind: 'unavailable' };
  if (requested === 'demo' && game.hasDemo) return { kind: 'play', mode: 'demo' };
  if (isLoggedIn) return { kind: 'play', mode: 'real' };
  return game.hasDemo ? { kind: 'play', mode: 'demo' } : { kind: 'sign-in' };
}

/** `search` asking for `mode`, other parameters kept. */
export function searchWithMode(search: string, mode: GameMode): string {
  const params = new URLSearchParams(search);
  params.set(GAME_MODE_PARAM, mode);
  return `?${params.toString()}`;
}
