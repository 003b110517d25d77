import { usePlayerBonuses } from '@/lib/bonuses';
import { Link } from 'react-router';
import { PlayerBonusStatus } from '@casino/shared';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { useLocalizePath } from '@/lib/page-locale';
import { bonusPaths } from '../components/bonus-paths';
import { useBonusMoney } from '../components/use-bonus-money';
import { WageringBar } from '../components/wagering-bar';

/** `?wallet-bonus-info=true`: what the bonus balance is, and the bonus wagering now. */
export default function WalletBonusInfoModal({ close }: ModalBodyProps) {
  const t = useT();
  const money = useBonusMoney();
  const path = useLocalizePath();
  const bonuses = usePlayerBonuses();
  const active = bonuses.data?.filter((bonus) => bonus.status === PlayerBonusStatus.Active) ?? [];
  return (
    <div className="bonus-modal" data-testid="wallet-bonus-info">
      <p>{t('modals:wallet-bonus-info.text')}</p>
      <ul className="bonus-modal__rules">
        <li>{t('global-components:bonuses.terms.stakeOrder.own_then_bonus')}</li>
        <li>{t('global-components:bonuses.terms.winSplit.proportional_to_stake')}</li>
        <li>{t('modals:wallet-bonus-info.conversion')}</li>
        <li>{t('global-components:bonuses.terms.ownWithdrawable')}</li>
      </ul>
      {active.map((bonus) => (
        <div key={bonus.id} className="bonus-panel">
          <p>
            <strong>{bonus.title}</strong> · {money(bonus.balance, bonus.currency)}
          </p>
          {bonus.wager.isEnabled && <WageringBar bonus={bonus} />}
        </div>
      ))}
      <div className="bonus-modal__actions">
        <Link className="modal-button" to={path(bonusPaths.bonuses)} onClick={close}>
          {t('modals:wallet-bonus-info.toBonuses')}
        </Link>
        <button type="button" className="modal-button modal-button--primary" onClick={close}>
          {t('modals:bonus-condition.ok')}
        </button>
      </div>
    </div>
  );
}
