/**
 * The play page. The launch URL is /provider/games/play/{identity}?token=T: the token is the
 * whole game session (the iframe carries no casino cookie), the identity only names the game.
 */
import './styles/base.css';
import './styles/shell.css';
import './styles/controls.css';
import { createProviderApi, errorMessage } from './api/provider-api';
import { loadGame } from './games/game-registry';
import { loadCatalogues, TEXTS_UNAVAILABLE } from './lib/catalogues';
import { h, replace } from './lib/dom';
import { applyDocumentLanguage, localeFromQuery, t } from './lib/i18n';
import { mountGameShell } from './shell/game-shell';
import { notifyHost, reportContentHeight } from './shell/host-page';

function launchToken(): string | null {
  const token = new URLSearchParams(location.search).get('token');
  return token && token.trim() !== '' ? token : null;
}

/** The game's identity: the last part of /provider/games/play/{identity}. */
function launchIdentity(): string | undefined {
  const match = /\/play\/([^/]+)\/?$/.exec(location.pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

function showFatal(root: HTMLElement, message: string): void {
  replace(root, h('div', { class: 'fatal', role: 'alert' }, h('h1', {}, t('errors.cannotStart')), h('p', {}, message)));
}

/**
 * The player logged out, closed this session elsewhere or reset the password: the launch token is
 * dead, so the game gives way to a plain explanation (and tells the page) instead of failing bet by bet.
 */
function showSessionEnded(root: HTMLElement): void {
  if (root.dataset.state === 'session-ended') return;
  root.dataset.state = 'session-ended';
  replace(
    root,
    h(
      'div',
      { class: 'fatal fatal--session', role: 'alert', 'data-testid': 'session-ended' },
      h('h1', {}, t('errors.sessionEndedTitle')),
      h('p', {}, t('errors.sessionEndedText')),
    ),
  );
  notifyHost({ type: 'casino:session-ended' });
}

async function start(root: HTMLElement): Promise<void> {
  // The texts load beside the session (no extra round trip), and before anything is drawn.
  const texts = loadCatalogues(localeFromQuery(location.search));
  const token = launchToken();
  const api = token
    ? createProviderApi(token, launchIdentity(), { onSessionEnded: () => showSessionEnded(root) })
    : undefined;
  const opening = api?.session();
  // Its failure is shown below, once there are texts to say it in.
  opening?.catch(() => undefined);
  if (!(await texts)) {
    replace(root, h('div', { class: 'fatal', role: 'alert' }, h('p', {}, TEXTS_UNAVAILABLE)));
    return;
  }
  applyDocumentLanguage();
  if (!token || !api || !opening) {
    showFatal(root, t('errors.noSession'));
    return;
  }
  try {
    const session = await opening;
    document.title = t('shell.pageTitle', { game: session.game.name });
    // Crash is one shared round, not a round of the player's own: it brings its own page (a chunk of its own).
    if ((session.game.kind as string) === 'crash') {
      const { mountCrashGame } = await import('./games/crash/crash-game');
      mountCrashGame(root, session, { token, game: launchIdentity(), onSessionEnded: () => showSessionEnded(root) });
      return;
    }
    mountGameShell(root, api, session, await loadGame(session.game));
  } catch (error) {
    if (root.dataset.state !== 'session-ended') showFatal(root, errorMessage(error));
  }
}

const root = document.getElementById('app');
if (root) {
  reportContentHeight(root);
  void start(root);
}
