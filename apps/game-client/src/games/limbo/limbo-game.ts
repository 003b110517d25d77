/**
 * Limbo: pick a target multiplier; a crash point is drawn, and the bet pays the target when the
 * crash point reaches it. The win chance is 99% / target whatever the target (fairplay's limboRtp).
 */
import {
  LIMBO_MAX_TARGET_HUNDREDTHS,
  LIMBO_MIN_TARGET_HUNDREDTHS,
  LIMBO_RTP,
  fromBasisPoints,
  payoutMinor,
} from '@casino/fairplay';
import { h, prefersReducedMotion } from '../../lib/dom';
import type { GameModule } from '../game-module';
import { createResultStrip, stat } from '../result-strip';
import './limbo.css';
import { formatNumber, formatPercent, latinDigits, localDigits, t } from '../../lib/i18n';
import { formatMultiplier } from '../../lib/money';

const DEFAULT_TARGET = 2;
const MIN_TARGET = LIMBO_MIN_TARGET_HUNDREDTHS / 100;
const MAX_TARGET = LIMBO_MAX_TARGET_HUNDREDTHS / 100;
/** Long enough to feel the climb, short enough that a player clicking fast is not kept waiting. */
const CLIMB_MS = 700;

/** The target as typed, rounded to hundredths and kept within the offered range; null if not a number. */
export function normalizeLimboTarget(text: string): number | null {
  const value = Number(latinDigits(text).replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  return Math.min(MAX_TARGET, Math.max(MIN_TARGET, Math.round(value * 100) / 100));
}

/** The displayed multiplier during the climb: geometric, so x1.5 and x5 000 both take the same time. */
export function climbValue(crashPoint: number, progress: number): number {
  const eased = 1 - (1 - progress) ** 3;
  return Math.exp(Math.log(crashPoint) * eased);
}

/** Counts the display up to the crash point, or jumps there when the player asked for less motion. */
function climb(display: HTMLElement, crashPoint: number): Promise<void> {
  if (prefersReducedMotion()) {
    display.textContent = formatMultiplier(crashPoint);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const started = performance.now();
    const frame = (now: number) => {
      const progress = Math.min(1, (now - started) / CLIMB_MS);
      display.textContent = formatMultiplier(progress === 1 ? crashPoint : climbValue(crashPoint, progress));
      if (progress < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
}

export const limboGame: GameModule = (context) => {
  let target = DEFAULT_TARGET;
  const targetInput = h('input', {
    id: 'limbo-target',
    class: 'input',
    inputmode: 'decimal',
    value: localDigits(target.toFixed(2)),
  });
  const chance = h('output', { class: 'stat__value' });
  const payout = h('output', { class: 'stat__value' });
  const display = h('output', { class: 'limbo-value', 'aria-live': 'off', dir: 'ltr' }, formatMultiplier(1));
  const announce = h('p', { class: 'visually-hidden', 'aria-live': 'polite' });
  const targetLine = h('p', { class: 'limbo-target' });
  const strip = createResultStrip(t('games.common.recentResults'));
  const playButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.common.betButton'),
  );

  function update() {
    const bet = context.peekBet();
    chance.textContent = formatPercent((LIMBO_RTP / target) * 100, target > 1000 ? 6 : 2);
    payout.textContent =
      bet === null
        ? '—'
        : context.formatMoney(Number(payoutMinor(BigInt(bet), fromBasisPoints(Math.round(target * 10_000)))));
    targetLine.textContent = t('games.limbo.targetLine', { target: formatMultiplier(target) });
  }

  targetInput.addEventListener('change', () => {
    target = normalizeLimboTarget(targetInput.value) ?? target;
    targetInput.value = localDigits(target.toFixed(2));
    update();
  });

  async function bet(event: Event) {
    event.preventDefault();
    playButton.disabled = true;
    display.className = 'limbo-value';
    await context.play<'limbo'>(
      { target },
      {
        reveal: async ({ round }) => {
          const { crashPoint, win } = round.outcome;
          await climb(display, crashPoint);
          display.className = `limbo-value ${win ? 'is-win' : 'is-loss'}`;
          announce.textContent = win
            ? t('games.limbo.resultWon', {
                result: formatMultiplier(crashPoint),
                amount: context.formatMoney(round.win),
              })
            : t('games.limbo.resultLost', { result: formatMultiplier(crashPoint) });
          strip.push(formatMultiplier(crashPoint), win);
        },
      },
    );
    playButton.disabled = false;
  }

  const stage = h(
    'div',
    { class: 'limbo-stage' },
    strip.element,
    h('div', { class: 'limbo-orbit', 'aria-hidden': 'true' }, h('span', { class: 'limbo-orbit__planet' })),
    display,
    targetLine,
    announce,
    h(
      'div',
      { class: 'stats' },
      stat(t('games.common.winChance'), chance),
      stat(t('games.common.payoutOnWin'), payout),
    ),
  );
  const controls = h(
    'form',
    { class: 'game-controls', onsubmit: (event: Event) => void bet(event) },
    h(
      'div',
      { class: 'field' },
      h('label', { class: 'field__label', for: 'limbo-target' }, t('games.limbo.targetMultiplier')),
      targetInput,
      h(
        'p',
        { class: 'field-hint' },
        t('games.limbo.targetRange', { min: `x${formatNumber(MIN_TARGET)}`, max: `x${formatNumber(MAX_TARGET)}` }),
      ),
    ),
    playButton,
  );
  context.onBetChange(update);
  update();
  return { stage, controls };
};
