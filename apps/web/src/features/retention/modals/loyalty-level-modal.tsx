import { useT } from '@/lib/i18n';
import { ModalLink, type ModalBodyProps } from '@/lib/modals';
import { usePageLocale } from '@/lib/page-locale';
import { useLoyaltyAccount, useLoyaltyLevels } from '../api/get-loyalty';
import { LoyaltyProgress } from '../components/loyalty-card';
import { percentOfBps } from '../components/quest-format';
import { RetentionModalLoading, RetentionModalMissing } from './modal-states';

/** `?loyaltyLevel=<level order>`: the level-up notice away from the game page, with what the level brings. */
export default function LoyaltyLevelModal({ value, close }: ModalBodyProps) {
  const t = useT();
  const locale = usePageLocale();
  const account = useLoyaltyAccount();
  const levels = useLoyaltyLevels();
  if (account.isPending) return <RetentionModalLoading />;
  if (!account.data) return <RetentionModalMissing close={close} failed />;
  const order = Number(value) > 0 ? Number(value) : account.data.currentLevel.order;
  const level = levels.data?.find((candidate) => candidate.order === order);
  const name = level?.name ?? account.data.currentLevel.name;
  const rakebackBps = level?.rakebackBps ?? account.data.currentLevel.rakebackBps;
  return (
    <div className="retention-modal loyalty-level" data-testid="loyalty-level-modal" data-level={order}>
      <div className="loyalty-level__hero" aria-hidden="true">
        <span className="loyalty-level__badge">{order}</span>
      </div>
      <p className="loyalty-level__headline" tabIndex={-1} data-autofocus="">
        {t('global-components:retention.loyalty.levelUpText', { name })}
      </p>
      {rakebackBps > 0 && (
        <p className="retention-modal__lead">
          {t('global-components:retention.loyalty.rakebackRate', { rate: percentOfBps(rakebackBps, locale) })}
        </p>
      )}
      {level && level.rewards.length > 0 && (
        <section aria-labelledby="loyalty-level-rewards">
          <h3 id="loyalty-level-rewards" className="quests-hub__section-title">
            {t('global-components:retention.loyalty.levelRewards')}
          </h3>
          <ul className="quest-rewards">
            {level.rewards.map((reward) => (
              <li key={`${reward.kind}-${reward.bonusId}`} className="quest-reward">
                <span className="quest-reward__icon" aria-hidden="true">
                  🎁
                </span>
                <span className="quest-reward__text">
                  <span className="quest-reward__kind">
                    {t(`global-components:retention.rewardKinds.${reward.kind}`)}
                  </span>
                  <strong className="quest-reward__value">{reward.title}</strong>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <LoyaltyProgress account={account.data} />
      <div className="retention-modal__actions">
        <ModalLink className="modal-button" modal="quests-hub">
          {t('global-components:retention.openQuests')}
        </ModalLink>
        <button
          type="button"
          className="modal-button modal-button--primary"
          onClick={close}
          data-testid="loyalty-level-ok"
        >
          {t('global-components:retention.loyalty.ok')}
        </button>
      </div>
    </div>
  );
}
