import { describe, expect, it } from 'vitest';
import { BonusCodeStatus } from '@casino/shared';
import { HttpError } from '@/lib/http';
import { bonusCodeAlertKey, codeStatusOfError } from './redeem-bonus-code';

describe('codeStatusOfError', () => {
  it('reads a refusal about the code as status 3 or 4, by numeric or by error code', () => {
    expect(codeStatusOfError(new HttpError(422, 'bonus_code_incorrect', 'x', {}, 3))).toBe(BonusCodeStatus.Incorrect);
    expect(codeStatusOfError(new HttpError(409, 'bonus_code_not_available', 'x', {}, 4))).toBe(
      BonusCodeStatus.NotAvailable,
    );
    expect(codeStatusOfError(new HttpError(409, 'bonus_code_not_available', 'x'))).toBe(BonusCodeStatus.NotAvailable);
  });

  it('leaves other failures alone', () => {
    expect(codeStatusOfError(new HttpError(500, undefined, 'x'))).toBeUndefined();
    expect(codeStatusOfError(new HttpError(422, 'validation_failed', 'x'))).toBeUndefined();
    expect(codeStatusOfError(new Error('offline'))).toBeUndefined();
  });
});

describe('bonusCodeAlertKey', () => {
  it('gives the alerts of SPEC.md section 8 for 3 and 4 only', () => {
    expect(bonusCodeAlertKey(BonusCodeStatus.Incorrect)).toBe('alerts:bonusCode.incorrect');
    expect(bonusCodeAlertKey(BonusCodeStatus.NotAvailable)).toBe('alerts:bonusCode.notAvailable');
    expect(bonusCodeAlertKey(BonusCodeStatus.Applied)).toBeUndefined();
    expect(bonusCodeAlertKey(BonusCodeStatus.Used)).toBeUndefined();
  });
});
