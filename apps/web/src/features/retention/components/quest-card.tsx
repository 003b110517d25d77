import type { Quest } from '@casino/shared';
import { QuestState } from '@casino/shared';
import { formatDate, useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useChangeQuest, type QuestAction } from '../api/change-quest';
import { questPercent, questStateKey } from './quest-format';
import { TaskProgress } from './task-progress';

/** The quest's buttons: start or cancel, with the server's verdict on whether either is allowed. */
export function QuestActions({ quest }: { readonly quest: Quest }) {
  const t = useT();
  const change = useChangeQuest();
  const run = (action: QuestAction) => change.mutate({ id: quest.id, action });
  const failed = change.isError;
  if (!quest.canActivate && !quest.canCancel) return null;
  return (
    <div className="quest-card__actions">
      {quest.canActivate && (
        <button
          type="button"
          className="button button--primary button--small"
          disabled={change.isPending}
          onClick={() => run('activate')}
          data-testid="quest-activate"
        >
          {t('global-components:retention.activate')}
        </button>
      )}
      {quest.canCancel && (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={change.isPending}
          onClick={() => run('cancel')}
          data-testid="quest-cancel"
        >
          {t('global-components:retention.cancel')}
        </button>
      )}
      {failed && (
        <p className="quest-card__error" role="alert">
          {t('global-components:retention.actionFailed')}
        </p>
      )}
    </div>
  );
}

/** A quest of the hub: its state, its tasks with their live bars, its rewards and its buttons. */
export function QuestCard({ quest, compact = false }: { readonly quest: Quest; readonly compact?: boolean }) {
  const t = useT();
  const percent = questPercent(quest);
  const state = questStateKey(quest.state);
  const done = quest.tasks.filter((task) => task.isCompleted).length;
  return (
    <article
      className="quest-card"
      data-testid="quest-card"
      data-quest-id={quest.id}
      data-state={quest.state}
      aria-labelledby={`quest-${quest.id}-name`}
    >
      <header className="quest-card__head">
        <div
          className="quest-card__ring"
          style={{ '--quest-percent': `${percent}%` } as React.CSSProperties}
          aria-hidden="true"
        >
          <span>{percent}%</span>
        </div>
        <div className="quest-card__titles">
          <h3 id={`quest-${quest.id}-name`} className="quest-card__name">
            {quest.name}
          </h3>
          <p className="quest-card__meta">
            <span className={`quest-badge quest-badge--${state}`} data-testid="quest-state">
              {t(`global-components:retention.states.${state}`)}
            </span>
            <span>{t('global-components:retention.tasksDone', { done, total: quest.tasks.length })}</span>
            {quest.state !== QuestState.Completed && quest.endsAt && (
              <span>{t('global-components:retention.endsAt', { date: formatDate(quest.endsAt, 'date') })}</span>
            )}
          </p>
        </div>
      </header>
      {!compact && quest.description && <p className="quest-card__description">{quest.description}</p>}
      <p className="quest-card__order">
        {t(quest.isSequential ? 'global-components:retention.inSequence' : 'global-components:retention.anyOrder')}
      </p>
      <ol className="quest-tasks">
        {quest.tasks.map((task) => (
          <TaskProgress key={task.id} quest={quest} task={task} />
        ))}
      </ol>
      <footer className="quest-card__foot">
        <div className="quest-card__links">
          {compact && (
            <ModalLink
              className="quest-link"
              modal="quest-tasks"
              value={String(quest.id)}
              data-testid="quest-details-link"
            >
              {t('global-components:retention.details')}
            </ModalLink>
          )}
          <ModalLink
            className="quest-link"
            modal="quest-rewards"
            value={String(quest.id)}
            data-testid="quest-rewards-link"
          >
            {t(
              quest.rewardsGrantedAt
                ? 'global-components:retention.collectRewards'
                : 'global-components:retention.rewards',
            )}
          </ModalLink>
        </div>
        <QuestActions quest={quest} />
      </footer>
    </article>
  );
}
