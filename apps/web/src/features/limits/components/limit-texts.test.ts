import { describe, expect, it } from 'vitest';
import { LimitDefinition } from '@casino/shared';
import { formatMinutes, kindOf, playTimeChoices, usedPercent } from './limit-texts';

describe('limit texts', () => {
  it('names each definition by its kind', () => {
    expect(kindOf(LimitDefinition.Deposit)).toBe('deposit');
    expect(kindOf(LimitDefinition.SelfExclusion)).toBe('self-exclusion');
    expect(kindOf(LimitDefinition.PlayTime)).toBe('play-time');
  });

  it('writes play time in hours and minutes, in the language', () => {
    expect(formatMinutes(90, 'en')).toBe('1 hr, 30 min');
    expect(formatMinutes(45, 'en')).toBe('45 min');
    expect(formatMinutes(120, 'en')).toBe('2 hr');
    expect(formatMinutes(90, 'de')).toMatch(/^1 Std\.?,? 30 Min\.?$/);
  });

  it('offers the play times within the server’s range, and a limit’s own figure beside them', () => {
    expect(playTimeChoices().every((minutes) => minutes >= 5 && minutes <= 1_440)).toBe(true);
    expect(playTimeChoices(50)).toContain(50);
    expect(playTimeChoices(60).filter((minutes) => minutes === 60)).toHaveLength(1);
  });

  it('fills the meter by the share used, never past full', () => {
    expect(usedPercent(250, 1_000)).toBe(25);
    expect(usedPercent(1_500, 1_000)).toBe(100);
    expect(usedPercent(null, 1_000)).toBe(0);
  });
});
