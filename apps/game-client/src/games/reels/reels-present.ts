/**
 * A round of an engine slot shown frame by frame (reels-frames.ts computes the frames): each
 * kind of frame draws on the board and the status, adds to the list of wins, and pauses for the
 * player at the pace asked (0 jumps to the end).
 */
import type { EngineCoin, SlotGameConfig } from '@casino/fairplay';
import type { Round } from '../../api/provider-types';
import { delay, h, replace } from '../../lib/dom';
import { formatNumber, intlLocale, t } from '../../lib/i18n';
import { formatMoney, type CurrencyUnit } from '../../lib/money';
import {
  describeWin,
  roundFrames,
  roundSummary,
  spinStakeMinor,
  unitsAsStakes,
  unitsToMinor,
  type ReelsFrame,
} from './reels-frames';
import { endMessageKey, spinCounter, spinMultiplier } from './reels-state';
import type { ReelsStageParts } from './reels-view';

type ReelsRound = Round<'reels'>;
type FrameOf<K extends ReelsFrame['kind']> = Extract<ReelsFrame, { kind: K }>;

const PAUSE = { wins: 650, scatter: 900, freeSpin: 450, hold: 700, end: 0 };

/** One round being shown: what its frames are drawn on, and its money. */
interface Showing {
  readonly parts: ReelsStageParts;
  readonly config: SlotGameConfig;
  readonly round: ReelsRound;
  readonly frames: readonly ReelsFrame[];
  readonly pace: () => number;
  readonly money: (minor: number) => string;
  /** Units of the engine as money at this round's stake. */
  readonly units: (value: number) => string;
  readonly coinText: (coin: EngineCoin) => string;
}

export interface PresentOptions {
  readonly config: SlotGameConfig;
  readonly currency: CurrencyUnit;
  readonly money: (minor: number) => string;
  readonly pace: () => number;
}

/** Shows a round's frames in turn; resolves once the last is drawn. */
export async function presentRound(parts: ReelsStageParts, round: ReelsRound, options: PresentOptions): Promise<void> {
  const { config, currency, money } = options;
  const stake = spinStakeMinor(config, round.outcome, round.bet);
  const showing: Showing = {
    parts,
    config,
    round,
    frames: roundFrames(config, round.outcome),
    pace: options.pace,
    money,
    units: (value) => money(unitsToMinor(config, stake, value)),
    coinText: (coin) => formatMoney(unitsToMinor(config, stake, coin.value), currency, intlLocale(), false),
  };
  replace(parts.winList);
  for (const frame of showing.frames) await showFrame(showing, frame);
}

async function pause(showing: Showing, base: number): Promise<void> {
  const time = Math.round(base * showing.pace());
  if (time > 0) await delay(time);
}

function addWin(showing: Showing, text: string, feature = false): void {
  showing.parts.winList.prepend(h('li', feature ? { class: 'reels-wins__feature' } : {}, text));
}

const winText = (showing: Showing, totalUnits: number) =>
  totalUnits > 0 ? t('games.slot.win', { amount: showing.units(totalUnits) }) : '';

const respinsText = (showing: Showing, left: number) =>
  t('games.reels.respins', { count: left, grand: showing.units(showing.config.holdAndWin?.grandPrize ?? 0) });

async function showFrame(showing: Showing, frame: ReelsFrame): Promise<void> {
  switch (frame.kind) {
    case 'spin':
      return showSpin(showing, frame);
    case 'wins':
      return showWins(showing, frame);
    case 'cascade':
      await showing.parts.board.cascade(frame.removed, frame.grid, frame.falls, showing.pace);
      showing.parts.setStatus({ multiplier: frame.multiplier });
      return;
    case 'scatter':
      return showScatter(showing, frame);
    case 'hold-start':
      return showHoldStart(showing, frame);
    case 'hold-respin':
      return showHoldRespin(showing, frame);
    case 'hold-end':
      return showHoldEnd(showing, frame);
    case 'jackpot':
      showJackpot(showing);
      return;
    case 'end':
      showEnd(showing, frame);
      return;
  }
}

async function showSpin(showing: Showing, frame: FrameOf<'spin'>): Promise<void> {
  const { parts, config } = showing;
  const counter = spinCounter(frame, showing.round.outcome);
  parts.setStatus({
    counter:
      counter.kind === 'freeSpin'
        ? t('games.reels.freeSpinOf', { index: counter.index, total: counter.total })
        : counter.kind === 'bonusBuy'
          ? t('games.reels.bonusBuy')
          : '',
    multiplier: spinMultiplier(config, frame),
    winText: winText(showing, frame.totalUnits),
  });
  parts.board.element.classList.toggle('is-free', frame.freeSpin);
  if (frame.freeSpin && frame.spin > 0) await pause(showing, PAUSE.freeSpin);
  await parts.board.spin(frame.grid, frame.sticky, showing.pace);
}

async function showWins(showing: Showing, frame: FrameOf<'wins'>): Promise<void> {
  const { parts, config, units } = showing;
  const lines = frame.wins
    .filter((win) => win.type === 'line')
    .map((win) => ({ payline: win.payline ?? 0, count: win.count }));
  const clusters = config.pays.type === 'cluster' ? frame.wins.map((win) => win.cells) : [];
  parts.board.lightWins(frame.cells, lines, clusters);
  parts.board.markSticky(frame.sticky);
  for (const win of frame.wins) addWin(showing, describeWin(config, win, units));
  parts.setStatus({
    multiplier: frame.multiplier,
    winText: t('games.slot.win', { amount: units(frame.totalUnits) }),
  });
  parts.message.textContent = t(
    `games.reels.dropWin.${frame.drop > 0 ? 'cascade' : 'spin'}${frame.multiplier > 1 ? 'Times' : ''}`,
    { drop: frame.drop, amount: units(frame.winUnits), multiplier: `x${formatNumber(frame.multiplier)}` },
  );
  await pause(showing, PAUSE.wins);
}

async function showScatter(showing: Showing, frame: FrameOf<'scatter'>): Promise<void> {
  const { parts } = showing;
  parts.board.clearLights();
  parts.board.lightCells(frame.cells, 'is-scatter');
  if (frame.win) addWin(showing, describeWin(showing.config, frame.win, showing.units));
  if (frame.freeSpinsAwarded > 0) {
    const text = t(frame.retrigger ? 'games.reels.retrigger' : 'games.slot.freeSpinsAwarded', {
      count: frame.freeSpinsAwarded,
    });
    addWin(showing, text, true);
    parts.message.textContent = text;
  }
  parts.setStatus({ winText: winText(showing, frame.totalUnits) });
  await pause(showing, PAUSE.scatter);
}

async function showHoldStart(showing: Showing, frame: FrameOf<'hold-start'>): Promise<void> {
  const { parts } = showing;
  parts.board.holdStart(frame.coins, showing.coinText);
  parts.board.element.classList.remove('is-free');
  parts.setStatus({ counter: respinsText(showing, frame.respinsLeft), multiplier: null });
  parts.message.textContent = t(frame.bought ? 'games.reels.holdBought' : 'games.reels.holdStart', {
    count: frame.coins.length,
  });
  addWin(showing, parts.message.textContent, true);
  await pause(showing, PAUSE.hold);
}

async function showHoldRespin(showing: Showing, frame: FrameOf<'hold-respin'>): Promise<void> {
  const { parts } = showing;
  await parts.board.holdRespin(frame.landed, showing.coinText, showing.pace);
  parts.setStatus({ counter: respinsText(showing, frame.respinsLeft) });
  parts.message.textContent =
    frame.landed.length > 0
      ? t('games.reels.newCoins', { count: frame.landed.length, respins: showing.config.holdAndWin?.respins ?? 0 })
      : t('games.reels.coinsHeld', { count: frame.held.length });
}

async function showHoldEnd(showing: Showing, frame: FrameOf<'hold-end'>): Promise<void> {
  const { parts, units } = showing;
  parts.board.holdEnd(frame.full);
  addWin(
    showing,
    t(frame.full ? 'games.reels.holdPaysGrand' : 'games.reels.holdPays', {
      count: frame.coins.length,
      grand: units(frame.grandPrize),
      amount: units(frame.winUnits),
    }),
    true,
  );
  parts.setStatus({
    counter: frame.full ? t('games.reels.gridFull') : t('games.reels.holdOver'),
    winText: t('games.slot.win', { amount: units(frame.totalUnits) }),
  });
  await pause(showing, PAUSE.hold);
}

function showJackpot(showing: Showing): void {
  const { celebration } = showing.parts;
  celebration.hidden = false;
  replace(celebration, h('strong', {}, t('games.reels.jackpotTitle')), h('span', {}, t('games.reels.jackpotText')));
  addWin(showing, t('games.reels.jackpotWon'), true);
}

function showEnd(showing: Showing, frame: FrameOf<'end'>): void {
  const { parts, money, frames } = showing;
  const total = showing.round.win;
  parts.setStatus({
    winText: total > 0 ? t('games.slot.win', { amount: money(total) }) : '',
    ...(frame.freeSpinsPlayed > 0
      ? { counter: t('games.reels.summary.freeSpins', { count: frame.freeSpinsPlayed }) }
      : {}),
  });
  parts.message.textContent = t(endMessageKey(frames, total), {
    amount: money(total),
    stakes: unitsAsStakes(showing.config, frame.totalUnits),
  });
  if (parts.winList.childElementCount === 0)
    parts.winList.appendChild(h('li', { class: 'reels-wins__none' }, t('games.roulette.noWin')));
  parts.announcer.textContent = roundSummary(frames, money(total));
}
