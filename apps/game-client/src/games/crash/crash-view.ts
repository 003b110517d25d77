/**
 * Crash's page: the curve and its multiplier, the action button and the auto cash-out, the
 * players of the round, the history and the provably-fair chain. It builds the DOM once and
 * draws what crash-state.ts computes; it keeps no state of its own.
 */
import { h, replace, svg } from '../../lib/dom';
import { currentLocale, formatDecimal, t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import type { BetField } from '../../shell/bet-field';
import type { CrashBet, CrashRound, CrashState } from './crash-api';
import { curvePath, formatMultiplier } from './crash-logic';
import type { CrashActionView, CrashBoardView, CrashPhaseLine } from './crash-state';
import { crashVerifyLink } from './crash-verify-link';

const CURVE_WIDTH = 600;
const CURVE_HEIGHT = 300;
const HISTORY_SHOWN = 12;

export interface CrashView {
  readonly autoInput: HTMLInputElement;
  readonly actionButton: HTMLButtonElement;
  showError(message: string): void;
  clearError(): void;
  /** Said by screen readers (polite). */
  say(text: string): void;
  renderLists(state: CrashState): void;
  renderAction(action: CrashActionView): void;
  drawBoard(board: CrashBoardView): void;
}

export interface CrashViewParts {
  readonly topBar: HTMLElement;
  readonly betField: BetField;
  readonly bigWins: HTMLElement;
  readonly money: (minor: number) => string;
}

function betRow(bet: CrashBet): HTMLElement {
  const outcome =
    bet.status === 'cashed_out' && bet.cashedOutAt !== null
      ? formatMultiplier(bet.cashedOutAt)
      : bet.status === 'lost'
        ? t('games.crash.lost')
        : '—';
  const currency = { code: bet.currency, subunitToUnit: bet.subunitToUnit };
  return h(
    'tr',
    {
      class: `crash-row crash-row--${bet.status}${bet.mine ? ' crash-row--mine' : ''}`,
      'data-bet-id': bet.id,
      'data-status': bet.status,
    },
    // A Latin pseudonym keeps its own order inside right-to-left text ('Player 3f2a', not '3f2a Player').
    h('td', {}, bet.mine ? t('games.crash.you', { player: bet.player }) : h('bdi', {}, bet.player)),
    h('td', { class: 'crash-num' }, formatMoney(bet.amount, currency)),
    h('td', { class: 'crash-num', 'data-testid': 'crash-cashed-out' }, outcome),
    h('td', { class: 'crash-num' }, bet.status === 'cashed_out' ? formatMoney(bet.win, currency) : '—'),
  );
}

function createPlayersPanel(body: HTMLElement, count: HTMLElement): HTMLElement {
  const column = (key: string) => h('th', { scope: 'col' }, t(key));
  return h(
    'section',
    { class: 'panel crash-players', 'aria-label': t('games.crash.players'), 'data-testid': 'crash-players' },
    h('h2', { class: 'crash-panel-title' }, `${t('games.crash.playersTitle')} `, count),
    h(
      'table',
      { class: 'crash-table' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          column('games.crash.player'),
          column('games.crash.betColumn'),
          column('games.crash.outAt'),
          column('games.crash.win'),
        ),
      ),
      body,
    ),
  );
}

function renderHistory(history: HTMLElement, current: CrashState): void {
  const chain = current.chain;
  replace(
    history,
    ...current.history.slice(0, HISTORY_SHOWN).map((entry) =>
      h(
        'li',
        { class: `result-chip ${entry.crashPoint >= 200 ? 'result-chip--win' : 'result-chip--loss'}` },
        chain
          ? h(
              'a',
              {
                href: crashVerifyLink({
                  hash: entry.hash,
                  salt: chain.salt,
                  terminalHash: chain.terminalHash,
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
}

function renderChain(chainInfo: HTMLElement, current: CrashState): void {
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
    chain ? h('p', {}, `${t('games.crash.salt')} `, h('code', { class: 'seed-value', dir: 'ltr' }, chain.salt)) : null,
    current.round ? h('p', {}, t('games.crash.thisRound', { number: current.round.number })) : null,
  );
}

function phaseLineText(line: CrashPhaseLine): string {
  switch (line.kind) {
    case 'crashedNext':
      return t('games.crash.crashedNext', { multiplier: formatMultiplier(line.multiplier), seconds: line.seconds });
    case 'crashed':
      return t('games.crash.crashed', { multiplier: formatMultiplier(line.multiplier) });
    case 'inFlight':
      return t('games.crash.inFlight', { number: line.number });
    case 'launchIn':
      return t('games.crash.launchIn', { seconds: line.seconds });
  }
}

function actionText(action: CrashActionView, money: (minor: number) => string): string {
  switch (action.label) {
    case 'waiting':
      return t('games.crash.waitingRound');
    case 'bet':
      return t('games.common.betButton');
    case 'placed':
      return t('games.crash.betPlaced');
    case 'cashOut':
      return t('games.mines.cashOut', { amount: money(action.amount) });
    case 'cashedOut':
      return t('games.crash.cashedOutAt', { multiplier: formatMultiplier(action.amount) });
    case 'waitNext':
      return t('games.crash.waitNext');
  }
}

/** The phase as a sentence for screen readers. */
export function phaseSentence(round: CrashRound): string {
  if (round.phase === 'betting') return t('games.crash.betsOpen', { number: round.number });
  if (round.phase === 'flight') return t('games.crash.launched', { number: round.number });
  return t('games.crash.crashedSentence', { multiplier: formatMultiplier(round.crashPoint ?? round.multiplier) });
}

function createCurve() {
  const curve = svg('path', { class: 'crash-curve__line', d: '' });
  const area = svg('path', { class: 'crash-curve__area', d: '' });
  const comet = svg('circle', { class: 'crash-curve__comet', r: 9, cx: 0, cy: CURVE_HEIGHT });
  const element = svg(
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
  const draw = (elapsedMs: number) => {
    const { path, tipX, tipY } = curvePath(elapsedMs, CURVE_WIDTH, CURVE_HEIGHT);
    curve.setAttribute('d', path);
    area.setAttribute('d', `${path} L ${tipX.toFixed(1)} ${CURVE_HEIGHT} Z`);
    comet.setAttribute('cx', tipX.toFixed(1));
    comet.setAttribute('cy', tipY.toFixed(1));
  };
  return { element, draw };
}

function createControls() {
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
  const autoField = h(
    'div',
    { class: 'field' },
    h('label', { class: 'field__label', for: 'crash-auto' }, t('games.crash.auto')),
    autoInput,
    h('p', { class: 'field-hint' }, t('games.crash.autoHint', { example: formatDecimal(1.5, 1) })),
  );
  return { autoInput, actionButton, errorBox, autoField };
}

/** Builds the page into `root` and answers the drawing calls. */
export function createCrashView(root: HTMLElement, parts: CrashViewParts): CrashView {
  const { autoInput, actionButton, errorBox, autoField } = createControls();
  const multiplier = h(
    'output',
    { class: 'crash-multiplier', 'data-testid': 'crash-multiplier', 'aria-live': 'off' },
    formatMultiplier(100),
  );
  const phaseLine = h('p', { class: 'crash-phase', 'data-testid': 'crash-phase' }, 'Connecting…');
  const announce = h('p', { class: 'visually-hidden', 'aria-live': 'polite' });
  const curve = createCurve();
  const history = h('ol', {
    class: 'result-strip crash-history',
    'aria-label': t('games.crash.history'),
    'data-testid': 'crash-history',
  });
  const playersBody = h('tbody');
  const playersCount = h('span', { class: 'crash-players__count' });
  const chainInfo = h('div', { class: 'crash-chain' });
  const fairness = h(
    'details',
    { class: 'panel' },
    h('summary', { class: 'panel__summary' }, t('games.crash.provablyFair')),
    chainInfo,
  );
  const stage = h(
    'div',
    { class: 'crash-stage' },
    history,
    h('div', { class: 'crash-board' }, curve.element, h('div', { class: 'crash-readout' }, multiplier, phaseLine)),
    announce,
  );
  const controls = h('div', { class: 'panel controls' }, parts.betField.element, autoField, actionButton, errorBox);
  const sidebar = [controls, createPlayersPanel(playersBody, playersCount), fairness, parts.bigWins];
  replace(
    root,
    parts.topBar,
    h(
      'main',
      { class: 'layout' },
      h('section', { class: 'stage', 'aria-label': t('shell.stage') }, stage),
      h('div', { class: 'sidebar' }, ...sidebar),
    ),
  );
  return {
    autoInput,
    actionButton,
    showError(message) {
      errorBox.hidden = false;
      errorBox.textContent = message;
    },
    clearError() {
      errorBox.hidden = true;
      errorBox.textContent = '';
    },
    say(text) {
      announce.textContent = text;
    },
    renderLists(current) {
      const empty = h('tr', {}, h('td', { colspan: 4, class: 'crash-empty' }, t('games.crash.noBets')));
      replace(playersBody, ...(current.bets.length === 0 ? [empty] : current.bets.map(betRow)));
      playersCount.textContent = `(${current.bets.length})`;
      renderHistory(history, current);
      renderChain(chainInfo, current);
    },
    renderAction(action) {
      actionButton.classList.toggle('button--cashout', action.label === 'cashOut');
      actionButton.textContent = actionText(action, parts.money);
      actionButton.disabled = action.disabled;
      if (action.locked === null) return;
      parts.betField.setLocked(action.locked);
      autoInput.disabled = action.locked;
    },
    drawBoard(board) {
      root.dataset.view = board.view;
      root.dataset.phase = board.phase;
      root.dataset.round = String(board.roundNumber);
      multiplier.textContent = formatMultiplier(board.multiplier);
      multiplier.className = `crash-multiplier crash-multiplier--${board.tone}`;
      phaseLine.textContent = phaseLineText(board.line);
      curve.draw(board.curveMs);
    },
  };
}
