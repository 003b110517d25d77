import { describe, expect, it } from 'vitest';
import { odds } from './odds';
import { acceptsOddsChange } from './odds-change';

describe("the player's odds-change preference", () => {
  const requested = odds(21, 10);
  it('accept none: only the same price; higher: the same or longer; any: whatever it is now', () => {
    const cases: [string, number, boolean, boolean, boolean][] = [
      ['unchanged', 210, true, true, true],
      ['longer', 220, false, true, true],
      ['shorter', 200, false, false, true],
    ];
    for (const [, hundredths, none, higher, any] of cases) {
      const current = odds(hundredths, 100);
      expect([
        acceptsOddsChange('none', requested, current),
        acceptsOddsChange('higher', requested, current),
        acceptsOddsChange('any', requested, current),
      ]).toEqual([none, higher, any]);
    }
    expect(() => acceptsOddsChange('lower' as 'any', requested, requested)).toThrow(
      expect.objectContaining({ code: 'invalid_bet' }),
    );
  });
});
