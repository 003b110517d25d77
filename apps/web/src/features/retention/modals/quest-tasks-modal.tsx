import { useT } from '@/lib/i18n';
import { ModalLink, type ModalBodyProps } from '@/lib/modals';
import { useQuest } from '../api/get-quests';
import { QuestCard } from '../components/quest-card';
import { RetentionModalLoading, RetentionModalMissing } from './modal-states';

/** `?quest-tasks=<quest id>`: one quest in full: its terms, every task with its bar and games, its buttons. */
export default function QuestTasksModal({ value, close }: ModalBodyProps) {
  const t = useT();
  const { quest, loading, failed } = useQuest(value);
  if (loading) return <RetentionModalLoading />;
  if (!quest) return <RetentionModalMissing close={close} failed={failed} />;
  return (
    <div className="retention-modal" data-testid="quest-tasks">
      <QuestCard quest={quest} />
      <div className="retention-modal__actions">
        <ModalLink className="modal-button" modal="quests-hub">
          {t('global-components:retention.allQuests')}
        </ModalLink>
      </div>
    </div>
  );
}
