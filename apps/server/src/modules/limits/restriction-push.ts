import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import { RestrictionError } from './limit-checks';

/** `game.bet.restricted` on `game:bets#{playerId}` (SPEC.md section 7): the site opens the game-limit-reached modal. */
export interface BetRestrictedEvent {
  readonly type: 'game.bet.restricted';
  readonly reason: RestrictionError['restriction'];
  readonly until: string | null;
}

/**
 * After a stake is refused, tells the player's open pages (not after a launch or a reward a break refuses). It cannot be written on the refused
 * stake's transaction (that one rolls back, and its events with it), so it is published on its
 * own once the request has failed. Deposits are refused to the page that asked: no push.
 */
export function registerRestrictionPush(app: FastifyInstance, db: Database): void {
  app.addHook('onError', async (_request, _reply, error) => {
    if (
      !(error instanceof RestrictionError) ||
      !error.pushed ||
      error.restriction === 'deposit_limit_reached' ||
      error.domainCode !== undefined
    )
      return;
    const event: BetRestrictedEvent = {
      type: 'game.bet.restricted',
      reason: error.restriction,
      until: error.until?.toISOString() ?? null,
    };
    await publishInTransaction(db, userChannel('game:bets', error.playerId), event).catch((failure: unknown) => {
      app.log.warn({ err: failure }, 'the game.bet.restricted push could not be recorded');
    });
  });
}
