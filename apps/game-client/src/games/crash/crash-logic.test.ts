import { describe, expect, it } from 'vitest';
import { crashElapsedFor } from '@casino/fairplay';
import type { CrashRound } from './crash-api';
import { curvePath, displayedMultiplier, formatMultiplier, parseTarget, secondsToLaunch } from './crash-logic';
import { crashVerifyLink } from './crash-verify-link';

const round = (patch: Partial<CrashRound>): CrashRound => ({
  id: 'r',
  number: 7,
  phase: 'flight',
  bettingEndsAt: 10_000,
  elapsedMs: 0,
  multiplier: 100,
  crashPoint: null,
  hash: null,
  ...patch,
});

describe('crash client figures', () => {
  it('reads the auto cash-out target in hundredths, refusing below x1.01', () => {
    expect(parseTarget('2')).toBe(200);
    expect(parseTarget('1,5')).toBe(150);
    expect(parseTarget(' 1.01 ')).toBe(101);
    expect(parseTarget('1')).toBeNull();
    expect(parseTarget('abc')).toBeNull();
    expect(parseTarget('')).toBeNull();
    expect(formatMultiplier(153)).toBe('x1.53');
  });

  it('shows the server curve on the server clock: x1.00 before the launch, the crash point once crashed', () => {
    expect(displayedMultiplier(round({}), 9_000)).toBe(100);
    expect(displayedMultiplier(round({}), 10_000 + crashElapsedFor(150))).toBe(150);
    expect(displayedMultiplier(round({ phase: 'crashed', crashPoint: 231, multiplier: 231 }), 99_999)).toBe(231);
    expect(secondsToLaunch(round({ phase: 'betting' }), 7_550)).toBe('2.5');
    const { path, tipX, tipY } = curvePath(5_000, 600, 300);
    expect(path.startsWith('M 0 300.0 L')).toBe(true);
    expect(tipX).toBeLessThanOrEqual(600);
    expect(tipY).toBeGreaterThanOrEqual(0);
  });

  it('links a round to the verify page with its hash, the salt, the terminal hash and its number', () => {
    const link = crashVerifyLink({ hash: 'a'.repeat(64), salt: 'orbit/x', terminalHash: 'b'.repeat(64), round: 12 });
    const query = new URL(link, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      crash: '1',
      hash: 'a'.repeat(64),
      salt: 'orbit/x',
      terminal: 'b'.repeat(64),
      round: '12',
    });
  });
});
