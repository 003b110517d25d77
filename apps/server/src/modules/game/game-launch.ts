import { eq } from 'drizzle-orm';
import { SPORTSBOOK_GAME_IDENTITY, type GameProviderIntegration } from '@casino/shared';
import type { Executor } from '../../db/executor';
import { findGameId } from './game-catalogue';
import { gameProviders, games } from './game.table';

/** What a provider needs of a catalogue game to launch and run it. */
export interface LaunchableGame {
  readonly id: string;
  readonly identity: string;
  readonly name: string;
  readonly rtpBasisPoints: number;
  readonly hasDemo: boolean;
  readonly isPlayable: boolean;
  readonly integration: GameProviderIntegration;
}

/**
 * An enabled game by id or identity (any case), with its studio's integration; or the
 * sportsbook's entry, which the lobby never lists (it is not enabled there) but the sport pages launch.
 */
export async function findLaunchableGame(
  executor: Executor,
  idOrIdentity: string,
): Promise<LaunchableGame | undefined> {
  const gameId =
    idOrIdentity.toLowerCase() === SPORTSBOOK_GAME_IDENTITY
      ? await sportsbookEntryId(executor)
      : await findGameId(executor, idOrIdentity);
  if (!gameId) return undefined;
  const [game] = await executor
    .select({
      id: games.id,
      identity: games.identity,
      name: games.name,
      rtpBasisPoints: games.rtpBasisPoints,
      hasDemo: games.hasDemo,
      isPlayable: games.isPlayable,
      integration: gameProviders.integration,
    })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(eq(games.id, gameId));
  return game;
}

async function sportsbookEntryId(executor: Executor): Promise<string | undefined> {
  const [row] = await executor
    .select({ id: games.id })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(eq(games.identity, SPORTSBOOK_GAME_IDENTITY));
  return row?.id;
}
