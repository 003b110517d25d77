import type { Database } from '../../../db/database';
import { langQuery, type GameLauncher, type GameLaunchRequest, type GameLaunchResult } from '../game-launcher';
import { DEMO_BALANCE_UNITS } from './inhouse-games';
import { createLaunchSession } from './launch-sessions';

/** Where the game client is opened: the page route of game-client.routes.ts. */
export const GAME_PLAY_PATH = '/provider/games/play';

/** Launches an in-house game: a launch session, and the client's page URL carrying its token (and the page's language). */
export class InhouseGameLauncher implements GameLauncher {
  constructor(private readonly db: Database) {}

  async launch(request: GameLaunchRequest): Promise<GameLaunchResult> {
    const token = await createLaunchSession(this.db, {
      playerId: request.playerId,
      authSessionId: request.sessionId,
      gameId: request.game.id,
      currency: request.currency,
      subunitToUnit: request.subunitToUnit,
      isDemo: request.demo,
      demoBalance: request.demo ? DEMO_BALANCE_UNITS * BigInt(request.subunitToUnit) : null,
    });
    return {
      url: `${GAME_PLAY_PATH}/${encodeURIComponent(request.game.identity)}?token=${encodeURIComponent(token)}${langQuery(request.locale)}`,
    };
  }
}
