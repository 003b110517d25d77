import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  QUEST_AMOUNT_TASK_TYPES,
  QuestState,
  type Quest,
  type QuestReward,
  type QuestTask,
  type QuestTaskType,
  type PlayerId,
} from '@casino/shared';
import { queryRows } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { RewardBonuses } from './loyalty';
import { BASE_CURRENCY, convertDown, convertUp, money, type RateTable } from './retention-money';
import { playerQuests, playerQuestTasks, questTasks, type quests } from './retention.table';

export type QuestRow = typeof quests.$inferSelect;
export type QuestTaskRow = typeof questTasks.$inferSelect;
export type PlayerQuestRow = typeof playerQuests.$inferSelect;
export type PlayerQuestTaskRow = typeof playerQuestTasks.$inferSelect;

const AMOUNT_TYPES: readonly QuestTaskType[] = QUEST_AMOUNT_TASK_TYPES;

export const isAmountTask = (type: QuestTaskType): boolean => AMOUNT_TYPES.includes(type);

/** Hundredths as a decimal string: 150 → "1.50". */
export const hundredths = (value: number | null): string | null =>
  value === null ? null : `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

export async function tasksOf(executor: Executor, questIds: readonly number[]): Promise<Map<number, QuestTaskRow[]>> {
  const byQuest = new Map<number, QuestTaskRow[]>();
  if (questIds.length === 0) return byQuest;
  const rows = await executor
    .select()
    .from(questTasks)
    .where(inArray(questTasks.questId, [...questIds]))
    .orderBy(asc(questTasks.questId), asc(questTasks.position));
  for (const row of rows) byQuest.set(row.questId, [...(byQuest.get(row.questId) ?? []), row]);
  return byQuest;
}

/** The player's attempts of these quests, newest first per quest. */
export async function attemptsOf(
  executor: Executor,
  playerId: PlayerId,
  questIds: readonly number[],
): Promise<Map<number, PlayerQuestRow[]>> {
  const byQuest = new Map<number, PlayerQuestRow[]>();
  if (questIds.length === 0) return byQuest;
  const rows = await executor
    .select()
    .from(playerQuests)
    .where(and(eq(playerQuests.playerId, playerId), inArray(playerQuests.questId, [...questIds])))
    .orderBy(desc(playerQuests.attempt));
  for (const row of rows) byQuest.set(row.questId, [...(byQuest.get(row.questId) ?? []), row]);
  return byQuest;
}

async function progressOf(executor: Executor, attemptIds: readonly string[]): Promise<Map<string, PlayerQuestTaskRow>> {
  if (attemptIds.length === 0) return new Map();
  const rows = await executor
    .select()
    .from(playerQuestTasks)
    .where(inArray(playerQuestTasks.playerQuestId, [...attemptIds]));
  return new Map(rows.map((row) => [`${row.playerQuestId}:${row.taskId}`, row]));
}

/** Game ids and identities of the tasks' games (the operator names either). */
async function gamesNamed(
  executor: Executor,
  keys: readonly string[],
): Promise<Map<string, { id: string; identity: string }>> {
  if (keys.length === 0) return new Map();
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string; identity: string }>(
    executor,
    sql`select id::text as id, identity from games where identity in (${list}) or id::text in (${list})`,
  );
  const found = new Map<string, { id: string; identity: string }>();
  for (const row of rows) {
    found.set(row.id, row);
    found.set(row.identity, row);
  }
  return found;
}

interface ViewContext {
  readonly rates: RateTable;
  readonly currency: string;
  readonly now: Date;
}

/** The quest as the player sees it: its state from their latest attempt, amounts in `currency`. */
function stateOf(
  quest: QuestRow,
  attempts: readonly PlayerQuestRow[],
  now: Date,
): { state: QuestState; attempt: PlayerQuestRow | undefined; canActivate: boolean } {
  const latest = attempts[0];
  const live = quest.startsAt <= now && now < quest.endsAt;
  const attemptsLeft = attempts.length < quest.attemptsLimit;
  if (!latest) {
    if (!live) return { state: QuestState.ExpiredUnclaimed, attempt: undefined, canActivate: false };
    return {
      state: quest.requiresActivation ? QuestState.New : QuestState.InProgress,
      attempt: undefined,
      canActivate: quest.requiresActivation,
    };
  }
  if ((latest.state === QuestState.Canceled || latest.state === QuestState.Completed) && live && attemptsLeft) {
    return {
      state: latest.state === QuestState.Canceled ? QuestState.New : latest.state,
      attempt: latest.state === QuestState.Canceled ? undefined : latest,
      canActivate: true,
    };
  }
  return { state: latest.state, attempt: latest, canActivate: latest.state === QuestState.New && live };
}

export async function questViews(
  executor: Executor,
  bonuses: RewardBonuses,
  playerId: PlayerId,
  questRows: readonly QuestRow[],
  context: ViewContext,
): Promise<Quest[]> {
  const ids = questRows.map((quest) => quest.id);
  const [tasks, attempts] = [await tasksOf(executor, ids), await attemptsOf(executor, playerId, ids)];
  const states = new Map(
    questRows.map((quest) => [quest.id, stateOf(quest, attempts.get(quest.id) ?? [], context.now)]),
  );
  const attemptIds = [...states.values()].flatMap((state) => (state.attempt ? [state.attempt.id] : []));
  const progress = await progressOf(executor, attemptIds);
  const games = await gamesNamed(executor, [...new Set([...tasks.values()].flat().flatMap((task) => task.gameIds))]);
  const templates = await bonuses.templates(executor, [
    ...new Set(questRows.flatMap((quest) => quest.rewards.flatMap((reward) => (reward.bonus ? [reward.bonus] : [])))),
  ]);
  return questRows.map((quest) => {
    const { state, attempt, canActivate } = states.get(quest.id) ?? {
      state: QuestState.New,
      attempt: undefined,
      canActivate: false,
    };
    const questTasksOf = tasks.get(quest.id) ?? [];
    const live = state === QuestState.New || state === QuestState.InProgress;
    const done = (task: QuestTaskRow) => Boolean(attempt && progress.get(`${attempt.id}:${task.id}`)?.completedAt);
    const current = questTasksOf.find((task) => !done(task));
    const taskViews = questTasksOf.map((task): QuestTask => {
      const row = attempt ? progress.get(`${attempt.id}:${task.id}`) : undefined;
      const isCompleted = Boolean(row?.completedAt);
      const amount = isAmountTask(task.type);
      const quantity = amount
        ? convertUp(context.rates, task.quantity, BASE_CURRENCY, context.currency)
        : task.quantity;
      const raw = amount
        ? convertDown(context.rates, row?.progress ?? 0n, BASE_CURRENCY, context.currency)
        : (row?.progress ?? 0n);
      const named = task.gameIds
        .map((key) => games.get(key))
        .filter((game): game is { id: string; identity: string } => game !== undefined);
      return {
        id: task.id,
        questId: quest.id,
        type: task.type,
        isActive: live && !isCompleted && (!quest.isSequential || current?.id === task.id),
        isCompleted,
        progress: money(isCompleted ? quantity : raw < quantity ? raw : quantity),
        quantity: money(quantity),
        currency: amount ? context.currency : null,
        position: task.position,
        gameIds: named.map((game) => game.id),
        gameIdentities: named.map((game) => game.identity),
        collection: task.collection,
        minMultiplier: hundredths(task.minMultiplierHundredths),
        minOdds: hundredths(task.minOddsHundredths),
      };
    });
    const rewards = quest.rewards.map((reward, index): QuestReward => {
      const template = reward.bonus ? templates.get(reward.bonus) : undefined;
      const granted = attempt?.granted[index];
      return {
        kind: reward.kind,
        bonusId: template?.id ?? null,
        bonusPageIdentity: reward.bonus ?? null,
        title: template?.title ?? null,
        amount:
          reward.kind === 'cash'
            ? money(convertDown(context.rates, BigInt(reward.amount ?? 0), BASE_CURRENCY, context.currency))
            : reward.kind === 'points'
              ? (reward.amount ?? 0)
              : null,
        currency: reward.kind === 'cash' ? context.currency : null,
        playerBonusId: granted?.playerBonusId ?? null,
        playerFreespinId: granted?.playerFreespinId ?? null,
      };
    });
    return {
      id: quest.id,
      name: quest.name,
      description: quest.description,
      state,
      isSequential: quest.isSequential,
      requiresActivation: quest.requiresActivation,
      attemptsLimit: quest.attemptsLimit,
      attemptsUsed: (attempts.get(quest.id) ?? []).length,
      canActivate,
      canCancel: state === QuestState.InProgress && attempt !== undefined && quest.requiresActivation,
      startsAt: quest.startsAt.toISOString(),
      endsAt: quest.endsAt.toISOString(),
      activatedAt: attempt?.activatedAt?.toISOString() ?? null,
      completedAt: attempt?.completedAt?.toISOString() ?? null,
      currency: context.currency,
      tasks: taskViews,
      rewards,
      rewardsGrantedAt: attempt?.rewardsGrantedAt?.toISOString() ?? null,
    };
  });
}
