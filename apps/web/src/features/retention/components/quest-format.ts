import { intlLocaleOf, QUEST_AMOUNT_TASK_TYPES, QuestState, type Quest, type QuestTask } from '@casino/shared';

/** How far a task has come, 0 to 100, whole percent (a bar never shows full before it is). */
export function taskPercent(task: Pick<QuestTask, 'progress' | 'quantity' | 'isCompleted'>): number {
  if (task.isCompleted) return 100;
  if (task.quantity <= 0) return 0;
  return Math.min(99, Math.floor((task.progress / task.quantity) * 100));
}

/** A quest's progress: the mean of its tasks' (each task weighs the same). */
export function questPercent(quest: Pick<Quest, 'tasks' | 'state'>): number {
  if (quest.state === QuestState.Completed) return 100;
  if (quest.tasks.length === 0) return 0;
  const sum = quest.tasks.reduce((total, task) => total + taskPercent(task), 0);
  return Math.min(99, Math.floor(sum / quest.tasks.length));
}

export const isAmountTask = (task: Pick<QuestTask, 'type'>): boolean =>
  (QUEST_AMOUNT_TASK_TYPES as readonly string[]).includes(task.type);

/** The content key of a quest state (global-components:retention.states.*). */
export function questStateKey(state: Quest['state']): string {
  switch (state) {
    case QuestState.New:
      return 'offered';
    case QuestState.InProgress:
      return 'inProgress';
    case QuestState.Completed:
      return 'completed';
    case QuestState.Canceled:
      return 'canceled';
    default:
      return 'expired';
  }
}

/** A task of a sequential quest waits for the one before it: it is not active and not done. */
export const isTaskLocked = (
  quest: Pick<Quest, 'isSequential' | 'state'>,
  task: Pick<QuestTask, 'isActive' | 'isCompleted'>,
): boolean => quest.isSequential && quest.state === QuestState.InProgress && !task.isActive && !task.isCompleted;

/** A task counts given games or a collection (the quest-task-games modal lists them). */
export const hasGames = (task: Pick<QuestTask, 'gameIdentities' | 'collection'>): boolean =>
  task.gameIdentities.length > 0 || task.collection !== null;

/** Where a quest and a task are in the modals' values: `<questId>` and `<questId>-<taskId>`. */
export const taskModalValue = (task: Pick<QuestTask, 'questId' | 'id'>): string => `${task.questId}-${task.id}`;

export function readTaskModalValue(value: string): { questId: string; taskId: string } | undefined {
  const match = /^(\d+)-(\d+)$/.exec(value);
  return match ? { questId: match[1] ?? '', taskId: match[2] ?? '' } : undefined;
}

/** Progress to the next level, 0 to 100 (100 at the top level). */
export function levelPercent(account: {
  points: number;
  currentLevel: { points: number };
  nextLevel: { points: number } | null;
}): number {
  if (!account.nextLevel) return 100;
  const span = account.nextLevel.points - account.currentLevel.points;
  if (span <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor(((account.points - account.currentLevel.points) / span) * 100)));
}

/** Basis points as a percent text: 1250 reads 12.5. */
export const percentOfBps = (bps: number, locale: string): string =>
  new Intl.NumberFormat(intlLocaleOf(locale), { maximumFractionDigits: 2 }).format(bps / 100);

/** Task types whose progress comes from casino rounds: on a game page they may be counting now. */
const ROUND_TASKS: ReadonlySet<QuestTask['type']> = new Set(['play_games', 'rounds', 'wager', 'win_multiplier']);

/** A round of `identity` moves the task: a round task of any game, or of a list that names this one. */
export function countsGame(task: QuestTask, identity: string): boolean {
  if (!ROUND_TASKS.has(task.type) || task.collection !== null) return false;
  if (task.gameIdentities.length === 0) return task.type !== 'play_games';
  return task.gameIdentities.some((candidate) => candidate.toLowerCase() === identity.toLowerCase());
}

/** Basis points as a percent in the page language's own way: '25%', '25 %' (de, fr). */
export const percentTextOfBps = (bps: number, locale: string): string =>
  new Intl.NumberFormat(intlLocaleOf(locale), { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
