import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import {
  minorAmount,
  QuestState,
  type QuestTaskType,
  type QuestTaskUpdatedPush,
  type QuestUpdatedPush,
  type PlayerId,
} from '@casino/shared';
import { queryRows } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { Notify } from '../notification/notification.service';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import type { Loyalty, RetentionLedger, RewardBonuses } from './loyalty';
import { questViews, tasksOf, type PlayerQuestRow, type QuestRow, type QuestTaskRow } from './quest-views';
import { BASE_CURRENCY, convertDown, selectedCurrencyOf, type RateTable } from './retention-money';
import { playerQuests, playerQuestTasks, quests } from './retention.table';

/** What retention hears of, each once (retention_events): a settled round, a credited deposit, a login day. */
export type RetentionEvent =
  | {
      readonly kind: 'round';
      readonly playerId: PlayerId;
      readonly currency: string;
      readonly at: Date;
      /** The whole stake and the own-money part of it (bonus money excluded). */
      readonly stake: bigint;
      readonly ownStake: bigint;
      readonly win: bigint;
      readonly gameId: string;
      readonly gameIdentity: string;
      readonly sports: boolean;
      /** Sports: the combined decimal odds in hundredths (rounded down). */
      readonly oddsHundredths: number | null;
      readonly voided: boolean;
    }
  | {
      readonly kind: 'deposit';
      readonly playerId: PlayerId;
      readonly currency: string;
      readonly amount: bigint;
      readonly at: Date;
    }
  | { readonly kind: 'login'; readonly playerId: PlayerId; readonly day: string; readonly at: Date };

const EVENT_TASKS: Readonly<Record<RetentionEvent['kind'], readonly QuestTaskType[]>> = {
  round: ['wager', 'rounds', 'play_games', 'win_multiplier', 'sports_bets'],
  deposit: ['deposit'],
  login: ['login_days'],
};

export interface QuestDependencies {
  readonly loyalty: Loyalty;
  readonly ledger: RetentionLedger;
  readonly bonuses: RewardBonuses;
  /** The player's message of a completed quest, on the completing transaction. */
  readonly notify?: Notify;
}

/** The player's live quests that count this event, moved on by it; completed ones pay their rewards once. */
export async function questEvent(
  tx: Executor,
  deps: QuestDependencies,
  rates: RateTable,
  event: RetentionEvent,
): Promise<void> {
  const live = await tx
    .select()
    .from(quests)
    .where(and(lte(quests.startsAt, event.at), gt(quests.endsAt, event.at)));
  if (live.length === 0) return;
  const tasks = await tasksOf(
    tx,
    live.map((quest) => quest.id),
  );
  for (const quest of live) {
    const questTasksOf = tasks.get(quest.id) ?? [];
    if (!questTasksOf.some((task) => EVENT_TASKS[event.kind].includes(task.type))) continue;
    const attempt = await liveAttempt(tx, quest, event.playerId, event.at);
    if (!attempt) continue;
    await advance(tx, deps, rates, quest, questTasksOf, attempt, event);
  }
}

/** The attempt in progress, locked; a quest without activation starts at the first event that counts. */
async function liveAttempt(
  tx: Executor,
  quest: QuestRow,
  playerId: PlayerId,
  at: Date,
): Promise<PlayerQuestRow | undefined> {
  const latest = async () =>
    (
      await tx
        .select()
        .from(playerQuests)
        .where(and(eq(playerQuests.playerId, playerId), eq(playerQuests.questId, quest.id)))
        .orderBy(desc(playerQuests.attempt))
        .limit(1)
        .for('update')
    )[0];
  let attempt = await latest();
  if (!attempt && !quest.requiresActivation) {
    await tx
      .insert(playerQuests)
      .values({ playerId, questId: quest.id, attempt: 1, state: QuestState.InProgress, activatedAt: at })
      .onConflictDoNothing();
    attempt = await latest();
  }
  return attempt?.state === QuestState.InProgress ? attempt : undefined;
}

async function advance(
  tx: Executor,
  deps: QuestDependencies,
  rates: RateTable,
  quest: QuestRow,
  tasks: readonly QuestTaskRow[],
  attempt: PlayerQuestRow,
  event: RetentionEvent,
): Promise<void> {
  const rows = await tx
    .select()
    .from(playerQuestTasks)
    .where(eq(playerQuestTasks.playerQuestId, attempt.id))
    .for('update');
  const byTask = new Map(rows.map((row) => [row.taskId, row]));
  const open = tasks.filter((task) => !byTask.get(task.id)?.completedAt);
  const counting = quest.isSequential ? open.slice(0, 1) : open;
  let changed = false;
  for (const task of counting) {
    const before = byTask.get(task.id);
    const next = await nextProgress(tx, rates, task, before, event);
    if (next === undefined) continue;
    const progress = next.progress > task.quantity ? task.quantity : next.progress;
    const completedAt = progress >= task.quantity ? event.at : null;
    await tx
      .insert(playerQuestTasks)
      .values({ playerQuestId: attempt.id, taskId: task.id, progress, completedAt, lastDay: next.lastDay ?? null })
      .onConflictDoUpdate({
        target: [playerQuestTasks.playerQuestId, playerQuestTasks.taskId],
        set: { progress, completedAt, lastDay: next.lastDay ?? null },
      });
    byTask.set(task.id, {
      playerQuestId: attempt.id,
      taskId: task.id,
      progress,
      completedAt,
      lastDay: next.lastDay ?? null,
    });
    changed = true;
    await pushTask(tx, deps, rates, quest, event.playerId, task.id, event.at);
  }
  if (changed && tasks.every((task) => byTask.get(task.id)?.completedAt))
    await completeAttempt(tx, deps, rates, quest, attempt.id, event.at);
}

/** The task's progress after the event, or undefined when it does not count. */
async function nextProgress(
  tx: Executor,
  rates: RateTable,
  task: QuestTaskRow,
  row: { progress: bigint; lastDay: string | null } | undefined,
  event: RetentionEvent,
): Promise<{ progress: bigint; lastDay?: string } | undefined> {
  const progress = row?.progress ?? 0n;
  const add = (amount: bigint) => (amount > 0n ? { progress: progress + amount } : undefined);
  if (event.kind === 'login') {
    if (task.type !== 'login_days' || row?.lastDay === event.day) return undefined;
    const yesterday = new Date(Date.parse(`${event.day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    return { progress: row?.lastDay === yesterday ? progress + 1n : 1n, lastDay: event.day };
  }
  if (event.kind === 'deposit')
    return task.type === 'deposit' ? add(convertDown(rates, event.amount, event.currency, BASE_CURRENCY)) : undefined;
  if (event.voided || event.stake <= 0n) return undefined;
  switch (task.type) {
    case 'wager':
      return add(convertDown(rates, event.ownStake, event.currency, BASE_CURRENCY));
    case 'rounds':
      return event.sports ? undefined : add(1n);
    case 'play_games':
      return !event.sports && (await playsTaskGame(tx, task, event.gameId, event.gameIdentity)) ? add(1n) : undefined;
    case 'win_multiplier':
      return !event.sports &&
        event.win * 100n >= event.stake * BigInt(task.minMultiplierHundredths ?? 100) &&
        event.win > 0n
        ? add(1n)
        : undefined;
    case 'sports_bets':
      return event.sports && (event.oddsHundredths ?? 0) >= (task.minOddsHundredths ?? 0) ? add(1n) : undefined;
    default:
      return undefined;
  }
}

async function playsTaskGame(tx: Executor, task: QuestTaskRow, gameId: string, gameIdentity: string): Promise<boolean> {
  if (task.gameIds.includes(gameId) || task.gameIds.includes(gameIdentity)) return true;
  if (!task.collection) return task.gameIds.length === 0;
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from game_collection_items i join game_collections c on c.id = i.collection_id where i.game_id = ${gameId}::uuid and c.identity = ${task.collection}`,
  );
  return rows.length > 0;
}

async function pushTask(
  tx: Executor,
  deps: QuestDependencies,
  rates: RateTable,
  quest: QuestRow,
  playerId: PlayerId,
  taskId: number,
  at: Date,
): Promise<void> {
  const currency = await selectedCurrencyOf(tx, playerId);
  const [view] = await questViews(tx, deps.bonuses, playerId, [quest], { rates, currency, now: at });
  const task = view?.tasks.find((candidate) => candidate.id === taskId);
  if (!view || !task) return;
  await publishInTransaction(tx, userChannel('retention:quests', playerId), {
    type: 'quest.task.updated',
    questId: quest.id,
    questState: view.state,
    task,
  } satisfies QuestTaskUpdatedPush);
}

/** Pushes the quest as it now is after a state change (SPEC.md: an alert unless the state is 3). */
export async function pushQuest(
  tx: Executor,
  bonuses: RewardBonuses,
  rates: RateTable,
  quest: QuestRow,
  playerId: PlayerId,
  previousState: QuestState,
  now: Date,
): Promise<void> {
  const currency = await selectedCurrencyOf(tx, playerId);
  const [view] = await questViews(tx, bonuses, playerId, [quest], { rates, currency, now });
  if (view)
    await publishInTransaction(tx, userChannel('retention:quests', playerId), {
      type: 'quest.updated',
      previousState,
      quest: view,
    } satisfies QuestUpdatedPush);
}

/**
 * Completes an attempt and pays its rewards, once: the conditional update admits one caller (the
 * completing event or an operator's correction, whichever commits first); each reward also has
 * its own key (a bonus per source, a ledger idempotency key).
 */
export async function completeAttempt(
  tx: Executor,
  deps: QuestDependencies,
  rates: RateTable,
  quest: QuestRow,
  attemptId: string,
  at: Date,
): Promise<boolean> {
  const [attempt] = await tx
    .update(playerQuests)
    .set({ state: QuestState.Completed, completedAt: at, rewardsGrantedAt: at })
    .where(
      and(
        eq(playerQuests.id, attemptId),
        eq(playerQuests.state, QuestState.InProgress),
        sql`${playerQuests.rewardsGrantedAt} is null`,
      ),
    )
    .returning();
  if (!attempt) return false;
  // The attempt is the event: the conditional update above admitted this caller alone.
  await deps.notify?.(tx, {
    playerId: attempt.playerId,
    kind: 'quest.completed',
    eventKey: `player-quest:${attempt.id}`,
    params: { quest: quest.name },
  });
  const currency = await selectedCurrencyOf(tx, attempt.playerId);
  // A break hands out nothing (the bonus engine refuses bonuses and free spins itself): a quest
  // completed by an event processed late, or by an operator, in a break counts as rewarded.
  const onBreak = await deps.bonuses.onBreak(tx, attempt.playerId);
  const granted: { playerBonusId: string | null; playerFreespinId: string | null }[] = [];
  for (const [index, reward] of quest.rewards.entries()) {
    const key = `quest:${attempt.id}:${index}`;
    let grant: { playerBonusId: string | null; playerFreespinId: string | null } = {
      playerBonusId: null,
      playerFreespinId: null,
    };
    if ((reward.kind === 'bonus' || reward.kind === 'freespins') && reward.bonus) {
      grant =
        (await deps.bonuses.grantReward(tx, {
          playerId: attempt.playerId,
          pageIdentity: reward.bonus,
          currency,
          source: { kind: 'quest', id: `${attempt.id}:${index}` },
        })) ?? grant;
    } else if (reward.kind === 'cash' && !onBreak) {
      const amount = convertDown(rates, BigInt(reward.amount ?? 0), BASE_CURRENCY, currency);
      if (amount > 0n) {
        await deps.ledger.transfer(tx, {
          idempotencyKey: key,
          reason: 'quest_reward',
          currency,
          amount: minorAmount(amount),
          from: { kind: 'house', account: 'quest_rewards' },
          to: { kind: 'player', playerId: attempt.playerId },
          reference: attempt.id,
        });
      }
    } else if (reward.kind === 'points') {
      await deps.loyalty.addPoints(tx, attempt.playerId, BigInt(reward.amount ?? 0), currency);
    }
    granted.push(grant);
  }
  await tx.update(playerQuests).set({ granted }).where(eq(playerQuests.id, attempt.id));
  await pushQuest(tx, deps.bonuses, rates, quest, attempt.playerId, QuestState.InProgress, at);
  return true;
}
