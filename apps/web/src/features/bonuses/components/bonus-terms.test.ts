import { describe, expect, it } from 'vitest';
import { PlayerBonusResult, PlayerBonusStatus, type BonusOffer, type PlayerBonus } from '@casino/shared';
import { termsOfBonus, termsOfOffer } from './bonus-terms';

const contribution = { games: {}, collections: {}, defaultRate: 10_000, sportsMinOdds: null, sportsRate: 0 };

const bonus = (over: Partial<PlayerBonus> & { maxConversion?: number | null }): PlayerBonus => {
  const { maxConversion = null, ...rest } = over;
  return {
    id: 'pb-1',
    bonusId: 3,
    pageIdentity: 'orbit10',
    title: '10 USD without a deposit',
    kind: 'code',
    status: PlayerBonusStatus.Active,
    result: PlayerBonusResult.None,
    amount: 1_000,
    balance: 1_000,
    currency: 'USD',
    packageId: null,
    issueSessionId: null,
    wagerCasinoConditions: { gameIds: [] },
    wager: { isEnabled: true, multiplier: 40, required: 40_000, wagered: 0, maxBet: 200, maxConversion, contribution },
    convertedAmount: 0,
    forfeitedAmount: 0,
    hasOpenRound: false,
    issuedAt: '2026-11-25T10:00:00.000Z',
    activatedAt: '2026-11-25T10:00:00.000Z',
    expiresAt: null,
    finishedAt: null,
    ...rest,
  };
};

const offer = (over: Partial<BonusOffer>): BonusOffer => ({
  id: 1,
  pageIdentity: 'welcome-1',
  kind: 'deposit',
  title: 'Welcome bonus',
  description: '',
  currency: 'USD',
  percent: 10_000,
  amount: null,
  maxAmount: 50_000,
  bonusAmount: null,
  wagerMultiplier: 30,
  wagerIncludesDeposit: false,
  maxBet: 500,
  maxConversion: 100_000,
  wagerDays: 30,
  freespins: null,
  package: null,
  triggerConditions: { invoiceAmountItems: [], baseCurrencyInvoiceAmountFrom: null },
  wagerCasinoConditions: { gameIds: [] },
  contribution,
  ...over,
});

describe('the terms of the own-money rule', () => {
  it('count only own money and convert at most the bonus amount, for every bonus a player takes', () => {
    expect(termsOfOffer(offer({}))).toMatchObject({
      ownMoneyOnly: true,
      maxConversion: 100_000,
      conversionSettled: false,
    });
    expect(termsOfOffer(offer({ kind: 'freespins', maxConversion: null }))).toMatchObject({
      ownMoneyOnly: true,
      maxConversion: null,
      conversionSettled: false,
    });
    // A granted bonus names the amount: its cap, or the bonus itself when that is less.
    expect(termsOfBonus(bonus({ maxConversion: 5_000 }))).toMatchObject({
      ownMoneyOnly: true,
      maxConversion: 1_000,
      conversionSettled: true,
    });
    expect(termsOfBonus(bonus({ maxConversion: 600 }))).toMatchObject({ maxConversion: 600, conversionSettled: true });
    expect(termsOfBonus(bonus({ maxConversion: null }))).toMatchObject({
      maxConversion: 1_000,
      conversionSettled: true,
    });
  });

  it('name no amount while free spins are still winning', () => {
    const winnings = bonus({
      kind: 'freespin_winnings',
      status: PlayerBonusStatus.Issued,
      amount: 0,
      maxConversion: 0,
    });
    expect(termsOfBonus(winnings)).toMatchObject({ ownMoneyOnly: true, maxConversion: null, conversionSettled: false });
    const won = bonus({ kind: 'freespin_winnings', amount: 340, maxConversion: null });
    expect(termsOfBonus(won)).toMatchObject({ maxConversion: 340, conversionSettled: true });
  });

  it('leave an operator’s manual grant to its own terms', () => {
    expect(termsOfOffer(offer({ kind: 'manual', maxConversion: null }))).toMatchObject({
      ownMoneyOnly: false,
      maxConversion: null,
    });
    expect(termsOfBonus(bonus({ kind: 'manual', maxConversion: null, amount: 2_000 }))).toMatchObject({
      ownMoneyOnly: false,
      maxConversion: null,
    });
    expect(termsOfBonus(bonus({ kind: 'manual', maxConversion: 5_000, amount: 2_000 }))).toMatchObject({
      ownMoneyOnly: false,
      maxConversion: 5_000,
    });
  });
});
