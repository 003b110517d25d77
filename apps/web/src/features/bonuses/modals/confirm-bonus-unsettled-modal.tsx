import { activeBonusOf, usePlayerBonuses, withdrawalWarning } from '@/lib/bonuses';
import { useT } from '@/lib/i18n';
import { useModals, type ModalBodyProps } from '@/lib/modals';
import { useBonusMoney } from '../components/use-bonus-money';
import { WageringBar } from '../components/wagering-bar';
import { ModalLoading } from './modal-states';

/**
 * `?confirm-bonus-unsettled=<currency>`: before a withdrawal from an account whose bonus is still
 * wagering. Own money stays withdrawable; withdrawing forfeits the bonus and its winnings. Going
 * on returns to the withdraw form, which then shows the form instead of asking again.
 */
export default function ConfirmBonusUnsettledModal({ value, close }: ModalBodyProps) {
  const t = useT();
  const money = useBonusMoney();
  const { open } = useModals();
  const bonuses = usePlayerBonuses();
  const bonus = activeBonusOf(bonuses.data, value);
  if (bonuses.isPending) return <ModalLoading />;
  const proceed = () => {
    if (bonus) withdrawalWarning.accept(bonus.id);
    open('wallet', 'withdraw');
  };
  return (
    <div className="bonus-modal" data-testid="confirm-bonus-unsettled">
      {bonus ? (
        <>
          <p>
            {t('modals:confirm-bonus-unsettled.text', {
              title: bonus.title,
              amount: money(bonus.balance, bonus.currency),
            })}
          </p>
          {bonus.wager.isEnabled && <WageringBar bonus={bonus} />}
          <p className="modal-note modal-note--emphasis">{t('modals:confirm-bonus-unsettled.ownMoney')}</p>
        </>
      ) : (
        <p>{t('modals:confirm-bonus-unsettled.noBonus')}</p>
      )}
      <div className="bonus-modal__actions">
        <button type="button" className="modal-button" onClick={close}>
          {t('modals:confirm-bonus-unsettled.keep')}
        </button>
        <button
          type="button"
          className="modal-button modal-button--primary bonus-modal__danger"
          onClick={proceed}
          data-testid="confirm-bonus-unsettled-proceed"
        >
          {t(bonus ? 'modals:confirm-bonus-unsettled.proceed' : 'modals:confirm-bonus-unsettled.toWithdraw')}
        </button>
      </div>
    </div>
  );
}
