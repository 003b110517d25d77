import type { Page, Response } from '@playwright/test';

/** A switched-on adapter as `GET /api/settings/third-party` answers it (packages/shared third-party.ts). */
export interface StandInAdapter {
  readonly id:
    | 'tag-manager'
    | 'retargeting-pixel'
    | 'session-analytics'
    | 'session-recording'
    | 'chat-widget'
    | 'fingerprint';
  readonly category: 'necessary' | 'analytics' | 'marketing';
  /** On a host of its own under `.e2e.test`: the page's routes answer it, nothing leaves the machine. */
  readonly url: string;
  readonly key?: string;
}

/** The smallest GIF: what a pixel's beacon answers. */
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The visitor id the fingerprint stand-in answers, for its key. */
export const standInVisitorId = (key: string): string => `e2e-vendor-visitor-${key}`;

/**
 * The chat widget's contract (apps/web/src/lib/third-party/chat-widget.ts), kept by the stand-in:
 * each call noted in `window.e2eChatWidgetCalls`, and a window of its own (`vendor-chat-window`)
 * that boots hidden and shows and hides as asked.
 */
const CHAT_WIDGET_STAND_IN = `
(function () {
  var calls = (window.e2eChatWidgetCalls = []);
  var frame;
  function note(name) { return function (arg) { calls.push(arg === undefined ? [name] : [name, arg]); }; }
  window.chatWidget = {
    boot: function (options) {
      note('boot')(options);
      frame = document.createElement('div');
      frame.setAttribute('role', 'dialog');
      frame.setAttribute('aria-label', 'Vendor chat');
      frame.dataset.testid = 'vendor-chat-window';
      frame.textContent = 'Vendor chat';
      frame.hidden = options.hidden === true;
      document.body.append(frame);
    },
    identify: note('identify'),
    reset: note('reset'),
    show: function () { note('show')(); frame.hidden = false; },
    hide: function () { note('hide')(); frame.hidden = true; },
  };
})();`;

/** The fraud fingerprint's contract (apps/web/src/lib/third-party/fingerprint.ts): a visitor id made from the key. */
const FINGERPRINT_STAND_IN = `
window.fraudFingerprint = {
  load: function (options) {
    return Promise.resolve({ visitorId: ${JSON.stringify(standInVisitorId(''))} + options.key });
  },
};`;

/**
 * What a stand-in's script does: it notes its address in `window.e2eLoadedScripts`, so a test sees
 * it ran, and the chat widget's and the fingerprint's keep their contract.
 */
const standInScript = (url: string, adapter: StandInAdapter | undefined) =>
  `(window.e2eLoadedScripts = window.e2eLoadedScripts || []).push(${JSON.stringify(url)});` +
  (adapter?.id === 'chat-widget' ? CHAT_WIDGET_STAND_IN : '') +
  (adapter?.id === 'fingerprint' ? FINGERPRINT_STAND_IN : '');

/**
 * Switches `adapters` on for this page, each pointing at a stand-in: the server's side of it (the
 * variables, the settings answer and the CSP naming each origin) is the server's test
 * (third-party.routes.test.ts); here the page gets that answer and that CSP from routes, and the
 * vendors' addresses answer a tiny script (or, for an image, a pixel), so no second server is
 * started and nothing leaves the machine. Returns every request the page made to a vendor, in order.
 */
export async function serveStandIns(page: Page, adapters: readonly StandInAdapter[]): Promise<string[]> {
  const requests: string[] = [];
  const origins = [...new Set(adapters.map((adapter) => new URL(adapter.url).origin))];
  for (const origin of origins)
    await page.route(`${origin}/**`, async (route) => {
      const url = route.request().url();
      requests.push(url);
      if (route.request().resourceType() === 'image')
        return route.fulfill({ contentType: 'image/gif', body: PIXEL_GIF });
      const adapter = adapters.find((candidate) =>
        url.startsWith(new URL(candidate.url).origin + new URL(candidate.url).pathname),
      );
      return route.fulfill({ contentType: 'text/javascript', body: standInScript(url, adapter) });
    });
  await page.route('**/api/settings/third-party', (route) => route.fulfill({ json: { data: adapters } }));
  // The CSP a server with these adapters' variables set sends: their origins beside our own. Chromium
  // counts a document a route answered as public, not as this machine's: without the grant its
  // local network access checks would refuse the page's socket to the (local) server.
  await page.context().grantPermissions(['local-network-access']);
  await page.route(
    (url) => url.hostname === '127.0.0.1',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const policy = (response.headers()['content-security-policy'] ?? '').replace(
        /(script-src|connect-src|img-src) 'self'/g,
        `$1 'self' ${origins.join(' ')}`,
      );
      return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
    },
  );
  return requests;
}

/** The stand-in scripts that have run in the page, by address. */
export const loadedStandInScripts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { e2eLoadedScripts?: string[] }).e2eLoadedScripts ?? []);

/** The page's question for the switched-on adapters (asked after its load). */
export const thirdPartySettingsAsked = (page: Page): Promise<Response> =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/settings/third-party');
