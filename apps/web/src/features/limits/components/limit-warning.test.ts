import { describe, expect, it } from 'vitest';
import {
  dismissLimitWarning,
  limitWarningStore,
  limitWarningTitleKey,
  percentText,
  readLimitWarning,
  receiveLimitWarning,
} from './limit-warning';

const push = {
  type: 'limits.warning',
  limitId: 'l-1',
  definition: 1,
  period: 'daily',
  used: 800,
  amount: 1_000,
  currency: 'EUR',
  percent: 80,
};

describe('readLimitWarning', () => {
  it('reads the push of a bet, loss or deposit limit', () => {
    expect(readLimitWarning(push)).toEqual(push);
    expect(readLimitWarning({ ...push, definition: 3, period: 'monthly' })).toMatchObject({
      definition: 3,
      period: 'monthly',
    });
  });

  it('ignores other publications and malformed warnings', () => {
    expect(readLimitWarning({ type: 'game.bet.restricted', reason: 'bet_limit_reached' })).toBeUndefined();
    expect(readLimitWarning({ ...push, definition: 6 })).toBeUndefined();
    expect(readLimitWarning({ ...push, period: 'hourly' })).toBeUndefined();
    expect(readLimitWarning({ ...push, amount: 0 })).toBeUndefined();
    expect(readLimitWarning({ ...push, used: -1 })).toBeUndefined();
    expect(readLimitWarning({ ...push, currency: '' })).toBeUndefined();
    expect(readLimitWarning('limits.warning')).toBeUndefined();
  });

  it('keeps the share between 80% and 100%', () => {
    expect(readLimitWarning({ ...push, percent: 250 })?.percent).toBe(100);
    expect(readLimitWarning({ ...push, percent: 3 })?.percent).toBe(80);
  });
});

describe('the warning texts', () => {
  it('names the sentence of the limit kind and period', () => {
    expect(limitWarningTitleKey({ definition: 1, period: 'daily' })).toBe(
      'global-components:limits.usageWarning.bet.daily',
    );
    expect(limitWarningTitleKey({ definition: 2, period: 'weekly' })).toBe(
      'global-components:limits.usageWarning.loss.weekly',
    );
    expect(limitWarningTitleKey({ definition: 3, period: 'monthly' })).toBe(
      'global-components:limits.usageWarning.deposit.monthly',
    );
  });

  it('writes the share as each language writes a percentage', () => {
    expect(percentText(80, 'en')).toBe('80%');
    expect(percentText(85, 'de')).toBe('85\u00a0%');
    expect(percentText(80, 'tr')).toBe('%80');
  });
});

describe('receiveLimitWarning', () => {
  it('answers a warning once however often it is delivered, and keeps it for the banner until dismissed', () => {
    const warning = { ...push, limitId: 'l-2' };
    expect(receiveLimitWarning(warning)).toEqual(warning);
    expect(receiveLimitWarning(warning)).toBeUndefined();
    expect(limitWarningStore.getSnapshot()).toEqual(warning);
    dismissLimitWarning();
    expect(limitWarningStore.getSnapshot()).toBeNull();
    expect(receiveLimitWarning({ type: 'game.bet.restricted' })).toBeUndefined();
    expect(receiveLimitWarning({ ...warning, used: 900, percent: 90 })).toMatchObject({ used: 900 });
  });
});
