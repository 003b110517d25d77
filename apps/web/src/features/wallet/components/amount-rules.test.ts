import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount-rules';

const format = (minor: number) => `${minor / 100} EUR`;
const bounds = { min: 1000, max: 500_000 };

describe('checkAmount', () => {
  it('accepts an amount within the method’s bounds, in exact minor units', () => {
    expect(checkAmount('10', 100, bounds, format)).toEqual({ ok: true, minor: 1000 });
    expect(checkAmount('5000', 100, bounds, format)).toEqual({ ok: true, minor: 500_000 });
    expect(checkAmount('12.34', 100, bounds, format)).toEqual({ ok: true, minor: 1234 });
  });

  it('names the bound an amount is outside of', () => {
    expect(checkAmount('9.99', 100, bounds, format)).toEqual({
      ok: false,
      message: { key: 'modals:wallet.errors.amountBelowMin', params: { min: '10 EUR' } },
    });
    expect(checkAmount('5000.01', 100, bounds, format)).toEqual({
      ok: false,
      message: { key: 'modals:wallet.errors.amountAboveMax', params: { max: '5000 EUR' } },
    });
    expect(checkAmount('99999999999999999', 100, bounds, format)).toMatchObject({
      ok: false,
      message: { key: 'modals:wallet.errors.amountAboveMax' },
    });
  });

  it('refuses empty, zero, malformed and too precise amounts', () => {
    expect(checkAmount('', 100, bounds, format)).toMatchObject({
      message: { key: 'modals:wallet.errors.amountRequired' },
    });
    expect(checkAmount('0', 100, bounds, format)).toMatchObject({
      message: { key: 'modals:wallet.errors.amountPositive' },
    });
    expect(checkAmount('-10', 100, bounds, format)).toMatchObject({
      message: { key: 'modals:wallet.errors.amountInvalid' },
    });
    expect(checkAmount('10.005', 100, bounds, format)).toEqual({
      ok: false,
      message: { key: 'modals:wallet.errors.amountTooPrecise', params: { digits: 2 } },
    });
    expect(checkAmount('10.5', 1, { min: 1, max: 100 }, format)).toMatchObject({
      message: { key: 'modals:wallet.errors.amountWhole' },
    });
  });

  it('refuses a withdrawal above the balance before its bounds', () => {
    expect(checkAmount('20', 100, { ...bounds, available: 1500 }, format)).toEqual({
      ok: false,
      message: { key: 'modals:wallet.errors.insufficientFunds', params: { available: '15 EUR' } },
    });
    expect(checkAmount('15', 100, { ...bounds, available: 1500 }, format)).toEqual({ ok: true, minor: 1500 });
  });
});
