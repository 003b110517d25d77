import { describe, expect, it } from 'vitest';
import { QuestState } from '@casino/shared';
import { applyQuestPush } from './quest-cache';
import {
  parseLoyaltyAccount,
  parseQuests,
  parseReferralProgram,
  readAccountPush,
  readQuestPush,
} from './retention-parsers';

const task = (id: number, progress: number, extra: Record<string, unknown> = {}) => ({
  id,
  questId: 7,
  type: 'play_games',
  isActive: true,
  isCompleted: false,
  progress,
  quantity: 10,
  currency: null,
  position: id,
  gameIds: ['g-1'],
  gameIdentities: ['lucky-orbit'],
  collection: null,
  minMultiplier: null,
  minOdds: null,
  ...extra,
});

const questRow = (state: number, tasks = [task(2, 3), task(1, 10, { isCompleted: true })]) => ({
  id: 7,
  name: 'Orbit week',
  description: 'Play **Lucky Orbit**',
  state,
  isSequential: false,
  requiresActivation: true,
  attemptsLimit: 1,
  attemptsUsed: 1,
  canActivate: false,
  canCancel: true,
  startsAt: '2026-11-25T00:00:00.000Z',
  endsAt: '2026-12-25T00:00:00.000Z',
  activatedAt: '2026-11-26T00:00:00.000Z',
  completedAt: null,
  currency: 'USD',
  tasks,
  rewards: [
    {
      kind: 'cash',
      bonusId: null,
      bonusPageIdentity: null,
      title: null,
      amount: 500,
      currency: 'USD',
      playerBonusId: null,
      playerFreespinId: null,
    },
  ],
  rewardsGrantedAt: null,
});

describe('quest readers', () => {
  it('reads the list as the contract states it, tasks in their order', () => {
    const [quest] = parseQuests({ data: [questRow(2)] });
    expect(quest?.state).toBe(QuestState.InProgress);
    expect(quest?.tasks.map((item) => item.id)).toEqual([1, 2]);
    expect(quest?.tasks[1]).toMatchObject({
      type: 'play_games',
      progress: 3,
      quantity: 10,
      gameIdentities: ['lucky-orbit'],
    });
    expect(quest?.rewards[0]).toMatchObject({ kind: 'cash', amount: 500, currency: 'USD' });
  });

  it('keeps progress within 0 and the quantity, and refuses a quest without an id', () => {
    const [quest] = parseQuests({ data: [questRow(2, [task(1, 99), task(2, -4)])] });
    expect(quest?.tasks.map((item) => item.progress)).toEqual([10, 0]);
    expect(() => parseQuests({ data: [{ name: 'no id' }] })).toThrow();
    expect(() => parseQuests({ nope: true })).toThrow();
  });

  it('reads the two pushes of the quest channel and ignores anything else', () => {
    expect(readQuestPush({ type: 'quest.updated', previousState: 1, quest: questRow(2) })).toMatchObject({
      type: 'quest.updated',
      previousState: 1,
    });
    expect(readQuestPush({ type: 'quest.task.updated', questId: 7, questState: 2, task: task(2, 4) })).toMatchObject({
      questId: 7,
      task: { progress: 4 },
    });
    expect(readQuestPush({ type: 'account.updated' })).toBeUndefined();
    expect(readQuestPush({ type: 'quest.task.updated', questId: 7, task: { no: 'id' } })).toBeUndefined();
    expect(readQuestPush('quest.updated')).toBeUndefined();
  });
});

describe('applyQuestPush', () => {
  const live = [1, 2];
  const list = parseQuests({ data: [questRow(2)] });

  it('moves a task bar without a read', () => {
    const push = readQuestPush({ type: 'quest.task.updated', questId: 7, questState: 2, task: task(2, 6) });
    const change = applyQuestPush(list, push!, live);
    expect(change.refetch).toBe(false);
    expect(change.quests[0]?.tasks.find((item) => item.id === 2)?.progress).toBe(6);
    // the cached list itself is not changed in place
    expect(list[0]?.tasks.find((item) => item.id === 2)?.progress).toBe(3);
  });

  it('asks for a read when the task is not in the list', () => {
    const push = readQuestPush({
      type: 'quest.task.updated',
      questId: 99,
      questState: 2,
      task: task(5, 1, { questId: 99 }),
    });
    expect(applyQuestPush(list, push!, live).refetch).toBe(true);
  });

  it('takes a completed quest out of a live list, and keeps it in a list that shows completed ones', () => {
    const push = readQuestPush({ type: 'quest.updated', previousState: 2, quest: questRow(3) });
    expect(applyQuestPush(list, push!, live).quests).toEqual([]);
    expect(applyQuestPush(list, push!, [1, 2, 3]).quests[0]?.state).toBe(QuestState.Completed);
  });

  it('adds a quest that starts while the list is shown', () => {
    const push = readQuestPush({ type: 'quest.updated', previousState: 1, quest: { ...questRow(1), id: 8 } });
    expect(applyQuestPush(list, push!, live).quests.map((quest) => quest.id)).toEqual([7, 8]);
  });
});

describe('loyalty and referral readers', () => {
  const account = {
    points: 1200,
    currentLevel: { id: 2, name: 'Silver', order: 2, points: 1000, rakebackBps: 500 },
    nextLevel: { id: 3, name: 'Gold', order: 3, points: 5000 },
    rakeback: { rateBps: 500, balances: [{ currency: 'USD', amount: 42 }] },
  };

  it('reads the account, and the top level without a next one', () => {
    expect(parseLoyaltyAccount(account)).toEqual(account);
    expect(parseLoyaltyAccount({ ...account, nextLevel: null }).nextLevel).toBeNull();
    expect(() => parseLoyaltyAccount({ points: 3 })).toThrow();
  });

  it('reads a level-up push', () => {
    const push = readAccountPush({
      type: 'account.updated',
      account,
      levelUp: { previousOrder: 1, order: 2, name: 'Silver', rewards: [] },
    });
    expect(push?.levelUp).toEqual({ previousOrder: 1, order: 2, name: 'Silver', rewards: [] });
    expect(readAccountPush({ type: 'account.updated', account, levelUp: null })?.levelUp).toBeNull();
    expect(readAccountPush({ type: 'quest.updated', account })).toBeUndefined();
  });

  it('reads the referral programme, with a link path when the server gives none', () => {
    const program = parseReferralProgram({
      referralId: 'AB12',
      commissionBps: 2500,
      periodDays: 7,
      stats: {
        signUps: 3,
        depositing: 1,
        currencies: [{ currency: 'EUR', earned: 900, balance: 400, carriedOver: -100 }, { nope: 1 }],
      },
    });
    expect(program.linkPath).toBe('/?ref_id=AB12');
    expect(program.stats.currencies).toEqual([{ currency: 'EUR', earned: 900, balance: 400, carriedOver: -100 }]);
    expect(() => parseReferralProgram({ stats: {} })).toThrow();
  });
});
