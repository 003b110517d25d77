import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerBonus } from '@casino/shared';
import { BONUS_OFFERS_ROOT, parsePlayerBonus, PLAYER_BONUSES_ROOT } from '@/lib/bonuses';
import { request } from '@/lib/http';

/** What the player can do to a granted bonus or a set of free spins. */
export type BonusAction = 'activate' | 'cancel';
export type BonusTarget = 'bonus' | 'freespin';

const PATHS: Readonly<Record<BonusTarget, string>> = {
  bonus: '/api/game/player-bonuses',
  freespin: '/api/game/player-freespins',
};

/** `PUT /api/game/player-bonuses/{id}/activate|cancel` (the same under player-freespins). */
export const changeBonus = ({
  target,
  action,
  id,
}: {
  target: BonusTarget;
  action: BonusAction;
  id: string;
}): Promise<PlayerBonus | undefined> =>
  request(`${PATHS[target]}/${encodeURIComponent(id)}/${action}`, { method: 'PUT', parse: readChangedBonus });

/** The bonus as it now stands, when the answer carries it (bare or under `data`): a cancel says what was forfeited. */
function readChangedBonus(body: unknown): PlayerBonus | undefined {
  try {
    const row = typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
    return parsePlayerBonus(row);
  } catch {
    return undefined;
  }
}

/** Query roots a change can move: the bonuses, the offers (a taken one goes), the balances. */
const ROOTS_MOVED: ReadonlySet<unknown> = new Set(['player', BONUS_OFFERS_ROOT, 'wallet']);

/** Refreshes every list a bonus change shows in, whatever the answer. */
export function useChangeBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBonus,
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          ROOTS_MOVED.has(query.queryKey[0]) &&
          (query.queryKey[0] !== 'player' || query.queryKey[1] === PLAYER_BONUSES_ROOT[1]),
      }),
  });
}
