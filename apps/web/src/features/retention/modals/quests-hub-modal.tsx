import { QuestState } from '@casino/shared';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { useQuests } from '../api/get-quests';
import { QuestCard } from '../components/quest-card';
import { RetentionModalLoading, RetentionModalMissing } from './modal-states';

/** `?quests-hub=true`: the player's live quests with their bars (moved by the quest channel), then the completed ones. */
export default function QuestsHubModal({ close }: ModalBodyProps) {
  const t = useT();
  const quests = useQuests();
  if (quests.isPending) return <RetentionModalLoading />;
  if (quests.isError) return <RetentionModalMissing close={close} failed />;
  const live = quests.data.filter((quest) => quest.state === QuestState.New || quest.state === QuestState.InProgress);
  const completed = quests.data.filter((quest) => quest.state === QuestState.Completed);
  return (
    <div className="retention-modal quests-hub" data-testid="quests-hub">
      <p className="retention-modal__lead" tabIndex={-1} data-autofocus="">
        {t('global-components:retention.lead')}
      </p>
      {live.length === 0 && <p className="retention-empty">{t('global-components:retention.empty')}</p>}
      <div className="quests-hub__list">
        {live.map((quest) => (
          <QuestCard key={quest.id} quest={quest} compact />
        ))}
      </div>
      {completed.length > 0 && (
        <section className="quests-hub__section" aria-labelledby="quests-hub-completed">
          <h3 id="quests-hub-completed" className="quests-hub__section-title">
            {t('global-components:retention.completedTitle')}
          </h3>
          <div className="quests-hub__list">
            {completed.map((quest) => (
              <QuestCard key={quest.id} quest={quest} compact />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
