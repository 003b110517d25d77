import { describe, expect, it } from 'vitest';
import type { CrashBet, CrashRound, CrashState } from './crash-api';
import { applyCrashPush } from './crash-live';

const round = (patch: Partial<CrashRound> = {}): CrashRound => ({
  id: 'r7',
  number: 7,
  phase: 'betting',
  bettingEndsAt: 10_000,
  elapsedMs: 0,
  multiplier: 100,
  crashPoint: null,
  hash: null,
  ...patch,
});
const bet = (patch: Partial<CrashBet> = {}): CrashBet => ({
  id: 'b1',
  player: 'Player 3f2a',
  amount: 100,
  currency: 'EUR',
  subunitToUnit: 100,
  demo: false,
  autoCashOut: null,
  cashedOutAt: null,
  win: 0,
  status: 'active',
  mine: false,
  ...patch,
});
const mine = bet({ id: 'mine', amount: 50, autoCashOut: 300, mine: true });
const state: CrashState = {
  serverTime: 0,
  growthPerMs: 0.00006,
  round: round(),
  bets: [mine],
  myBet: mine,
  balance: 1_000,
  history: [],
  chain: null,
};

describe('the crash round moved on by its room pushes', () => {
  it('adds bets of the round, keeps our own auto target, and ignores other rounds', () => {
    const next = applyCrashPush(state, {
      type: 'bets',
      serverTime: 1,
      roundId: 'r7',
      bets: [bet({ amount: 500 }), bet({ id: 'mine', amount: 50 })],
    });
    expect(next.bets.map((entry) => [entry.id, entry.mine, entry.autoCashOut])).toEqual([
      ['b1', false, null],
      ['mine', true, 300],
    ]);
    expect(applyCrashPush(state, { type: 'bets', serverTime: 1, roundId: 'r6', bets: [bet()] })).toBe(state);
  });

  it('launches, crashes (what was in play is lost, the crash leads the history) and opens the next round', () => {
    const flying = applyCrashPush(state, { type: 'flight', serverTime: 1, round: round({ phase: 'flight' }) });
    expect(flying.round?.phase).toBe('flight');
    const crashed = applyCrashPush(flying, {
      type: 'crashed',
      serverTime: 2,
      round: round({ phase: 'crashed', multiplier: 250, crashPoint: 250, hash: 'h7' }),
    });
    expect(crashed.myBet?.status).toBe('lost');
    expect(crashed.history[0]).toEqual({ id: 'r7', number: 7, crashPoint: 250, hash: 'h7' });
    // A launch arriving late (after the crash) changes nothing.
    expect(applyCrashPush(crashed, { type: 'flight', serverTime: 1, round: round({ phase: 'flight' }) })).toBe(crashed);
    const next = applyCrashPush(crashed, {
      type: 'betting',
      serverTime: 3,
      round: round({ id: 'r8', number: 8, bettingEndsAt: 30_000 }),
      ended: { id: 'r7', number: 7, crashPoint: 250, hash: 'h7' },
    });
    expect(next).toMatchObject({ round: { id: 'r8', phase: 'betting' }, bets: [], myBet: null });
    expect(next.history).toHaveLength(1);
    // The opening of an older round, read after a newer state, is dropped.
    expect(applyCrashPush(next, { type: 'betting', serverTime: 3, round: round(), ended: null })).toBe(next);
  });

  it('takes a round whose opening was missed from its launch', () => {
    const next = applyCrashPush(state, {
      type: 'flight',
      serverTime: 1,
      round: round({ id: 'r8', number: 8, phase: 'flight', bettingEndsAt: 30_000 }),
    });
    expect(next).toMatchObject({ round: { id: 'r8' }, bets: [], myBet: null });
  });
});
