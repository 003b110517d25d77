/**
 * Every slot of the engine (game kind 'reels'): the session carries the slot's config and each
 * round fairplay's SlotGameOutcome; the board, the paytable and the play-out are drawn from them.
 * One paid spin (or a bonus buy) is one round: the server plays the cascades, free spins and
 * hold-and-win in it, and the client shows them frame by frame, then the total it was paid.
 */
import type { SlotGameConfig } from '@casino/fairplay';
import type { SessionGame } from '../../api/provider-types';
import { h, prefersReducedMotion } from '../../lib/dom';
import { t } from '../../lib/i18n';
import type { GameContext, GameModule, GameView } from '../game-module';
import { loadSlotArt, type StudioArt } from './reels-art';
import { createReelsBoard } from './reels-board';
import { createReelsPaytable } from './reels-paytable';
import { presentRound } from './reels-present';
import { endSpin, idleSpinPlay, paintSpinButton, pressSpin, startSpin, type SpinPlay } from '../spin-play';
import { buyOffer, openingGrid, paceOf } from './reels-state';
import { slotGlyphs } from './reels-symbols';
import { createReelsView, type ReelsView } from './reels-view';
import './reels.css';

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

/** The mounted slot: its state (the one mutable object), its view, and the shell's calls. */
interface ReelsGame {
  readonly context: GameContext;
  readonly config: SlotGameConfig;
  readonly play: SpinPlay;
  readonly view: ReelsView;
}

function mountReels(context: GameContext, config: SlotGameConfig, art: StudioArt | undefined): GameView {
  const glyphs = slotGlyphs(config, art);
  const board = createReelsBoard(config, glyphs);
  const play = idleSpinPlay();
  const view = createReelsView({
    config,
    glyphs,
    board,
    money: (minor) => context.formatMoney(minor),
    bonusMaxBet: context.session.limits.bonusMaxBet ?? null,
    onSpin: (event) => {
      event.preventDefault();
      if (pressSpin(play) === 'spin') void playRound(game, false);
    },
    onBuy: () => void playRound(game, true),
  });
  const game: ReelsGame = { context, config, play, view };
  // The bonus buy: its price follows the bet field, and a dialog asks before paying it.
  view.buy.button.addEventListener('click', () => {
    if (!config.bonusBuy || play.running) return;
    const stake = context.readBet();
    if (stake !== null) view.buy.ask(stake);
  });
  context.onBetChange(() => updateBuy(game));
  updateBuy(game);
  board.show(openingGrid(config));
  return { stage: view.stage, controls: view.controls, extras: [createReelsPaytable(config, glyphs)] };
}

/** The buy button's price for the bet field's stake; a price above the active bonus's maximum stake is shown refused, with why. */
function updateBuy(game: ReelsGame): void {
  const { context, config, play, view } = game;
  const offer = buyOffer(config, context.peekBet(), context.session.limits.bonusMaxBet ?? null);
  view.buy.update(offer.price, offer.overBonusMax, play.running);
}

async function playRound(game: ReelsGame, buy: boolean): Promise<void> {
  const { context, config, play, view } = game;
  if (play.running) return;
  const stake = context.readBet();
  if (stake === null) return;
  startSpin(play);
  view.celebration.hidden = true;
  view.board.clearLights();
  view.announcer.textContent = '';
  view.message.textContent = buy ? t('games.reels.buying') : t('games.slot.spinning');
  paintSpinButton(view.spinButton, true);
  view.buy.button.disabled = true;
  const pace = () => paceOf(play, prefersReducedMotion(), view.turbo.checked);
  const reply = await context.play<'reels'>(buy ? { buy: true } : {}, {
    bet: stake,
    reveal: ({ round }) =>
      presentRound(view, round, {
        config,
        currency: context.currency,
        money: (minor) => context.formatMoney(minor),
        pace,
      }),
  });
  endSpin(play);
  if (!reply) view.message.textContent = t('games.slot.goodLuck');
  // Rounds shown so far: what a test waits on, as a player waits for the reels to stop.
  else view.stage.dataset.rounds = String(Number(view.stage.dataset.rounds ?? 0) + 1);
  paintSpinButton(view.spinButton, false);
  view.buy.button.disabled = false;
  updateBuy(game);
}
