import { CAPTCHA_ACTION } from '@casino/shared';
import { logger } from '@/lib/logger';

/** What the vendor's script (Cloudflare Turnstile) puts on `window.turnstile`, as far as we use it. */
export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | null | undefined;
  remove(widgetId: string): void;
}

export interface TurnstileRenderOptions {
  readonly sitekey: string;
  readonly action: string;
  readonly callback: (token: string) => void;
  readonly 'error-callback': () => void;
  readonly 'expired-callback': () => void;
}

/**
 * A token for the form; `undefined` while there is none yet (the widget works, or its token
 * expired and it makes another); `null` when none will come (no site key, the script did not load):
 * the spec's null token, so a submit does not wait for it.
 */
export type WidgetToken = string | null | undefined;

export interface TurnstileWidgetOptions {
  readonly siteKey: string | undefined;
  readonly scriptUrl: string | undefined;
  readonly onToken: (token: WidgetToken) => void;
}

/** The page the widget runs in: the real one, or a fake in tests. */
export interface TurnstilePage {
  turnstile(): TurnstileApi | undefined;
  loadScript(url: string): Promise<void>;
}

/** A script that has not loaded by then will not: the form goes on without a token. */
const SCRIPT_LOAD_TIMEOUT_MS = 20_000;

let loading: Promise<void> | null = null;

function loadScriptOnce(url: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.captcha = '';
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      // Forgotten, so the next form that needs the captcha tries again.
      loading = null;
      reject(new Error(`the captcha script did not load: ${url}`));
    };
    const timer = window.setTimeout(fail, SCRIPT_LOAD_TIMEOUT_MS);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return loading;
}

export const browserPage: TurnstilePage = {
  turnstile: () => (window as { turnstile?: TurnstileApi }).turnstile,
  loadScript: loadScriptOnce,
};

/** The vendor's script, asked to draw only where we tell it (not to scan the page for its markup). */
export function explicitScriptUrl(scriptUrl: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('render', 'explicit');
  return url.toString();
}

/**
 * Loads the vendor's script (once per page) and draws its widget in `container` with the site key
 * and the spec's action, handing each token it makes to `onToken`. Returns what removes the widget.
 */
export async function startTurnstile(
  container: HTMLElement,
  { siteKey, scriptUrl, onToken }: TurnstileWidgetOptions,
  page: TurnstilePage = browserPage,
): Promise<() => void> {
  const none = () => undefined;
  if (!siteKey || !scriptUrl) {
    logger.warn('The captcha has no site key or script: forms are sent without a token');
    onToken(null);
    return none;
  }
  try {
    await page.loadScript(explicitScriptUrl(scriptUrl));
  } catch (error) {
    logger.warn('The captcha script did not load', error);
    onToken(null);
    return none;
  }
  const turnstile = page.turnstile();
  const widgetId = turnstile?.render(container, {
    sitekey: siteKey,
    action: CAPTCHA_ACTION,
    callback: (token) => onToken(token),
    // The widget retries by itself after an error and renews an expired token: a new one will come.
    'error-callback': () => onToken(undefined),
    'expired-callback': () => onToken(undefined),
  });
  if (!turnstile || !widgetId) {
    logger.warn('The captcha script loaded but drew no widget');
    onToken(null);
    return none;
  }
  return () => turnstile.remove(widgetId);
}
