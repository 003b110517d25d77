import { expect, test } from '@playwright/test';
import { seriousAccessibilityViolations } from '../support/axe';
import { acceptCookiesBeforehand, contentText, isSameDocument, markDocument, openApp } from '../support/shell';

/**
 * The content pages (issue 16): the Terms a visitor accepts when signing up, the help centre, and
 * the content catch-all, read from the content store the operator edits.
 */
test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

test('a visitor opens the Terms from the sign-up form and reads them', async ({ page, context }) => {
  await openApp(page, '/');
  await page.getByTestId('sign-up-button').click();
  const signUp = page.getByRole('dialog');
  await expect(signUp).toBeVisible();

  // The Terms open beside the form (a new tab), so what was typed stays.
  const termsTab = context.waitForEvent('page');
  await signUp.getByRole('link', { name: contentText('en', 'modals:sign-up.agreementsLink') }).click();
  const terms = await termsTab;
  await expect(terms).toHaveURL(/\/static\/terms$/);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(terms.getByRole('heading', { name: '1. Who may play' })).toBeVisible();
  await expect(terms.getByTestId('content-page')).toContainText('18 years or older');
  await expect(terms).toHaveTitle(`Terms and conditions · ${contentText('en', 'layout:brand.name')}`);
  // The prerendered head and the app's may both be there: every one of them names this page.
  const headLinks = async (selector: string, attribute: string) =>
    terms.locator(selector).evaluateAll((nodes, name) => nodes.map((node) => node.getAttribute(name) ?? ''), attribute);
  expect(await headLinks('meta[name="description"]', 'content')).toContainEqual(
    expect.stringMatching(/casino games, sports betting and bonuses/),
  );
  for (const href of await headLinks('link[rel="canonical"]', 'href')) expect(href).toMatch(/\/static\/terms$/);
  for (const href of await headLinks('link[rel="alternate"][hreflang="de"]', 'href'))
    expect(href).toMatch(/\/de\/static\/terms$/);
  expect(await seriousAccessibilityViolations(terms)).toEqual([]);

  // A link in the text opens the other page in the app, no page load.
  await markDocument(terms);
  await terms.getByTestId('content-page').getByRole('link', { name: 'Privacy policy' }).first().click();
  await expect(terms).toHaveURL(/\/static\/privacy$/);
  await expect(terms.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  expect(await isSameDocument(terms)).toBe(true);
});

test('the footer leads to the legal pages, in German', async ({ page }) => {
  await openApp(page, '/de');
  const footer = page.locator('footer');
  await footer.getByRole('link', { name: contentText('de', 'layout:footer.terms') }).click();
  await expect(page).toHaveURL('/de/static/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
  await expect(page.getByTestId('content-page').getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
    'href',
    '/de/static/privacy',
  );

  // Every seeded page has its German text (a page shown in a fallback's language would carry that lang).
  await footer.getByRole('link', { name: contentText('de', 'layout:footer.aml') }).click();
  await expect(page).toHaveURL('/de/static/aml');
  await expect(page.getByRole('heading', { level: 1, name: 'AML- und KYC-Richtlinie' })).toBeVisible();
  await expect(page.getByTestId('content-page')).not.toHaveAttribute('lang', /./);
});

test('the help centre: list, topic and back, without a page load', async ({ page }) => {
  await openApp(page, '/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await markDocument(page);

  const topics = page.getByRole('navigation', { name: contentText('en', 'layout:content.topics') });
  await topics.getByRole('link', { name: 'Withdrawals', exact: true }).click();
  await expect(page).toHaveURL('/questions/withdrawals');
  await expect(
    page.getByTestId('question-topic').getByRole('heading', { name: 'Can I cancel a withdrawal?' }),
  ).toBeVisible();
  await expect(topics.getByRole('link', { name: 'Withdrawals', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(`Withdrawals · ${contentText('en', 'layout:brand.name')}`);
  // The list stays on screen beside the topic.
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();

  await topics.getByRole('link', { name: 'Provably fair', exact: true }).click();
  await expect(page).toHaveURL('/questions/provably-fair');
  await expect(page.getByTestId('question-topic')).toContainText('HMAC-SHA256');

  await page.goBack();
  await expect(page).toHaveURL('/questions/withdrawals');
  await topics.getByRole('link', { name: contentText('en', 'global-components:tabs.questionsAll') }).click();
  await expect(page).toHaveURL('/questions');
  await expect(page.getByRole('link', { name: /Verification \(KYC\)/ }).last()).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('a content page at its slug, and the 404 page for a slug with none', async ({ page }) => {
  await openApp(page, '/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Lucky Orbit' })).toBeVisible();

  await openApp(page, '/no-such-page');
  await expect(page.getByTestId('not-found')).toContainText(
    `${contentText('en', 'global-components:notFound.message').replace('{path}', '/no-such-page')}`,
  );
  await expect(page).toHaveTitle(contentText('en', 'global-components:notFound.title'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // A static page that does not exist, and a question topic that is not one, are missing too.
  await openApp(page, '/static/no-such-policy');
  await expect(page.getByTestId('not-found')).toContainText('/static/no-such-policy');
  await openApp(page, '/questions/terms');
  await expect(page.getByTestId('not-found')).toContainText('/questions/terms');
});

test("an operator's edit shows on the page", async ({ page, request }) => {
  const token = process.env.E2E_ADMIN_TOKEN ?? '';
  const headers = { authorization: `Bearer ${token}` };
  expect(
    (await request.put('/api/admin/content/pages/e2e-news', { headers, data: { kind: 'page' } })).status(),
  ).toBeLessThan(300);
  const written = await request.put('/api/admin/content/pages/e2e-news/translations/en', {
    headers,
    data: {
      title: 'Orbit news',
      description: 'What is new',
      body: '## This week\n\n- Crash is live\n- <script>window.hacked = true</script>',
      published: true,
    },
  });
  expect(written.status()).toBeLessThan(300);

  await openApp(page, '/e2e-news');
  await expect(page.getByRole('heading', { level: 1, name: 'Orbit news' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Crash is live' })).toBeVisible();
  // The operator's script is text on the page, never run.
  await expect(page.getByTestId('content-page')).toContainText('<script>window.hacked = true</script>');
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
});
