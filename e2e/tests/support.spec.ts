import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueAddress, uniqueEmail } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/axe';
import { acceptCookiesBeforehand, openApp } from '../support/shell';

/**
 * The live support chat (`/support`, issue 26): a guest leaves an e-mail, writes, and an agent's
 * answer through the operator API reaches the page live, without a reload; the conversation is
 * found again after a reload by the key the browser keeps.
 */

const operator = () => ({ authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN ?? ''}` });

async function asAgent(
  request: APIRequestContext,
  conversationId: string,
  action: 'typing' | 'messages' | 'close',
  data?: Record<string, unknown>,
): Promise<void> {
  const response = await request.post(`/api/admin/support/conversations/${conversationId}/${action}`, {
    headers: operator(),
    ...(data ? { data } : {}),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

const started = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/support/conversations') && response.request().method() === 'POST',
  );
const sent = (page: Page) =>
  page.waitForResponse(
    (response) =>
      /\/api\/support\/conversations\/[^/]+\/messages$/.test(response.url()) && response.request().method() === 'POST',
  );

test.beforeEach(async ({ context }) => {
  await acceptCookiesBeforehand(context);
  // Starts are limited per address: this test's browser has an address of its own (TRUST_PROXY in playwright.config.ts).
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() });
});

test('a guest writes to support and sees the agent’s answer live, and finds the conversation again after a reload', async ({
  page,
  request,
}) => {
  await openApp(page, '/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  const form = page.getByTestId('support-start');
  await expect(form).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await form.getByLabel(/^E-mail/).fill(uniqueEmail('support-guest'));
  await form.getByLabel(/^Your name/).fill('Ada');
  const start = started(page);
  await form.getByRole('button', { name: 'Start chat' }).click();
  const startResponse = await start;
  expect(startResponse.status()).toBe(201);
  const conversationId = ((await startResponse.json()) as { conversation: { id: string } }).conversation.id;
  const messages = page.getByTestId('support-messages');
  await expect(messages).toContainText('Thank you for contacting us');

  const box = page.getByLabel('Your message');
  await box.fill('Where is my withdrawal?');
  const write = sent(page);
  await box.press('Enter');
  expect((await write).status()).toBe(201);
  await expect(messages.locator('.support-message--visitor')).toContainText('Where is my withdrawal?');
  await expect(box).toHaveValue('');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The agent types, then answers through the operator API: the page hears both without a reload.
  await asAgent(request, conversationId, 'typing', { agentName: 'Grace' });
  await expect(page.getByText('Grace is typing…')).toBeVisible();
  await asAgent(request, conversationId, 'messages', { agentName: 'Grace', body: 'It was paid this morning.' });
  const answer = messages.locator('.support-message--agent');
  await expect(answer).toContainText('It was paid this morning.');
  await expect(answer).toContainText('Grace');
  await expect(page.getByTestId('support-announcer')).toContainText('It was paid this morning.');
  await expect(messages.locator('.support-message--visitor')).toContainText('Seen');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // A reload finds the conversation by the key this browser keeps.
  await page.reload();
  await expect(page.getByTestId('support-messages')).toContainText('It was paid this morning.');
  await expect(page.getByTestId('support-start')).toHaveCount(0);

  await asAgent(request, conversationId, 'close');
  await expect(page.getByText('This conversation is closed.')).toBeVisible();
  await page.getByRole('button', { name: 'Start a new conversation' }).click();
  await expect(page.getByTestId('support-start')).toBeVisible();
});
