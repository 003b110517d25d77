import { signedHeaders, type LaunchRequest } from '@casino/seamless-protocol';
import type { Database } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { langQuery, type GameLauncher, type GameLaunchRequest, type GameLaunchResult } from '../game-launcher';
import { createLaunchSession } from '../inhouse/launch-sessions';

/** Where the studio is and how the platform talks to it (config: STUDIO_URL, STUDIO_PUBLIC_URL, STUDIO_SHARED_SECRET). */
export interface StudioConnection {
  /** The studio's API as this server reaches it (signed launch calls). */
  readonly url: string;
  /** The studio's origin as the player's browser reaches it: game URLs must be on it. */
  readonly publicUrl: string;
  readonly sharedSecret: string;
  /** How long a launch call may take before the studio counts as unreachable. */
  readonly launchTimeoutMs: number;
}

export const LAUNCH_PATH = '/aggregator/launch';

const unavailable = () =>
  new AppError(
    503,
    'provider_unavailable',
    "This game's studio cannot be reached right now. Try again in a few minutes.",
    undefined,
    undefined,
    { 'retry-after': '30' },
  );

/**
 * Launches a game of an `aggregator` studio: opens the platform's wallet session (real money, or
 * a signed-in player's demo, whose play money stays at the studio) and asks the studio, over its signed
 * launch API, for the game's URL on the studio's public origin. A studio that does not answer,
 * answers an error or a URL elsewhere is `provider_unavailable` (503): nothing was staked.
 */
export class AggregatorGameLauncher implements GameLauncher {
  constructor(
    private readonly db: Database,
    private readonly studio: StudioConnection,
  ) {}

  async launch(request: GameLaunchRequest): Promise<GameLaunchResult> {
    // A guest's demo has no session here; a player's demo has one (it moves no money) that the
    // studio checks before each call, so logging out or a break closes that demo too.
    const token =
      request.demo && !request.playerId
        ? undefined
        : await createLaunchSession(this.db, {
            playerId: request.playerId,
            authSessionId: request.sessionId,
            gameId: request.game.id,
            currency: request.currency,
            subunitToUnit: request.subunitToUnit,
            isDemo: request.demo,
            demoBalance: null,
          });
    const body: LaunchRequest = {
      game: request.game.identity,
      currency: request.currency,
      subunitToUnit: request.subunitToUnit,
      demo: request.demo,
      ...(token ? { token } : {}),
      ...(request.playerId ? { player: request.playerId } : {}),
      // The studio puts it on the game URL as `lang`, as the in-house launcher does.
      ...(langQuery(request.locale) ? { lang: request.locale?.toLowerCase() } : {}),
    };
    const url = await this.callLaunch(JSON.stringify(body));
    return { url };
  }

  private async callLaunch(rawBody: string): Promise<string> {
    let response: Response;
    try {
      response = await fetch(new URL(LAUNCH_PATH, this.studio.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(this.studio.sharedSecret, rawBody) },
        body: rawBody,
        signal: AbortSignal.timeout(this.studio.launchTimeoutMs),
      });
    } catch {
      throw unavailable();
    }
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = (answer as { error?: { code?: unknown; message?: unknown } } | null)?.error;
      // The studio's own refusal of this game (not one it runs) is the game's problem, not an outage.
      if (response.status === 404 || response.status === 422) {
        throw new AppError(
          422,
          'game_not_playable',
          typeof error?.message === 'string' ? error.message : 'This game cannot be played now',
        );
      }
      throw unavailable();
    }
    const url = (answer as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || !this.isOnStudioOrigin(url)) throw unavailable();
    return url;
  }

  private isOnStudioOrigin(url: string): boolean {
    try {
      return new URL(url).origin === new URL(this.studio.publicUrl).origin;
    } catch {
      return false;
    }
  }
}
