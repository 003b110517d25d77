import { describe, expect, it } from 'vitest';
import { LimitDefinition } from '@casino/shared';
import { kindOf, usedPercent } from './limit-texts';

describe('limit texts', () => {
  it('names each definition by its kind', () => {
    expect(kindOf(LimitDefinition.Deposit)).toBe('deposit');
    expect(kindOf(LimitDefinition.SelfExclusion)).toBe('self-exclusion');
  });

  it('fills the meter by the share used, never past full', () => {
    expect(usedPercent(250, 1_000)).toBe(25);
    expect(usedPercent(1_500, 1_000)).toBe(100);
    expect(usedPercent(null, 1_000)).toBe(0);
  });
});
