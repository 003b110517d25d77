import { useQueryClient } from '@tanstack/react-query';
import { showAlert } from '@/lib/alerts';
import { isRecord, request } from '@/lib/http';
import { logger } from '@/lib/logger';
import { useLocalizePath } from '@/lib/page-locale';
import { usePlayerChannel } from '@/lib/realtime';
import type { PlayerFreespin } from '@casino/shared';
import { bonusPaths } from './bonus-paths';
import { readBetMaxExceed, readIssuedFreespin } from './bonus-pushes';
import { useBonusMoney } from './use-bonus-money';

/** One alert per grant, even when a resubscribe delivers the publication again. */
const announcedFreespins = new Set<string>();

/** The game's name and identity, or undefined when the lookup fails (SPEC.md section 8: the alert then has no link). */
async function lookUpGame(freespin: PlayerFreespin): Promise<{ identity: string; name: string } | undefined> {
  const id = freespin.gameIdentity ?? freespin.gameId;
  if (!id) return undefined;
  try {
    return await request(`/api/game/games/${encodeURIComponent(id)}`, {
      parse: (body) => {
        const game = isRecord(body) && isRecord(body.data) ? body.data : body;
        if (!isRecord(game) || typeof game.identity !== 'string') throw new Error('Unexpected game');
        return { identity: game.identity, name: typeof game.name === 'string' ? game.name : game.identity };
      },
    });
  } catch (error) {
    logger.warn('the game of a free-spin alert could not be found', error);
    return undefined;
  }
}

/**
 * The bonus announcements every page makes for a logged-in player: free spins granted (with a
 * link to their game, or none when the game cannot be found) and a stake refused for being over
 * the bonus's maximum bet (`game.bet.max.exceed`, with its currency and maximum). Renders nothing;
 * app/ mounts it once beside the balance.
 */
export function BonusAlerts() {
  const money = useBonusMoney();
  const path = useLocalizePath();
  const queryClient = useQueryClient();
  const onMaxBet = (data: unknown) => {
    const push = readBetMaxExceed(data);
    if (!push) return;
    showAlert({
      kind: 'error',
      title: 'alerts:bonus.maxBetExceeded',
      description: 'alerts:bonus.maxBetExceededText',
      params: { amount: money(push.maxBetAmount, push.currency), currency: push.currency },
    });
  };
  usePlayerChannel('game:bets', onMaxBet);
  usePlayerChannel('bonus:player-bonuses', onMaxBet);
  usePlayerChannel('bonus:player-freespins', (data) => {
    const freespin = readIssuedFreespin(data);
    if (!freespin || announcedFreespins.has(freespin.id)) return;
    announcedFreespins.add(freespin.id);
    void queryClient.invalidateQueries({ queryKey: ['player', 'bonuses'] });
    void lookUpGame(freespin).then((game) =>
      showAlert({
        kind: 'success',
        title: 'alerts:bonus.freespinsIssued',
        description: game ? 'alerts:bonus.freespinsText' : 'alerts:bonus.freespinsTextNoGame',
        params: { count: freespin.count, game: game?.name ?? '' },
        link: game ? { to: path(bonusPaths.game(game.identity)), label: 'alerts:bonus.playNow' } : undefined,
      }),
    );
  });
  return null;
}
