import { PlayerBonusStatus, type PlayerBonus } from '@casino/shared';
import { formatDate, useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { confirmationValue, resultKey } from './bonus-format';
import { useBonusMoney } from './use-bonus-money';
import { WageringBar } from './wagering-bar';

/** A granted bonus: what it holds, its wagering and its limits, and what the player can do with it. */
export function PlayerBonusCard({ bonus }: { readonly bonus: PlayerBonus }) {
  const t = useT();
  const money = useBonusMoney();
  const state = resultKey(bonus);
  const isActive = bonus.status === PlayerBonusStatus.Active;
  return (
    <li className="bonus-card" data-testid="player-bonus" data-status={bonus.status} data-bonus-id={bonus.id}>
      <div className="bonus-card__top">
        <h3 className="bonus-card__title">{bonus.title || t('global-components:bonuses.untitled')}</h3>
        <span className={`bonus-badge bonus-badge--${state}`}>{t(`global-components:bonuses.states.${state}`)}</span>
      </div>
      <dl className="bonus-facts">
        <div>
          <dt>{t('global-components:bonuses.balance')}</dt>
          <dd data-testid="player-bonus-balance">{money(isActive ? bonus.balance : bonus.amount, bonus.currency)}</dd>
        </div>
        {bonus.wager.maxBet !== null && (
          <div>
            <dt>{t('global-components:bonuses.maxBet')}</dt>
            <dd>{money(bonus.wager.maxBet, bonus.currency)}</dd>
          </div>
        )}
        {bonus.expiresAt && (
          <div>
            <dt>{t(isActive ? 'global-components:bonuses.wagerBy' : 'global-components:bonuses.activateBy')}</dt>
            <dd>
              <bdi dir="ltr">{formatDate(bonus.expiresAt, 'dateTime')}</bdi>
            </dd>
          </div>
        )}
      </dl>
      {bonus.wager.isEnabled &&
        (isActive ? (
          <WageringBar bonus={bonus} />
        ) : (
          <p className="bonus-muted bonus-card__note">
            {t('global-components:bonuses.wagerAfterActivation', { multiplier: bonus.wager.multiplier })}
          </p>
        ))}
      <div className="bonus-card__actions">
        {bonus.status === PlayerBonusStatus.Issued && (
          <ModalLink
            className="button button--primary button--small"
            modal="confirm-bonus"
            value={confirmationValue({ action: 'activate', target: 'bonus', id: bonus.id })}
            data-testid="activate-bonus"
          >
            {t('global-components:bonuses.activate')}
          </ModalLink>
        )}
        <ModalLink className="button button--secondary button--small" modal="bonus-details" value={bonus.id}>
          {t('global-components:bonuses.details')}
        </ModalLink>
        <ModalLink
          className="bonus-card__cancel"
          modal="confirm-bonus"
          value={confirmationValue({ action: 'cancel', target: 'bonus', id: bonus.id })}
          data-testid="cancel-bonus"
        >
          {t('global-components:bonuses.cancel')}
        </ModalLink>
      </div>
    </li>
  );
}
