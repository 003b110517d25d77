import { DEFAULT_LOCALE, isLocaleCode, type GameLaunchView, type PlayerId } from '@casino/shared';

/**
 * How the platform starts a game at its provider: the provider opens a session for the player
 * (or a guest playing for fun) and answers the URL the lobby opens in an iframe. The in-house
 * provider implements it; a third-party provider would call its aggregator's launch API here.
 */
export interface GameLauncher {
  launch(request: GameLaunchRequest): Promise<GameLaunchResult>;
}

export interface GameLaunchRequest {
  readonly game: { readonly id: string; readonly identity: string };
  /** Null for a guest, who may only play for fun. */
  readonly playerId: PlayerId | null;
  /** The player's login (the access token's `sid`); the provider ends the game when it closes. Null for a guest. */
  readonly sessionId: string | null;
  /** Real money: the player's selected account currency; demo: the same, or 'FUN' for a guest. */
  readonly currency: string;
  readonly subunitToUnit: number;
  readonly demo: boolean;
  /**
   * The site locale of the page that launches the game (its URL prefix; en has none): the game
   * client shows its texts in it. Absent or unknown, the client shows English.
   */
  readonly locale?: string;
}

/** `&lang=<locale>` for a game URL: a known site locale other than the default en, else nothing. */
export function langQuery(locale: string | undefined): string {
  const code = locale?.toLowerCase();
  return code && code !== DEFAULT_LOCALE && isLocaleCode(code) ? `&lang=${encodeURIComponent(code)}` : '';
}

/** What a launch answers (`POST /api/game/games/{id}/play`), shared with the web app. */
export type GameLaunchResult = GameLaunchView;
