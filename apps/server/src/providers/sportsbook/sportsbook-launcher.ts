import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { GameLauncher, GameLaunchRequest, GameLaunchResult } from '../games/game-launcher';
import { createLaunchSession } from '../games/inhouse/launch-sessions';

/** Where the widget script is served (the site loads it from here, SPEC.md "Sportsbook widget"). */
export const SPORTSBOOK_WIDGET_PATH = '/provider/sportsbook/widget';

/**
 * The sportsbook's start-game: a launch session of the player's login, whose token the site hands
 * the widget (`init({ token })`); the widget sends it as bearer to the provider's API. A sportsbook
 * has no play money: a guest gets no token (the site gives the widget an empty one).
 */
export class SportsbookLauncher implements GameLauncher {
  constructor(private readonly db: Database) {}

  async launch(request: GameLaunchRequest): Promise<GameLaunchResult> {
    if (request.demo || request.playerId === null)
      throw new AppError(422, 'demo_unavailable', 'The sportsbook has no play money: guests browse without a token');
    const token = await createLaunchSession(this.db, {
      playerId: request.playerId,
      authSessionId: request.sessionId,
      gameId: request.game.id,
      currency: request.currency,
      subunitToUnit: request.subunitToUnit,
      isDemo: false,
      demoBalance: null,
    });
    return { url: `${SPORTSBOOK_WIDGET_PATH}/sportsbook.js`, token };
  }
}
