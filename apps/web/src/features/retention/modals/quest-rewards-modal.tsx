import { Link } from 'react-router';
import { localizePath, type QuestReward } from '@casino/shared';
import { pathTo } from '@/config/paths';
import { formatDate, useT } from '@/lib/i18n';
import { ModalLink, type ModalBodyProps } from '@/lib/modals';
import { usePageLocale } from '@/lib/page-locale';
import { useQuest } from '../api/get-quests';
import { useCount, useRetentionMoney } from '../components/use-retention-money';
import { RetentionModalLoading, RetentionModalMissing } from './modal-states';

/** What a reward is worth, in words: a bonus's title, an amount of money, a number of points. */
function useRewardValue(): (reward: QuestReward) => string {
  const money = useRetentionMoney();
  const count = useCount();
  return (reward) => {
    if (reward.kind === 'cash' && reward.amount !== null && reward.currency)
      return money(reward.amount, reward.currency);
    if (reward.kind === 'points' && reward.amount !== null) return count(reward.amount);
    return reward.title ?? '';
  };
}

/** `?quest-rewards=<quest id>`: what completing the quest pays and, once completed, what was paid and where it went. */
export default function QuestRewardsModal({ value, close }: ModalBodyProps) {
  const t = useT();
  const locale = usePageLocale();
  const valueOf = useRewardValue();
  const { quest, loading, failed } = useQuest(value);
  if (loading) return <RetentionModalLoading />;
  if (!quest) return <RetentionModalMissing close={close} failed={failed} />;
  const granted = quest.rewardsGrantedAt !== null;
  const hasBonus = quest.rewards.some((reward) => reward.playerBonusId !== null || reward.playerFreespinId !== null);
  return (
    <div className="retention-modal" data-testid="quest-rewards" data-granted={granted || undefined}>
      <p className="retention-modal__lead" tabIndex={-1} data-autofocus="">
        <strong>{quest.name}</strong>
        <br />
        {granted
          ? t('global-components:retention.rewardsGranted', {
              date: formatDate(quest.rewardsGrantedAt ?? '', 'dateTime'),
            })
          : t('global-components:retention.rewardsPending')}
      </p>
      {quest.rewards.length === 0 && <p className="retention-empty">{t('global-components:retention.noRewards')}</p>}
      <ul className="quest-rewards">
        {quest.rewards.map((reward, index) => (
          <li
            key={`${reward.kind}-${index}`}
            className={`quest-reward quest-reward--${reward.kind}`}
            data-testid="quest-reward"
            data-kind={reward.kind}
          >
            <span className="quest-reward__icon" aria-hidden="true">
              {reward.kind === 'cash' ? '$' : reward.kind === 'points' ? '★' : reward.kind === 'freespins' ? '↻' : '🎁'}
            </span>
            <span className="quest-reward__text">
              <span className="quest-reward__kind">{t(`global-components:retention.rewardKinds.${reward.kind}`)}</span>
              <strong className="quest-reward__value">{valueOf(reward)}</strong>
            </span>
            {granted && (
              <span className="quest-badge quest-badge--completed">{t('global-components:retention.rewardPaid')}</span>
            )}
          </li>
        ))}
      </ul>
      <div className="retention-modal__actions">
        {granted && hasBonus && (
          <Link
            className="modal-button modal-button--primary"
            to={localizePath(pathTo('/profile/bonuses'), locale)}
            data-testid="quest-rewards-bonuses"
          >
            {t('global-components:retention.toMyBonuses')}
          </Link>
        )}
        <ModalLink className="modal-button" modal="quests-hub">
          {t('global-components:retention.allQuests')}
        </ModalLink>
      </div>
    </div>
  );
}
