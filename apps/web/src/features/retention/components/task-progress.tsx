import { useId } from 'react';
import type { Quest, QuestTask } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { hasGames, isAmountTask, isTaskLocked, taskModalValue, taskPercent } from './quest-format';
import { useCount, useRetentionMoney } from './use-retention-money';

/** A task in the player's words: 'Wager 50.00 USD', 'Win 5× your stake or more'. */
export function useTaskTitle(): (task: QuestTask) => string {
  const t = useT();
  const money = useRetentionMoney();
  return (task) =>
    t(`global-components:retention.tasks.${task.type}`, {
      amount: task.currency ? money(task.quantity, task.currency) : String(task.quantity),
      multiplier: task.minMultiplier ?? '',
      odds: task.minOdds ?? '',
    });
}

/** Done of asked, as numbers or money: '12 / 30', '20.00 USD / 50.00 USD'. */
export function useTaskNumbers(): (task: QuestTask) => string {
  const money = useRetentionMoney();
  const count = useCount();
  return (task) =>
    isAmountTask(task) && task.currency
      ? `${money(task.progress, task.currency)} / ${money(task.quantity, task.currency)}`
      : `${count(task.progress)} / ${count(task.quantity)}`;
}

/** A task with its live progress bar; a task that counts given games links to them. */
export function TaskProgress({
  quest,
  task,
  showGames = true,
}: {
  readonly quest: Quest;
  readonly task: QuestTask;
  readonly showGames?: boolean;
}) {
  const t = useT();
  const labelId = useId();
  const title = useTaskTitle()(task);
  const numbers = useTaskNumbers()(task);
  const percent = taskPercent(task);
  const locked = isTaskLocked(quest, task);
  const state = task.isCompleted ? 'done' : locked ? 'locked' : 'open';
  return (
    <li className="quest-task" data-testid="quest-task" data-task-id={task.id} data-state={state}>
      <div className="quest-task__head">
        <span className="quest-task__mark" aria-hidden="true">
          {task.isCompleted ? '✓' : task.position}
        </span>
        <span id={labelId} className="quest-task__title">
          {title}
        </span>
        <span className="quest-task__numbers" data-testid="quest-task-numbers">
          {task.isCompleted ? t('global-components:retention.taskDone') : numbers}
        </span>
      </div>
      <div
        className="quest-bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={numbers}
        data-testid="quest-task-bar"
        data-percent={percent}
      >
        <span className="quest-bar__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      {locked && <p className="quest-task__note">{t('global-components:retention.taskLocked')}</p>}
      {showGames && hasGames(task) && (
        <ModalLink
          className="quest-link"
          modal="quest-task-games"
          value={taskModalValue(task)}
          data-testid="quest-task-games-link"
        >
          {t('global-components:retention.seeGames')}
        </ModalLink>
      )}
    </li>
  );
}
