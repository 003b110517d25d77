/**
 * An engine slot's page around the reels: the status line (counter, multiplier, win), the
 * message and the screen reader's summary, the list of the round's wins, the spin and turbo
 * controls, and the bonus buy with its confirmation. Built once; it draws what it is told.
 */
import type { SlotGameConfig } from '@casino/fairplay';
import { h } from '../../lib/dom';
import { formatNumber, formatPercent, t } from '../../lib/i18n';
import type { ReelsBoard } from './reels-board';
import { buyPriceMinor } from './reels-frames';
import { buyFeature } from './reels-paytable';
import type { SlotGlyphs } from './reels-symbols';

export interface ReelsStatusFrame {
  readonly counter?: string;
  readonly multiplier?: number | null;
  readonly winText?: string;
}

/** What a round's frames are drawn on. */
export interface ReelsStageParts {
  readonly board: ReelsBoard;
  readonly message: HTMLElement;
  readonly announcer: HTMLElement;
  readonly winList: HTMLElement;
  readonly celebration: HTMLElement;
  setStatus(frame: ReelsStatusFrame): void;
}

export interface ReelsView extends ReelsStageParts {
  readonly stage: HTMLElement;
  readonly controls: HTMLElement;
  readonly spinButton: HTMLButtonElement;
  readonly turbo: HTMLInputElement;
  readonly buy: BuyControls;
}

/** The slot's shape and features in one line: "5×3 · 20 lines · Free spins". */
function featuresText(config: SlotGameConfig): string {
  const parts = [
    `${config.reels}×${config.rows}`,
    config.pays.type === 'lines'
      ? t('games.reels.features.lines', { count: config.pays.paylines.length })
      : config.pays.type === 'ways'
        ? t('games.reels.features.ways', { count: config.rows ** config.reels })
        : t('games.reels.features.cluster'),
  ];
  if (config.cascade) parts.push(t('games.reels.features.cascades'));
  if (config.freeSpins)
    parts.push(
      config.freeSpins.stickyWilds ? t('games.reels.features.freeSpinsSticky') : t('games.reels.features.freeSpins'),
    );
  if (config.holdAndWin) parts.push(t('games.reels.features.holdAndWin'));
  if (config.jackpot) parts.push(t('games.reels.features.jackpot'));
  return parts.join(' · ');
}

function createStatus() {
  const counter = h('span', { class: 'reels-status__counter' });
  const multiplier = h('span', { class: 'reels-status__multiplier' });
  const roundWin = h('span', { class: 'reels-status__win' });
  const element = h('div', { class: 'reels-status', 'aria-live': 'off' }, counter, multiplier, roundWin);
  const set = (frame: ReelsStatusFrame) => {
    if (frame.counter !== undefined) counter.textContent = frame.counter;
    if (frame.multiplier !== undefined) {
      multiplier.textContent = frame.multiplier && frame.multiplier > 1 ? `x${formatNumber(frame.multiplier)}` : '';
      multiplier.classList.toggle('is-up', (frame.multiplier ?? 1) > 1);
    }
    if (frame.winText !== undefined) roundWin.textContent = frame.winText;
  };
  return { element, set };
}

export interface BuyControls {
  readonly button: HTMLButtonElement;
  readonly reason: HTMLElement;
  readonly dialog: HTMLDialogElement;
  /** The button's price for the bet field's stake, refused (with why) above the bonus's maximum stake. */
  update(price: number | null, overBonusMax: boolean, busy: boolean): void;
  /** Asks before paying the buy at `stake`; `onBuy` runs once the player confirms. */
  ask(stake: number): void;
}

function createBuyControls(
  config: SlotGameConfig,
  money: (minor: number) => string,
  bonusMaxBet: number | null,
  onBuy: () => void,
): BuyControls {
  const buy = config.bonusBuy;
  const button = h('button', {
    type: 'button',
    class: 'button button--secondary reels-buy',
    hidden: !buy,
    'data-testid': 'reels-buy',
    'aria-describedby': 'reels-buy-reason',
  });
  const reason = h('p', {
    id: 'reels-buy-reason',
    class: 'field-hint',
    hidden: true,
    'data-testid': 'reels-buy-reason',
  });
  const confirmText = h('p', {});
  const dialog = h(
    'dialog',
    { class: 'reels-dialog', 'aria-labelledby': 'reels-dialog-title' },
    h('h2', { id: 'reels-dialog-title' }, t('games.reels.buyTitle')),
    confirmText,
    h(
      'form',
      { method: 'dialog', class: 'reels-dialog__actions' },
      h('button', { value: 'cancel', class: 'button button--secondary' }, t('games.reels.cancel')),
      h('button', { value: 'buy', class: 'button button--primary' }, t('games.reels.buy')),
    ),
  );
  dialog.addEventListener('close', () => {
    if (dialog.returnValue === 'buy') onBuy();
  });
  return {
    button,
    reason,
    dialog,
    update(price, overBonusMax, busy) {
      if (!buy) return;
      button.textContent =
        price === null
          ? t('games.reels.buyButtonCost', { cost: formatNumber(buy.cost) })
          : t('games.reels.buyButton', { amount: money(price) });
      button.disabled = busy || overBonusMax;
      reason.hidden = !overBonusMax;
      reason.textContent = overBonusMax
        ? t('games.reels.buyOverBonusMax', { price: money(price ?? 0), max: money(bonusMaxBet ?? 0) })
        : '';
    },
    ask(stake) {
      if (!buy) return;
      confirmText.textContent = t('games.reels.buyConfirm', {
        price: money(buyPriceMinor(config, stake) ?? 0),
        cost: formatNumber(buy.cost),
        bet: money(stake),
        feature: buyFeature(buy),
        rtp: formatPercent(buy.rtpBasisPoints / 100, 2),
      });
      dialog.returnValue = '';
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else if (window.confirm(confirmText.textContent)) onBuy();
    },
  };
}

export interface ReelsViewOptions {
  readonly config: SlotGameConfig;
  readonly glyphs: SlotGlyphs;
  readonly board: ReelsBoard;
  readonly money: (minor: number) => string;
  readonly bonusMaxBet: number | null;
  readonly onSpin: (event: Event) => void;
  readonly onBuy: () => void;
}

export function createReelsView(options: ReelsViewOptions): ReelsView {
  const { config, glyphs, board } = options;
  const status = createStatus();
  const message = h('p', { class: 'reels-message' }, t('games.slot.goodLuck'));
  const announcer = h('p', { class: 'visually-hidden', 'aria-live': 'polite', 'data-testid': 'reels-announcement' });
  const winList = h('ul', { class: 'reels-wins', 'aria-label': t('games.reels.winsOfRound') });
  const celebration = h('div', { class: 'reels-celebration', hidden: true, role: 'status' });
  const spinButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.slot.spin'),
  );
  const turbo = h('input', { type: 'checkbox', id: 'reels-turbo' });
  const buy = createBuyControls(config, options.money, options.bonusMaxBet, options.onBuy);
  board.element.append(celebration);
  const stage = h(
    'div',
    // The studio's palette ([data-studio] in its art's CSS) and the game's tint ([data-slot]).
    { class: 'reels-stage', 'data-slot': config.id, 'data-studio': glyphs.studio },
    glyphs.sprite,
    // The top bar names the game: the stage gives its height to the reels, under one line of features.
    h('p', { class: 'reels-features' }, featuresText(config)),
    status.element,
    // Lines pay left to right from the first reel: the reels keep that geometry inside a right-to-left page.
    h('div', { class: 'reels-frame', dir: 'ltr' }, board.element),
    message,
    announcer,
    buy.dialog,
  );
  const controls = h(
    'form',
    { class: 'game-controls reels-controls', onsubmit: options.onSpin },
    spinButton,
    buy.button,
    buy.reason,
    h('label', { class: 'reels-turbo', for: 'reels-turbo' }, turbo, ` ${t('games.reels.quickSpins')}`),
    winList,
  );
  const setStatus = status.set;
  return { stage, controls, spinButton, turbo, buy, board, message, announcer, winList, celebration, setStatus };
}
