/**
 * European roulette: chips of the bet field's amount go on numbers, dozens, columns and the even
 * chances; one spin settles the whole slip at the standard payouts (fairplay's settleRoulette).
 */
import { ROULETTE_RTP, pocketColor } from '@casino/fairplay';
import { delay, h, prefersReducedMotion } from '../../lib/dom';
import { amountText, displayUnit } from '../../lib/money';
import type { GameModule } from '../game-module';
import { createResultStrip, stat } from '../result-strip';
import { addChip, EUROPEAN_WHEEL, slipBets, slipTotal, stakesBySpot, undoChip, type Chip } from './roulette-slip';
import { createRouletteTable } from './roulette-table';
import './roulette.css';
import { formatPercent, t } from '../../lib/i18n';

/** The ball passes this many pockets before it settles: a short, readable spin. */
const SPIN_STEPS = 24;
const SPIN_STEP_MS = 35;
/** Each step a little longer than the one before: the ball slows down as it settles. */
const SPIN_SLOWDOWN_MS = 4;

function showPocket(badge: HTMLElement, pocket: number): void {
  badge.textContent = String(pocket);
  badge.className = `roulette-pocket roulette-pocket--${pocketColor(pocket)}`;
}

/** The ball runs past the pockets in wheel order and slows down into the winning one. */
async function spinBall(badge: HTMLElement, pocket: number): Promise<void> {
  if (prefersReducedMotion()) return;
  const end = EUROPEAN_WHEEL.indexOf(pocket as (typeof EUROPEAN_WHEEL)[number]);
  for (let step = SPIN_STEPS; step > 0; step -= 1) {
    showPocket(badge, EUROPEAN_WHEEL[(end - step + EUROPEAN_WHEEL.length * 2) % EUROPEAN_WHEEL.length] ?? 0);
    await delay(SPIN_STEP_MS + (SPIN_STEPS - step) * SPIN_SLOWDOWN_MS);
  }
}

export const rouletteGame: GameModule = (context) => {
  let chips: Chip[] = [];
  const unit = displayUnit(context.currency);
  const total = h('output', { class: 'stat__value' });
  const pocketBadge = h('output', { class: 'roulette-pocket', 'aria-live': 'polite', dir: 'ltr' }, '–');
  const outcomeText = h('p', { class: 'roulette-outcome' }, t('games.roulette.placeChips'));
  const strip = createResultStrip(t('games.roulette.lastNumbers'));
  const table = createRouletteTable((spot) => {
    const chip = context.readBet();
    if (chip === null) return;
    chips = addChip(chips, spot, chip);
    refresh();
  });
  const playButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.roulette.spin'),
  );
  const undoButton = h(
    'button',
    {
      type: 'button',
      class: 'button button--secondary',
      onclick: () => {
        chips = undoChip(chips);
        refresh();
      },
    },
    t('games.roulette.undo'),
  );
  const clearButton = h(
    'button',
    {
      type: 'button',
      class: 'button button--secondary',
      onclick: () => {
        chips = [];
        refresh();
      },
    },
    t('games.roulette.clear'),
  );

  function refresh() {
    table.showStakes(stakesBySpot(chips), (amount) => amountText(amount, unit));
    total.textContent = context.formatMoney(slipTotal(chips));
    playButton.disabled = chips.length === 0;
    undoButton.disabled = chips.length === 0;
    clearButton.disabled = chips.length === 0;
  }

  async function spin(event: Event) {
    event.preventDefault();
    const stake = slipTotal(chips);
    if (stake === 0) return;
    const { maxBet } = context.session.limits;
    if (stake > maxBet) {
      context.showError(
        t('games.roulette.overMax', { total: context.formatMoney(stake), max: context.formatMoney(maxBet) }),
      );
      return;
    }
    table.setDisabled(true);
    playButton.disabled = true;
    table.showPocket(null);
    await context.play<'roulette'>(
      { bets: slipBets(chips) },
      {
        bet: stake,
        reveal: async ({ round }) => {
          const { pocket, color } = round.outcome;
          await spinBall(pocketBadge, pocket);
          showPocket(pocketBadge, pocket);
          table.showPocket(pocket);
          outcomeText.textContent = `${t(`games.roulette.pocket.${color}`, { number: pocket })} ${round.win > 0 ? t('games.roulette.youWin', { amount: context.formatMoney(round.win) }) : t('games.roulette.noWin')}`;
          strip.push(String(pocket), round.win > 0);
        },
      },
    );
    table.setDisabled(false);
    refresh();
  }

  const stage = h(
    'div',
    { class: 'roulette-stage' },
    strip.element,
    h('div', { class: 'roulette-result' }, pocketBadge, outcomeText),
    table.element,
  );
  const controls = h(
    'form',
    { class: 'game-controls', onsubmit: (event: Event) => void spin(event) },
    h('p', { class: 'field-hint' }, t('games.roulette.hint', { rtp: formatPercent(ROULETTE_RTP * 100, 2) })),
    h('div', { class: 'stats' }, stat(t('games.common.totalBet'), total)),
    h('div', { class: 'row' }, undoButton, clearButton),
    playButton,
  );
  refresh();
  return { stage, controls };
};
