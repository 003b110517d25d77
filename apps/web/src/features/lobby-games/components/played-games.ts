import { localStore, STORAGE_KEYS } from '@/lib/storage';

/**
 * The games a player launched on this device (SPEC.md section 9): profile id plus provider and
 * game name, newest first, in local storage; the session clears the key at logout (section 4).
 * The identity rides along so /recently-played can show the tile and link to the game.
 */
export interface PlayedGameRecord {
  readonly profileId: string;
  /** The studio's name, as the tile shows it. */
  readonly provider: string;
  /** The game's name. */
  readonly game: string;
  /** The game's identity (`/game/{identity}`). */
  readonly identity: string;
  /** Epoch milliseconds of the last launch. */
  readonly playedAt: number;
}

/** Two lobby rows' worth per player: more is what GET /games/played (the server's list) is for. */
export const PLAYED_GAMES_PER_PROFILE = 24;
/** Several players may share a browser; the whole list stays small whatever they do. */
export const PLAYED_GAMES_LIMIT = 96;

const isRecordOf = (value: unknown): value is PlayedGameRecord => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.profileId === 'string' &&
    typeof record.provider === 'string' &&
    typeof record.game === 'string' &&
    typeof record.identity === 'string' &&
    typeof record.playedAt === 'number'
  );
};

/** The stored list; anything unreadable (another version, a hand edit) counts as empty. */
export function parsePlayedGames(raw: string | null): PlayedGameRecord[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isRecordOf) : [];
  } catch {
    return [];
  }
}

/**
 * The list with `record` in front: its earlier entry for the same player and game removed, the
 * player's list cut to PLAYED_GAMES_PER_PROFILE and the whole list to PLAYED_GAMES_LIMIT.
 */
export function withPlayedGame(list: readonly PlayedGameRecord[], record: PlayedGameRecord): PlayedGameRecord[] {
  const sameGame = (entry: PlayedGameRecord) =>
    entry.profileId === record.profileId && entry.identity === record.identity;
  let kept = 0;
  const rest = list.filter((entry) => {
    if (sameGame(entry)) return false;
    if (entry.profileId !== record.profileId) return true;
    kept += 1;
    return kept < PLAYED_GAMES_PER_PROFILE;
  });
  return [record, ...rest].slice(0, PLAYED_GAMES_LIMIT);
}

/** One player's records, newest first. */
export function playedGamesOf(list: readonly PlayedGameRecord[], profileId: string): PlayedGameRecord[] {
  return list.filter((entry) => entry.profileId === profileId).sort((a, b) => b.playedAt - a.playedAt);
}

export function readPlayedGames(profileId: string): PlayedGameRecord[] {
  return playedGamesOf(parsePlayedGames(localStore.get(STORAGE_KEYS.playedGames)), profileId);
}

/** Called when a game is launched (the game page). */
export function recordPlayedGame(entry: Omit<PlayedGameRecord, 'playedAt'>, now = Date.now()): void {
  const list = withPlayedGame(parsePlayedGames(localStore.get(STORAGE_KEYS.playedGames)), { ...entry, playedAt: now });
  localStore.set(STORAGE_KEYS.playedGames, JSON.stringify(list));
}
