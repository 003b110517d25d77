import { describe, expect, it } from 'vitest';
import { endSpin, idleSpinPlay, pressSpin, startSpin } from './spin-play';

describe('a slot spin being shown', () => {
  it('starts a round at a press, skips the one shown at the next, and starts afresh after it', () => {
    const play = idleSpinPlay();
    expect(pressSpin(play)).toBe('spin');
    expect(play.skip).toBe(false);
    startSpin(play);
    expect(pressSpin(play)).toBe('skip');
    expect(play.skip).toBe(true);
    endSpin(play);
    expect(pressSpin(play)).toBe('spin');
    startSpin(play);
    expect(play.skip).toBe(false);
  });
});
