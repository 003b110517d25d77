/**
 * Blackjack: one seat against the dealer, six decks shuffled for every round. The table states
 * the rules; the round lives on the server (a reload resumes it), and every action carries the
 * number of actions seen so a retried click is never taken twice.
 */
import {
  BLACKJACK_ACTION_TYPES,
  BLACKJACK_RULES,
  type BlackjackActionType,
  type BlackjackPublicState,
} from '@casino/fairplay';
import { isRoundOpen, type Round } from '../../api/provider-types';
import { h, replace } from '../../lib/dom';
import type { GameModule } from '../game-module';
import { createResultStrip, stat } from '../result-strip';
import {
  ACTION_KEYS,
  actionLabel,
  allowedActions,
  handResultText,
  stakedMinor,
  statusText,
  totalText,
} from './blackjack-view';
import { playingCard } from './playing-card';
import './blackjack.css';
import { t } from '../../lib/i18n';

/** Deal order pacing: each new card lands a beat after the previous one. */
const CARD_DELAY_MS = 110;

export const blackjackGame: GameModule = (context) => {
  let round: Round<'blackjack'> | null = null;
  /** Cards already on the table, so only new ones animate in. */
  let shownCards = 0;
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
  const actionButtons = new Map<BlackjackActionType, HTMLButtonElement>(
    BLACKJACK_ACTION_TYPES.map((type) => {
      const label = actionLabel(type);
      const key = ACTION_KEYS[type];
      const button = h(
        'button',
        {
          type: 'button',
          class: `button button--secondary bj-action bj-action--${type}`,
          'aria-keyshortcuts': key,
          onclick: () => void act(type),
        },
        label,
        h('kbd', { class: 'bj-key', 'aria-hidden': 'true' }, key.toUpperCase()),
      );
      return [type, button];
    }),
  );

  function renderCards(state: BlackjackPublicState | null) {
    let index = 0;
    const fresh = () => {
      index += 1;
      return index > shownCards;
    };
    const dealer = state?.dealer ?? [];
    replace(dealerRow, ...dealer.map((card) => playingCard(card, { fresh: fresh() })));
    dealerTotal.textContent = state ? totalText(dealer) : '';
    const hands = state?.hands ?? [];
    replace(
      handsRow,
      ...hands.map((hand, handIndex) => {
        const active = state?.phase === 'player' && state.activeHand === handIndex;
        const result = handResultText(hand);
        const bets = hand.doubled ? 2 : 1;
        return h(
          'section',
          {
            class: `bj-hand${active ? ' bj-hand--active' : ''}${hand.result ? ` bj-hand--${hand.result}` : ''}`,
            'aria-label': t(active ? 'games.blackjack.handToPlay' : 'games.blackjack.hand', { hand: handIndex + 1 }),
          },
          h('div', { class: 'bj-cards' }, ...hand.cards.map((card) => playingCard(card, { fresh: fresh() }))),
          h(
            'p',
            { class: 'bj-hand__line' },
            h('output', { class: 'bj-total' }, totalText(hand.cards, { split: hand.split })),
            h(
              'span',
              { class: 'bj-chip', title: bets === 2 ? t('games.blackjack.doubled') : t('games.blackjack.oneBet') },
              round ? context.formatMoney(round.bet * bets) : '',
            ),
            result ? h('strong', { class: 'bj-result' }, result) : null,
          ),
        );
      }),
    );
    shownCards = index;
  }

  function render(state: BlackjackPublicState | null) {
    const open = !!round && isRoundOpen(round);
    const allowed = open ? allowedActions(state) : [];
    for (const [type, button] of actionButtons) {
      button.hidden = !allowed.includes(type);
      button.disabled = !allowed.includes(type);
    }
    dealButton.hidden = open;
    dealButton.disabled = open;
    context.setRoundOpen(open);
    renderCards(state);
    staked.textContent = round && state ? context.formatMoney(stakedMinor(round.bet, state)) : '—';
    payout.textContent = round && state?.phase === 'finished' ? context.formatMoney(round.win) : '—';
  }

  async function show(reply: { round: Round<'blackjack'> }) {
    const before = shownCards;
    round = reply.round;
    const state = reply.round.outcome;
    render(state);
    // Let the new cards land one after another before the result is read out.
    const added = Math.max(
      0,
      handsRow.querySelectorAll('.playing-card').length + dealerRow.querySelectorAll('.playing-card').length - before,
    );
    await new Promise((resolve) => setTimeout(resolve, Math.min(added, 6) * CARD_DELAY_MS));
    status.textContent = statusText(state, reply.round.win > 0 ? context.formatMoney(reply.round.win) : null);
    if (state.phase === 'finished') {
      const net = reply.round.win - stakedMinor(reply.round.bet, state);
      results.push(
        net > 0
          ? `+${context.formatMoney(net)}`
          : net === 0
            ? t('games.blackjack.result.push')
            : `−${context.formatMoney(-net)}`,
        net >= 0,
      );
    }
  }

  async function act(type: BlackjackActionType) {
    if (!round || !isRoundOpen(round)) return;
    const seq = round.actions?.length ?? 0;
    const reply = await context.act<'blackjack'>(round, { type, seq }, { reveal: show });
    if (reply) focusFirstAction();
  }

  function focusFirstAction() {
    const first = [...actionButtons.values()].find((button) => !button.hidden);
    (first ?? dealButton).focus();
  }

  async function deal(event: Event) {
    event.preventDefault();
    if (round && isRoundOpen(round)) return;
    dealButton.disabled = true;
    shownCards = 0;
    const reply = await context.play<'blackjack'>({}, { reveal: show });
    if (!reply) render(round?.outcome ?? null);
    else focusFirstAction();
  }

  // Keyboard play: H, S, D, P, I, N for the actions (not while typing in a field).
  window.addEventListener('keydown', (event) => {
    if (
      event.ctrlKey ||
      event.metaKey ||
      event.altKey ||
      (event.target instanceof HTMLElement && event.target.closest('input, textarea, select'))
    )
      return;
    const type = BLACKJACK_ACTION_TYPES.find((candidate) => ACTION_KEYS[candidate] === event.key.toLowerCase());
    const button = type ? actionButtons.get(type) : undefined;
    if (button && !button.hidden && !button.disabled) {
      event.preventDefault();
      button.click();
    }
  });

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
    { class: 'game-controls bj-controls', onsubmit: (event: Event) => void deal(event) },
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

  const openRound = context.session.openRound;
  if (openRound && isRoundOpen(openRound)) {
    round = openRound as Round<'blackjack'>;
    // A resumed hand is shown as it stands, without dealing it again.
    shownCards = Number.MAX_SAFE_INTEGER;
    render(round.outcome);
    status.textContent = `${t('games.blackjack.resumed')} ${statusText(round.outcome, null)}`;
  } else {
    render(null);
  }
  return { stage, controls };
};
