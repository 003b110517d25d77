/**
 * Crash's client state in one object (the round as last read or pushed, the balance, the clock
 * offset, the connection, the bet in flight), and the pure steps that read it: what the action
 * button offers, what the board shows this frame, what is announced, when to poll again. The view
 * (crash-view.ts) only draws what these say; crash-game.ts moves the state on with the API's answers.
 */
import { crashElapsedFor } from '@casino/fairplay';
import type { CrashBetReply, CrashPush, CrashRound, CrashState } from './crash-api';
import { displayedMultiplier, secondsToLaunch } from './crash-logic';

/** Polls while the socket is down: quick in flight (a cash-out or the crash shows within a quarter second), slower while betting. */
export const FLIGHT_POLL_MS = 250;
export const IDLE_POLL_MS = 1_000;
/** How long the crash of the round just ended stays on the board while the next one takes bets. */
export const CRASH_SHOWN_MS = 3_000;

/** The round that just crashed, shown for a moment after the next one opened. */
export interface JustCrashed {
  readonly round: CrashRound;
  readonly until: number;
}

export interface CrashClient {
  state: CrashState | null;
  balance: number;
  /** server clock - local clock, from the last read of the state. */
  offset: number;
  /** Subscribed to the room: pushes move the round on, nothing is polled. */
  live: boolean;
  polling: boolean;
  /** One list per read of the state in flight, collecting the pushes that come meanwhile: applied to it once it arrives. */
  buffered: CrashPush[][];
  /** Our bet of the round is settled at its crash (lost, or an auto cash-out paid then): the balance is read again after. */
  settledAtCrash: boolean;
  busy: boolean;
  lastAnnouncedPhase: string;
  justCrashed: JustCrashed | null;
}

export function initialCrashClient(balance: number): CrashClient {
  return {
    state: null,
    balance,
    offset: 0,
    live: false,
    polling: false,
    buffered: [],
    settledAtCrash: false,
    busy: false,
    lastAnnouncedPhase: '',
    justCrashed: null,
  };
}

/** The server's clock minus ours, its time taken as the middle of the request. */
export function clockOffset(serverTime: number, sentAt: number, receivedAt: number): number {
  return serverTime - Math.round((sentAt + receivedAt) / 2);
}

/** The round shown before `next` when `next` opened the round after it (found crashed in the history); null otherwise. */
export function justCrashedOf(previous: CrashState | null, next: CrashState, now: number): JustCrashed | null {
  const previousRound = previous?.round;
  const ended = next.history.find((entry) => entry.id === previousRound?.id);
  if (!previousRound || !ended || next.round?.id === previousRound.id) return null;
  return {
    round: {
      ...previousRound,
      phase: 'crashed',
      crashPoint: ended.crashPoint,
      multiplier: ended.crashPoint,
      elapsedMs: crashElapsedFor(ended.crashPoint),
    },
    until: now + CRASH_SHOWN_MS,
  };
}

/** The crash settled the player's bet (an auto cash-out pays then): the round after it opened without it. */
export function settledMyBet(previous: CrashState | null, next: CrashState): boolean {
  return Boolean(previous?.myBet) && next.myBet === null && next.round?.phase === 'betting';
}

/** The round whose big wins are asked for: the last settled one (a crash just pushed is not paid yet). */
export function bigWinsRoundOf(next: CrashState): string {
  const crashedNow = next.round?.phase === 'crashed' ? next.round.id : undefined;
  return next.history.find((entry) => entry.id !== crashedNow)?.id ?? '';
}

/** Our bet or cash-out as answered, put into the state (the room's push of it may come before or after). */
export function withBetReply(state: CrashState, reply: CrashBetReply): CrashState {
  const bets = state.bets.some((entry) => entry.id === reply.bet.id)
    ? state.bets.map((entry) => (entry.id === reply.bet.id ? reply.bet : entry))
    : [reply.bet, ...state.bets];
  return { ...state, myBet: reply.bet, bets, balance: reply.balance };
}

/** The phase on the server's clock: a round past its betting end is in flight before the push says so. */
export function phaseAt(round: CrashRound, serverNow: number): CrashRound['phase'] {
  return round.phase === 'betting' && serverNow >= round.bettingEndsAt ? 'flight' : round.phase;
}

/** What pressing the button does now: cash out our bet in flight, place one while betting, or nothing. */
export function intentOf(state: CrashState | null, serverNow: number): 'cashOut' | 'bet' | null {
  const round = state?.round;
  if (!round) return null;
  const mine = state?.myBet ?? null;
  const flying = phaseAt(round, serverNow) === 'flight';
  if (flying && mine?.status === 'active') return 'cashOut';
  if (!flying && !mine) return 'bet';
  return null;
}

export interface CrashActionView {
  readonly label: 'waiting' | 'bet' | 'placed' | 'cashOut' | 'cashedOut' | 'waitNext';
  readonly disabled: boolean;
  /** The bet field and the auto cash-out locked; null leaves them as they are (no round yet). */
  readonly locked: boolean | null;
  /** cashOut: what cashing out now pays, in minor units; cashedOut: the multiplier it was at, in hundredths. */
  readonly amount: number;
}

/** The action button as the state and the clock say. */
export function actionOf(state: CrashState | null, serverNow: number, busy: boolean): CrashActionView {
  const round = state?.round;
  const mine = state?.myBet ?? null;
  if (!round) return { label: 'waiting', disabled: true, locked: null, amount: 0 };
  const phase = phaseAt(round, serverNow);
  const locked = phase !== 'betting' || mine !== null;
  if (phase === 'betting')
    return { label: mine ? 'placed' : 'bet', disabled: busy || mine !== null, locked, amount: 0 };
  if (phase === 'flight' && mine?.status === 'active') {
    const amount = Math.floor((mine.amount * displayedMultiplier(round, serverNow)) / 100);
    return { label: 'cashOut', disabled: busy, locked, amount };
  }
  if (mine?.status === 'cashed_out')
    return { label: 'cashedOut', disabled: true, locked, amount: mine.cashedOutAt ?? 0 };
  return { label: 'waitNext', disabled: true, locked, amount: 0 };
}

export type CrashPhaseLine =
  | { readonly kind: 'crashedNext'; readonly multiplier: number; readonly seconds: string }
  | { readonly kind: 'crashed'; readonly multiplier: number }
  | { readonly kind: 'inFlight'; readonly number: number }
  | { readonly kind: 'launchIn'; readonly seconds: string };

export interface CrashBoardView {
  /** 'crashed' while the crash just seen stays on the board, the next round already taking bets. */
  readonly view: 'crashed' | '';
  readonly phase: 'betting' | 'flight' | 'crashed';
  /** The multiplier's look: the phase drawn, 'crashed' while the last crash is shown. */
  readonly tone: 'betting' | 'flight' | 'crashed';
  readonly multiplier: number;
  readonly roundNumber: number;
  readonly line: CrashPhaseLine;
  /** How much of the curve is drawn, in ms of flight. */
  readonly curveMs: number;
}

/** One frame of the board on the server's clock: the next round takes bets at once, the crash just seen stays a moment. */
export function boardOf(
  current: CrashRound,
  justCrashed: JustCrashed | null,
  serverNow: number,
  now: number,
): CrashBoardView {
  const showCrash = justCrashed !== null && now < justCrashed.until && current.phase === 'betting';
  const round = showCrash && justCrashed ? justCrashed.round : current;
  const elapsed = round.phase === 'crashed' ? round.elapsedMs : Math.max(0, serverNow - round.bettingEndsAt);
  const value = displayedMultiplier(round, serverNow);
  const flying = round.phase !== 'crashed' && serverNow >= round.bettingEndsAt;
  const drawn = round.phase === 'crashed' ? 'crashed' : flying ? 'flight' : 'betting';
  const line: CrashPhaseLine = showCrash
    ? { kind: 'crashedNext', multiplier: round.crashPoint ?? value, seconds: secondsToLaunch(current, serverNow) }
    : round.phase === 'crashed'
      ? { kind: 'crashed', multiplier: round.crashPoint ?? value }
      : flying
        ? { kind: 'inFlight', number: round.number }
        : { kind: 'launchIn', seconds: secondsToLaunch(round, serverNow) };
  return {
    view: showCrash ? 'crashed' : '',
    phase: showCrash ? 'betting' : drawn,
    tone: showCrash ? 'crashed' : drawn,
    multiplier: round.phase === 'betting' && !flying ? 100 : value,
    roundNumber: current.number,
    line,
    curveMs: flying || round.phase === 'crashed' ? elapsed : 0,
  };
}

/** The phase to announce to screen readers, once per round and phase; null when already said. */
export function phaseAnnouncement(
  state: CrashState,
  lastKey: string,
): { readonly key: string; readonly round: CrashRound } | null {
  const round = state.round;
  if (!round) return null;
  const key = `${round.id}:${round.phase}`;
  return key === lastKey ? null : { key, round };
}

/** While polling: quick from just before the launch until the crash, slower otherwise. */
export function pollDelayMs(round: CrashRound | null | undefined, serverNow: number): number {
  const inFlight =
    round !== undefined && round !== null && round.phase !== 'crashed' && serverNow >= round.bettingEndsAt - 300;
  return inFlight ? FLIGHT_POLL_MS : IDLE_POLL_MS;
}
