import type { PlaceSportBetRequest, SportBetView } from '@casino/shared';
import { describe, expect, it, vi } from 'vitest';
import type { AccountView, SportsbookApi } from '../api/sportsbook-api';
import { ApiError } from '../api/sportsbook-api';
import { createStore } from '../lib/store';
import { createSlipActions, waitForDecision } from './slip-actions';
import type { SlipLeg } from './slip-rules';
import type { SlipState } from './slip-state';
import { EMPTY_SLIP } from './slip-state';

const leg: SlipLeg = {
  selectionId: 11,
  eventId: 5,
  eventName: 'A – B',
  marketId: 3,
  marketName: 'Match result',
  selectionName: 'A',
  combinable: false,
  price: { numerator: 2, denominator: 1 },
  livePrice: { numerator: 2, denominator: 1 },
  open: true,
};

const bet = (status: SportBetView['status'], id = 7) =>
  ({ id, status, rejectionReason: status === 'rejected' ? 'price moved' : null }) as SportBetView;

function setup(placeBet: (request: PlaceSportBetRequest) => Promise<SportBetView>, token = 'player-token') {
  const slip = createStore<SlipState>({ ...EMPTY_SLIP, legs: [leg], stakeText: '2.5' });
  const account = createStore<AccountView | null>({ currency: 'EUR', balance: 10_000, subunitToUnit: 100 });
  const sent: PlaceSportBetRequest[] = [];
  const api = {
    placeBet: (request: PlaceSportBetRequest) => {
      sent.push(request);
      return placeBet(request);
    },
    bet: vi.fn(async (id: number) => bet('open', id)),
    event: vi.fn(async () => Promise.reject(new Error('not needed'))),
  } as unknown as SportsbookApi;
  let ids = 0;
  const actions = createSlipActions({
    slip,
    account,
    api,
    token: () => token,
    reloadAccount: () => undefined,
    newRequestId: () => `request-${++ids}`,
    sleep: async () => undefined,
  });
  return { slip, actions, sent, api };
}

describe('placing a bet', () => {
  it('sends the stake in minor units, then clears the slip and reports the bet', async () => {
    const { slip, actions, sent } = setup(async () => bet('open'));
    const onBetPlacement = vi.fn();
    await actions.place({ onBetPlacement });
    expect(sent[0]).toMatchObject({
      requestId: 'request-1',
      kind: 'single',
      unitStake: 250,
      legs: [{ selectionId: 11, price: { numerator: 2, denominator: 1 } }],
      oddsChange: 'none',
    });
    expect(onBetPlacement).toHaveBeenCalledWith(bet('open'));
    expect(slip.get().legs).toEqual([]);
    expect(slip.get().message).toMatchObject({ tone: 'success', key: 'betPlaced' });
  });

  it('reuses the requestId on a retry after no answer, and takes a new one after an edit', async () => {
    let answer: () => Promise<SportBetView> = () => Promise.reject(new ApiError(0, 'network', 'network error'));
    const { slip, actions, sent } = setup(() => answer());
    await actions.place({});
    expect(slip.get().attemptId).toBe('request-1');
    await actions.place({});
    expect(sent.map((request) => request.requestId)).toEqual(['request-1', 'request-1']);
    actions.setStake('3');
    answer = async () => bet('open');
    await actions.place({});
    expect(sent[2]).toMatchObject({ requestId: 'request-2', unitStake: 300 });
  });

  it('shows the server message of a refusal and starts a new attempt next time', async () => {
    const { slip, actions } = setup(() =>
      Promise.reject(new ApiError(422, 'stake_too_high', 'The most you can stake is 100.00 EUR.')),
    );
    await actions.place({});
    expect(slip.get()).toMatchObject({
      phase: 'idle',
      attemptId: null,
      message: { tone: 'error', text: 'The most you can stake is 100.00 EUR.' },
    });
    expect(slip.get().legs).toHaveLength(1);
  });

  it('waits for a pending bet until it is accepted or rejected', async () => {
    const { slip, actions, api } = setup(async () => bet('pending'));
    vi.mocked(api.bet).mockResolvedValueOnce(bet('pending')).mockResolvedValueOnce(bet('rejected'));
    const onBetPlacement = vi.fn();
    await actions.place({ onBetPlacement });
    expect(api.bet).toHaveBeenCalledTimes(2);
    expect(onBetPlacement).not.toHaveBeenCalled();
    expect(slip.get().message).toMatchObject({ tone: 'error', key: 'betRejected', values: { reason: 'price moved' } });
    expect(slip.get().legs).toHaveLength(1);
  });

  it('asks a guest to sign in and keeps the slip', async () => {
    const { slip, actions, sent } = setup(async () => bet('open'), '');
    const onSignInButtonClick = vi.fn();
    await actions.place({ onSignInButtonClick });
    expect(onSignInButtonClick).toHaveBeenCalledOnce();
    expect(sent).toEqual([]);
    expect(slip.get().legs).toHaveLength(1);
  });
});

describe('waitForDecision', () => {
  it('polls every second for at most 30 s', async () => {
    const sleep = vi.fn(async () => undefined);
    const fetchBet = vi.fn(async () => bet('pending'));
    const result = await waitForDecision(bet('pending'), fetchBet, sleep);
    expect(result.status).toBe('pending');
    expect(fetchBet).toHaveBeenCalledTimes(30);
    expect(sleep).toHaveBeenCalledWith(1000);
  });
});
