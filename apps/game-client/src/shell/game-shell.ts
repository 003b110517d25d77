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
import { createFairnessPanel, type FairnessPanel, type PlayedRound } from './fairness-panel';
import { notifyHost } from './host-page';
import { createTopBar, type TopBar } from './top-bar';

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

/** The shell's state in one object: the balance shown, a round in flight, the last round played, free spins left. */
interface ShellState {
  balance: number;
  busy: boolean;
  lastPlayed: PlayedRound | null;
  freespins: Session['freespins'] | null;
}

/** What a round's answer updates: the top bar, the fairness panel, the error box. */
interface ShellParts {
  readonly root: HTMLElement;
  readonly state: ShellState;
  readonly topBar: TopBar;
  readonly fairness: FairnessPanel;
  readonly money: (minor: number) => string;
  readonly showError: (message: string) => void;
  readonly clearError: () => void;
}

function showFreespins(parts: ShellParts, next: Session['freespins']): void {
  const freespins = next ?? null;
  parts.state.freespins = freespins;
  parts.topBar.setFreespins(freespins, freespins ? parts.money(freespins.betAmount) : '');
}

/** Sends a round (or a step of one), shows it, then the balance, the seeds and the hosting page's message. */
async function settle<K extends ClientGameKind>(
  parts: ShellParts,
  request: () => Promise<RoundReply<K>>,
  options: PlayOptions<K>,
  track: (reply: RoundReply<K>) => void,
) {
  const { state, root, fairness } = parts;
  if (state.busy) return null;
  state.busy = true;
  root.setAttribute('aria-busy', 'true');
  parts.clearError();
  try {
    const reply = await request();
    track(reply);
    await options.reveal?.(reply);
    state.balance = reply.balance;
    parts.topBar.setBalance(parts.money(state.balance));
    if (reply.freespins !== undefined) showFreespins(parts, reply.freespins);
    fairness.setSeeds({
      serverSeedHash: reply.round.serverSeedHash,
      clientSeed: reply.round.clientSeed,
      nonce: reply.round.nonce + 1,
    });
    if (state.lastPlayed) fairness.setLastRound(state.lastPlayed);
    // The hosting casino page refreshes its balances.
    notifyHost({ type: 'casino:round', balance: state.balance, roundId: reply.round.id });
    return reply;
  } catch (error) {
    parts.showError(errorMessage(error));
    const restriction = betRestrictionOf(error);
    if (restriction) notifyHost({ type: 'casino:bet-restricted', reason: restriction });
    return null;
  } finally {
    state.busy = false;
    root.removeAttribute('aria-busy');
  }
}

export function mountGameShell(root: HTMLElement, api: ProviderApi, session: Session, game: GameModule): void {
  const kind = session.game.kind;
  // The verify page recomputes an engine slot's round by the slot's identity, other games by kind.
  const verifyGame = kind === 'reels' ? session.game.identity : kind;
  const currency: CurrencyUnit = { code: session.currency, subunitToUnit: session.subunitToUnit };
  const state: ShellState = {
    balance: session.balance,
    busy: false,
    lastPlayed: session.openRound ? playedRoundOf(kind, verifyGame, session.openRound) : null,
    // Free spins: the server stakes their fixed bet and no own money, so a spin needs no balance.
    freespins: session.freespins ?? null,
  };
  const money = (minor: number) => formatMoney(minor, currency, intlLocale());
  const topBar = createTopBar(session, money(state.balance));
  const betField = createBetField(currency, session.limits, () => state.balance);
  const fairness = createFairnessPanel(api, session.seeds, verifyGame);
  const errorBox = h('div', { class: 'inline-error', role: 'alert', hidden: true });
  const parts: ShellParts = {
    root,
    state,
    topBar,
    fairness,
    money,
    showError: (message) => {
      errorBox.hidden = false;
      errorBox.textContent = message;
    },
    clearError: () => {
      errorBox.hidden = true;
      errorBox.textContent = '';
    },
  };
  showFreespins(parts, state.freespins);
  if (state.lastPlayed) fairness.setLastRound(state.lastPlayed);
  const readBet = () => (state.freespins ? state.freespins.betAmount : betField.read(state.balance));

  const context: GameContext = {
    session,
    currency,
    readBet,
    peekBet: () => betField.peek(),
    onBetChange: (listener) => betField.onChange(listener),
    play<K extends ClientGameKind>(params: unknown, options: PlayOptions<K> = {}) {
      const bet = options.bet ?? readBet();
      if (bet === null || state.busy) return Promise.resolve(null);
      return settle(
        parts,
        () => api.play<K>(bet, params),
        options,
        (reply) => {
          state.lastPlayed = playedRoundOf(kind, verifyGame, reply.round, params);
        },
      );
    },
    act<K extends ClientGameKind>(
      round: Round<K>,
      action: Parameters<ProviderApi['act']>[1],
      options: PlayOptions<K> = {},
    ) {
      return settle(
        parts,
        () => api.act<K>(round.id, action),
        options,
        (reply) => {
          state.lastPlayed = playedRoundOf(kind, verifyGame, reply.round);
        },
      );
    },
    setRoundOpen(open) {
      betField.setLocked(open);
      fairness.setLocked(open);
    },
    showError: parts.showError,
    clearError: parts.clearError,
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
