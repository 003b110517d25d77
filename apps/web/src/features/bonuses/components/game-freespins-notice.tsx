import { PlayerBonusStatus } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useViewer } from '@/lib/viewer';
import { useFreespins } from '../api/get-freespins';
import { confirmationValue } from './bonus-format';
import { useBonusEvents } from './use-bonus-events';
import { useBonusMoney } from './use-bonus-money';
// Its own small stylesheet: the game page is prerendered, and the bonus pages' styles are not its business.
import './game-freespins.css';

/**
 * Above a game: the player's free spins on it. Active ones are played in the game itself (each
 * spin costs no own money); issued ones wait for activation, one click away.
 */
export function GameFreespinsNotice({ identity }: { readonly identity: string }) {
  const { isLoggedIn } = useViewer();
  if (!isLoggedIn) return null;
  return <PlayerGameFreespins identity={identity} />;
}

function PlayerGameFreespins({ identity }: { readonly identity: string }) {
  const t = useT();
  const money = useBonusMoney();
  const freespins = useFreespins();
  useBonusEvents();
  const here =
    freespins.data?.filter(
      (freespin) => freespin.gameIdentity?.toLowerCase() === identity.toLowerCase() && freespin.played < freespin.count,
    ) ?? [];
  if (here.length === 0) return null;
  return (
    <div className="game-freespins" role="status" data-testid="game-freespins">
      {here.map((freespin) => {
        const left = freespin.count - freespin.played;
        const isActive = freespin.status === PlayerBonusStatus.Active;
        return (
          <p key={freespin.id} className="game-freespins__row">
            <span>
              {t(isActive ? 'global-components:bonuses.gameSpinsActive' : 'global-components:bonuses.gameSpinsIssued', {
                count: left,
                stake: money(freespin.betAmount, freespin.currency),
              })}
            </span>
            {!isActive && (
              <ModalLink
                className="button button--primary button--small"
                modal="confirm-bonus"
                value={confirmationValue({ action: 'activate', target: 'freespin', id: freespin.id })}
              >
                {t('global-components:bonuses.activate')}
              </ModalLink>
            )}
          </p>
        );
      })}
    </div>
  );
}
