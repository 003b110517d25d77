/**
 * Dice: a roll from 0.00 to 100.00, won when it lands over (or under) the target. The win chance
 * and the payout come from fairplay's own formulas, so what is shown is what is paid.
 */
import {
  DICE_MAX_CHANCE_HUNDREDTHS,
  DICE_MIN_CHANCE_HUNDREDTHS,
  diceMultiplierBps,
  fromBasisPoints,
  payoutMinor,
  type DiceCondition,
  type DiceParams,
} from '@casino/fairplay';
import { h } from '../../lib/dom';
import { formatMultiplierBps } from '../../lib/money';
import type { GameModule } from '../game-module';
import { createResultStrip, stat } from '../result-strip';
import './dice.css';
import { formatDecimal, formatNumber, formatPercent, latinDigits, localDigits, t } from '../../lib/i18n';

/** The classic opening bet: roll over 50.50, a 49.5% chance at x2. */
const DEFAULT_TARGET = 50.5;
const HUNDREDTHS = 100;
/** The target as its field shows it, in the player's digits: '50.50', '۵۰٫۵۰' in fa. */
const targetText = (target: number): string => localDigits(target.toFixed(2));

/** The targets allowed for a condition, from fairplay's win-chance bounds. */
export function diceTargetBounds(condition: DiceCondition): { min: number; max: number } {
  return condition === 'over'
    ? {
        min: (10_000 - DICE_MAX_CHANCE_HUNDREDTHS) / HUNDREDTHS,
        max: (10_000 - DICE_MIN_CHANCE_HUNDREDTHS) / HUNDREDTHS,
      }
    : { min: DICE_MIN_CHANCE_HUNDREDTHS / HUNDREDTHS, max: DICE_MAX_CHANCE_HUNDREDTHS / HUNDREDTHS };
}

export function diceChancePercent(params: DiceParams): number {
  return params.condition === 'over' ? 100 - params.target : params.target;
}

/** The slider covers the usual range; the field takes any target the win-chance bounds allow. */
const SLIDER_MIN = 2;
const SLIDER_MAX = 98;

function createTargetInputs(target: number) {
  return {
    // Left to right as the track above it, in a right-to-left language too: the thumb sits over its number.
    slider: h('input', {
      type: 'range',
      id: 'dice-target',
      class: 'range',
      dir: 'ltr',
      min: SLIDER_MIN,
      max: SLIDER_MAX,
      step: 0.01,
      value: target,
      'aria-label': t('games.dice.target'),
    }),
    targetInput: h('input', {
      id: 'dice-target-number',
      class: 'input',
      inputmode: 'decimal',
      value: targetText(target),
    }),
    conditionButton: h('button', { type: 'button', class: 'button button--secondary', 'aria-pressed': 'false' }),
  };
}

/** Scale marks under the track, in percent of the roll range. */
const SCALE_MARKS = [0, 25, 50, 75, 100];

/** The big roll figure over a track: red where the roll loses, green where it wins, a marker at the roll. */
function createDiceTrack() {
  const rollValue = h('output', { class: 'dice-roll', 'aria-live': 'polite', dir: 'ltr' }, '—');
  const marker = h('div', { class: 'dice-track__marker', hidden: true });
  const winZone = h('div', { class: 'dice-track__win' });
  const scale = h(
    'div',
    { class: 'dice-track__scale' },
    ...SCALE_MARKS.map((mark) => h('span', { style: `left:${mark}%` }, formatNumber(mark))),
  );
  return {
    element: h(
      'div',
      { class: 'dice-display' },
      rollValue,
      h('div', { class: 'dice-track', 'aria-hidden': 'true', dir: 'ltr' }, winZone, marker, scale),
    ),
    setTarget({ target, condition }: DiceParams) {
      winZone.style.left = condition === 'over' ? `${target}%` : '0';
      winZone.style.width = condition === 'over' ? `${100 - target}%` : `${target}%`;
    },
    showRoll(roll: number, win: boolean) {
      rollValue.textContent = formatDecimal(roll, 2);
      rollValue.className = `dice-roll ${win ? 'is-win' : 'is-loss'}`;
      marker.hidden = false;
      marker.style.left = `${roll}%`;
      marker.className = `dice-track__marker ${win ? 'is-win' : 'is-loss'}`;
    },
  };
}

export const diceGame: GameModule = (context) => {
  let condition: DiceCondition = 'over';
  let target = DEFAULT_TARGET;
  const { slider, targetInput, conditionButton } = createTargetInputs(target);
  const chance = h('output', { class: 'stat__value' });
  const multiplier = h('output', { class: 'stat__value' });
  const payout = h('output', { class: 'stat__value' });
  const track = createDiceTrack();
  const strip = createResultStrip(t('games.dice.recentRolls'));
  const playButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.dice.roll'),
  );

  function update() {
    const bounds = diceTargetBounds(condition);
    target = Math.min(bounds.max, Math.max(bounds.min, Math.round(target * HUNDREDTHS) / HUNDREDTHS));
    const params: DiceParams = { target, condition };
    const bps = diceMultiplierBps(params);
    const bet = context.peekBet();
    chance.textContent = formatPercent(diceChancePercent(params), 2);
    multiplier.textContent = formatMultiplierBps(bps);
    payout.textContent =
      bet === null ? '—' : context.formatMoney(Number(payoutMinor(BigInt(bet), fromBasisPoints(bps))));
    conditionButton.textContent = condition === 'over' ? t('games.dice.rollOver') : t('games.dice.rollUnder');
    conditionButton.setAttribute(
      'aria-label',
      t(condition === 'over' ? 'games.dice.switchToUnder' : 'games.dice.switchToOver', {
        target: formatDecimal(target, 2),
      }),
    );
    slider.value = String(target);
    // A screen reader reads the slider's value as the field shows it, in the player's digits.
    slider.setAttribute('aria-valuetext', formatDecimal(target, 2));
    if (document.activeElement !== targetInput) targetInput.value = targetText(target);
    track.setTarget(params);
    return params;
  }

  slider.addEventListener('input', () => {
    target = Number(slider.value);
    update();
  });
  targetInput.addEventListener('change', () => {
    const typed = Number(latinDigits(targetInput.value).replace(',', '.'));
    if (Number.isFinite(typed)) target = typed;
    targetInput.value = targetText(update().target);
  });
  conditionButton.addEventListener('click', () => {
    // Flipping keeps the same win chance, as players expect: over 50.50 becomes under 49.50.
    target = 100 - target;
    condition = condition === 'over' ? 'under' : 'over';
    conditionButton.setAttribute('aria-pressed', String(condition === 'under'));
    update();
  });

  async function roll(event: Event) {
    event.preventDefault();
    const params = update();
    playButton.disabled = true;
    await context.play<'dice'>(params, {
      reveal: ({ round }) => {
        track.showRoll(round.outcome.roll, round.outcome.win);
        strip.push(formatDecimal(round.outcome.roll, 2), round.outcome.win);
      },
    });
    playButton.disabled = false;
  }

  const stage = h(
    'div',
    { class: 'dice-stage' },
    strip.element,
    track.element,
    h(
      'div',
      { class: 'stats' },
      stat(t('games.common.multiplier'), multiplier),
      stat(t('games.common.winChance'), chance),
      stat(t('games.common.payoutOnWin'), payout),
    ),
  );
  const controls = h(
    'form',
    { class: 'game-controls', onsubmit: (event: Event) => void roll(event) },
    h(
      'div',
      { class: 'field' },
      h('label', { class: 'field__label', for: 'dice-target-number' }, t('games.dice.target')),
      h('div', { class: 'row' }, targetInput, conditionButton),
    ),
    slider,
    playButton,
  );
  context.onBetChange(update);
  update();
  return { stage, controls };
};
