import { describe, expect, it } from 'vitest';
import { QuestState } from '@casino/shared';
import {
  countsGame,
  isTaskLocked,
  levelPercent,
  percentOfBps,
  percentTextOfBps,
  questPercent,
  readTaskModalValue,
  taskModalValue,
  taskPercent,
} from './quest-format';

describe('quest progress', () => {
  it('shows a bar full only when the task is done', () => {
    expect(taskPercent({ progress: 0, quantity: 10, isCompleted: false })).toBe(0);
    expect(taskPercent({ progress: 999, quantity: 1000, isCompleted: false })).toBe(99);
    expect(taskPercent({ progress: 10, quantity: 10, isCompleted: true })).toBe(100);
    expect(taskPercent({ progress: 0, quantity: 0, isCompleted: false })).toBe(0);
  });

  it('weighs every task of a quest the same', () => {
    const tasks = [
      { progress: 10, quantity: 10, isCompleted: true },
      { progress: 0, quantity: 4, isCompleted: false },
    ] as never;
    expect(questPercent({ tasks, state: QuestState.InProgress })).toBe(50);
    expect(questPercent({ tasks, state: QuestState.Completed })).toBe(100);
  });

  it('locks the later tasks of a quest in sequence only', () => {
    const waiting = { isActive: false, isCompleted: false };
    expect(isTaskLocked({ isSequential: true, state: QuestState.InProgress }, waiting)).toBe(true);
    expect(isTaskLocked({ isSequential: false, state: QuestState.InProgress }, waiting)).toBe(false);
    expect(
      isTaskLocked({ isSequential: true, state: QuestState.InProgress }, { isActive: true, isCompleted: false }),
    ).toBe(false);
  });

  it('names a task in a modal value and reads it back', () => {
    expect(taskModalValue({ questId: 7, id: 12 })).toBe('7-12');
    expect(readTaskModalValue('7-12')).toEqual({ questId: '7', taskId: '12' });
    expect(readTaskModalValue('7')).toBeUndefined();
    expect(readTaskModalValue('7-x')).toBeUndefined();
  });
});

describe('loyalty progress', () => {
  it('measures from the current level to the next', () => {
    expect(levelPercent({ points: 3000, currentLevel: { points: 1000 }, nextLevel: { points: 5000 } })).toBe(50);
    expect(levelPercent({ points: 900, currentLevel: { points: 1000 }, nextLevel: { points: 5000 } })).toBe(0);
    expect(levelPercent({ points: 9000, currentLevel: { points: 5000 }, nextLevel: null })).toBe(100);
  });

  it('writes basis points as a percent in the page language', () => {
    expect(percentOfBps(1250, 'en')).toBe('12.5');
    expect(percentOfBps(1250, 'de')).toBe('12,5');
    expect(percentOfBps(500, 'en')).toBe('5');
  });
});

describe('countsGame', () => {
  const task = (extra: Record<string, unknown>) =>
    ({ type: 'play_games', gameIdentities: [], collection: null, ...extra }) as never;
  it('names the round tasks a game moves', () => {
    expect(countsGame(task({ gameIdentities: ['Orbit-Dice'] }), 'orbit-dice')).toBe(true);
    expect(countsGame(task({ gameIdentities: ['lucky-orbit'] }), 'orbit-dice')).toBe(false);
    expect(countsGame(task({ type: 'wager' }), 'orbit-dice')).toBe(true);
    expect(countsGame(task({ type: 'deposit' }), 'orbit-dice')).toBe(false);
    expect(countsGame(task({ collection: 'slots' }), 'orbit-dice')).toBe(false);
  });
});

describe('percentTextOfBps', () => {
  it('writes a percent as the language does', () => {
    expect(percentTextOfBps(2500, 'en')).toBe('25%');
    expect(percentTextOfBps(1250, 'de')).toBe('12,5\u00a0%');
  });
});
