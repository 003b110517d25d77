import { expect, test, type Page } from '@playwright/test';
import { latestMessage, registerPlayer, storeSession, uniqueAddress, uniqueEmail } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/axe';
import { acceptCookiesBeforehand, openApp } from '../support/shell';

/**
 * The contact form (`/contact`, issue 26): a guest or a player writes, the message is stored and
 * acknowledged by e-mail; bad input shows on its field.
 */

test.beforeEach(async ({ context }) => {
  await acceptCookiesBeforehand(context);
  // The form is limited per address: each test writes from an address of its own (TRUST_PROXY in playwright.config.ts).
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() });
});

const sent = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/notification/communications') && response.request().method() === 'POST',
  );

test('a guest sends the form, sees it was sent and gets the acknowledgement; a bad e-mail shows on its field', async ({
  page,
  request,
}) => {
  await openApp(page, '/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  const form = page.getByTestId('contact-form');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const email = form.getByLabel(/^E-mail/);
  await form.getByLabel(/^Your name/).fill('Ada Lovelace');
  await email.fill('ada@');
  await form.getByLabel(/^Subject/).fill('A question about withdrawals');
  await form.getByLabel(/^Message/).fill('How long does a withdrawal to a card take?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/not a valid email address/i);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const address = uniqueEmail('contact-guest');
  await email.fill(address);
  const answer = sent(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await answer).status()).toBe(201);
  const confirmation = page.getByTestId('contact-sent');
  await expect(confirmation.getByRole('heading', { name: 'Message sent' })).toBeFocused();
  await expect(confirmation).toContainText(address);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const mail = await latestMessage(request, address);
  expect(mail.subject).toMatch(/^We received your message \(ref\. [0-9A-F]{8}\)$/);

  // Another message starts from an empty form.
  await confirmation.getByRole('button', { name: 'Write another message' }).click();
  await expect(page.getByTestId('contact-form').getByLabel(/^Message/)).toHaveValue('');
});

test("a player's form is filled in with their e-mail, and works on a phone's width", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const player = await registerPlayer(request, 'contact-player');
  await storeSession(page, player.accessToken);
  await openApp(page, '/contact');
  const form = page.getByTestId('contact-form');
  await expect(form.getByLabel(/^E-mail/)).toHaveValue(player.email);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await form.getByLabel(/^Your name/).fill('Grace Hopper');
  await form.getByLabel(/^Subject/).fill('My bonus');
  await form.getByLabel(/^Message/).fill('When does my welcome bonus expire?');
  const answer = sent(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().headers().authorization).toMatch(/^Bearer /);
  await expect(page.getByTestId('contact-sent')).toContainText(player.email);
});
