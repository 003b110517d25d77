/**
 * What the slip's buttons do. Every edit starts a new attempt (a new requestId on the next
 * "Place bet"), while a retry after an unanswered request reuses the attempt's id, so the server
 * answers the same bet instead of taking the stake twice.
 */
import type { OddsChangePreferenceView, SportBetKind, SportBetView, SportEventView } from '@casino/shared';
import { ApiError, type AccountView, type SportsbookApi } from '../api/sportsbook-api';
import { parseStake } from '../lib/money';
import type { Store } from '../lib/store';
import type { SlipLeg } from './slip-rules';
import { acceptPrices, chooseKind, chooseSystemSize, placeBetRequest, slipBlocker, toggleLeg } from './slip-rules';
import type { SlipState } from './slip-state';
import { applyEventToLegs, EMPTY_SLIP } from './slip-state';

export const POLL_INTERVAL_MS = 1000;
export const POLL_MAX_MS = 30_000;

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A bet in its in-play delay is asked about every second for at most 30 s; a failed poll just waits for the next. */
export async function waitForDecision(
  bet: SportBetView,
  fetchBet: (id: number) => Promise<SportBetView>,
  sleep = sleepFor,
): Promise<SportBetView> {
  let current = bet;
  for (let waited = 0; current.status === 'pending' && waited < POLL_MAX_MS; waited += POLL_INTERVAL_MS) {
    await sleep(POLL_INTERVAL_MS);
    current = await fetchBet(current.id).catch(() => current);
  }
  return current;
}

/** Keeps the kind and system size consistent with the legs after any edit. */
export function normaliseSlip(state: SlipState): SlipState {
  const kind = chooseKind(state.legs, state.kind) ?? state.kind;
  return { ...state, kind, systemSize: chooseSystemSize(state.legs.length, state.systemSize) };
}

export interface PlaceCallbacks {
  readonly onBetPlacement?: (bet: SportBetView) => void;
  readonly onSignInButtonClick?: () => void;
}

export interface SlipDependencies {
  readonly slip: Store<SlipState>;
  readonly account: Store<AccountView | null>;
  readonly api: SportsbookApi;
  readonly token: () => string;
  readonly reloadAccount: () => void;
  readonly newRequestId?: () => string;
  readonly sleep?: (ms: number) => Promise<void>;
}

export function createSlipActions(deps: SlipDependencies) {
  const { slip, api } = deps;
  const edit = (change: (state: SlipState) => Partial<SlipState>): void =>
    slip.set((state) =>
      state.phase === 'idle' ? normaliseSlip({ ...state, ...change(state), attemptId: null, message: null }) : state,
    );

  /** After odds_changed or selection_closed, fetch the legs' events so the slip shows what changed. */
  const refreshLegs = async (): Promise<void> => {
    const eventIds = [...new Set(slip.get().legs.map((leg) => leg.eventId))];
    const events = await Promise.all(eventIds.map((id) => api.event(id).catch(() => null)));
    for (const event of events) if (event) applyEvent(event);
  };

  const applyEvent = (event: SportEventView): void => {
    slip.set((state) => {
      const legs = applyEventToLegs(state.legs, event, Date.now());
      return legs === state.legs ? state : { ...state, legs };
    });
  };

  const finish = (bet: SportBetView, callbacks: PlaceCallbacks): void => {
    deps.reloadAccount();
    if (bet.status === 'rejected') {
      slip.set((state) => ({
        ...state,
        phase: 'idle',
        attemptId: null,
        message: { tone: 'error', key: 'betRejected', values: { reason: bet.rejectionReason ?? '' } },
      }));
      return;
    }
    // Open, or still pending after 30 s: either way the bet exists, so the slip is spent.
    const key = bet.status === 'pending' ? 'betStillPending' : 'betPlaced';
    slip.set((state) => ({
      ...EMPTY_SLIP,
      oddsChange: state.oddsChange,
      message: { tone: bet.status === 'pending' ? 'info' : 'success', key },
    }));
    if (bet.status !== 'pending') callbacks.onBetPlacement?.(bet);
  };

  return {
    toggle: (leg: SlipLeg) => edit((state) => ({ legs: toggleLeg(state.legs, leg) })),
    remove: (selectionId: number) =>
      edit((state) => ({ legs: state.legs.filter((leg) => leg.selectionId !== selectionId) })),
    clear: () => edit(() => ({ legs: [], stakeText: '' })),
    setKind: (kind: SportBetKind) => edit(() => ({ kind })),
    setSystemSize: (systemSize: number) => edit(() => ({ systemSize })),
    setStake: (stakeText: string) => edit(() => ({ stakeText })),
    setOddsChange: (oddsChange: OddsChangePreferenceView) => edit(() => ({ oddsChange })),
    acceptPrices: () => edit((state) => ({ legs: acceptPrices(state.legs) })),
    applyEvent,
    refreshLegs,

    async place(callbacks: PlaceCallbacks): Promise<void> {
      const state = slip.get();
      if (!deps.token()) {
        callbacks.onSignInButtonClick?.();
        return;
      }
      const account = deps.account.get();
      if (state.phase !== 'idle' || !account || slipBlocker(state.legs, state.oddsChange) !== null) return;
      const stake = parseStake(state.stakeText, account.subunitToUnit);
      if (stake.kind !== 'ok') return;
      const requestId = state.attemptId ?? (deps.newRequestId ?? (() => crypto.randomUUID()))();
      slip.set({ ...state, attemptId: requestId, phase: 'placing', message: null });
      const request = placeBetRequest({
        requestId,
        kind: state.kind,
        systemSize: state.systemSize,
        unitStakeMinor: stake.minor,
        legs: state.legs,
        oddsChange: state.oddsChange,
      });
      let bet: SportBetView;
      try {
        bet = await api.placeBet(request);
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError(0, 'unknown', String(error));
        // No answer: the bet may exist, so the retry must send the same requestId. An answer: the attempt is over.
        const unanswered = apiError.code === 'network' || apiError.status >= 500;
        const message =
          apiError.code === 'network'
            ? { tone: 'error' as const, key: 'error_network' as const }
            : { tone: 'error' as const, text: apiError.message };
        slip.set((current) => ({ ...current, phase: 'idle', attemptId: unanswered ? requestId : null, message }));
        if (apiError.code === 'odds_changed' || apiError.code === 'selection_closed') await refreshLegs();
        return;
      }
      if (bet.status === 'pending') {
        slip.set((current) => ({ ...current, phase: 'accepting' }));
        bet = await waitForDecision(bet, api.bet, deps.sleep);
      }
      finish(bet, callbacks);
    },
  };
}

export type SlipActions = ReturnType<typeof createSlipActions>;
