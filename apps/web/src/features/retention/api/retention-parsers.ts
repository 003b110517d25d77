import {
  QUEST_REWARD_KINDS,
  QUEST_TASK_TYPES,
  QuestState,
  RETENTION_PUSH_TYPES,
  type LoyaltyAccount,
  type LoyaltyAccountUpdatedPush,
  type LoyaltyLevel,
  type LoyaltyLevelReward,
  type Quest,
  type QuestPush,
  type QuestReward,
  type QuestRewardKind,
  type QuestTask,
  type QuestTaskType,
  type ReferralProgram,
  type ReferralTransfer,
  type RakebackClaim,
} from '@casino/shared';
import { isRecord } from '@/lib/http';

/**
 * Readers of the retention contract (packages/shared retention.ts), in the style of the bonus
 * readers: a missing or mistyped field takes a neutral value, so one odd row never blanks a list;
 * a row without its id is refused, since nothing could act on it.
 */
type Row = Readonly<Record<string, unknown>>;

const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const numOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const flag = (value: unknown): boolean => value === true;
const record = (value: unknown): Row => (isRecord(value) ? value : {});
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const textList = (value: unknown): string[] =>
  list(value)
    .map((item) => text(item))
    .filter((item) => item !== '');

const QUEST_STATES: readonly number[] = Object.values(QuestState);
const stateOf = (value: unknown): QuestState =>
  QUEST_STATES.includes(num(value)) ? (num(value) as QuestState) : QuestState.New;
const taskTypeOf = (value: unknown): QuestTaskType =>
  (QUEST_TASK_TYPES as readonly unknown[]).includes(value) ? (value as QuestTaskType) : 'rounds';
const rewardKindOf = (value: unknown): QuestRewardKind =>
  (QUEST_REWARD_KINDS as readonly unknown[]).includes(value) ? (value as QuestRewardKind) : 'points';

function requireId(value: unknown, what: string): Row {
  if (!isRecord(value) || (typeof value.id !== 'number' && typeof value.id !== 'string') || value.id === '')
    throw new Error(`Unexpected ${what}`);
  return value;
}

export function parseQuestTask(value: unknown): QuestTask {
  const row = requireId(value, 'quest task');
  const quantity = Math.max(0, num(row.quantity));
  return {
    id: num(row.id),
    questId: num(row.questId),
    type: taskTypeOf(row.type),
    isActive: flag(row.isActive),
    isCompleted: flag(row.isCompleted),
    progress: Math.min(Math.max(0, num(row.progress)), quantity),
    quantity,
    currency: textOrNull(row.currency),
    position: num(row.position, 1),
    gameIds: textList(row.gameIds),
    gameIdentities: textList(row.gameIdentities),
    collection: textOrNull(row.collection),
    minMultiplier: textOrNull(row.minMultiplier),
    minOdds: textOrNull(row.minOdds),
  };
}

export function parseQuestReward(value: unknown): QuestReward {
  const row = record(value);
  return {
    kind: rewardKindOf(row.kind),
    bonusId: numOrNull(row.bonusId),
    bonusPageIdentity: textOrNull(row.bonusPageIdentity),
    title: textOrNull(row.title),
    amount: numOrNull(row.amount),
    currency: textOrNull(row.currency),
    playerBonusId: textOrNull(row.playerBonusId),
    playerFreespinId: textOrNull(row.playerFreespinId),
  };
}

export function parseQuest(value: unknown): Quest {
  const row = requireId(value, 'quest');
  return {
    id: num(row.id),
    name: text(row.name),
    description: text(row.description),
    state: stateOf(row.state),
    isSequential: flag(row.isSequential),
    requiresActivation: flag(row.requiresActivation),
    attemptsLimit: num(row.attemptsLimit, 1),
    attemptsUsed: num(row.attemptsUsed),
    canActivate: flag(row.canActivate),
    canCancel: flag(row.canCancel),
    startsAt: text(row.startsAt),
    endsAt: text(row.endsAt),
    activatedAt: textOrNull(row.activatedAt),
    completedAt: textOrNull(row.completedAt),
    currency: text(row.currency),
    tasks: list(row.tasks)
      .map(parseQuestTask)
      .sort((a, b) => a.position - b.position),
    rewards: list(row.rewards).map(parseQuestReward),
    rewardsGrantedAt: textOrNull(row.rewardsGrantedAt),
  };
}

/** `{ data: Quest[] }`, or a bare list. */
export function parseQuests(body: unknown): Quest[] {
  const rows = isRecord(body) ? body.data : body;
  if (!Array.isArray(rows)) throw new Error('Unexpected quests response');
  return rows.map(parseQuest);
}

/** A quest answer, bare or under `data`. */
export const parseQuestAnswer = (body: unknown): Quest =>
  parseQuest(isRecord(body) && isRecord(body.data) ? body.data : body);

/** A publication of `retention:quests#`, or undefined for anything else. */
export function readQuestPush(data: unknown): QuestPush | undefined {
  if (!isRecord(data)) return undefined;
  try {
    if (data.type === RETENTION_PUSH_TYPES.questUpdated && isRecord(data.quest)) {
      return { type: 'quest.updated', previousState: stateOf(data.previousState), quest: parseQuest(data.quest) };
    }
    if (data.type === RETENTION_PUSH_TYPES.questTaskUpdated && isRecord(data.task)) {
      return {
        type: 'quest.task.updated',
        questId: num(data.questId),
        questState: stateOf(data.questState),
        task: parseQuestTask(data.task),
      };
    }
  } catch {
    // not a quest row
  }
  return undefined;
}

function parseLevelReward(value: unknown): LoyaltyLevelReward {
  const row = record(value);
  return {
    kind: row.kind === 'freespins' ? 'freespins' : 'bonus',
    bonusId: num(row.bonusId),
    bonusPageIdentity: text(row.bonusPageIdentity),
    title: text(row.title),
  };
}

export function parseLoyaltyAccount(body: unknown): LoyaltyAccount {
  const row = isRecord(body) && isRecord(body.data) ? body.data : body;
  if (!isRecord(row) || !isRecord(row.currentLevel)) throw new Error('Unexpected loyalty account');
  const current = row.currentLevel;
  const next = isRecord(row.nextLevel) ? row.nextLevel : null;
  const rakeback = record(row.rakeback);
  return {
    points: num(row.points),
    currentLevel: {
      id: num(current.id),
      name: text(current.name),
      order: num(current.order, 1),
      points: num(current.points),
      rakebackBps: num(current.rakebackBps),
    },
    nextLevel: next
      ? { id: num(next.id), name: text(next.name), order: num(next.order), points: num(next.points) }
      : null,
    rakeback: {
      rateBps: num(rakeback.rateBps),
      balances: list(rakeback.balances)
        .map(record)
        .map((balance) => ({ currency: text(balance.currency), amount: num(balance.amount) }))
        .filter((balance) => balance.currency !== ''),
    },
  };
}

/** A publication of `retention:accounts#`, or undefined for anything else. */
export function readAccountPush(data: unknown): LoyaltyAccountUpdatedPush | undefined {
  if (!isRecord(data) || data.type !== RETENTION_PUSH_TYPES.accountUpdated) return undefined;
  try {
    const account = parseLoyaltyAccount(data.account);
    const levelUp = isRecord(data.levelUp) ? data.levelUp : null;
    return {
      type: 'account.updated',
      account,
      levelUp: levelUp
        ? {
            previousOrder: num(levelUp.previousOrder),
            order: num(levelUp.order),
            name: text(levelUp.name),
            rewards: list(levelUp.rewards).map(parseLevelReward),
          }
        : null,
    };
  } catch {
    return undefined;
  }
}

export function parseLoyaltyLevels(body: unknown): LoyaltyLevel[] {
  const rows = isRecord(body) ? body.data : body;
  if (!Array.isArray(rows)) throw new Error('Unexpected loyalty levels');
  return rows
    .map((value) => {
      const row = requireId(value, 'loyalty level');
      return {
        id: num(row.id),
        name: text(row.name),
        order: num(row.order),
        points: num(row.points),
        rakebackBps: num(row.rakebackBps),
        rewards: list(row.rewards).map(parseLevelReward),
      };
    })
    .sort((a, b) => a.order - b.order);
}

export function parseReferralProgram(body: unknown): ReferralProgram {
  const row = isRecord(body) && isRecord(body.data) ? body.data : body;
  if (!isRecord(row) || typeof row.referralId !== 'string') throw new Error('Unexpected referral programme');
  const stats = record(row.stats);
  return {
    referralId: row.referralId,
    linkPath: text(row.linkPath, `/?ref_id=${encodeURIComponent(row.referralId)}`),
    commissionBps: num(row.commissionBps),
    periodDays: num(row.periodDays, 7),
    stats: {
      signUps: num(stats.signUps),
      depositing: num(stats.depositing),
      currencies: list(stats.currencies)
        .map(record)
        .map((item) => ({
          currency: text(item.currency),
          earned: num(item.earned),
          balance: num(item.balance),
          carriedOver: num(item.carriedOver),
        }))
        .filter((item) => item.currency !== ''),
    },
  };
}

const moneyMove = (body: unknown, at: 'transferredAt' | 'claimedAt') => {
  const row = isRecord(body) && isRecord(body.data) ? body.data : record(body);
  return { id: text(row.id), currency: text(row.currency), amount: num(row.amount), at: text(row[at]) };
};

export function parseReferralTransfer(body: unknown): ReferralTransfer {
  const { at, ...move } = moneyMove(body, 'transferredAt');
  return { ...move, transferredAt: at };
}

export function parseRakebackClaim(body: unknown): RakebackClaim {
  const { at, ...move } = moneyMove(body, 'claimedAt');
  return { ...move, claimedAt: at };
}
