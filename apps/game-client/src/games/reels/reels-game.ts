/**
 * Every slot of the engine (game kind 'reels'): the session carries the slot's config and each
 * round fairplay's SlotGameOutcome; the board, the paytable and the play-out are drawn from them.
 * One paid spin (or a bonus buy) is one round: the server plays the cascades, free spins and
 * hold-and-win in it, and the client shows them frame by frame, then the total it was paid.
 */
import type { EngineCoin, SlotGameConfig } from '@casino/fairplay';
import type { Round, SessionGame } from '../../api/provider-types';
import { delay, h, prefersReducedMotion, replace } from '../../lib/dom';
import type { GameContext, GameModule } from '../game-module';
import { createReelsBoard } from './reels-board';
import {
  buyPriceMinor,
  describeWin,
  roundFrames,
  roundSummary,
  spinStakeMinor,
  unitsAsStakes,
  unitsToMinor,
  type Grid,
  type ReelsFrame,
} from './reels-frames';
import { buyFeature, createReelsPaytable } from './reels-paytable';
import { loadSlotArt, type StudioArt } from './reels-art';
import { slotGlyphs } from './reels-symbols';
import './reels.css';
import { formatNumber, formatPercent, intlLocale, t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';

type ReelsRound = Round<'reels'>;

const PAUSE = { wins: 650, scatter: 900, freeSpin: 450, hold: 700, end: 0 };

/** A view before the first spin: each reel shows the paytable's symbols in turn, highest first. */
function openingGrid(config: SlotGameConfig): Grid {
  const shown = config.symbols.filter((symbol) => symbol.kind === 'regular' || symbol.kind === 'wild');
  return Array.from({ length: config.reels }, (_, reel) =>
    Array.from({ length: config.rows }, (__, row) => shown[(reel * 2 + row * 3) % shown.length]?.id ?? ''),
  );
}

function isSlotConfig(value: unknown): value is SlotGameConfig {
  const config = value as Partial<SlotGameConfig> | null;
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof config.reels === 'number' &&
    typeof config.rows === 'number' &&
    Array.isArray(config.symbols) &&
    typeof config.stakeUnits === 'number' &&
    typeof config.pays === 'object'
  );
}

function features(config: SlotGameConfig): string {
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

/** The engine slot of a session, its studio's art fetched first so the reels draw once, in their own look. */
export async function loadReelsGame(game: SessionGame): Promise<GameModule> {
  const art = isSlotConfig(game.config) ? await loadSlotArt(game.config.id) : undefined;
  return (context) => {
    const config = context.session.game.config;
    if (!isSlotConfig(config)) {
      const stage = h('p', { class: 'inline-error', role: 'alert' }, t('games.reels.noConfig'));
      return { stage, controls: h('div', {}) };
    }
    return mountReels(context, config, art);
  };
}

function mountReels(context: GameContext, config: SlotGameConfig, art: StudioArt | undefined) {
  const glyphs = slotGlyphs(config, art);
  const board = createReelsBoard(config, glyphs);
  const money = (minor: number) => context.formatMoney(minor);
  const counter = h('span', { class: 'reels-status__counter' });
  const multiplier = h('span', { class: 'reels-status__multiplier' });
  const roundWin = h('span', { class: 'reels-status__win' });
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
  let skip = false;
  let busy = false;

  /** 0 to jump to the end (reduced motion, a skip), 0.35 in turbo, else 1. */
  const pace = () => (skip || prefersReducedMotion() ? 0 : turbo.checked ? 0.35 : 1);
  const pause = async (base: number) => {
    const time = Math.round(base * pace());
    if (time > 0) await delay(time);
  };

  function setStatus(frame: { counter?: string; multiplier?: number | null; winText?: string }) {
    if (frame.counter !== undefined) counter.textContent = frame.counter;
    if (frame.multiplier !== undefined) {
      multiplier.textContent = frame.multiplier && frame.multiplier > 1 ? `x${formatNumber(frame.multiplier)}` : '';
      multiplier.classList.toggle('is-up', (frame.multiplier ?? 1) > 1);
    }
    if (frame.winText !== undefined) roundWin.textContent = frame.winText;
  }

  async function present(round: ReelsRound) {
    const outcome = round.outcome;
    const stake = spinStakeMinor(config, outcome, round.bet);
    const units = (value: number) => money(unitsToMinor(config, stake, value));
    const coinText = (coin: EngineCoin) =>
      formatMoney(unitsToMinor(config, stake, coin.value), context.currency, intlLocale(), false);
    const frames = roundFrames(config, outcome);
    const clusterGame = config.pays.type === 'cluster';
    const respinsText = (left: number) =>
      t('games.reels.respins', { count: left, grand: units(config.holdAndWin?.grandPrize ?? 0) });
    replace(winList);
    const addWin = (text: string, feature = false) => {
      winList.prepend(h('li', feature ? { class: 'reels-wins__feature' } : {}, text));
    };
    for (const frame of frames) await show(frame);

    async function show(frame: ReelsFrame) {
      switch (frame.kind) {
        case 'spin': {
          setStatus({
            counter: frame.freeSpin
              ? t('games.reels.freeSpinOf', { index: frame.freeSpinNumber, total: frame.freeSpinsTotal })
              : outcome.buy
                ? t('games.reels.bonusBuy')
                : '',
            multiplier: config.cascade
              ? (config.cascade.multipliers[0] ?? 1) * (frame.freeSpin ? (config.freeSpins?.multiplier ?? 1) : 1)
              : frame.freeSpin
                ? (config.freeSpins?.multiplier ?? 1)
                : null,
            winText: frame.totalUnits > 0 ? t('games.slot.win', { amount: units(frame.totalUnits) }) : '',
          });
          board.element.classList.toggle('is-free', frame.freeSpin);
          if (frame.freeSpin && frame.spin > 0) await pause(PAUSE.freeSpin);
          await board.spin(frame.grid, frame.sticky, pace);
          return;
        }
        case 'wins': {
          const lines = frame.wins
            .filter((win) => win.type === 'line')
            .map((win) => ({ payline: win.payline ?? 0, count: win.count }));
          const clusters = clusterGame ? frame.wins.map((win) => win.cells) : [];
          board.lightWins(frame.cells, lines, clusters);
          board.markSticky(frame.sticky);
          for (const win of frame.wins) addWin(describeWin(config, win, units));
          setStatus({
            multiplier: frame.multiplier,
            winText: t('games.slot.win', { amount: units(frame.totalUnits) }),
          });
          message.textContent = t(
            `games.reels.dropWin.${frame.drop > 0 ? 'cascade' : 'spin'}${frame.multiplier > 1 ? 'Times' : ''}`,
            { drop: frame.drop, amount: units(frame.winUnits), multiplier: `x${formatNumber(frame.multiplier)}` },
          );
          await pause(PAUSE.wins);
          return;
        }
        case 'cascade':
          await board.cascade(frame.removed, frame.grid, frame.falls, pace);
          setStatus({ multiplier: frame.multiplier });
          return;
        case 'scatter': {
          board.clearLights();
          board.lightCells(frame.cells, 'is-scatter');
          if (frame.win) addWin(describeWin(config, frame.win, units));
          if (frame.freeSpinsAwarded > 0) {
            const text = t(frame.retrigger ? 'games.reels.retrigger' : 'games.slot.freeSpinsAwarded', {
              count: frame.freeSpinsAwarded,
            });
            addWin(text, true);
            message.textContent = text;
          }
          setStatus({ winText: frame.totalUnits > 0 ? t('games.slot.win', { amount: units(frame.totalUnits) }) : '' });
          await pause(PAUSE.scatter);
          return;
        }
        case 'hold-start':
          board.holdStart(frame.coins, coinText);
          board.element.classList.remove('is-free');
          setStatus({ counter: respinsText(frame.respinsLeft), multiplier: null });
          message.textContent = t(frame.bought ? 'games.reels.holdBought' : 'games.reels.holdStart', {
            count: frame.coins.length,
          });
          addWin(message.textContent, true);
          await pause(PAUSE.hold);
          return;
        case 'hold-respin': {
          await board.holdRespin(frame.landed, coinText, pace);
          setStatus({ counter: respinsText(frame.respinsLeft) });
          message.textContent =
            frame.landed.length > 0
              ? t('games.reels.newCoins', { count: frame.landed.length, respins: config.holdAndWin?.respins ?? 0 })
              : t('games.reels.coinsHeld', { count: frame.held.length });
          return;
        }
        case 'hold-end':
          board.holdEnd(frame.full);
          addWin(
            t(frame.full ? 'games.reels.holdPaysGrand' : 'games.reels.holdPays', {
              count: frame.coins.length,
              grand: units(frame.grandPrize),
              amount: units(frame.winUnits),
            }),
            true,
          );
          setStatus({
            counter: frame.full ? t('games.reels.gridFull') : t('games.reels.holdOver'),
            winText: t('games.slot.win', { amount: units(frame.totalUnits) }),
          });
          await pause(PAUSE.hold);
          return;
        case 'jackpot':
          celebration.hidden = false;
          replace(
            celebration,
            h('strong', {}, t('games.reels.jackpotTitle')),
            h('span', {}, t('games.reels.jackpotText')),
          );
          addWin(t('games.reels.jackpotWon'), true);
          return;
        case 'end': {
          const total = round.win;
          setStatus({
            winText: total > 0 ? t('games.slot.win', { amount: money(total) }) : '',
            ...(frame.freeSpinsPlayed > 0
              ? { counter: t('games.reels.summary.freeSpins', { count: frame.freeSpinsPlayed }) }
              : {}),
          });
          message.textContent =
            total > 0
              ? t(
                  frames.filter((step) => step.kind === 'wins' || step.kind === 'scatter' || step.kind === 'hold-end')
                    .length > 1
                    ? 'games.reels.totalWinStakes'
                    : 'games.reels.winStakes',
                  { amount: money(total), stakes: unitsAsStakes(config, frame.totalUnits) },
                )
              : t('games.slot.noWin');
          if (winList.childElementCount === 0)
            winList.appendChild(h('li', { class: 'reels-wins__none' }, t('games.roulette.noWin')));
          announcer.textContent = roundSummary(frames, money(total));
          return;
        }
      }
    }
  }

  async function play(buy: boolean) {
    if (busy) return;
    const stake = context.readBet();
    if (stake === null) return;
    busy = true;
    skip = false;
    celebration.hidden = true;
    board.clearLights();
    announcer.textContent = '';
    message.textContent = buy ? t('games.reels.buying') : t('games.slot.spinning');
    spinButton.textContent = t('games.slot.skip');
    spinButton.dataset.state = 'running';
    buyButton.disabled = true;
    const reply = await context.play<'reels'>(buy ? { buy: true } : {}, {
      bet: stake,
      reveal: ({ round }) => present(round),
    });
    if (!reply) message.textContent = t('games.slot.goodLuck');
    // Rounds shown so far: what a test waits on, as a player waits for the reels to stop.
    else stage.dataset.rounds = String(Number(stage.dataset.rounds ?? 0) + 1);
    busy = false;
    delete spinButton.dataset.state;
    spinButton.textContent = t('games.slot.spin');
    buyButton.disabled = false;
    updateBuy();
  }

  function onSpin(event: Event) {
    event.preventDefault();
    if (busy) {
      skip = true;
      return;
    }
    void play(false);
  }

  // The bonus buy: its price follows the bet field, and a dialog asks before paying it.
  const buy = config.bonusBuy;
  const buyButton = h('button', {
    type: 'button',
    class: 'button button--secondary reels-buy',
    hidden: !buy,
    'data-testid': 'reels-buy',
    'aria-describedby': 'reels-buy-reason',
  });
  // A price above the active bonus's maximum stake would be refused after the confirmation: the buy is shown refused, with why.
  const bonusMaxBet = context.session.limits.bonusMaxBet ?? null;
  const buyReason = h('p', {
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
  function updateBuy() {
    if (!buy) return;
    const stake = context.peekBet();
    const price = stake === null ? null : buyPriceMinor(config, stake);
    buyButton.textContent =
      price === null
        ? t('games.reels.buyButtonCost', { cost: formatNumber(buy.cost) })
        : t('games.reels.buyButton', { amount: money(price) });
    const overBonusMax = price !== null && bonusMaxBet !== null && price > bonusMaxBet;
    buyButton.disabled = busy || overBonusMax;
    buyReason.hidden = !overBonusMax;
    buyReason.textContent = overBonusMax
      ? t('games.reels.buyOverBonusMax', { price: money(price), max: money(bonusMaxBet) })
      : '';
  }
  buyButton.addEventListener('click', () => {
    if (!buy || busy) return;
    const stake = context.readBet();
    if (stake === null) return;
    confirmText.textContent = t('games.reels.buyConfirm', {
      price: money(buyPriceMinor(config, stake) ?? 0),
      cost: formatNumber(buy.cost),
      bet: money(stake),
      feature: buyFeature(buy),
      rtp: formatPercent(buy.rtpBasisPoints / 100, 2),
    });
    dialog.returnValue = '';
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else if (window.confirm(confirmText.textContent)) void play(true);
  });
  dialog.addEventListener('close', () => {
    if (dialog.returnValue === 'buy') void play(true);
  });
  context.onBetChange(updateBuy);
  updateBuy();

  board.element.append(celebration);
  board.show(openingGrid(config));
  const stage = h(
    'div',
    // The studio's palette ([data-studio] in its art's CSS) and the game's tint ([data-slot]).
    { class: 'reels-stage', 'data-slot': config.id, 'data-studio': glyphs.studio },
    glyphs.sprite,
    // The top bar names the game: the stage gives its height to the reels, under one line of features.
    h('p', { class: 'reels-features' }, features(config)),
    h('div', { class: 'reels-status', 'aria-live': 'off' }, counter, multiplier, roundWin),
    // Lines pay left to right from the first reel: the reels keep that geometry inside a right-to-left page.
    h('div', { class: 'reels-frame', dir: 'ltr' }, board.element),
    message,
    announcer,
    dialog,
  );
  const controls = h(
    'form',
    { class: 'game-controls reels-controls', onsubmit: (event: Event) => onSpin(event) },
    spinButton,
    buyButton,
    buyReason,
    h('label', { class: 'reels-turbo', for: 'reels-turbo' }, turbo, ` ${t('games.reels.quickSpins')}`),
    winList,
  );
  return { stage, controls, extras: [createReelsPaytable(config, glyphs)] };
}
