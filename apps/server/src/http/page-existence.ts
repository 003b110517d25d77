import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCALE, type PageOwner } from '@casino/shared';
import type { BonusService } from '../modules/bonus/bonus.service';
import type { ContentPagesService } from '../modules/content/content-pages.service';
import type { GameService } from '../modules/game/game.service';
import type { SportsbookCatalogue } from '../providers/sportsbook/sportsbook-catalogue';
import { AppError } from './app-error';

/** Whether the page a path names exists: the web app's page answers 404 when it does not. */
export type PageExistence = (owner: PageOwner) => Promise<boolean>;

/**
 * Asks the services the app itself asks (the game, the content page, the bonus offer, the
 * sportsbook's event): a refusal of the 4xx kind, or no such event, is a missing page. Anything else is not the visitor's fault: the page is served
 * as found, and the app shows what it gets.
 */
export interface PageServices {
  readonly games: GameService;
  readonly contentPages: ContentPagesService;
  readonly bonuses: BonusService;
  readonly sportsbook: Pick<SportsbookCatalogue, 'eventExists'>;
}

export function pageExistence(services: PageServices, log: FastifyBaseLogger): PageExistence {
  return async (owner) => {
    try {
      if (owner.kind === 'sport-event') return await services.sportsbook.eventExists(owner.eventId);
      if (owner.kind === 'game') await services.games.getGame({}, owner.identity);
      else if (owner.kind === 'content') await services.contentPages.getPublished(owner.identity, DEFAULT_LOCALE);
      else if (owner.kind === 'bonus') await services.bonuses.offer(owner.identity, 'USD');
      return true;
    } catch (error) {
      if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500) return false;
      log.warn({ err: error, owner }, 'could not tell whether a page exists; served as found');
      return true;
    }
  };
}
