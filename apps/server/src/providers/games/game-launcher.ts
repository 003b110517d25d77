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
  readonly playerId: string | null;
  /** The player's login (the access token's `sid`); the provider ends the game when it closes. Null for a guest. */
  readonly sessionId: string | null;
  /** Real money: the player's selected account currency; demo: the same, or 'FUN' for a guest. */
  readonly currency: string;
  readonly subunitToUnit: number;
  readonly demo: boolean;
}

export interface GameLaunchResult {
  /** Same-origin path with the launch token as the `token` query parameter (the sportsbook: its widget script). */
  readonly url: string;
  /** The sportsbook's widget token (SPEC.md: "the token in the response is read"); games carry theirs in the URL. */
  readonly token?: string;
}
