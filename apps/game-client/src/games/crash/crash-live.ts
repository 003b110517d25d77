/**
 * The round as the room's pushes move it on (game:crash#{identity}): the state read once on
 * subscribing, then each push applied to it. Pure, so a push arriving twice, or one older than the
 * state read, changes nothing.
 */
import type { CrashBet, CrashPhase, CrashPush, CrashState } from './crash-api';

/** The players list keeps the biggest bets, as the server's state does. */
const PLAYERS_SHOWN = 100;
const HISTORY_KEPT = 20;

export function applyCrashPush(state: CrashState, push: CrashPush): CrashState {
  const current = state.round;
  if (push.type === 'bets') {
    if (!current || push.roundId !== current.id) return state;
    const byId = new Map(state.bets.map((entry) => [entry.id, entry]));
    let myBet = state.myBet;
    for (const entry of push.bets) {
      const mine = entry.id === myBet?.id;
      // Our own bet keeps its auto cash-out target (the room is not told it).
      const shown: CrashBet = mine && myBet ? { ...entry, mine: true, autoCashOut: myBet.autoCashOut } : entry;
      if (mine) myBet = shown;
      byId.set(entry.id, shown);
    }
    const bets = [...byId.values()].sort((a, b) => b.amount - a.amount).slice(0, PLAYERS_SHOWN);
    return { ...state, bets, myBet };
  }
  const round = push.round;
  // A push older than what is shown (the state read after it was sent) is dropped.
  if (
    current &&
    (round.bettingEndsAt < current.bettingEndsAt ||
      (round.id === current.id && rank(round.phase) <= rank(current.phase)))
  )
    return state;
  const sameRound = current?.id === round.id;
  let history = state.history;
  const ended =
    push.type === 'betting'
      ? push.ended
      : push.type === 'crashed' && round.crashPoint !== null && round.hash !== null
        ? { id: round.id, number: round.number, crashPoint: round.crashPoint, hash: round.hash }
        : null;
  if (ended && !history.some((entry) => entry.id === ended.id)) history = [ended, ...history].slice(0, HISTORY_KEPT);
  if (!sameRound) return { ...state, round, bets: [], myBet: null, history };
  if (push.type !== 'crashed') return { ...state, round, history };
  // The crash: what was still in play is lost (auto cash-outs the curve reached came before, as bets).
  const lost = (entry: CrashBet): CrashBet => (entry.status === 'active' ? { ...entry, status: 'lost' } : entry);
  return { ...state, round, history, bets: state.bets.map(lost), myBet: state.myBet && lost(state.myBet) };
}

const rank = (phase: CrashPhase): number => (phase === 'betting' ? 0 : phase === 'flight' ? 1 : 2);
