import { and, asc, desc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import { LIVE_QUEST_STATES, QuestState, type Quest, type QuestTaskType, type PlayerId } from '@casino/shared';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, notFound } from '../../http/app-error';
import type { BreakCheck } from './loyalty';
import { completeAttempt, pushQuest, type QuestDependencies } from './quest-progress';
import { questViews, type QuestRow } from './quest-views';
import { loadRates, selectedCurrencyOf } from './retention-money';
import { playerQuests, playerQuestTasks, questTasks, quests, type QuestRewardDefinition } from './retention.table';

/** A quest as the operator writes it. */
export interface QuestDefinition {
  readonly name: string;
  readonly description: string;
  readonly isSequential: boolean;
  readonly requiresActivation: boolean;
  readonly attemptsLimit: number;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly rewards: readonly QuestRewardDefinition[];
  readonly tasks: readonly {
    readonly type: QuestTaskType;
    readonly quantity: bigint;
    readonly gameIds: readonly string[];
    readonly collection: string | null;
    readonly minMultiplierHundredths: number | null;
    readonly minOddsHundredths: number | null;
  }[];
}

/** The expiry job takes this many attempts per transaction. */
const EXPIRY_BATCH = 200;

/** Quests (issue 25): the player's list, activation and cancel; expiry; the operator's side. */
export class QuestService {
  now: () => Date = () => new Date();

  constructor(
    private readonly db: Database,
    private readonly deps: QuestDependencies,
    private readonly assertNoBreak: BreakCheck,
  ) {}

  /** Live quests and the player's own of any state, filtered by state (default 1 and 2), amounts in `currency` (default: the selected account's). */
  async list(
    playerId: PlayerId,
    filters: { states: readonly number[]; currency?: string | undefined },
  ): Promise<Quest[]> {
    const now = this.now();
    const mine = this.db
      .select({ questId: playerQuests.questId })
      .from(playerQuests)
      .where(eq(playerQuests.playerId, playerId));
    const rows = await this.db
      .select()
      .from(quests)
      .where(or(and(lte(quests.startsAt, now), gt(quests.endsAt, now)), inArray(quests.id, mine)))
      .orderBy(asc(quests.endsAt), asc(quests.id));
    const views = await this.views(this.db, playerId, rows, filters.currency);
    const states: readonly number[] = filters.states.length > 0 ? filters.states : LIVE_QUEST_STATES;
    return views.filter((view) => states.includes(view.state));
  }

  private async views(
    executor: Executor,
    playerId: PlayerId,
    rows: readonly QuestRow[],
    currency?: string,
  ): Promise<Quest[]> {
    const rates = await loadRates(executor);
    const shown = currency && rates.has(currency) ? currency : await selectedCurrencyOf(executor, playerId);
    return questViews(executor, this.deps.bonuses, playerId, rows, { rates, currency: shown, now: this.now() });
  }

  /** Starts a quest (a new attempt in state 2): live window, attempts left, not on a break. */
  async activate(playerId: PlayerId, questId: number): Promise<Quest> {
    return this.db.transaction(async (tx) => {
      await this.assertNoBreak(playerId, tx);
      const quest = await this.lockQuest(tx, questId);
      const now = this.now();
      if (!(quest.startsAt <= now && now < quest.endsAt))
        throw new AppError(409, 'quest_not_live', 'This quest is not running now');
      const attempts = await tx
        .select()
        .from(playerQuests)
        .where(and(eq(playerQuests.playerId, playerId), eq(playerQuests.questId, questId)))
        .orderBy(desc(playerQuests.attempt))
        .for('update');
      const latest = attempts[0];
      if (latest?.state === QuestState.InProgress)
        throw new AppError(409, 'quest_active', 'This quest is already active');
      if (attempts.length >= quest.attemptsLimit)
        throw new AppError(409, 'quest_limit_reached', 'You have taken this quest as many times as it allows');
      await tx.insert(playerQuests).values({
        playerId,
        questId,
        attempt: (latest?.attempt ?? 0) + 1,
        state: QuestState.InProgress,
        activatedAt: now,
      });
      const rates = await loadRates(tx);
      await pushQuest(tx, this.deps.bonuses, rates, quest, playerId, QuestState.New, now);
      const [view] = await this.views(tx, playerId, [quest]);
      if (!view) throw notFound('There is no such quest');
      return view;
    });
  }

  /** Cancels the attempt in progress (state 4); its progress is lost. */
  async cancel(playerId: PlayerId, questId: number): Promise<Quest> {
    return this.db.transaction(async (tx) => {
      const quest = await this.lockQuest(tx, questId);
      const [cancelled] = await tx
        .update(playerQuests)
        .set({ state: QuestState.Canceled, endedAt: this.now() })
        .where(
          and(
            eq(playerQuests.playerId, playerId),
            eq(playerQuests.questId, questId),
            eq(playerQuests.state, QuestState.InProgress),
          ),
        )
        .returning();
      if (!cancelled) throw new AppError(409, 'quest_not_active', 'This quest is not active');
      if (!quest.requiresActivation)
        throw new AppError(409, 'quest_not_cancelable', 'This quest runs by itself and cannot be cancelled');
      const rates = await loadRates(tx);
      await pushQuest(tx, this.deps.bonuses, rates, quest, playerId, QuestState.InProgress, this.now());
      const [view] = await this.views(tx, playerId, [quest]);
      if (!view) throw notFound('There is no such quest');
      return view;
    });
  }

  private async lockQuest(tx: Executor, questId: number): Promise<QuestRow> {
    const [quest] = await tx.select().from(quests).where(eq(quests.id, questId)).for('share');
    if (!quest) throw notFound('There is no such quest');
    return quest;
  }

  /**
   * Live attempts of ended quests move to 5 (in progress) or 6 (offered, never started), each
   * once: a conditional update per batch, so a rerun after a restart or a second node moves and
   * announces nothing twice. Answers how many moved.
   */
  async expire(now: Date = this.now()): Promise<number> {
    let moved = 0;
    for (;;) {
      const batch = await this.db.transaction(async (tx) => {
        const due = await tx
          .select({ attempt: playerQuests, quest: quests })
          .from(playerQuests)
          .innerJoin(quests, eq(quests.id, playerQuests.questId))
          .where(and(inArray(playerQuests.state, [QuestState.New, QuestState.InProgress]), lte(quests.endsAt, now)))
          .limit(EXPIRY_BATCH)
          .for('update', { of: playerQuests, skipLocked: true });
        const rates = await loadRates(tx);
        for (const { attempt, quest } of due) {
          const state = attempt.state === QuestState.InProgress ? QuestState.Expired : QuestState.ExpiredUnclaimed;
          const [updated] = await tx
            .update(playerQuests)
            .set({ state, endedAt: now })
            .where(and(eq(playerQuests.id, attempt.id), eq(playerQuests.state, attempt.state)))
            .returning();
          if (updated) await pushQuest(tx, this.deps.bonuses, rates, quest, attempt.playerId, attempt.state, now);
        }
        return due.length;
      });
      moved += batch;
      if (batch < EXPIRY_BATCH) return moved;
    }
  }

  // The operator's side.

  async create(definition: QuestDefinition): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [quest] = await tx
        .insert(quests)
        .values({
          name: definition.name,
          description: definition.description,
          isSequential: definition.isSequential,
          requiresActivation: definition.requiresActivation,
          attemptsLimit: definition.attemptsLimit,
          startsAt: definition.startsAt,
          endsAt: definition.endsAt,
          rewards: [...definition.rewards],
        })
        .returning({ id: quests.id });
      if (!quest) throw new Error('the quest was not stored');
      await tx.insert(questTasks).values(
        definition.tasks.map((task, index) => ({
          ...task,
          gameIds: [...task.gameIds],
          questId: quest.id,
          position: index + 1,
        })),
      );
      return quest.id;
    });
  }

  /** Moves the window (schedule) or ends it now; live attempts of an ended quest expire on the next expiry run. */
  async reschedule(questId: number, window: { startsAt?: Date | undefined; endsAt?: Date | undefined }): Promise<void> {
    const [quest] = await this.db.select().from(quests).where(eq(quests.id, questId));
    if (!quest) throw notFound('There is no such quest');
    const startsAt = window.startsAt ?? quest.startsAt;
    const endsAt = window.endsAt ?? quest.endsAt;
    if (endsAt <= startsAt)
      throw new AppError(422, 'invalid_window', 'A quest ends after it starts', { endsAt: ['Must be after startsAt'] });
    await this.db.update(quests).set({ startsAt, endsAt }).where(eq(quests.id, questId));
  }

  async definitions(): Promise<(QuestRow & { tasks: (typeof questTasks.$inferSelect)[] })[]> {
    const rows = await this.db.select().from(quests).orderBy(desc(quests.id));
    const tasks =
      rows.length === 0
        ? []
        : await this.db
            .select()
            .from(questTasks)
            .where(
              inArray(
                questTasks.questId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(questTasks.position));
    return rows.map((row) => ({ ...row, tasks: tasks.filter((task) => task.questId === row.id) }));
  }

  /** Every player's attempts of a quest with their task progress (raw units: counts, USD minor units). */
  async progress(questId: number) {
    const attempts = await this.db
      .select()
      .from(playerQuests)
      .where(eq(playerQuests.questId, questId))
      .orderBy(desc(playerQuests.createdAt))
      .limit(500);
    const tasks =
      attempts.length === 0
        ? []
        : await this.db
            .select()
            .from(playerQuestTasks)
            .where(
              inArray(
                playerQuestTasks.playerQuestId,
                attempts.map((attempt) => attempt.id),
              ),
            );
    return attempts.map((attempt) => ({
      ...attempt,
      tasks: tasks.filter((task) => task.playerQuestId === attempt.id),
    }));
  }

  /** The operator's correction: completes a player's attempt in progress and pays it, once (as the completing event would). */
  async completeByOperator(questId: number, playerId: PlayerId): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // Nothing in progress (or no such player): nothing to lock, and no loyalty account made for an unknown id.
      const inProgress = and(
        eq(playerQuests.questId, questId),
        eq(playerQuests.playerId, playerId),
        eq(playerQuests.state, QuestState.InProgress),
      );
      const [seen] = await tx.select({ id: playerQuests.id }).from(playerQuests).where(inProgress);
      if (!seen) return false;
      await this.deps.loyalty.lockAccount(tx, playerId);
      const quest = await this.lockQuest(tx, questId);
      const [attempt] = await tx
        .select()
        .from(playerQuests)
        .where(
          and(
            eq(playerQuests.questId, questId),
            eq(playerQuests.playerId, playerId),
            eq(playerQuests.state, QuestState.InProgress),
          ),
        )
        .for('update');
      if (!attempt) return false;
      return completeAttempt(tx, this.deps, await loadRates(tx), quest, attempt.id, this.now());
    });
  }
}
