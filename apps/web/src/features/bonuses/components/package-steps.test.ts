import { describe, expect, it } from 'vitest';
import { stepState } from './package-steps';

describe('stepState', () => {
  const step = (n: number, taken = false) => ({ taken, package: { step: n } });

  it('marks taken steps, the one the next deposit takes, and the later ones', () => {
    expect([step(1, true), step(2), step(3)].map((candidate, index) => stepState(candidate, index, 2))).toEqual([
      'taken',
      'next',
      'later',
    ]);
  });

  it('has no next step once the package is done, and counts by position without a step number', () => {
    expect([step(1, true), step(2, true)].map((candidate, index) => stepState(candidate, index, null))).toEqual([
      'taken',
      'taken',
    ]);
    expect(stepState({ taken: false, package: null }, 0, 1)).toBe('next');
  });
});
