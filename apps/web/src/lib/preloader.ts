import { splitLocalePath } from '@casino/shared';

/**
 * The full-screen brand preloader of index.html (SPEC.md sections 2 and 9): it is plain HTML and
 * CSS so it shows before any script, and hides 1 s after the page has finished loading.
 */
export const PRELOADER_HIDE_DELAY_MS = 1000;
const PRELOADER_ELEMENT_ID = 'preloader';

const AUTOLOGIN_PATH = /^\/auth\/autologin\/?$/;
const SOCIAL_CALLBACK_PATH = /^\/auth\/social\/[^/]+\/callback\/?$/;

/**
 * Auto-login with a state, and a social login return with code and state, sign the player in
 * before showing anything: those pages hide the preloader themselves when done.
 */
export function shouldKeepPreloader(pathname: string, search: string): boolean {
  const { path } = splitLocalePath(pathname);
  const query = new URLSearchParams(search);
  if (AUTOLOGIN_PATH.test(path)) return query.has('state');
  if (SOCIAL_CALLBACK_PATH.test(path)) return query.has('code') && query.has('state');
  return false;
}

export function hidePreloader(): void {
  document.getElementById(PRELOADER_ELEMENT_ID)?.setAttribute('data-hidden', '');
}

export function startPreloader(): void {
  const hideLater = () => {
    window.setTimeout(() => {
      if (!shouldKeepPreloader(window.location.pathname, window.location.search)) hidePreloader();
    }, PRELOADER_HIDE_DELAY_MS);
  };
  if (document.readyState === 'complete') hideLater();
  else window.addEventListener('load', hideLater, { once: true });
}
