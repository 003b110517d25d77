import { eq } from 'drizzle-orm';
import type { GameProviderIntegration } from '@casino/shared';
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

/** An enabled game by id or identity (any case), with its studio's integration. */
export async function findLaunchableGame(executor: Executor, idOrIdentity: string): Promise<LaunchableGame | undefined> {
  const gameId = await findGameId(executor, idOrIdentity);
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
