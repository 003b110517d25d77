import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserPage,
  explicitScriptUrl,
  startTurnstile,
  type TurnstileApi,
  type TurnstilePage,
  type TurnstileRenderOptions,
  type WidgetToken,
} from './turnstile';

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
const container = {} as HTMLElement;

/** The vendor's `window.turnstile`: records what it was asked to draw, so a test can play the widget's part. */
function fakeTurnstile() {
  const rendered: { container: HTMLElement; options: TurnstileRenderOptions }[] = [];
  const removed: string[] = [];
  const api: TurnstileApi = {
    render(target, options) {
      rendered.push({ container: target, options });
      return `widget-${rendered.length}`;
    },
    remove(widgetId) {
      removed.push(widgetId);
    },
  };
  return { api, rendered, removed };
}

describe('the vendor captcha widget (Turnstile)', () => {
  let tokens: WidgetToken[];
  let loaded: string[];
  let warn: ReturnType<typeof vi.spyOn>;
  const onToken = (token: WidgetToken) => tokens.push(token);
  /** The page: its script "loads" by putting the fake on window, as the vendor's does. */
  const pageWith = (turnstile: TurnstileApi | undefined, load = true): TurnstilePage => ({
    turnstile: () => browserPage.turnstile(),
    loadScript: (url) => {
      loaded.push(url);
      if (!load) return Promise.reject(new Error('blocked'));
      vi.stubGlobal('window', { turnstile });
      return Promise.resolve();
    },
  });

  beforeEach(() => {
    tokens = [];
    loaded = [];
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("loads the script explicitly, draws the widget with the site key and the spec's action, and hands on its tokens", async () => {
    const turnstile = fakeTurnstile();
    const stop = await startTurnstile(
      container,
      { siteKey: '0x4AAAA-site', scriptUrl: SCRIPT_URL, onToken },
      pageWith(turnstile.api),
    );
    expect(loaded).toEqual([`${SCRIPT_URL}?render=explicit`]);
    expect(turnstile.rendered).toHaveLength(1);
    const { container: target, options } = turnstile.rendered[0] ?? { container: undefined, options: undefined };
    expect(target).toBe(container);
    expect(options).toMatchObject({ sitekey: '0x4AAAA-site', action: 'frontend_form' });
    options?.callback('token-1');
    options?.['expired-callback']();
    options?.callback('token-2');
    options?.['error-callback']();
    expect(tokens).toEqual(['token-1', undefined, 'token-2', undefined]);
    expect(warn).not.toHaveBeenCalled();
    stop();
    expect(turnstile.removed).toEqual(['widget-1']);
  });

  it('warns and gives a null token without a site key, loading nothing', async () => {
    const turnstile = fakeTurnstile();
    await startTurnstile(container, { siteKey: undefined, scriptUrl: SCRIPT_URL, onToken }, pageWith(turnstile.api));
    expect(tokens).toEqual([null]);
    expect(warn).toHaveBeenCalledOnce();
    expect(loaded).toEqual([]);
    expect(turnstile.rendered).toEqual([]);
  });

  it('gives a null token when the script does not load or draws nothing', async () => {
    await startTurnstile(
      container,
      { siteKey: 'key', scriptUrl: SCRIPT_URL, onToken },
      pageWith(fakeTurnstile().api, false),
    );
    await startTurnstile(container, { siteKey: 'key', scriptUrl: SCRIPT_URL, onToken }, pageWith(undefined));
    expect(tokens).toEqual([null, null]);
  });

  it("keeps the vendor script's own query and asks it to draw only where told", () => {
    expect(explicitScriptUrl('https://js.hcaptcha.com/1/api.js?hl=de')).toBe(
      'https://js.hcaptcha.com/1/api.js?hl=de&render=explicit',
    );
  });
});
