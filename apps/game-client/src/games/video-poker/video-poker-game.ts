/**
 * Jacks or Better: deal five cards, tap (or press 1-5) the cards to hold, draw, and the final
 * hand pays by the 9/6 table, whose row lights up. The hand lives on the server between the
 * deal and the draw: a reload resumes it.
 */
import type { VideoPokerState } from '@casino/fairplay';
import { isRoundOpen, type Round } from '../../api/provider-types';
import { h, prefersReducedMotion, replace } from '../../lib/dom';
import { cardName, playingCard } from '../blackjack/playing-card';
import type { GameModule } from '../game-module';
import { createResultStrip, stat } from '../result-strip';
import { handLine, litRow, NO_HOLD, PAYTABLE_ROWS, rowPayout, rtpLine, toggleHold } from './video-poker-view';
import './video-poker.css';
import { formatNumber, t } from '../../lib/i18n';

export const videoPokerGame: GameModule = (context) => {
  let round: Round<'video-poker'> | null = null;
  let hold: boolean[] = [...NO_HOLD];
  const cardsRow = h('div', { class: 'vp-cards', role: 'group', 'aria-label': t('games.videoPoker.handLabel') });
  const status = h('p', { class: 'vp-status', 'aria-live': 'polite' }, t('games.blackjack.start'));
  const paytableBody = h('tbody');
  const paid = h('output', { class: 'stat__value' }, '—');
  const strip = createResultStrip(t('games.blackjack.lastHands'));
  const playButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.blackjack.deal'),
  );

  const open = () => !!round && isRoundOpen(round);

  function renderPaytable(state: VideoPokerState | null) {
    const lit = litRow(state);
    const bet = round?.bet ?? context.peekBet();
    replace(
      paytableBody,
      ...PAYTABLE_ROWS.map((row) =>
        h(
          'tr',
          {
            class:
              row.hand === lit ? `vp-row vp-row--lit${state?.phase === 'finished' ? ' vp-row--won' : ''}` : 'vp-row',
            'aria-current': row.hand === lit ? 'true' : false,
          },
          h('th', { scope: 'row' }, row.name),
          h('td', {}, `${formatNumber(row.pays)}×`),
          h(
            'td',
            {},
            rowPayout(row, bet, (amount) => context.formatMoney(amount)),
          ),
        ),
      ),
    );
  }

  function renderCards(state: VideoPokerState | null, fresh: readonly boolean[] = NO_HOLD) {
    if (!state) {
      replace(
        cardsRow,
        ...Array.from({ length: 5 }, (_, index) =>
          h('div', { class: 'vp-slot' }, playingCard(null), h('span', { class: 'vp-held' }, String(index + 1))),
        ),
      );
      return;
    }
    const canHold = state.phase === 'dealt' && open();
    replace(
      cardsRow,
      ...state.cards.map((card, index) => {
        const held = state.phase === 'dealt' ? hold[index] === true : state.held?.[index] === true;
        const face = playingCard(card, { fresh: fresh[index] === true && !prefersReducedMotion() });
        if (!canHold)
          return h(
            'div',
            { class: `vp-slot${held ? ' vp-slot--held' : ''}` },
            face,
            h('span', { class: 'vp-held' }, held ? 'Held' : ''),
          );
        return h(
          'button',
          {
            type: 'button',
            class: `vp-slot vp-slot--toggle${held ? ' vp-slot--held' : ''}`,
            'aria-pressed': held ? 'true' : 'false',
            'aria-label': held ? t('games.videoPoker.cardHeld', { card: cardName(card) }) : cardName(card),
            'aria-keyshortcuts': String(index + 1),
            onclick: () => {
              hold = toggleHold(hold, index);
              renderCards(state);
            },
          },
          face,
          h(
            'span',
            { class: 'vp-held', 'aria-hidden': 'true' },
            held ? t('games.videoPoker.held') : t('games.videoPoker.hold', { number: index + 1 }),
          ),
        );
      }),
    );
  }

  function render(state: VideoPokerState | null, fresh?: readonly boolean[]) {
    renderCards(state, fresh);
    renderPaytable(state);
    const dealt = open() && state?.phase === 'dealt';
    context.setRoundOpen(dealt);
    playButton.textContent = dealt ? t('games.videoPoker.draw') : t('games.blackjack.deal');
    playButton.disabled = false;
  }

  function show(reply: { round: Round<'video-poker'> }, fresh?: readonly boolean[]) {
    round = reply.round;
    const state = reply.round.outcome;
    render(state, fresh);
    status.textContent = handLine(state, reply.round.win, (amount) => context.formatMoney(amount));
    if (state.phase === 'finished') {
      paid.textContent = context.formatMoney(reply.round.win);
      strip.push(
        state.hand === 'nothing' ? '—' : (PAYTABLE_ROWS.find((row) => row.hand === state.hand)?.name ?? ''),
        reply.round.win > 0,
      );
    }
  }

  async function submit(event: Event) {
    event.preventDefault();
    playButton.disabled = true;
    if (round && open() && round.outcome.phase === 'dealt') {
      const drawn = hold.map((held) => !held);
      const reply = await context.act<'video-poker'>(
        round,
        { type: 'draw', hold, seq: round.actions?.length ?? 0 },
        { reveal: (answer) => show(answer, drawn) },
      );
      if (!reply) render(round.outcome);
      return;
    }
    hold = [...NO_HOLD];
    const reply = await context.play<'video-poker'>(
      {},
      { reveal: (answer) => show(answer, [true, true, true, true, true]) },
    );
    if (!reply) render(round?.outcome ?? null);
  }

  function onKey(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    const index = Number(event.key) - 1;
    if (!Number.isInteger(index) || index < 0 || index > 4 || !round || !open() || round.outcome.phase !== 'dealt')
      return;
    event.preventDefault();
    hold = toggleHold(hold, index);
    renderCards(round.outcome);
  }
  document.addEventListener('keydown', onKey);
  context.onBetChange(() => {
    if (!open()) renderPaytable(round?.outcome ?? null);
  });

  const paytable = h(
    'table',
    { class: 'vp-paytable' },
    h('caption', { class: 'vp-caption' }, rtpLine()),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, t('games.videoPoker.handColumn')),
        h('th', { scope: 'col' }, t('games.keno.pays')),
        h('th', { scope: 'col' }, t('games.videoPoker.forYourBet')),
      ),
    ),
    paytableBody,
  );
  const stage = h('div', { class: 'vp-machine' }, paytable, cardsRow, status);
  const controls = h(
    'form',
    { class: 'game-controls', onsubmit: (event: Event) => void submit(event) },
    h('p', { class: 'field-hint' }, t('games.videoPoker.hint')),
    h('div', { class: 'stats stats--compact' }, stat(t('games.blackjack.paid'), paid)),
    playButton,
    strip.element,
  );

  const openRound = context.session.openRound;
  if (openRound && isRoundOpen(openRound)) {
    round = openRound as Round<'video-poker'>;
    show({ round });
    status.textContent = `${t('games.blackjack.resumed')} ${status.textContent ?? ''}`;
  } else {
    render(null);
  }
  return { stage, controls };
};
