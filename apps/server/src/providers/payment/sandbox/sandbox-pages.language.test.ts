import { describe, expect, it } from 'vitest';
import type { Invoice } from '@casino/shared';
import { bearer, registerPlayer } from '../../../testing/players';
import { pageTexts } from '../../provider-page-texts';
import { useTestApp } from '../../../testing/test-app';

const testApp = useTestApp();
const app = () => testApp.app;

async function cardDeposit(headers: Record<string, string> = {}): Promise<Invoice> {
  const player = await registerPlayer(app(), { currency: 'EUR' });
  const response = await app().inject({
    method: 'POST',
    url: '/api/payment/invoices/deposit',
    headers: { ...bearer(player.accessToken), ...headers },
    payload: { paymentMethod: 'sandbox.deposit.card', amount: 123_456, currency: 'EUR' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Invoice>();
}

describe('the hosted payment page speaks the player’s language', () => {
  it('is in German from a German site: lang on the URL the platform hands out, its buttons and amount in German', async () => {
    const invoice = await cardDeposit({ 'x-locale': 'de' });
    expect(invoice.publicData.redirectUrl).toBe(`/provider/pay/${invoice.id}?lang=de`);
    const page = await app().inject({ method: 'GET', url: invoice.publicData.redirectUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain('Zahlung an Lucky Orbit');
    expect(page.body).toContain('1234,56 EUR');
    expect(page.body).toMatch(/<button type="submit" class="primary">Bezahlen<\/button>/);
    // The buttons post back in German, and the page after them stays German.
    expect(page.body).toContain(`action="/provider/pay/${invoice.id}/pay?lang=de"`);
    const token = /name="token" value="([0-9a-f]{64})"/.exec(page.body)?.[1] ?? '';
    const declined = await app().inject({
      method: 'POST',
      url: `/provider/pay/${invoice.id}/decline?lang=de`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/provider/pay/${invoice.id}?lang=de`);
    const after = await app().inject({ method: 'GET', url: String(declined.headers.location) });
    expect(after.body).toContain('Zahlung abgelehnt. Es wurde kein Geld abgebucht.');
  });

  it('is right to left in Persian, the amount isolated', async () => {
    const invoice = await cardDeposit();
    const page = await app().inject({ method: 'GET', url: `/provider/pay/${invoice.id}?lang=fa` });
    expect(page.body).toContain('<html lang="fa" dir="rtl">');
    expect(page.body).toContain('<bdi>۱۲۳۴٫۵۶ EUR</bdi>');
  });

  it('falls back to English for an unknown or hostile lang, never a 500', async () => {
    const invoice = await cardDeposit();
    expect(invoice.publicData.redirectUrl).toBe(`/provider/pay/${invoice.id}`);
    // A NUL anywhere in a URL is refused before any route (a 400 in the error format), never a 500.
    for (const lang of ['%00', 'de%00']) {
      const page = await app().inject({ method: 'GET', url: `/provider/pay/${invoice.id}?lang=${lang}` });
      expect(page.statusCode, lang).toBe(400);
      expect(page.json<{ error: { code: string } }>().error.code).toEqual(expect.any(String));
    }
    for (const lang of ['xx', '..%2F..%2Fetc', '../../etc', 'a'.repeat(10_000), 'DE-x', '', '%C3%A9']) {
      const page = await app().inject({ method: 'GET', url: `/provider/pay/${invoice.id}?lang=${lang}` });
      expect(page.statusCode, lang.slice(0, 20)).toBe(200);
      expect(page.body).toContain('<html lang="en" dir="ltr">');
      expect(page.body).toContain('Payment to Lucky Orbit');
      expect(page.body).toContain('1234.56 EUR');
    }
    const repeated = await app().inject({ method: 'GET', url: `/provider/pay/${invoice.id}?lang=de&lang=fr` });
    expect(repeated.statusCode).toBe(200);
    const missing = await app().inject({
      method: 'GET',
      url: `/provider/pay/00000000-0000-4000-8000-000000000000?lang=de`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Zahlung nicht gefunden');
  });

  it('takes the case of a lang as it comes, and the identity-verification pages too', async () => {
    expect(pageTexts('DE').locale).toBe('de');
    expect(pageTexts(['de']).locale).toBe('en');
    expect(pageTexts('pt-br').t('kyc.submit')).toBe('Enviar para análise');
    expect(pageTexts('xx').t('kyc.submit')).toBe('Submit for review');
    expect(pageTexts('ru').t('kyc.submit')).toBe('Отправить на проверку');
    const expired = await app().inject({ method: 'GET', url: '/provider/kyc/sdk?accessToken=nope&lang=ru' });
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toContain('<html lang="ru" dir="ltr">');
    expect(expired.body).toContain('Срок действия ссылки для проверки истёк');
  });
});
