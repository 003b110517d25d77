import type { GameView } from '@casino/shared';
import { request } from '@/lib/http';
import { parseItem } from './game-keys';

/** `POST /api/game/games/{id}/favorite` (idempotent): answers the game as it is now. */
export function addFavorite(gameId: string): Promise<GameView> {
  return request(`/api/game/games/${encodeURIComponent(gameId)}/favorite`, {
    method: 'POST',
    parse: parseItem<GameView>('favourite'),
  });
}
