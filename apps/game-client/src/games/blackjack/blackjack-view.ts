/**
 * Blackjack as the client reads it from the server's public state: totals as a player says them
 * ("soft 17"), what each hand did, which buttons apply, and the money on the table.
 */
import {
  blackjackAllowedActions,
  blackjackStakedMinor,
  blackjackTotal,
  type BlackjackActionType,
  type BlackjackHand,
  type BlackjackPublicState,
  type BlackjackState,
  type Card,
} from '@casino/fairplay';
import { intlLocale, t } from '../../lib/i18n';

/** The total of the cards shown: "soft 17", "20", "Blackjack", "Bust (24)". */
export function totalText(cards: readonly (Card | null)[], options: { split?: boolean } = {}): string {
  const shown = cards.filter((card): card is Card => card !== null);
  if (shown.length === 0) return '';
  const { total, soft } = blackjackTotal(shown);
  // The dealer's up card alone: its value, no talk of soft totals before the hole card shows.
  if (shown.length < cards.length) return String(total);
  if (shown.length === 2 && total === 21 && !options.split && cards.length === 2)
    return t('games.blackjack.total.blackjack');
  if (total > 21) return t('games.blackjack.total.bust', { total });
  return soft ? t('games.blackjack.total.soft', { total }) : String(total);
}

export function handResultText(hand: BlackjackHand): string {
  return hand.result ? t(`games.blackjack.result.${hand.result}`) : '';
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
  if (state.phase === 'insurance') return t('games.blackjack.status.insurance');
  if (state.phase === 'player') {
    const choices = allowedActions(state).map((type) => actionLabel(type).toLocaleLowerCase(intlLocale()));
    const sentence =
      choices.length > 1
        ? t('games.common.orList', {
            items: choices.slice(0, -1).join(t('games.common.listSeparator')),
            last: choices[choices.length - 1] ?? '',
          })
        : (choices[0] ?? '');
    const text = sentence.charAt(0).toLocaleUpperCase(intlLocale()) + sentence.slice(1);
    return state.hands.length > 1
      ? t('games.blackjack.status.handOf', { hand: state.activeHand + 1, hands: state.hands.length, choices: sentence })
      : t('games.blackjack.status.choices', { choices: text });
  }
  const paid = winText === null ? t('games.roulette.noWin') : t('games.blackjack.status.paid', { amount: winText });
  if (state.dealerBlackjack)
    return `${t(state.insured ? 'games.blackjack.status.dealerBlackjackInsured' : 'games.blackjack.status.dealerBlackjack')} ${paid}`;
  return `${t('games.blackjack.status.over')} ${paid}`;
}

/** Labels and keyboard shortcuts of the action buttons. */
/** The keyboard shortcut of each action (Latin letters on every keyboard layout the casino serves). */
export const ACTION_KEYS: Readonly<Record<BlackjackActionType, string>> = {
  hit: 'h',
  stand: 's',
  double: 'd',
  split: 'p',
  insurance: 'i',
  no_insurance: 'n',
};

export function actionLabel(type: BlackjackActionType): string {
  return t(`games.blackjack.action.${type}`);
}
