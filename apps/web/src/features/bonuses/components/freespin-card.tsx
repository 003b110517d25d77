import { Link } from 'react-router';
import { PlayerBonusStatus, type PlayerFreespin } from '@casino/shared';
import { formatDate, useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useLocalizePath } from '@/lib/page-locale';
import { confirmationValue } from './bonus-format';
import { bonusPaths } from './bonus-paths';
import { useBonusMoney } from './use-bonus-money';

/** A set of free spins: how many are left, on which game, and activate or play. */
export function FreespinCard({ freespin }: { readonly freespin: PlayerFreespin }) {
  const t = useT();
  const money = useBonusMoney();
  const path = useLocalizePath();
  const left = Math.max(0, freespin.count - freespin.played);
  const isActive = freespin.status === PlayerBonusStatus.Active;
  return (
    <li className="bonus-card bonus-card--spins" data-testid="player-freespin" data-status={freespin.status}>
      <div className="bonus-card__top">
        <h3 className="bonus-card__title">{freespin.title || t('global-components:bonuses.freespinsTitle')}</h3>
        <span className={`bonus-badge bonus-badge--${isActive ? 'active' : 'issued'}`}>
          {t(`global-components:bonuses.states.${isActive ? 'active' : 'issued'}`)}
        </span>
      </div>
      <p className="bonus-card__big" data-testid="freespins-left">
        {t('global-components:bonuses.spinsLeft', { left, count: freespin.count })}
      </p>
      <dl className="bonus-facts">
        <div>
          <dt>{t('global-components:bonuses.spinStake')}</dt>
          <dd>{money(freespin.betAmount, freespin.currency)}</dd>
        </div>
        <div>
          <dt>{t('global-components:bonuses.spinWinnings')}</dt>
          <dd>{money(freespin.winnings, freespin.currency)}</dd>
        </div>
        {freespin.expiresAt && (
          <div>
            <dt>{t('global-components:bonuses.playBy')}</dt>
            <dd>
              <bdi dir="ltr">{formatDate(freespin.expiresAt, 'dateTime')}</bdi>
            </dd>
          </div>
        )}
      </dl>
      <div className="bonus-card__actions">
        {freespin.status === PlayerBonusStatus.Issued && (
          <ModalLink
            className="button button--primary button--small"
            modal="confirm-bonus"
            value={confirmationValue({ action: 'activate', target: 'freespin', id: freespin.id })}
          >
            {t('global-components:bonuses.activate')}
          </ModalLink>
        )}
        {freespin.gameIdentity && (
          <Link
            className={`button button--small ${isActive ? 'button--primary' : 'button--secondary'}`}
            to={path(bonusPaths.game(freespin.gameIdentity))}
          >
            {t('global-components:bonuses.playGame')}
          </Link>
        )}
      </div>
    </li>
  );
}
