/**
 * The slip's state and its persistence. The slip outlives a page load (localStorage), so a guest
 * who picks prices, signs in and comes back finds them still there; the odds-change preference
 * is remembered on its own, as a setting rather than part of a bet.
 */
import type { OddsChangePreferenceView, SportBetKind, SportEventView } from '@casino/shared';
import { ODDS_CHANGE_PREFERENCES } from '@casino/sportsbook';
import type { TextKey } from '../texts';
import type { SlipLeg } from './slip-rules';
import { updateLeg } from './slip-rules';

/** A message of the widget's own (`key`, translated when shown) or the server's (`text`, as it came). */
export interface SlipMessage {
  readonly tone: 'error' | 'success' | 'info';
  readonly key?: TextKey;
  readonly text?: string;
  readonly values?: Readonly<Record<string, string>>;
}

export interface SlipState {
  readonly legs: readonly SlipLeg[];
  readonly kind: SportBetKind;
  readonly systemSize: number;
  readonly stakeText: string;
  readonly oddsChange: OddsChangePreferenceView;
  /** The requestId of the attempt in flight or that failed without an answer: a retry sends it again. */
  readonly attemptId: string | null;
  readonly phase: 'idle' | 'placing' | 'accepting';
  readonly message: SlipMessage | null;
}

export const SLIP_STORAGE_KEY = 'casino.sportsbook.slip';
export const ODDS_CHANGE_STORAGE_KEY = 'casino.sportsbook.oddsChange';

export const EMPTY_SLIP: SlipState = {
  legs: [],
  kind: 'single',
  systemSize: 2,
  stakeText: '',
  oddsChange: 'none',
  attemptId: null,
  phase: 'idle',
  message: null,
};

const isOdds = (value: unknown): boolean => {
  const odds = value as { numerator?: unknown; denominator?: unknown } | null;
  return (
    Number.isSafeInteger(odds?.numerator) && Number.isSafeInteger(odds?.denominator) && Number(odds?.denominator) > 0
  );
};

function isLeg(value: unknown): value is SlipLeg {
  const leg = value as Partial<SlipLeg> | null;
  return (
    typeof leg === 'object' &&
    leg !== null &&
    Number.isSafeInteger(leg.selectionId) &&
    Number.isSafeInteger(leg.eventId) &&
    Number.isSafeInteger(leg.marketId) &&
    typeof leg.eventName === 'string' &&
    typeof leg.marketName === 'string' &&
    typeof leg.selectionName === 'string' &&
    isOdds(leg.price) &&
    isOdds(leg.livePrice)
  );
}

/** What was stored, checked field by field: storage is outside input (an old version, a hand edit). */
export function restoreSlip(slipText: string | null, oddsChangeText: string | null): SlipState {
  const oddsChange = ODDS_CHANGE_PREFERENCES.find((preference) => preference === oddsChangeText) ?? 'none';
  try {
    const stored = JSON.parse(slipText ?? 'null') as Partial<SlipState> | null;
    if (!stored || !Array.isArray(stored.legs)) return { ...EMPTY_SLIP, oddsChange };
    return {
      ...EMPTY_SLIP,
      oddsChange,
      legs: stored.legs.filter(isLeg).map((leg) => ({
        ...leg,
        combinable: leg.combinable === true,
        open: leg.open !== false,
        outrightEventId: Number.isSafeInteger(leg.outrightEventId) ? leg.outrightEventId : undefined,
      })),
      kind: stored.kind === 'accumulator' || stored.kind === 'system' ? stored.kind : 'single',
      systemSize: Number.isSafeInteger(stored.systemSize) ? Number(stored.systemSize) : 2,
      stakeText: typeof stored.stakeText === 'string' ? stored.stakeText.slice(0, 20) : '',
    };
  } catch {
    return { ...EMPTY_SLIP, oddsChange };
  }
}

/** Only the bet itself is stored, not the attempt or the message of the moment. */
export function slipForStorage(state: SlipState): string {
  return JSON.stringify({
    legs: state.legs,
    kind: state.kind,
    systemSize: state.systemSize,
    stakeText: state.stakeText,
  });
}

/** Whether betting on the event is paused right now (a goal, a break point) or over. */
export function eventClosed(
  event: Pick<SportEventView, 'status' | 'suspendedUntil' | 'suspendedByOperator'>,
  nowMs: number,
): boolean {
  if (event.status === 'ended' || event.status === 'cancelled' || event.suspendedByOperator) return true;
  return event.suspendedUntil !== null && Date.parse(event.suspendedUntil) > nowMs;
}

/** A pushed event refreshes the prices and openness of its legs; a market gone from it closes them. */
export function applyEventToLegs(legs: readonly SlipLeg[], event: SportEventView, nowMs: number): readonly SlipLeg[] {
  let next: readonly SlipLeg[] = legs;
  const closed = eventClosed(event, nowMs);
  for (const leg of legs) {
    if (leg.eventId !== event.id) continue;
    const market = event.markets.find((candidate) => candidate.id === leg.marketId);
    const selection = market?.selections.find((candidate) => candidate.id === leg.selectionId);
    const open = !closed && market?.status === 'open' && selection?.open === true;
    next = updateLeg(next, leg.selectionId, selection?.price ?? leg.livePrice, open);
  }
  return next;
}
