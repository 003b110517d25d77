import { describe, expect, it } from 'vitest';
import { BONUS_WAGERING_RULES, PlayerBonusResult, PlayerBonusStatus } from '@casino/shared';
import {
  confirmationValue,
  contributionRows,
  minimumDeposit,
  offerHeadline,
  parseConfirmation,
  percentOf,
  resultKey,
  wageringProgress,
} from './bonus-format';

describe('wageringProgress', () => {
  it('counts wagered against required and is full only once the requirement is met', () => {
    expect(wageringProgress({ wagered: 0, required: 3000, isEnabled: true })).toMatchObject({
      percent: 0,
      remaining: 3000,
      isComplete: false,
    });
    expect(wageringProgress({ wagered: 1500, required: 3000, isEnabled: true })).toMatchObject({
      percent: 50,
      remaining: 1500,
    });
    expect(wageringProgress({ wagered: 2999, required: 3000, isEnabled: true })).toMatchObject({
      percent: 99,
      isComplete: false,
    });
    expect(wageringProgress({ wagered: 3000, required: 3000, isEnabled: true })).toMatchObject({
      percent: 100,
      remaining: 0,
      isComplete: true,
    });
    expect(wageringProgress({ wagered: 5000, required: 3000, isEnabled: true })).toMatchObject({
      percent: 100,
      isComplete: true,
    });
  });

  it('treats a bonus without wagering, or with nothing to wager, as complete', () => {
    expect(wageringProgress({ wagered: 0, required: 3000, isEnabled: false }).isComplete).toBe(true);
    expect(wageringProgress({ wagered: 0, required: 0, isEnabled: true }).percent).toBe(100);
  });

  it('never goes below zero on odd numbers', () => {
    expect(wageringProgress({ wagered: -5, required: 100, isEnabled: true })).toMatchObject({
      percent: 0,
      wagered: 0,
      remaining: 100,
    });
  });
});

describe('percentOf', () => {
  it('turns basis points into a percentage text without float noise', () => {
    expect([
      percentOf(10_000),
      percentOf(2500),
      percentOf(1250),
      percentOf(1),
      percentOf(0),
      percentOf(33_333),
    ]).toEqual(['100', '25', '12.5', '0.01', '0', '333.33']);
  });
});

describe('confirm-bonus values', () => {
  it('round-trips an action on a bonus or free spins', () => {
    const value = confirmationValue({ action: 'cancel', target: 'bonus', id: '7f3a-91' });
    expect(value).toBe('cancel.bonus.7f3a-91');
    expect(parseConfirmation(value)).toEqual({ action: 'cancel', target: 'bonus', id: '7f3a-91' });
    expect(parseConfirmation('activate.freespin.12')).toEqual({ action: 'activate', target: 'freespin', id: '12' });
  });

  it('refuses anything else', () => {
    for (const value of [
      'true',
      '',
      'delete.bonus.1',
      'cancel.wallet.1',
      'cancel.bonus.',
      'cancel.bonus.1.2',
      'cancel.bonus.<script>',
      `cancel.bonus.${'x'.repeat(65)}`,
    ]) {
      expect(parseConfirmation(value)).toBeUndefined();
    }
  });
});

describe('resultKey', () => {
  it('names the state of a listed bonus and how a finished one ended', () => {
    expect(resultKey({ status: PlayerBonusStatus.Issued, result: PlayerBonusResult.None })).toBe('issued');
    expect(resultKey({ status: PlayerBonusStatus.Active, result: PlayerBonusResult.None })).toBe('active');
    expect(resultKey({ status: PlayerBonusStatus.Finished, result: PlayerBonusResult.Played })).toBe('played');
    expect(resultKey({ status: PlayerBonusStatus.Finished, result: PlayerBonusResult.Canceled })).toBe('canceled');
    expect(resultKey({ status: PlayerBonusStatus.Finished, result: PlayerBonusResult.Expired })).toBe('expired');
    expect(resultKey({ status: PlayerBonusStatus.Finished, result: PlayerBonusResult.WagerExpired })).toBe('expired');
    expect(resultKey({ status: PlayerBonusStatus.Finished, result: PlayerBonusResult.None })).toBe('finished');
  });
});

describe('offerHeadline', () => {
  it('tells a percentage, a fixed amount or free spins', () => {
    expect(offerHeadline({ percent: 10_000, amount: null, maxAmount: 50_000, freespins: null })).toEqual({
      kind: 'percent',
      percent: '100',
      max: 50_000,
    });
    expect(offerHeadline({ percent: null, amount: 1000, maxAmount: null, freespins: null })).toEqual({
      kind: 'amount',
      amount: 1000,
    });
    expect(
      offerHeadline({
        percent: null,
        amount: null,
        maxAmount: null,
        freespins: { count: 50, gameId: 'g', gameIdentity: null, betAmount: 20 },
      }),
    ).toEqual({ kind: 'freespins', count: 50 });
    expect(offerHeadline({ percent: 0, amount: 0, maxAmount: null, freespins: null })).toEqual({ kind: 'none' });
  });
});

describe('minimumDeposit', () => {
  it('finds the trigger amount of the currency', () => {
    const offer = {
      triggerConditions: {
        invoiceAmountItems: [{ currency: 'EUR', amountFrom: 2000 }],
        baseCurrencyInvoiceAmountFrom: 2000,
      },
    };
    expect(minimumDeposit(offer, 'EUR')).toBe(2000);
    expect(minimumDeposit(offer, 'BTC')).toBeNull();
  });
});

describe('contributionRows', () => {
  it('lists the default, the games and collections that differ, and sports above the minimum odds', () => {
    const rows = contributionRows({
      games: { 'lucky-orbit': 10_000 },
      collections: { table: 1000 },
      defaultRate: 5000,
      sportsMinOdds: '1.50',
      sportsRate: 10_000,
    });
    expect(rows).toEqual([
      { kind: 'default', name: '', percent: '50' },
      { kind: 'game', name: 'lucky-orbit', percent: '100' },
      { kind: 'collection', name: 'table', percent: '10' },
      { kind: 'sports', name: '1.50', percent: '100' },
    ]);
    expect(
      contributionRows({ games: {}, collections: {}, defaultRate: 10_000, sportsMinOdds: null, sportsRate: 0 }),
    ).toHaveLength(1);
  });
});

describe('the wagering rules the terms state', () => {
  it('are the engine\'s: the risk rule reads "2 times in 3" and "9 times in 10" in every locale', () => {
    expect(BONUS_WAGERING_RULES).toEqual({
      edgeTimesMultiplier: true,
      halfFromChanceBps: 6_667,
      noneFromChanceBps: 9_000,
    });
  });
});
