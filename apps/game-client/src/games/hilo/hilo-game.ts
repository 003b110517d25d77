/**
 * Hilo: guess whether the next card is higher, lower or the same. Each button shows its chance
 * and the multiplier a right guess brings; skip a card for free, cash out after any right guess.
 * The round lives on the server: a reload resumes it.
 */
import { fromBasisPoints, payoutMinor, toBasisPoints, type HiloGuess, type HiloState } from '@casino/fairplay';
import { isRoundOpen, type Round } from '../../api/provider-types';
import { h, replace } from '../../lib/dom';
import { formatMultiplierBps } from '../../lib/money';
import { playingCard } from '../blackjack/playing-card';
import type { GameModule } from '../game-module';
import { createResultStrip, stat } from '../result-strip';
import { currentCard, guessOptions, stepLabel, type GuessOption } from './hilo-view';
import './hilo.css';
import { formatPercent, t } from '../../lib/i18n';

const HISTORY_SHOWN = 12;

export const hiloGame: GameModule = (context) => {
  let round: Round<'hilo'> | null = null;
  const cardSlot = h('div', { class: 'hilo-card', 'aria-live': 'polite' });
  const history = h('ol', { class: 'hilo-history', 'aria-label': t('games.hilo.cardsOfRound') });
  const status = h('p', { class: 'hilo-status', 'aria-live': 'polite' }, t('games.hilo.start'));
  const guesses = h('div', { class: 'hilo-guesses', role: 'group', 'aria-label': t('games.hilo.yourGuess') });
  const current = h('output', { class: 'stat__value' }, 'x0');
  const cashoutValue = h('output', { class: 'stat__value' }, '—');
  const results = createResultStrip(t('games.hilo.lastRounds'));
  const skipButton = h(
    'button',
    { type: 'button', class: 'button button--secondary', onclick: () => void act('skip') },
    t('games.hilo.skipCard'),
  );
  const playButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.common.betButton'),
  );

  function guessButton(option: GuessOption, enabled: boolean): HTMLButtonElement {
    const arrow = option.guess.startsWith('higher') ? '▲' : option.guess.startsWith('lower') ? '▼' : '=';
    return h(
      'button',
      {
        type: 'button',
        class: `button button--secondary hilo-guess hilo-guess--${option.guess.split('_')[0] ?? 'same'}`,
        disabled: !enabled,
        onclick: () => void act(option.guess),
      },
      h('span', { class: 'hilo-guess__label' }, h('span', { 'aria-hidden': 'true' }, `${arrow} `), option.label),
      h(
        'span',
        { class: 'hilo-guess__odds' },
        `${formatPercent(option.chancePercent, 2)} · ${formatMultiplierBps(option.multiplierBps)}`,
      ),
    );
  }

  function render(state: HiloState | null) {
    const open = !!round && isRoundOpen(round);
    const card = state ? currentCard(state) : null;
    replace(cardSlot, card ? playingCard(card, { size: 'large', fresh: true }) : playingCard(null, { size: 'large' }));
    const steps = state?.steps ?? [];
    replace(
      history,
      ...steps.slice(-HISTORY_SHOWN).map((step) =>
        h(
          'li',
          {
            class: `hilo-history__item${step.won === false ? ' is-loss' : step.won ? ' is-win' : ''}`,
            title: stepLabel(step),
          },
          playingCard(step.card),
          h('span', { class: 'visually-hidden' }, stepLabel(step)),
        ),
      ),
    );
    const options =
      card && state ? guessOptions(state, card.rank) : guessOptions({ oddsNumerator: '1', oddsDenominator: '1' }, '7');
    replace(guesses, ...options.map((option) => guessButton(option, open)));
    skipButton.disabled = !open;
    context.setRoundOpen(open);
    const bps = state ? toBasisPoints(state.multiplier) : 0;
    current.textContent = formatMultiplierBps(bps);
    const cashout = round && bps > 0 ? Number(payoutMinor(BigInt(round.bet), fromBasisPoints(bps))) : 0;
    cashoutValue.textContent = open && bps > 0 ? context.formatMoney(cashout) : '—';
    if (open) {
      playButton.textContent =
        bps > 0 ? t('games.mines.cashOut', { amount: context.formatMoney(cashout) }) : t('games.hilo.guessFirst');
      playButton.disabled = bps === 0;
    } else {
      playButton.textContent = t('games.common.betButton');
      playButton.disabled = false;
    }
  }

  function show(reply: { round: Round<'hilo'> }) {
    round = reply.round;
    const state = reply.round.outcome;
    render(state);
    const last = state.steps[state.steps.length - 1];
    if (state.status === 'lost') {
      status.textContent = t('games.hilo.lost', { card: last?.card.label ?? '?' });
      results.push('x0', false);
    } else if (state.status === 'cashed_out') {
      status.textContent = t('games.mines.cashedOut', {
        multiplier: formatMultiplierBps(toBasisPoints(state.multiplier)),
        amount: context.formatMoney(reply.round.win),
      });
      results.push(formatMultiplierBps(toBasisPoints(state.multiplier)), true);
    } else if (state.guesses === 0) {
      status.textContent = t('games.hilo.guessPrompt');
    } else {
      status.textContent = t('games.hilo.right', { multiplier: formatMultiplierBps(toBasisPoints(state.multiplier)) });
    }
  }

  async function act(type: HiloGuess | 'skip' | 'cashout') {
    if (!round || !isRoundOpen(round)) return;
    await context.act<'hilo'>(round, { type, seq: round.actions?.length ?? 0 }, { reveal: show });
  }

  async function submit(event: Event) {
    event.preventDefault();
    playButton.disabled = true;
    if (round && isRoundOpen(round)) {
      await act('cashout');
      render(round.outcome);
      return;
    }
    const reply = await context.play<'hilo'>({}, { reveal: show });
    if (!reply) render(round?.outcome ?? null);
  }

  const stage = h('div', { class: 'hilo-stage' }, h('div', { class: 'hilo-table' }, cardSlot), history, status);
  const controls = h(
    'form',
    { class: 'game-controls', onsubmit: (event: Event) => void submit(event) },
    guesses,
    skipButton,
    h(
      'div',
      { class: 'stats stats--compact' },
      stat(t('games.common.multiplier'), current),
      stat(t('games.hilo.cashOut'), cashoutValue),
    ),
    playButton,
    results.element,
  );

  const openRound = context.session.openRound;
  if (openRound && isRoundOpen(openRound)) {
    round = openRound as Round<'hilo'>;
    show({ round });
    status.textContent = t('games.hilo.resumed');
  } else {
    render(null);
  }
  return { stage, controls };
};
