import {
  blackjackAllowedActions,
  blackjackCardValue,
  blackjackTotal,
  type BlackjackActionType,
  type BlackjackState,
} from './blackjack';

/**
 * Basic strategy for these rules (six decks, S17, double on any two and after a split, one split,
 * no surrender), from the published charts. The RTP the lobby states is what a player following
 * it gets (simulated by `npm run bench:rtp`, and by the tests on a smaller sample).
 */
type Move = 'H' | 'S' | 'D' | 'Ds' | 'P';

/** Dealer up card value 2..11 (ace 11) -> column 0..9. */
const column = (up: number): number => up - 2;

// Rows: hard totals 5..21; columns: dealer 2,3,4,5,6,7,8,9,10,A.
const HARD: Readonly<Record<number, string>> = {
  8: 'HHHHHHHHHH',
  9: 'HDDDDHHHHH',
  10: 'DDDDDDDDHH',
  11: 'DDDDDDDDDH',
  12: 'HHSSSHHHHH',
  13: 'SSSSSHHHHH',
  14: 'SSSSSHHHHH',
  15: 'SSSSSHHHHH',
  16: 'SSSSSHHHHH',
};
// Soft totals 13 (A2) .. 20 (A9). 'Ds': double if allowed, else stand.
const SOFT: Readonly<Record<number, readonly Move[]>> = {
  13: ['H', 'H', 'H', 'D', 'D', 'H', 'H', 'H', 'H', 'H'],
  14: ['H', 'H', 'H', 'D', 'D', 'H', 'H', 'H', 'H', 'H'],
  15: ['H', 'H', 'D', 'D', 'D', 'H', 'H', 'H', 'H', 'H'],
  16: ['H', 'H', 'D', 'D', 'D', 'H', 'H', 'H', 'H', 'H'],
  17: ['H', 'D', 'D', 'D', 'D', 'H', 'H', 'H', 'H', 'H'],
  18: ['S', 'Ds', 'Ds', 'Ds', 'Ds', 'S', 'S', 'H', 'H', 'H'],
};
// Pairs by card value (2..11): 'P' split, otherwise play the hard or soft total.
const PAIRS: Readonly<Record<number, string>> = {
  2: 'PPPPPPHHHH',
  3: 'PPPPPPHHHH',
  4: 'HHHPPHHHHH',
  6: 'PPPPPHHHHH',
  7: 'PPPPPPHHHH',
  8: 'PPPPPPPPPP',
  9: 'PPPPPSPPSS',
  11: 'PPPPPPPPPP',
};

/** The basic-strategy move for the current state (insurance is always declined). */
export function blackjackBasicStrategy(state: BlackjackState): BlackjackActionType {
  const allowed = blackjackAllowedActions(state);
  if (allowed.includes('no_insurance')) return 'no_insurance';
  const hand = state.hands[state.activeHand];
  const upCard = state.dealer[0];
  if (!hand || !upCard) return 'stand';
  const upValue = blackjackCardValue(upCard.rank);
  const col = column(upValue === 1 ? 11 : upValue);
  const [a, b] = hand.cards;
  if (allowed.includes('split') && a && b) {
    const value = blackjackCardValue(a.rank) === 1 ? 11 : blackjackCardValue(a.rank);
    if (PAIRS[value]?.[col] === 'P') return 'split';
  }
  const { total, soft } = blackjackTotal(hand.cards);
  let move: Move;
  if (soft && total <= 18) move = SOFT[total]?.[col] ?? 'H';
  else if (soft) move = 'S';
  else if (total >= 17) move = 'S';
  else move = (HARD[Math.max(total, 8)]?.[col] ?? 'H') as Move;
  if (move === 'D') return allowed.includes('double') ? 'double' : 'hit';
  if (move === 'Ds') return allowed.includes('double') ? 'double' : 'stand';
  return move === 'S' ? 'stand' : 'hit';
}
