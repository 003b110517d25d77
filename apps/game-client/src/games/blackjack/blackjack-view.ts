/**
 * Blackjack as the client reads it from the server's public state: totals as a player says them
 * ("soft 17"), what each hand did, which buttons apply, and the money on the table.
 */
import {
  blackjackAllowedActions, blackjackStakedMinor, blackjackTotal, type BlackjackActionType, type BlackjackHand, type BlackjackPublicState, type BlackjackState, type Card,
} from '@casino/fairplay';

/** The total of the cards shown: "soft 17", "20", "Blackjack", "Bust (24)". */
export function totalText(cards: readonly (Card | null)[], options: { split?: boolean } = {}): string {
  const shown = cards.filter((card): card is Card => card !== null);
  if (shown.length === 0) return '';
  const { total, soft } = blackjackTotal(shown);
  // The dealer's up card alone: its value, no talk of soft totals before the hole card shows.
  if (shown.length < cards.length) return String(total);
  if (shown.length === 2 && total === 21 && !options.split && cards.length === 2) return 'Blackjack';
  if (total > 21) return `Bust (${total})`;
  return soft ? `soft ${total}` : String(total);
}

const RESULT_TEXT: Readonly<Record<NonNullable<BlackjackHand['result']>, string>> = {
  blackjack: 'Blackjack! Pays 3:2',
  win: 'Win',
  push: 'Push',
  lose: 'Lose',
  bust: 'Bust',
};

export function handResultText(hand: BlackjackHand): string {
  return hand.result ? RESULT_TEXT[hand.result] : '';
}

/** The buttons that apply now; the server refuses any other action. */
export function allowedActions(state: BlackjackPublicState | null): BlackjackActionType[] {
  // Only phase, hands and the active hand decide: the hidden hole card plays no part.
  return state ? blackjackAllowedActions(state as unknown as BlackjackState) : [];
}

/** Everything the round has staked so far, in minor units. */
export function stakedMinor(bet: number, state: BlackjackPublicState): number {
  return Number(blackjackStakedMinor(BigInt(bet), state));
}

/** The sentence under the table; `winText` is the payout shown, null when nothing is paid. */
export function statusText(state: BlackjackPublicState, winText: string | null): string {
  if (state.phase === 'insurance') return 'The dealer shows an ace. Insurance costs half your bet and pays 2:1 if the dealer has blackjack.';
  if (state.phase === 'player') {
    const choices = allowedActions(state).map((type) => ACTION_LABELS[type].label.toLowerCase());
    const sentence = `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1] ?? ''}`;
    const text = sentence.charAt(0).toUpperCase() + sentence.slice(1);
    return state.hands.length > 1 ? `Hand ${state.activeHand + 1} of ${state.hands.length}: ${sentence}.` : `${text}.`;
  }
  const paid = winText === null ? 'No win this time.' : `Paid ${winText}.`;
  if (state.dealerBlackjack) return `Dealer blackjack${state.insured ? ': insurance pays 2:1' : ''}. ${paid}`;
  return `Round over. ${paid}`;
}

/** Labels and keyboard shortcuts of the action buttons. */
export const ACTION_LABELS: Readonly<Record<BlackjackActionType, { label: string; key: string }>> = {
  hit: { label: 'Hit', key: 'h' },
  stand: { label: 'Stand', key: 's' },
  double: { label: 'Double', key: 'd' },
  split: { label: 'Split', key: 'p' },
  insurance: { label: 'Insurance', key: 'i' },
  no_insurance: { label: 'No insurance', key: 'n' },
};
