/**
 * Blackjack's DOM: the felt (dealer, rules, hands, the line under them) and the controls (action
 * buttons with their keys, deal, the money on the table). It draws what it is given and calls
 * back on a click; the round and its requests live in blackjack-game.ts.
 */
import {
  BLACKJACK_ACTION_TYPES,
  BLACKJACK_RULES,
  type BlackjackActionType,
  type BlackjackPublicState,
} from '@casino/fairplay';
import { h, replace } from '../../lib/dom';
import { createResultStrip, stat, type ResultStrip } from '../result-strip';
import { ACTION_KEYS, actionLabel, handResultText, totalText } from './blackjack-view';
import { playingCard } from './playing-card';
import { t } from '../../lib/i18n';

export interface BlackjackBoard {
  readonly stage: HTMLElement;
  readonly controls: HTMLElement;
  readonly status: HTMLElement;
  readonly staked: HTMLOutputElement;
  readonly payout: HTMLOutputElement;
  readonly results: ResultStrip;
  readonly dealButton: HTMLButtonElement;
  readonly actionButtons: ReadonlyMap<BlackjackActionType, HTMLButtonElement>;
  readonly dealerRow: HTMLElement;
  readonly dealerTotal: HTMLOutputElement;
  readonly handsRow: HTMLElement;
}

function createActionButtons(onAction: (type: BlackjackActionType) => void) {
  return new Map<BlackjackActionType, HTMLButtonElement>(
    BLACKJACK_ACTION_TYPES.map((type) => {
      const key = ACTION_KEYS[type];
      const button = h(
        'button',
        {
          type: 'button',
          class: `button button--secondary bj-action bj-action--${type}`,
          'aria-keyshortcuts': key,
          onclick: () => onAction(type),
        },
        actionLabel(type),
        h('kbd', { class: 'bj-key', 'aria-hidden': 'true' }, key.toUpperCase()),
      );
      return [type, button];
    }),
  );
}

export function createBlackjackBoard(
  onAction: (type: BlackjackActionType) => void,
  onDeal: (event: Event) => void,
): BlackjackBoard {
  const dealerRow = h('div', { class: 'bj-cards', role: 'group', 'aria-label': t('games.blackjack.dealerCards') });
  const dealerTotal = h('output', { class: 'bj-total' });
  const handsRow = h('div', { class: 'bj-hands' });
  const status = h('p', { class: 'bj-status', 'aria-live': 'polite' }, t('games.blackjack.start'));
  const staked = h('output', { class: 'stat__value' }, '—');
  const payout = h('output', { class: 'stat__value' }, '—');
  const results = createResultStrip(t('games.blackjack.lastHands'));
  const dealButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.blackjack.deal'),
  );
  const actionButtons = createActionButtons(onAction);
  const stage = h(
    'div',
    { class: 'bj-table' },
    h(
      'section',
      { class: 'bj-dealer', 'aria-label': t('games.blackjack.dealer') },
      h('p', { class: 'bj-label' }, `${t('games.blackjack.dealer')} `, dealerTotal),
      dealerRow,
    ),
    h(
      'div',
      { class: 'bj-felt-rules' },
      h('p', { class: 'bj-rules' }, t('games.blackjack.rules')),
      h('p', { class: 'bj-rules-detail' }, t('games.blackjack.rulesDetail', { decks: BLACKJACK_RULES.decks })),
    ),
    h('section', { class: 'bj-player', 'aria-label': t('games.blackjack.yourHands') }, handsRow),
    status,
  );
  const controls = h(
    'form',
    { class: 'game-controls bj-controls', onsubmit: onDeal },
    h(
      'div',
      { class: 'bj-actions', role: 'group', 'aria-label': t('games.blackjack.actions') },
      ...actionButtons.values(),
    ),
    dealButton,
    h(
      'div',
      { class: 'stats stats--compact' },
      stat(t('games.blackjack.onTable'), staked),
      stat(t('games.blackjack.paid'), payout),
    ),
    results.element,
  );
  return {
    stage,
    controls,
    status,
    staked,
    payout,
    results,
    dealButton,
    actionButtons,
    dealerRow,
    dealerTotal,
    handsRow,
  };
}

function handSection(
  hand: BlackjackPublicState['hands'][number],
  handIndex: number,
  active: boolean,
  cards: HTMLElement[],
  stakeText: string,
): HTMLElement {
  const result = handResultText(hand);
  const bets = hand.doubled ? 2 : 1;
  return h(
    'section',
    {
      class: `bj-hand${active ? ' bj-hand--active' : ''}${hand.result ? ` bj-hand--${hand.result}` : ''}`,
      'aria-label': t(active ? 'games.blackjack.handToPlay' : 'games.blackjack.hand', { hand: handIndex + 1 }),
    },
    h('div', { class: 'bj-cards' }, ...cards),
    h(
      'p',
      { class: 'bj-hand__line' },
      h('output', { class: 'bj-total' }, totalText(hand.cards, { split: hand.split })),
      h(
        'span',
        { class: 'bj-chip', title: bets === 2 ? t('games.blackjack.doubled') : t('games.blackjack.oneBet') },
        stakeText,
      ),
      result ? h('strong', { class: 'bj-result' }, result) : null,
    ),
  );
}

/**
 * Lays the dealer's cards and the hands; the cards past the first `shownCards` animate in.
 * `stakeText` says a hand's stake for its number of bets (2 when doubled).
 */
export function paintCards(
  board: BlackjackBoard,
  state: BlackjackPublicState | null,
  shownCards: number,
  stakeText: (bets: number) => string,
): void {
  let index = 0;
  const fresh = () => {
    index += 1;
    return index > shownCards;
  };
  const dealer = state?.dealer ?? [];
  replace(board.dealerRow, ...dealer.map((card) => playingCard(card, { fresh: fresh() })));
  board.dealerTotal.textContent = state ? totalText(dealer) : '';
  const hands = state?.hands ?? [];
  replace(
    board.handsRow,
    ...hands.map((hand, handIndex) => {
      const active = state?.phase === 'player' && state.activeHand === handIndex;
      const cards = hand.cards.map((card) => playingCard(card, { fresh: fresh() }));
      return handSection(hand, handIndex, active, cards, stakeText(hand.doubled ? 2 : 1));
    }),
  );
}

/** Shows the allowed action buttons (or the deal button between rounds). */
export function paintButtons(board: BlackjackBoard, allowed: readonly BlackjackActionType[], open: boolean): void {
  for (const [type, button] of board.actionButtons) {
    button.hidden = !allowed.includes(type);
    button.disabled = !allowed.includes(type);
  }
  board.dealButton.hidden = open;
  board.dealButton.disabled = open;
}

export function focusFirstAction(board: BlackjackBoard): void {
  const first = [...board.actionButtons.values()].find((button) => !button.hidden);
  (first ?? board.dealButton).focus();
}

/** Keyboard play: H, S, D, P, I, N for the actions (not while typing in a field). */
export function bindActionKeys(board: BlackjackBoard): void {
  window.addEventListener('keydown', (event) => {
    if (
      event.ctrlKey ||
      event.metaKey ||
      event.altKey ||
      (event.target instanceof HTMLElement && event.target.closest('input, textarea, select'))
    )
      return;
    const type = BLACKJACK_ACTION_TYPES.find((candidate) => ACTION_KEYS[candidate] === event.key.toLowerCase());
    const button = type ? board.actionButtons.get(type) : undefined;
    if (button && !button.hidden && !button.disabled) {
      event.preventDefault();
      button.click();
    }
  });
}
