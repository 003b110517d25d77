import { expect, test, type Page } from '@playwright/test';
import {
  expectLoggedIn,
  expectLoggedOut,
  logOutFromMenu,
  registerPlayer,
  signInThroughModal,
  storeSession,
} from '../support/accounts';
import { registerByPhone, uniquePhone } from '../support/phone';
import { openApp } from '../support/shell';
import {
  loadedStandInScripts,
  serveStandIns,
  standInVisitorId,
  thirdPartySettingsAsked,
  type StandInAdapter,
} from '../support/third-party';

/**
 * The third-party adapters switched on, each pointing at a stand-in (support/third-party.ts):
 * nothing of a vendor leaves the page before the visitor allows its cookie category; then its
 * script loads (the retargeting pixel has none: its beacons are the vendor) and the spec's events
 * reach it (SPEC.md, Third-party loads and Analytics). With every adapter off, and the tag manager
 * alone, see third-party.spec.ts.
 */
const PIXEL = 'https://pixel.e2e.test';
const ANALYTICS = 'https://analytics.e2e.test';
const RECORDING = 'https://recording.e2e.test';
const RETARGETING_PIXEL: StandInAdapter = {
  id: 'retargeting-pixel',
  category: 'marketing',
  url: `${PIXEL}/p?site=e2e`,
};
const SESSION_ANALYTICS: StandInAdapter = {
  id: 'session-analytics',
  category: 'analytics',
  url: `${ANALYTICS}/sa.js`,
  key: 'SA-E2E',
};
const SESSION_RECORDING: StandInAdapter = {
  id: 'session-recording',
  category: 'analytics',
  url: `${RECORDING}/sr.js`,
  key: 'SR-E2E',
};

const CHAT = 'https://chat.e2e.test';
const FINGERPRINT = 'https://fingerprint.e2e.test';
const CHAT_WIDGET: StandInAdapter = {
  id: 'chat-widget',
  category: 'necessary',
  url: `${CHAT}/widget.js`,
  key: 'CW-E2E',
};
const FRAUD_FINGERPRINT: StandInAdapter = {
  id: 'fingerprint',
  category: 'necessary',
  url: `${FINGERPRINT}/agent.js`,
  key: 'FP-E2E',
};

test.beforeEach(async ({ context }) => {
  // Only the cookie question here: the first-visit language suggestion waits until it is answered anyway.
  await context.addInitScript(() => window.localStorage.setItem('locale-choice', 'e2e'));
});

/** The pixel's beacons so far, each as its query's fields. */
const beacons = (requests: readonly string[]) =>
  requests
    .filter((url) => url.startsWith(`${PIXEL}/`))
    .map((url) => Object.fromEntries(new URL(url).searchParams) as Record<string, string>);

/** The command queue a session tool's script reads (lib/third-party/session-tools.ts), undefined before it starts. */
const sessionQueue = (page: Page, name: 'sessionAnalytics' | 'sessionRecording') =>
  page.evaluate((global) => (window as unknown as Record<string, unknown[] | undefined>)[global], name);

test('a signed-in player is identified to the session tools by id, e-mail, phone and names only once analytics cookies are allowed, and forgotten at logout', async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  const player = await registerByPhone(request, phone);
  const headers = { authorization: `Bearer ${player.accessToken}` };
  const named = await request.put('/api/player/profile', { headers, data: { firstName: 'Ada', lastName: 'Orbit' } });
  expect(named.status(), await named.text()).toBe(200);
  const profile = (await named.json()) as { email: string | null; phone: string | null };
  const requests = await serveStandIns(page, [SESSION_ANALYTICS, SESSION_RECORDING, RETARGETING_PIXEL]);
  await storeSession(page, player.accessToken);
  const settingsAsked = thirdPartySettingsAsked(page);
  await openApp(page, '/');
  await settingsAsked;
  await expectLoggedIn(page);
  expect(requests).toEqual([]);
  expect(await sessionQueue(page, 'sessionRecording')).toBeUndefined();

  await page.getByTestId('cookie-popup').getByRole('button', { name: 'Accept all' }).click();
  const identified = [
    'identify',
    player.id,
    { email: profile.email, phone: profile.phone, firstName: 'Ada', lastName: 'Orbit' },
  ];
  expect(profile.phone).not.toBeNull();
  for (const [name, key] of [
    ['sessionAnalytics', 'SA-E2E'],
    ['sessionRecording', 'SR-E2E'],
  ] as const)
    await expect.poll(() => sessionQueue(page, name)).toEqual([['init', key], identified, ['event', 'pixel_visit']]);
  await expect
    .poll(() => beacons(requests).map(({ action, external_id }) => ({ action, external_id })))
    .toEqual([{ action: '80', external_id: player.id }]);

  // Logged out: the session tools forget the player.
  await logOutFromMenu(page);
  await expectLoggedOut(page);
  await expect.poll(async () => (await sessionQueue(page, 'sessionAnalytics'))?.at(-1)).toEqual(['reset']);
  expect((await sessionQueue(page, 'sessionRecording'))?.at(-1)).toEqual(['reset']);
});

test("a switched-on chat widget loads only once the player opens support, with only necessary cookies, and opens the vendor's window identified instead of the site's chat", async ({
  page,
  request,
}) => {
  const player = await registerByPhone(request, uniquePhone());
  const headers = { authorization: `Bearer ${player.accessToken}` };
  const named = await request.put('/api/player/profile', { headers, data: { firstName: 'Ada', lastName: 'Orbit' } });
  expect(named.status(), await named.text()).toBe(200);
  const profile = (await named.json()) as { email: string | null };
  const requests = await serveStandIns(page, [CHAT_WIDGET]);
  await storeSession(page, player.accessToken);
  const settingsAsked = thirdPartySettingsAsked(page);
  await openApp(page, '/');
  await settingsAsked;
  await expectLoggedIn(page);
  // Necessary: the visitor's refusal of the optional cookies does not keep the chat from them...
  await page.getByTestId('cookie-popup').getByRole('button', { name: 'Necessary only' }).click();
  // ...but nothing of the vendor loads before they ask for support.
  expect(requests).toEqual([]);
  expect(await loadedStandInScripts(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Support' }).click();
  const vendorWindow = page.getByTestId('vendor-chat-window');
  await expect(vendorWindow).toBeVisible();
  expect(requests).toEqual([`${CHAT}/widget.js`]);
  await expect(page.getByTestId('support-vendor-chat')).toBeVisible();
  await expect(page.getByTestId('support-chat')).toHaveCount(0);
  const calls = () => page.evaluate(() => (window as unknown as { e2eChatWidgetCalls?: unknown[] }).e2eChatWidgetCalls);
  const identified = {
    id: player.id,
    firstName: 'Ada',
    lastName: 'Orbit',
    ...(profile.email ? { email: profile.email } : {}),
  };
  expect(await calls()).toEqual([
    ['boot', { key: 'CW-E2E', hidden: true, locale: 'en' }],
    ['identify', identified],
    ['show'],
  ]);

  // Closed by the vendor's own button, opened again from the page, without a second load.
  await page.evaluate(() => (window as unknown as { chatWidget: { hide(): void } }).chatWidget.hide());
  await expect(vendorWindow).toBeHidden();
  await page.getByTestId('support-vendor-chat').getByRole('button', { name: 'Open the chat' }).click();
  await expect(vendorWindow).toBeVisible();
  expect(requests).toHaveLength(1);
});

test("a switched-on fraud fingerprint loads with the sign-in, not before, and its visitor id reaches the server in the login's fingerprint fields", async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, 'fingerprint-vendor');
  const requests = await serveStandIns(page, [FRAUD_FINGERPRINT]);
  const settingsAsked = thirdPartySettingsAsked(page);
  await openApp(page, '/');
  await settingsAsked;
  await page.getByTestId('cookie-popup').getByRole('button', { name: 'Necessary only' }).click();
  expect(requests).toEqual([]);

  const login = page.waitForRequest(
    (sent) => new URL(sent.url()).pathname === '/api/player/sessions' && sent.method() === 'POST',
  );
  await signInThroughModal(page, player.email, player.password);
  await expectLoggedIn(page);
  const { fingerprint, visitorId } = (await login).postDataJSON() as { fingerprint?: unknown; visitorId?: unknown };
  expect(visitorId).toBe(standInVisitorId('FP-E2E'));
  expect(fingerprint).toMatch(/^[\da-f-]{32,}$/);
  expect(requests).toEqual([`${FINGERPRINT}/agent.js`]);
});
