import { describe, expect, it } from 'vitest';
import { BonusCodeStatus, PlayerBonusResult, PlayerBonusStatus } from '@casino/shared';
import {
  parseBonusCodeRedemption,
  parseBonusOffer,
  parseBonusPackage,
  parseCashback,
  parseDataList,
  parsePlayerBonus,
  parsePlayerFreespin,
} from './bonus-parsers';

const bonusRow = {
  id: 'pb-1',
  bonusId: 3,
  pageIdentity: 'welcome-1',
  title: 'Welcome 100%',
  kind: 'deposit',
  status: 2,
  result: 1,
  amount: 5000,
  balance: 4200,
  currency: 'USD',
  packageId: 1,
  issueSessionId: null,
  wagerCasinoConditions: { gameIds: ['lucky-orbit'] },
  wager: {
    isEnabled: true,
    multiplier: 30,
    required: 150_000,
    wagered: 2000,
    maxBet: 500,
    maxConversion: null,
    contribution: { games: {}, collections: {}, defaultRate: 10_000, sportsMinOdds: null, sportsRate: 0 },
  },
  convertedAmount: 0,
  forfeitedAmount: 0,
  hasOpenRound: false,
  issuedAt: '2026-11-25T10:00:00.000Z',
  activatedAt: '2026-11-25T10:00:00.000Z',
  expiresAt: '2026-12-25T10:00:00.000Z',
  finishedAt: null,
};

describe('parsePlayerBonus', () => {
  it('reads a granted bonus as the contract states it', () => {
    const bonus = parsePlayerBonus(bonusRow);
    expect(bonus).toMatchObject({
      id: 'pb-1',
      status: PlayerBonusStatus.Active,
      result: PlayerBonusResult.None,
      balance: 4200,
      wager: { required: 150_000, wagered: 2000, maxBet: 500 },
    });
    expect(bonus.wagerCasinoConditions.gameIds).toEqual(['lucky-orbit']);
  });

  it('fills odd or missing fields with neutral values and refuses a row without an id', () => {
    const bonus = parsePlayerBonus({ id: 9, status: 42, result: 'x', balance: '12', wager: null });
    expect(bonus).toMatchObject({
      id: '9',
      status: PlayerBonusStatus.Issued,
      result: PlayerBonusResult.None,
      balance: 0,
      wager: { isEnabled: true, multiplier: 1, required: 0 },
    });
    expect(() => parsePlayerBonus({ title: 'no id' })).toThrow(/player bonus/);
    expect(() => parsePlayerBonus(null)).toThrow();
  });
});

describe('parseDataList', () => {
  it('keeps the readable rows of a list and refuses what is not one', () => {
    expect(parseDataList(parsePlayerBonus)({ data: [bonusRow, { nothing: true }] }).map((bonus) => bonus.id)).toEqual([
      'pb-1',
    ]);
    expect(() => parseDataList(parsePlayerBonus)([bonusRow])).toThrow(/list/);
  });
});

describe('parseBonusOffer', () => {
  it('reads trigger conditions, free spins and the package step', () => {
    const offer = parseBonusOffer({
      id: 3,
      pageIdentity: 'welcome-3',
      kind: 'deposit',
      percent: 2500,
      maxAmount: 20_000,
      freespins: { count: 50, gameId: 'g1', gameIdentity: 'lucky-orbit', betAmount: 20 },
      package: { id: 1, step: 3, steps: 3 },
      triggerConditions: {
        invoiceAmountItems: [{ currency: 'USD', amountFrom: 2000 }],
        baseCurrencyInvoiceAmountFrom: 2000,
      },
    });
    expect(offer).toMatchObject({
      id: 3,
      percent: 2500,
      amount: null,
      maxAmount: 20_000,
      wagerMultiplier: 1,
      package: { step: 3, steps: 3 },
      freespins: { count: 50, gameIdentity: 'lucky-orbit' },
    });
    expect(offer.triggerConditions.invoiceAmountItems).toEqual([{ currency: 'USD', amountFrom: 2000 }]);
    expect(offer.contribution).toBeUndefined();
  });

  it('reads the contribution table an offer carries (what each game counts before the offer is taken)', () => {
    const offer = parseBonusOffer({
      id: 4,
      contribution: {
        games: { 'orbit-dice': 1000 },
        collections: { slots: 10_000 },
        defaultRate: 5000,
        sportsMinOdds: '1.50',
        sportsRate: 10_000,
      },
    });
    expect(offer.contribution).toEqual({
      games: { 'orbit-dice': 1000 },
      collections: { slots: 10_000 },
      defaultRate: 5000,
      sportsMinOdds: '1.50',
      sportsRate: 10_000,
    });
  });
});

describe('parsePlayerFreespin', () => {
  it('keeps a missing game identity as null (the alert then has no link)', () => {
    expect(parsePlayerFreespin({ id: 'fs-1', count: 50, played: 3, gameId: 'g1' })).toMatchObject({
      id: 'fs-1',
      count: 50,
      played: 3,
      gameIdentity: null,
    });
  });
});

describe('parseBonusCodeRedemption', () => {
  it('reads the answer, bare or under data', () => {
    expect(
      parseBonusCodeRedemption({ playerBonusCodeId: 'c1', code: 'ORBIT50', trigger: 'activation', status: 2 }),
    ).toMatchObject({ status: BonusCodeStatus.Used, trigger: 'activation' });
    expect(parseBonusCodeRedemption({ data: { status: 4 } }).status).toBe(BonusCodeStatus.NotAvailable);
    expect(parseBonusCodeRedemption({}).status).toBe(BonusCodeStatus.Incorrect);
  });
});

describe('parseCashback and parseBonusPackage', () => {
  it('read the views with their rows', () => {
    const cashback = parseCashback({
      currency: 'USD',
      percent: 1000,
      period: 'weekly',
      currentNetLoss: 5000,
      currentAmount: 500,
      claimable: [{ id: 'cb-1', amount: 300 }, { amount: 1 }],
    });
    expect(cashback.claimable).toEqual([
      { id: 'cb-1', amount: 300, periodStartsAt: '', periodEndsAt: '', expiresAt: '' },
    ]);
    const pack = parseBonusPackage({
      id: 1,
      identity: 'welcome',
      title: 'Welcome',
      nextStep: 2,
      steps: [{ id: 1, taken: true, playerBonusId: 'pb-1' }, { id: 2 }],
    });
    expect(pack.steps.map((step) => [step.id, step.taken])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(pack.nextStep).toBe(2);
  });
});
