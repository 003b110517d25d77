import { PlayerBonusStatus } from '@casino/shared';
import { formatDate, useT } from '@/lib/i18n';
import { ModalLink, type ModalBodyProps } from '@/lib/modals';
import { confirmationValue, resultKey } from '../components/bonus-format';
import { BonusTerms, termsOfBonus } from '../components/bonus-terms';
import { useBonusMoney } from '../components/use-bonus-money';
import { WageringBar } from '../components/wagering-bar';
import { ModalLoading, ModalMissing } from './modal-states';
import { useListedBonus, useOfferDescription } from './use-listed-bonus';

/** `?bonus-details=<player bonus id>`: a granted bonus, where it stands and its terms. */
export default function BonusDetailsModal({ value, close }: ModalBodyProps) {
  const t = useT();
  const money = useBonusMoney();
  const { bonus, loading } = useListedBonus(value);
  const description = useOfferDescription(bonus?.pageIdentity);
  if (loading) return <ModalLoading />;
  if (!bonus) return <ModalMissing close={close} />;
  const state = resultKey(bonus);
  const isFinished = bonus.status === PlayerBonusStatus.Finished;
  return (
    <div className="bonus-modal" data-testid="bonus-details">
      <div className="bonus-modal__headline" tabIndex={-1} data-autofocus="">
        <strong>{bonus.title || t('global-components:bonuses.untitled')}</strong>
        <span className={`bonus-badge bonus-badge--${state}`}>{t(`global-components:bonuses.states.${state}`)}</span>
      </div>
      <dl className="bonus-facts">
        <div>
          <dt>{t('global-components:bonuses.granted')}</dt>
          <dd>{money(bonus.amount, bonus.currency)}</dd>
        </div>
        <div>
          <dt>{t('global-components:bonuses.balance')}</dt>
          <dd>{money(bonus.balance, bonus.currency)}</dd>
        </div>
        {isFinished && (
          <>
            <div>
              <dt>{t('global-components:bonuses.history.converted')}</dt>
              <dd>{money(bonus.convertedAmount, bonus.currency)}</dd>
            </div>
            <div>
              <dt>{t('global-components:bonuses.history.forfeited')}</dt>
              <dd data-testid="details-forfeited">{money(bonus.forfeitedAmount, bonus.currency)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('global-components:bonuses.issuedAt')}</dt>
          <dd>{bonus.issuedAt ? <bdi dir="ltr">{formatDate(bonus.issuedAt, 'dateTime')}</bdi> : '—'}</dd>
        </div>
      </dl>
      {bonus.wager.isEnabled && !isFinished && <WageringBar bonus={bonus} />}
      <BonusTerms terms={termsOfBonus(bonus, description)} />
      <div className="bonus-modal__actions">
        {!isFinished && (
          <ModalLink
            className="modal-button"
            modal="confirm-bonus"
            value={confirmationValue({ action: 'cancel', target: 'bonus', id: bonus.id })}
          >
            {t('global-components:bonuses.cancel')}
          </ModalLink>
        )}
        <button type="button" className="modal-button modal-button--primary" onClick={close}>
          {t('modals:bonus-condition.ok')}
        </button>
      </div>
    </div>
  );
}
