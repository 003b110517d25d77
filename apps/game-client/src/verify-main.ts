import './styles/base.css';
import './styles/shell.css';
import './styles/controls.css';
import './styles/verify.css';
import { loadCatalogues, TEXTS_UNAVAILABLE } from './lib/catalogues';
import { h, replace } from './lib/dom';
import { applyDocumentLanguage, localeFromQuery, t } from './lib/i18n';
import { mountVerifyPage } from './verify/verify-page';

async function start(root: HTMLElement): Promise<void> {
  // The page's texts in the language of its `lang` (the fairness panel's link carries the player's).
  const search = location.search;
  const crash = new URLSearchParams(search).get('crash') === '1';
  // A crash round is verified from its hash and the published chain, not from a seed pair.
  const [crashVerify, loaded] = await Promise.all([
    crash ? import('./games/crash/crash-verify') : undefined,
    loadCatalogues(localeFromQuery(search)),
  ]);
  if (!loaded) {
    replace(root, h('p', { role: 'alert' }, TEXTS_UNAVAILABLE));
    return;
  }
  applyDocumentLanguage();
  document.title = t(crash ? 'verify.crash.title' : 'verify.pageTitle');
  if (crashVerify) crashVerify.mountCrashVerify(root, search);
  else mountVerifyPage(root);
}

const root = document.getElementById('app');
if (root) void start(root);
