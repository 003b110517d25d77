import type { GameView, PlayedGameView } from '@casino/shared';
import type { PlayedGameRecord } from './played-games';

export interface RecentGame {
  readonly game: GameView;
  /** Epoch milliseconds of the latest play, from the server's rounds or this device's launches. */
  readonly playedAt: number;
}

/**
 * One list for /recently-played: the server's played games (rounds it settled) and this device's
 * launches (a game opened a moment ago, before any round), each game once, newest first. A local
 * record shows only when its game could be loaded (`localGames`, by identity).
 */
export function mergeRecentlyPlayed(
  server: readonly PlayedGameView[],
  local: readonly PlayedGameRecord[],
  localGames: readonly GameView[],
): RecentGame[] {
  const byIdentity = new Map<string, RecentGame>();
  for (const played of server)
    byIdentity.set(played.identity, { game: played, playedAt: Date.parse(played.lastPlayedAt) || 0 });
  const loaded = new Map(localGames.map((game) => [game.identity, game]));
  for (const record of local) {
    const known = byIdentity.get(record.identity);
    if (known) {
      if (record.playedAt > known.playedAt) byIdentity.set(record.identity, { ...known, playedAt: record.playedAt });
      continue;
    }
    const game = loaded.get(record.identity);
    if (game) byIdentity.set(record.identity, { game, playedAt: record.playedAt });
  }
  return [...byIdentity.values()].sort((a, b) => b.playedAt - a.playedAt);
}

/** The local records the server list does not cover: their games must be loaded one by one. */
export function identitiesToLoad(server: readonly PlayedGameView[], local: readonly PlayedGameRecord[]): string[] {
  const known = new Set(server.map((played) => played.identity));
  return local.map((record) => record.identity).filter((identity) => !known.has(identity));
}
