/**
 * Crash: one shared round for every player. The client subscribes to the room's public channel
 * (game:crash#{identity}) for its phases and bets, reads the round once on subscribing and after a
 * reconnect (its launch token is the session: the frame has no cookie), and polls only while the
 * socket is down. It draws the curve on the server's clock, and bets before the launch or cashes
 * out in flight; the server decides at its own clock, never the client.
 */
import { crashElapsedFor } from '@casino/fairplay';
import { errorMessage, betRestrictionOf } from '../../api/provider-api';
import type { Session } from '../../api/provider-types';
import { h, prefersReducedMotion, replace, svg } from '../../lib/dom';
import { formatMoney, type CurrencyUnit } from '../../lib/money';
import { createBetField } from '../../shell/bet-field';
import { notifyHost } from '../../shell/host-page';
import { createTopBar } from '../../shell/top-bar';
import { crashChannel } from '@casino/shared';
import { openLiveChannel } from '../../lib/live-channel';
import {
  createCrashApi,
  type CrashBet,
  type CrashBetReply,
  type CrashPush,
  type CrashRound,
  type CrashState,
} from './crash-api';
import { applyCrashPush } from './crash-live';
import { createBigWinsPanel } from './crash-big-wins';
import { crashVerifyLink } from './crash-verify-link';
import { curvePath, displayedMultiplier, formatMultiplier, parseTarget, secondsToLaunch } from './crash-logic';
import './crash.css';
import { currentLocale, formatDecimal, t } from '../../lib/i18n';

/** Polls while the socket is down: quick in flight (a cash-out or the crash shows within a quarter second), slower while betting. */
const FLIGHT_POLL_MS = 250;
const IDLE_POLL_MS = 1_000;
const CURVE_WIDTH = 600;
const CURVE_HEIGHT = 300;
const HISTORY_SHOWN = 12;
/** How long the crash of the round just ended stays on the board while the next one takes bets. */
const CRASH_SHOWN_MS = 3_000;

export interface CrashMountOptions {
  readonly token: string;
  readonly game: string | undefined;
  readonly onSessionEnded: () => void;
}

export function mountCrashGame(root: HTMLElement, session: Session, options: CrashMountOptions): void {
  const api = createCrashApi(options.token, options.game, options.onSessionEnded);
  const currency: CurrencyUnit = { code: session.currency, subunitToUnit: session.subunitToUnit };
  const money = (minor: number) => formatMoney(minor, currency);
  let balance = session.balance;
  let state: CrashState | null = null;
  /** server clock - local clock, from the last read of the state. */
  let offset = 0;
  /** Subscribed to the room: pushes move the round on, nothing is polled. */
  let live = false;
  let polling = false;
  /** Pushes that came while the state was being read: applied to it once it arrives. */
  let buffered: CrashPush[] | null = null;
  /** Our bet of the round is settled at its crash (lost, or an auto cash-out paid then): the balance is read again after. */
  let settledAtCrash = false;
  let busy = false;
  let lastAnnouncedPhase = '';
  /** The round that just crashed, shown for a moment after the next one opened. */
  let justCrashed: { round: CrashRound; until: number } | null = null;

  const topBar = createTopBar(session, money(balance));
  const betField = createBetField(currency, session.limits, () => balance);
  const autoInput = h('input', {
    id: 'crash-auto',
    class: 'input',
    inputmode: 'decimal',
    autocomplete: 'off',
    placeholder: t('games.crash.autoOff'),
    'data-testid': 'crash-auto',
  });
  const actionButton = h(
    'button',
    { type: 'button', class: 'button button--primary button--play', 'data-testid': 'crash-action' },
    t('games.common.betButton'),
  );
  const errorBox = h('div', { class: 'inline-error', role: 'alert', hidden: true });
  const showError = (message: string) => {
    errorBox.hidden = false;
    errorBox.textContent = message;
  };
  const clearError = () => {
    errorBox.hidden = true;
    errorBox.textContent = '';
  };

  const multiplier = h(
    'output',
    { class: 'crash-multiplier', 'data-testid': 'crash-multiplier', 'aria-live': 'off' },
    formatMultiplier(100),
  );
  const phaseLine = h('p', { class: 'crash-phase', 'data-testid': 'crash-phase' }, 'Connecting…');
  const announce = h('p', { class: 'visually-hidden', 'aria-live': 'polite' });
  const curve = svg('path', { class: 'crash-curve__line', d: '' });
  const area = svg('path', { class: 'crash-curve__area', d: '' });
  const comet = svg('circle', { class: 'crash-curve__comet', r: 9, cx: 0, cy: CURVE_HEIGHT });
  const board = svg(
    'svg',
    {
      class: 'crash-curve',
      viewBox: `0 0 ${CURVE_WIDTH} ${CURVE_HEIGHT}`,
      preserveAspectRatio: 'none',
      'aria-hidden': 'true',
    },
    area,
    curve,
    comet,
  );
  const history = h('ol', {
    class: 'result-strip crash-history',
    'aria-label': t('games.crash.history'),
    'data-testid': 'crash-history',
  });
  const playersBody = h('tbody');
  const playersCount = h('span', { class: 'crash-players__count' });
  const players = h(
    'section',
    { class: 'panel crash-players', 'aria-label': t('games.crash.players'), 'data-testid': 'crash-players' },
    h('h2', { class: 'crash-panel-title' }, `${t('games.crash.playersTitle')} `, playersCount),
    h(
      'table',
      { class: 'crash-table' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t('games.crash.player')),
          h('th', { scope: 'col' }, t('games.crash.betColumn')),
          h('th', { scope: 'col' }, t('games.crash.outAt')),
          h('th', { scope: 'col' }, t('games.crash.win')),
        ),
      ),
      playersBody,
    ),
  );
  const bigWins = createBigWinsPanel(() => api.bigWins(session.game.identity));
  const chainInfo = h('div', { class: 'crash-chain' });
  const fairness = h(
    'details',
    { class: 'panel' },
    h('summary', { class: 'panel__summary' }, t('games.crash.provablyFair')),
    chainInfo,
  );

  function serverNow(): number {
    return Date.now() + offset;
  }

  function betRow(bet: CrashBet): HTMLElement {
    const outcome =
      bet.status === 'cashed_out' && bet.cashedOutAt !== null
        ? formatMultiplier(bet.cashedOutAt)
        : bet.status === 'lost'
          ? t('games.crash.lost')
          : '—';
    return h(
      'tr',
      {
        class: `crash-row crash-row--${bet.status}${bet.mine ? ' crash-row--mine' : ''}`,
        'data-bet-id': bet.id,
        'data-status': bet.status,
      },
      // A Latin pseudonym keeps its own order inside right-to-left text ('Player 3f2a', not '3f2a Player').
      h('td', {}, bet.mine ? t('games.crash.you', { player: bet.player }) : h('bdi', {}, bet.player)),
      h(
        'td',
        { class: 'crash-num' },
        formatMoney(bet.amount, { code: bet.currency, subunitToUnit: bet.subunitToUnit }),
      ),
      h('td', { class: 'crash-num', 'data-testid': 'crash-cashed-out' }, outcome),
      h(
        'td',
        { class: 'crash-num' },
        bet.status === 'cashed_out'
          ? formatMoney(bet.win, { code: bet.currency, subunitToUnit: bet.subunitToUnit })
          : '—',
      ),
    );
  }

  function renderLists(current: CrashState): void {
    replace(
      playersBody,
      ...(current.bets.length === 0
        ? [h('tr', {}, h('td', { colspan: 4, class: 'crash-empty' }, t('games.crash.noBets')))]
        : current.bets.map(betRow)),
    );
    playersCount.textContent = `(${current.bets.length})`;
    replace(
      history,
      ...current.history.slice(0, HISTORY_SHOWN).map((entry) =>
        h(
          'li',
          { class: `result-chip ${entry.crashPoint >= 200 ? 'result-chip--win' : 'result-chip--loss'}` },
          current.chain
            ? h(
                'a',
                {
                  href: crashVerifyLink({
                    hash: entry.hash,
                    salt: current.chain.salt,
                    terminalHash: current.chain.terminalHash,
                    round: entry.number,
                    lang: currentLocale(),
                  }),
                  target: '_blank',
                  rel: 'noopener',
                  title: t('games.crash.verifyRound', { number: entry.number }),
                },
                formatMultiplier(entry.crashPoint),
              )
            : formatMultiplier(entry.crashPoint),
        ),
      ),
    );
    const chain = current.chain;
    replace(
      chainInfo,
      h('p', { class: 'field-hint' }, t('games.crash.fairnessText')),
      chain
        ? h(
            'p',
            {},
            `${t('games.crash.terminalHash')} `,
            h('code', { class: 'seed-value', dir: 'ltr', 'data-testid': 'crash-terminal' }, chain.terminalHash),
          )
        : null,
      chain
        ? h('p', {}, `${t('games.crash.salt')} `, h('code', { class: 'seed-value', dir: 'ltr' }, chain.salt))
        : null,
      current.round ? h('p', {}, t('games.crash.thisRound', { number: current.round.number })) : null,
    );
  }

  function renderAction(): void {
    const current = state;
    const round = current?.round;
    const mine = current?.myBet ?? null;
    actionButton.classList.remove('button--cashout');
    if (!round) {
      actionButton.textContent = t('games.crash.waitingRound');
      actionButton.disabled = true;
      return;
    }
    const phase = round.phase === 'betting' && serverNow() >= round.bettingEndsAt ? 'flight' : round.phase;
    if (phase === 'betting') {
      actionButton.textContent = mine ? t('games.crash.betPlaced') : t('games.common.betButton');
      actionButton.disabled = busy || mine !== null;
    } else if (phase === 'flight' && mine?.status === 'active') {
      const now = displayedMultiplier(round, serverNow());
      actionButton.textContent = t('games.mines.cashOut', { amount: money(Math.floor((mine.amount * now) / 100)) });
      actionButton.classList.add('button--cashout');
      actionButton.disabled = busy;
    } else {
      actionButton.textContent =
        mine?.status === 'cashed_out'
          ? t('games.crash.cashedOutAt', { multiplier: formatMultiplier(mine.cashedOutAt ?? 0) })
          : t('games.crash.waitNext');
      actionButton.disabled = true;
    }
    betField.setLocked(phase !== 'betting' || mine !== null);
    autoInput.disabled = phase !== 'betting' || mine !== null;
  }

  function announcePhase(current: CrashState): void {
    const round = current.round;
    if (!round) return;
    const key = `${round.id}:${round.phase}`;
    if (key === lastAnnouncedPhase) return;
    lastAnnouncedPhase = key;
    if (round.phase === 'betting') announce.textContent = t('games.crash.betsOpen', { number: round.number });
    else if (round.phase === 'flight') announce.textContent = t('games.crash.launched', { number: round.number });
    else
      announce.textContent = t('games.crash.crashedSentence', {
        multiplier: formatMultiplier(round.crashPoint ?? round.multiplier),
      });
  }

  /** One frame: the multiplier and the curve on the server's clock. */
  function draw(): void {
    const current = state?.round;
    if (!current) return;
    const now = serverNow();
    // The next round takes bets at once; the crash just seen stays on the board a moment.
    const showCrash = justCrashed !== null && Date.now() < justCrashed.until && current.phase === 'betting';
    const round = showCrash && justCrashed ? justCrashed.round : current;
    root.dataset.view = showCrash ? 'crashed' : '';
    const elapsed = round.phase === 'crashed' ? round.elapsedMs : Math.max(0, now - round.bettingEndsAt);
    const value = displayedMultiplier(round, now);
    const flying = round.phase !== 'crashed' && now >= round.bettingEndsAt;
    root.dataset.phase = round.phase === 'crashed' ? 'crashed' : flying ? 'flight' : 'betting';
    multiplier.textContent = formatMultiplier(round.phase === 'betting' && !flying ? 100 : value);
    multiplier.className = `crash-multiplier crash-multiplier--${showCrash ? 'crashed' : root.dataset.phase}`;
    if (showCrash) root.dataset.phase = 'betting';
    root.dataset.round = String(current.number);
    phaseLine.textContent = showCrash
      ? t('games.crash.crashedNext', {
          multiplier: formatMultiplier(round.crashPoint ?? value),
          seconds: secondsToLaunch(current, now),
        })
      : round.phase === 'crashed'
        ? t('games.crash.crashed', { multiplier: formatMultiplier(round.crashPoint ?? value) })
        : flying
          ? t('games.crash.inFlight', { number: round.number })
          : t('games.crash.launchIn', { seconds: secondsToLaunch(round, now) });
    const { path, tipX, tipY } = curvePath(
      flying || round.phase === 'crashed' ? elapsed : 0,
      CURVE_WIDTH,
      CURVE_HEIGHT,
    );
    curve.setAttribute('d', path);
    area.setAttribute('d', `${path} L ${tipX.toFixed(1)} ${CURVE_HEIGHT} Z`);
    comet.setAttribute('cx', tipX.toFixed(1));
    comet.setAttribute('cy', tipY.toFixed(1));
    renderAction();
  }

  function frame(): void {
    draw();
    if (prefersReducedMotion()) setTimeout(frame, 500);
    else requestAnimationFrame(frame);
  }

  function accept(next: CrashState, sentAt: number): void {
    const receivedAt = Date.now();
    offset = next.serverTime - Math.round((sentAt + receivedAt) / 2);
    show(next);
  }

  function show(next: CrashState): void {
    const previousMine = state?.myBet;
    const previousRound = state?.round;
    const ended = next.history.find((entry) => entry.id === previousRound?.id);
    if (previousRound && ended && next.round?.id !== previousRound.id) {
      justCrashed = {
        round: {
          ...previousRound,
          phase: 'crashed',
          crashPoint: ended.crashPoint,
          multiplier: ended.crashPoint,
          elapsedMs: crashElapsedFor(ended.crashPoint),
        },
        until: Date.now() + CRASH_SHOWN_MS,
      };
    }
    state = next;
    balance = next.balance;
    topBar.setBalance(money(balance));
    renderLists(next);
    // Asked again once the last crash is settled (a round after it opened): a crash just pushed is not paid yet.
    const crashedNow = next.round?.phase === 'crashed' ? next.round.id : undefined;
    bigWins.refresh(next.history.find((entry) => entry.id !== crashedNow)?.id ?? '');
    announcePhase(next);
    // The crash settled the player's bet (an auto cash-out pays then): the casino page refreshes its balances.
    if (previousMine && next.myBet === null && next.round?.phase === 'betting')
      notifyHost({ type: 'casino:round', balance, roundId: previousMine.id });
    draw();
  }

  /** Reads the round (on subscribing, after a reconnect, at each poll); pushes meanwhile are applied after. */
  async function refresh(): Promise<void> {
    const sentAt = Date.now();
    buffered = [];
    try {
      let next = await api.state();
      for (const push of buffered) next = applyCrashPush(next, push);
      accept(next, sentAt);
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      buffered = null;
    }
  }

  function onPush(data: unknown): void {
    const push = data as CrashPush;
    buffered?.push(push);
    if (!state) return;
    const next = applyCrashPush(state, push);
    if (next === state) return;
    // The round after ours opened: our bet has been settled (the same transaction), the balance is read once.
    const reread = push.type === 'betting' && settledAtCrash;
    if (reread) settledAtCrash = false;
    show(next);
    if (reread) void refresh();
  }

  /** The fallback while the socket is down: the round read again and again. */
  async function poll(): Promise<void> {
    if (live) {
      polling = false;
      return;
    }
    await refresh();
    const round = state?.round;
    const inFlight =
      round !== undefined && round !== null && round.phase !== 'crashed' && serverNow() >= round.bettingEndsAt - 300;
    setTimeout(() => void poll(), inFlight ? FLIGHT_POLL_MS : IDLE_POLL_MS);
  }

  /** Our bet or cash-out as answered: shown at once (the room's push of it may come before or after). */
  function acceptReply(reply: CrashBetReply): void {
    const current = state;
    if (!current) return;
    const bets = current.bets.some((entry) => entry.id === reply.bet.id)
      ? current.bets.map((entry) => (entry.id === reply.bet.id ? reply.bet : entry))
      : [reply.bet, ...current.bets];
    show({ ...current, myBet: reply.bet, bets, balance: reply.balance });
  }

  async function act(): Promise<void> {
    const round = state?.round;
    if (!round || busy) return;
    clearError();
    const mine = state?.myBet ?? null;
    const flying = round.phase === 'flight' || (round.phase === 'betting' && serverNow() >= round.bettingEndsAt);
    busy = true;
    renderAction();
    try {
      if (flying && mine?.status === 'active') {
        const reply = await api.cashOut(round.id);
        settledAtCrash = false;
        balance = reply.balance;
        acceptReply(reply);
        announce.textContent = t('games.crash.cashedOutWon', {
          multiplier: formatMultiplier(reply.bet.cashedOutAt ?? 0),
          amount: money(reply.bet.win),
        });
        notifyHost({ type: 'casino:round', balance, roundId: reply.bet.id });
      } else if (!flying && !mine) {
        const amount = betField.read(balance);
        if (amount === null) return;
        const typed = autoInput.value.trim();
        const target = parseTarget(typed);
        if (typed !== '' && target === null) {
          showError(t('games.crash.autoInvalid', { min: formatDecimal(1.01, 2) }));
          return;
        }
        const reply = await api.bet(amount, target, round.id);
        settledAtCrash = true;
        balance = reply.balance;
        acceptReply(reply);
        announce.textContent =
          target === null
            ? t('games.crash.betPlacedSentence', { amount: money(amount) })
            : t('games.crash.betPlacedAuto', { amount: money(amount), multiplier: formatMultiplier(target) });
        notifyHost({ type: 'casino:round', balance, roundId: reply.bet.id });
      }
      topBar.setBalance(money(balance));
      if (!live) await refresh();
    } catch (error) {
      showError(errorMessage(error));
      const restriction = betRestrictionOf(error);
      if (restriction) notifyHost({ type: 'casino:bet-restricted', reason: restriction });
    } finally {
      busy = false;
      renderAction();
    }
  }

  actionButton.addEventListener('click', () => void act());

  const stage = h(
    'div',
    { class: 'crash-stage' },
    history,
    h('div', { class: 'crash-board' }, board, h('div', { class: 'crash-readout' }, multiplier, phaseLine)),
    announce,
  );
  const controls = h(
    'div',
    { class: 'panel controls' },
    betField.element,
    h(
      'div',
      { class: 'field' },
      h('label', { class: 'field__label', for: 'crash-auto' }, t('games.crash.auto')),
      autoInput,
      h('p', { class: 'field-hint' }, t('games.crash.autoHint', { example: formatDecimal(1.5, 1) })),
    ),
    actionButton,
    errorBox,
  );
  replace(
    root,
    topBar.element,
    h(
      'main',
      { class: 'layout' },
      h('section', { class: 'stage', 'aria-label': t('shell.stage') }, stage),
      h('div', { class: 'sidebar' }, controls, players, fairness, bigWins.element),
    ),
  );
  root.dataset.live = 'connecting';
  openLiveChannel(crashChannel(session.game.identity), {
    onSubscribed: () => {
      live = true;
      root.dataset.live = 'socket';
      void refresh();
    },
    onPublication: onPush,
    onDown: () => {
      live = false;
      root.dataset.live = 'polling';
      if (polling) return;
      polling = true;
      void poll();
    },
  });
  frame();
}
