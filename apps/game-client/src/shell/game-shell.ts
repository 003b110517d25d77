/**
 * The frame every game sits in: top bar, bet field, inline errors, fairness panel. It sends the
 * rounds, so the balance, the seeds, the verify data and the message to the hosting page are
 * kept the same way for all six games.
 */
import { betRestrictionOf, errorMessage, type ProviderApi } from '../api/provider-api';
import { isRoundOpen, type ClientGameKind, type Round, type RoundReply, type Session } from '../api/provider-types';
import type { GameContext, GameModule, GameView, PlayOptions } from '../games/game-module';
import { minesActionsOf, minesParamsOf } from '../games/mines/mines-logic';
import { h, replace } from '../lib/dom';
import { intlLocale, t } from '../lib/i18n';
import { formatMoney, type CurrencyUnit } from '../lib/money';
import { createBetField } from './bet-field';
import { createFairnessPanel, type PlayedRound } from './fairness-panel';
import { notifyHost } from './host-page';
import { createTopBar } from './top-bar';

/** What the verify page needs to recompute a round: the params and actions as the server recorded them. */
function playedRoundOf(kind: ClientGameKind, game: string, round: Round, sentParams?: unknown): PlayedRound {
  if (kind === 'mines')
    return { game, nonce: round.nonce, params: round.params ?? minesParamsOf(round), actions: minesActionsOf(round) };
  return { game, nonce: round.nonce, params: round.params ?? sentParams ?? {}, actions: round.actions ?? [] };
}

/** The board, and beside it (below it on a phone) the controls and the panels. */
function layout(view: GameView, controls: readonly HTMLElement[], panels: readonly HTMLElement[]): HTMLElement {
  return h(
    'main',
    { class: 'layout' },
    h('section', { class: 'stage', 'aria-label': t('shell.stage') }, view.stage),
    h('div', { class: 'sidebar' }, h('div', { class: 'panel controls' }, ...controls), ...panels),
  );
}

export function mountGameShell(root: HTMLElement, api: ProviderApi, session: Session, game: GameModule): void {
  const kind = session.game.kind;
  // The verify page recomputes an engine slot's round by the slot's identity, other games by kind.
  const verifyGame = kind === 'reels' ? session.game.identity : kind;
  const currency: CurrencyUnit = { code: session.currency, subunitToUnit: session.subunitToUnit };
  let balance = session.balance;
  let busy = false;
  let lastPlayed: PlayedRound | null = session.openRound ? playedRoundOf(kind, verifyGame, session.openRound) : null;
  const money = (minor: number) => formatMoney(minor, currency, intlLocale());
  const topBar = createTopBar(session, money(balance));
  // Free spins: the server stakes their fixed bet and no own money, so a spin needs no balance.
  let freespins = session.freespins ?? null;
  const showFreespins = (next: Session['freespins']) => {
    freespins = next ?? null;
    topBar.setFreespins(freespins, freespins ? money(freespins.betAmount) : '');
  };
  showFreespins(freespins);
  const readBet = () => (freespins ? freespins.betAmount : betField.read(balance));
  const betField = createBetField(currency, session.limits, () => balance);
  const fairness = createFairnessPanel(api, session.seeds, verifyGame);
  if (lastPlayed) fairness.setLastRound(lastPlayed);
  const errorBox = h('div', { class: 'inline-error', role: 'alert', hidden: true });

  const showError = (message: string) => {
    errorBox.hidden = false;
    errorBox.textContent = message;
  };
  const clearError = () => {
    errorBox.hidden = true;
    errorBox.textContent = '';
  };

  async function settle<K extends ClientGameKind>(
    request: () => Promise<RoundReply<K>>,
    options: PlayOptions<K>,
    track: (reply: RoundReply<K>) => void,
  ) {
    if (busy) return null;
    busy = true;
    root.setAttribute('aria-busy', 'true');
    clearError();
    try {
      const reply = await request();
      track(reply);
      await options.reveal?.(reply);
      balance = reply.balance;
      topBar.setBalance(money(balance));
      if (reply.freespins !== undefined) showFreespins(reply.freespins);
      fairness.setSeeds({
        serverSeedHash: reply.round.serverSeedHash,
        clientSeed: reply.round.clientSeed,
        nonce: reply.round.nonce + 1,
      });
      if (lastPlayed) fairness.setLastRound(lastPlayed);
      // The hosting casino page refreshes its balances.
      notifyHost({ type: 'casino:round', balance, roundId: reply.round.id });
      return reply;
    } catch (error) {
      showError(errorMessage(error));
      const restriction = betRestrictionOf(error);
      if (restriction) notifyHost({ type: 'casino:bet-restricted', reason: restriction });
      return null;
    } finally {
      busy = false;
      root.removeAttribute('aria-busy');
    }
  }

  const context: GameContext = {
    session,
    currency,
    readBet,
    peekBet: () => betField.peek(),
    onBetChange: (listener) => betField.onChange(listener),
    play<K extends ClientGameKind>(params: unknown, options: PlayOptions<K> = {}) {
      const bet = options.bet ?? readBet();
      if (bet === null || busy) return Promise.resolve(null);
      return settle(
        () => api.play<K>(bet, params),
        options,
        (reply) => {
          lastPlayed = playedRoundOf(kind, verifyGame, reply.round, params);
        },
      );
    },
    act<K extends ClientGameKind>(
      round: Round<K>,
      action: Parameters<ProviderApi['act']>[1],
      options: PlayOptions<K> = {},
    ) {
      return settle(
        () => api.act<K>(round.id, action),
        options,
        (reply) => {
          lastPlayed = playedRoundOf(kind, verifyGame, reply.round);
        },
      );
    },
    setRoundOpen(open) {
      betField.setLocked(open);
      fairness.setLocked(open);
    },
    showError,
    clearError,
    formatMoney: money,
  };

  const view = game(context);
  replace(
    root,
    topBar.element,
    layout(view, [betField.element, view.controls, errorBox], [fairness.element, ...(view.extras ?? [])]),
  );
  if (session.openRound && isRoundOpen(session.openRound)) context.setRoundOpen(true);
}
