/**
 * Crash: one shared round for every player. The client subscribes to the room's public channel
 * (game:crash#{identity}) for its phases and bets, reads the round once on subscribing and after a
 * reconnect (its launch token is the session: the frame has no cookie), and polls only while the
 * socket is down. It draws the curve on the server's clock, and bets before the launch or cashes
 * out in flight; the server decides at its own clock, never the client.
 */
import { betRestrictionOf, errorMessage } from '../../api/provider-api';
import type { Session } from '../../api/provider-types';
import { prefersReducedMotion } from '../../lib/dom';
import { formatDecimal, t } from '../../lib/i18n';
import { openLiveChannel } from '../../lib/live-channel';
import { formatMoney, type CurrencyUnit } from '../../lib/money';
import { createBetField, type BetField } from '../../shell/bet-field';
import { notifyHost } from '../../shell/host-page';
import { createTopBar, type TopBar } from '../../shell/top-bar';
import { crashChannel } from '@casino/shared';
import { createCrashApi, type CrashApi, type CrashBetReply, type CrashPush, type CrashState } from './crash-api';
import { createBigWinsPanel, type BigWinsPanel } from './crash-big-wins';
import { applyCrashPush } from './crash-live';
import { formatMultiplier, parseTarget } from './crash-logic';
import {
  actionOf,
  bigWinsRoundOf,
  boardOf,
  clockOffset,
  initialCrashClient,
  intentOf,
  justCrashedOf,
  phaseAnnouncement,
  pollDelayMs,
  settledMyBet,
  withBetReply,
  type CrashClient,
} from './crash-state';
import { createCrashView, phaseSentence, type CrashView } from './crash-view';
import './crash.css';

export interface CrashMountOptions {
  readonly token: string;
  readonly game: string | undefined;
  readonly onSessionEnded: () => void;
}

/** The mounted game: its state (the one mutable object), its view and its API. */
interface CrashGame {
  readonly root: HTMLElement;
  readonly client: CrashClient;
  readonly view: CrashView;
  readonly api: CrashApi;
  readonly topBar: TopBar;
  readonly betField: BetField;
  readonly bigWins: BigWinsPanel;
  readonly money: (minor: number) => string;
}

export function mountCrashGame(root: HTMLElement, session: Session, options: CrashMountOptions): void {
  const api = createCrashApi(options.token, options.game, options.onSessionEnded);
  const currency: CurrencyUnit = { code: session.currency, subunitToUnit: session.subunitToUnit };
  const money = (minor: number) => formatMoney(minor, currency);
  const client = initialCrashClient(session.balance);
  const topBar = createTopBar(session, money(client.balance));
  const betField = createBetField(currency, session.limits, () => client.balance);
  const bigWins = createBigWinsPanel(() => api.bigWins(session.game.identity));
  const view = createCrashView(root, { topBar: topBar.element, betField, bigWins: bigWins.element, money });
  const game: CrashGame = { root, client, view, api, topBar, betField, bigWins, money };
  view.actionButton.addEventListener('click', () => void act(game));
  root.dataset.live = 'connecting';
  openLiveChannel(crashChannel(session.game.identity), {
    onSubscribed: () => {
      client.live = true;
      root.dataset.live = 'socket';
      void refresh(game);
    },
    onPublication: (data) => onPush(game, data as CrashPush),
    onDown: () => {
      client.live = false;
      root.dataset.live = 'polling';
      if (client.polling) return;
      client.polling = true;
      void poll(game);
    },
  });
  frame(game);
}

function serverNow(game: CrashGame): number {
  return Date.now() + game.client.offset;
}

function renderAction(game: CrashGame): void {
  game.view.renderAction(actionOf(game.client.state, serverNow(game), game.client.busy));
}

/** One frame: the multiplier and the curve on the server's clock. */
function draw(game: CrashGame): void {
  const round = game.client.state?.round;
  if (!round) return;
  game.view.drawBoard(boardOf(round, game.client.justCrashed, serverNow(game), Date.now()));
  renderAction(game);
}

function frame(game: CrashGame): void {
  draw(game);
  if (prefersReducedMotion()) setTimeout(() => frame(game), 500);
  else requestAnimationFrame(() => frame(game));
}

function show(game: CrashGame, next: CrashState): void {
  const { client } = game;
  const previous = client.state;
  client.justCrashed = justCrashedOf(previous, next, Date.now()) ?? client.justCrashed;
  client.state = next;
  client.balance = next.balance;
  game.topBar.setBalance(game.money(client.balance));
  game.view.renderLists(next);
  // Asked again once the last crash is settled (a round after it opened): a crash just pushed is not paid yet.
  game.bigWins.refresh(bigWinsRoundOf(next));
  const said = phaseAnnouncement(next, client.lastAnnouncedPhase);
  if (said) {
    client.lastAnnouncedPhase = said.key;
    game.view.say(phaseSentence(said.round));
  }
  // The crash settled the player's bet (an auto cash-out pays then): the casino page refreshes its balances.
  const previousMine = previous?.myBet;
  if (previousMine && settledMyBet(previous, next))
    notifyHost({ type: 'casino:round', balance: client.balance, roundId: previousMine.id });
  draw(game);
}

/** Reads the round (on subscribing, after a reconnect, at each poll); pushes meanwhile are applied after. */
async function refresh(game: CrashGame): Promise<void> {
  const { client } = game;
  const sentAt = Date.now();
  // Its own list: a read started meanwhile (a reconnect, the balance read again) takes nothing from it.
  const buffered: CrashPush[] = [];
  client.buffered.push(buffered);
  try {
    let next = await game.api.state();
    for (const push of buffered) next = applyCrashPush(next, push);
    client.offset = clockOffset(next.serverTime, sentAt, Date.now());
    show(game, next);
  } catch (error) {
    game.view.showError(errorMessage(error));
  } finally {
    client.buffered = client.buffered.filter((list) => list !== buffered);
  }
}

function onPush(game: CrashGame, push: CrashPush): void {
  const { client } = game;
  for (const list of client.buffered) list.push(push);
  if (!client.state) return;
  const next = applyCrashPush(client.state, push);
  if (next === client.state) return;
  // The round after ours opened: our bet has been settled (the same transaction), the balance is read once.
  const reread = push.type === 'betting' && client.settledAtCrash;
  if (reread) client.settledAtCrash = false;
  show(game, next);
  if (reread) void refresh(game);
}

/** The fallback while the socket is down: the round read again and again. */
async function poll(game: CrashGame): Promise<void> {
  if (game.client.live) {
    game.client.polling = false;
    return;
  }
  await refresh(game);
  setTimeout(() => void poll(game), pollDelayMs(game.client.state?.round, serverNow(game)));
}

/** Our bet or cash-out as answered: shown at once (the room's push of it may come before or after). */
function acceptReply(game: CrashGame, reply: CrashBetReply): void {
  game.client.balance = reply.balance;
  if (game.client.state) show(game, withBetReply(game.client.state, reply));
  notifyHost({ type: 'casino:round', balance: game.client.balance, roundId: reply.bet.id });
}

async function cashOut(game: CrashGame, roundId: string): Promise<void> {
  const reply = await game.api.cashOut(roundId);
  game.client.settledAtCrash = false;
  acceptReply(game, reply);
  game.view.say(
    t('games.crash.cashedOutWon', {
      multiplier: formatMultiplier(reply.bet.cashedOutAt ?? 0),
      amount: game.money(reply.bet.win),
    }),
  );
}

/** Places the bet of the field and the auto cash-out typed; false when either is refused before asking. */
async function placeBet(game: CrashGame, roundId: string): Promise<boolean> {
  const amount = game.betField.read(game.client.balance);
  if (amount === null) return false;
  const typed = game.view.autoInput.value.trim();
  const target = parseTarget(typed);
  if (typed !== '' && target === null) {
    game.view.showError(t('games.crash.autoInvalid', { min: formatDecimal(1.01, 2) }));
    return false;
  }
  const reply = await game.api.bet(amount, target, roundId);
  game.client.settledAtCrash = true;
  acceptReply(game, reply);
  game.view.say(
    target === null
      ? t('games.crash.betPlacedSentence', { amount: game.money(amount) })
      : t('games.crash.betPlacedAuto', { amount: game.money(amount), multiplier: formatMultiplier(target) }),
  );
  return true;
}

async function act(game: CrashGame): Promise<void> {
  const { client } = game;
  const round = client.state?.round;
  if (!round || client.busy) return;
  game.view.clearError();
  const intent = intentOf(client.state, serverNow(game));
  client.busy = true;
  renderAction(game);
  try {
    if (intent === 'cashOut') await cashOut(game, round.id);
    else if (intent === 'bet' && !(await placeBet(game, round.id))) return;
    game.topBar.setBalance(game.money(client.balance));
    if (!client.live) await refresh(game);
  } catch (error) {
    game.view.showError(errorMessage(error));
    const restriction = betRestrictionOf(error);
    if (restriction) notifyHost({ type: 'casino:bet-restricted', reason: restriction });
  } finally {
    client.busy = false;
    renderAction(game);
  }
}
