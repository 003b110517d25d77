import { expect, test, type Page } from '@playwright/test';
import { expectLoggedIn, expectLoggedOut, logOutFromMenu, storeSession } from '../support/accounts';
import { registerByPhone, uniquePhone } from '../support/phone';
import { openApp } from '../support/shell';
import { serveStandIns, thirdPartySettingsAsked, type StandInAdapter } from '../support/third-party';

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
