import { describe, expect, it } from 'vitest';
import { crashElapsedFor } from '@casino/fairplay';
import type { CrashBet, CrashRound, CrashState } from './crash-api';
import {
  actionOf,
  bigWinsRoundOf,
  boardOf,
  clockOffset,
  CRASH_SHOWN_MS,
  FLIGHT_POLL_MS,
  IDLE_POLL_MS,
  initialCrashClient,
  intentOf,
  justCrashedOf,
  phaseAnnouncement,
  phaseAt,
  pollDelayMs,
  settledMyBet,
  withBetReply,
} from './crash-state';

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
const state = (patch: Partial<CrashState> = {}): CrashState => ({
  serverTime: 0,
  growthPerMs: 0.00006,
  round: round(),
  bets: [],
  myBet: null,
  balance: 1_000,
  history: [],
  chain: null,
  ...patch,
});

describe('crash client state', () => {
  it('starts empty with the session balance, and measures the server clock at the middle of the request', () => {
    expect(initialCrashClient(500)).toMatchObject({ state: null, balance: 500, offset: 0, live: false, busy: false });
    expect(clockOffset(10_500, 1_000, 1_200)).toBe(9_400);
  });

  it('keeps the round that just crashed on the board when the next one opens', () => {
    const previous = state({ round: round({ id: 'r7', phase: 'flight' }) });
    const next = state({
      round: round({ id: 'r8', number: 8 }),
      history: [{ id: 'r7', number: 7, crashPoint: 231, hash: 'h' }],
    });
    const shown = justCrashedOf(previous, next, 50_000);
    expect(shown?.until).toBe(50_000 + CRASH_SHOWN_MS);
    expect(shown?.round).toMatchObject({ id: 'r7', phase: 'crashed', crashPoint: 231, multiplier: 231 });
    expect(shown?.round.elapsedMs).toBe(crashElapsedFor(231));
    // The same round, or a previous one not (yet) in the history: nothing to keep.
    expect(justCrashedOf(previous, state({ round: round({ id: 'r7', phase: 'crashed' }) }), 0)).toBeNull();
    expect(justCrashedOf(previous, state({ round: round({ id: 'r8' }) }), 0)).toBeNull();
    expect(justCrashedOf(null, next, 0)).toBeNull();
  });

  it('shows the crash just seen for its moment, then the next round counting down', () => {
    const next = round({ id: 'r8', number: 8, bettingEndsAt: 20_000 });
    const crashed = round({ phase: 'crashed', crashPoint: 231, multiplier: 231, elapsedMs: 5_000 });
    const during = boardOf(next, { round: crashed, until: 2_000 }, 17_500, 1_000);
    expect(during).toMatchObject({ view: 'crashed', phase: 'betting', tone: 'crashed', multiplier: 231 });
    expect(during).toMatchObject({ roundNumber: 8, curveMs: 5_000 });
    expect(during.line).toEqual({ kind: 'crashedNext', multiplier: 231, seconds: '2.5' });
    const after = boardOf(next, { round: crashed, until: 2_000 }, 17_500, 2_000);
    expect(after).toMatchObject({ view: '', phase: 'betting', tone: 'betting', multiplier: 100, curveMs: 0 });
    expect(after.line).toEqual({ kind: 'launchIn', seconds: '2.5' });
  });

  it('flies on the server clock before the push says so, and shows a crash with its point', () => {
    const flying = boardOf(round(), null, 10_000 + crashElapsedFor(150), 0);
    expect(flying).toMatchObject({ phase: 'flight', tone: 'flight', multiplier: 150 });
    expect(flying.line).toEqual({ kind: 'inFlight', number: 7 });
    expect(flying.curveMs).toBe(crashElapsedFor(150));
    const crashed = boardOf(round({ phase: 'crashed', crashPoint: 180, elapsedMs: 4_000 }), null, 99_000, 0);
    expect(crashed).toMatchObject({ phase: 'crashed', tone: 'crashed', multiplier: 180, curveMs: 4_000 });
    expect(crashed.line).toEqual({ kind: 'crashed', multiplier: 180 });
    expect(phaseAt(round(), 9_999)).toBe('betting');
    expect(phaseAt(round(), 10_000)).toBe('flight');
  });

  it('offers a bet while betting, a cash-out of an active bet in flight, and waits otherwise', () => {
    const mine = bet({ id: 'mine', amount: 200, mine: true });
    expect(actionOf(null, 0, false)).toEqual({ label: 'waiting', disabled: true, locked: null, amount: 0 });
    expect(actionOf(state(), 9_000, false)).toEqual({ label: 'bet', disabled: false, locked: false, amount: 0 });
    expect(actionOf(state(), 9_000, true)).toMatchObject({ label: 'bet', disabled: true });
    expect(actionOf(state({ myBet: mine }), 9_000, false)).toMatchObject({
      label: 'placed',
      disabled: true,
      locked: true,
    });
    const cashOut = actionOf(state({ myBet: mine }), 10_000 + crashElapsedFor(150), false);
    expect(cashOut).toEqual({ label: 'cashOut', disabled: false, locked: true, amount: 300 });
    const cashed = state({
      round: round({ phase: 'flight' }),
      myBet: { ...mine, status: 'cashed_out', cashedOutAt: 140 },
    });
    expect(actionOf(cashed, 20_000, false)).toEqual({ label: 'cashedOut', disabled: true, locked: true, amount: 140 });
    expect(actionOf(state({ round: round({ phase: 'flight' }) }), 20_000, false)).toMatchObject({ label: 'waitNext' });
    expect(intentOf(state(), 9_000)).toBe('bet');
    expect(intentOf(state({ myBet: mine }), 9_000)).toBeNull();
    expect(intentOf(state({ myBet: mine }), 10_000)).toBe('cashOut');
    expect(intentOf(state(), 10_000)).toBeNull();
    expect(intentOf(null, 0)).toBeNull();
  });

  it('puts our answered bet first in the list, or in its place, with the balance after it', () => {
    const other = bet({ id: 'other' });
    const placed = bet({ id: 'mine', mine: true });
    const taken = withBetReply(state({ bets: [other] }), { bet: placed, balance: 900 });
    expect(taken.bets.map((entry) => entry.id)).toEqual(['mine', 'other']);
    expect(taken).toMatchObject({ myBet: placed, balance: 900 });
    const cashed = { ...placed, status: 'cashed_out' as const, cashedOutAt: 150, win: 150 };
    const after = withBetReply(taken, { bet: cashed, balance: 1_050 });
    expect(after.bets).toEqual([cashed, other]);
  });

  it('announces each phase of a round once, reads big wins of the last settled round, polls fast in flight', () => {
    const said = phaseAnnouncement(state(), '');
    expect(said?.key).toBe('r7:betting');
    expect(phaseAnnouncement(state(), 'r7:betting')).toBeNull();
    expect(phaseAnnouncement(state({ round: null }), '')).toBeNull();
    const history = [
      { id: 'r7', number: 7, crashPoint: 120, hash: 'a' },
      { id: 'r6', number: 6, crashPoint: 300, hash: 'b' },
    ];
    expect(bigWinsRoundOf(state({ round: round({ phase: 'crashed' }), history }))).toBe('r6');
    expect(bigWinsRoundOf(state({ round: round({ id: 'r8' }), history }))).toBe('r7');
    expect(bigWinsRoundOf(state())).toBe('');
    expect(pollDelayMs(round(), 9_000)).toBe(IDLE_POLL_MS);
    expect(pollDelayMs(round(), 9_700)).toBe(FLIGHT_POLL_MS);
    expect(pollDelayMs(round({ phase: 'crashed' }), 20_000)).toBe(IDLE_POLL_MS);
    expect(pollDelayMs(null, 0)).toBe(IDLE_POLL_MS);
  });

  it('tells when the crash settled our bet: the next round opened without it', () => {
    const mine = bet({ id: 'mine', mine: true });
    const next = state({ round: round({ id: 'r8' }) });
    expect(settledMyBet(state({ myBet: mine }), next)).toBe(true);
    expect(settledMyBet(state(), next)).toBe(false);
    expect(settledMyBet(state({ myBet: mine }), state({ round: round({ phase: 'crashed' }) }))).toBe(false);
  });
});
