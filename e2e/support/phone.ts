import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { latestMessage, PASSWORD } from './accounts';
import { uniqueAddress } from './realtime';

/** A German mobile number nobody else in the run has (random: tests never share a player). */
export const uniquePhone = (): string => `+49151${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The six-digit code in the newest text the development mailbox holds for `phone`. */
async function codeSentTo(request: APIRequestContext, phone: string): Promise<string> {
  return /\b(\d{6})\b/.exec((await latestMessage(request, phone)).text)?.[1] ?? '';
}

/** A player who registered by phone through the API (terms accepted as the form makes them), from an address of their own: their id and session. */
export async function registerByPhone(
  request: APIRequestContext,
  phone: string,
): Promise<{ id: string; accessToken: string }> {
  const headers = { 'x-forwarded-for': uniqueAddress() };
  expect(
    (await request.post('/api/player/otp/send', { data: { phone, purpose: 'registration' }, headers })).status(),
  ).toBe(202);
  const verified = await request.post('/api/player/otp/verify', {
    data: { phone, code: await codeSentTo(request, phone), purpose: 'registration' },
    headers,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { verificationToken } = (await verified.json()) as { verificationToken: string };
  const data = {
    phone,
    verificationToken,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    currency: 'EUR',
    country: 'DE',
    agreements: true,
  };
  const registered = await request.post('/api/player/register/phone', { data, headers });
  expect(registered.status(), await registered.text()).toBe(201);
  const body = (await registered.json()) as { accessToken: string; profile: { id: string } };
  return { id: body.profile.id, accessToken: body.accessToken };
}

/** The sign-in dialog's phone tab: the number, then the code the development mailbox shows for it. */
export async function typeCodeSentTo(page: Page, dialog: Locator, phone: string): Promise<void> {
  await dialog.getByRole('tab', { name: 'Phone' }).click();
  await dialog.getByLabel('Country calling code').selectOption('DE');
  await dialog.getByRole('textbox', { name: /Phone number/ }).fill(phone.slice(3));
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await expect(dialog).toContainText(`Enter the 6-digit code we sent to ${phone}`);
  await dialog.getByLabel('Code').fill(await codeSentTo(page.request, phone));
}
