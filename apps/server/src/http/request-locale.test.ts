import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { runJobsUntilDone } from '../testing/jobs';
import { latestMessageTo, uniquePhone } from '../testing/mailbox';
import { bearer, randomAddress, registerPlayer, registrationBody } from '../testing/players';
import { localeOfAcceptLanguage, siteLocaleOfTag } from './request-locale';
import { useTestApp } from '../testing/test-app';

const testApp = useTestApp();

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: randomAddress(), ...options });
/** A registration with an e-mail that is no e-mail and a password far too short. */
const badRegistration = (headers: Record<string, string> = {}) =>
  inject({
    method: 'POST',
    url: '/api/player/register',
    payload: registrationBody({ email: 'not-an-address', password: 'ab1', password_confirmation: 'ab1' }),
    headers,
  });
const setLocale = (playerId: string, locale: string) =>
  testApp.app.database.db.execute(sql`update players set locale = ${locale} where id = ${playerId}`);

describe('the language of error and field messages', () => {
  it('answers a form in the language of X-Locale, of Accept-Language, or in English', async () => {
    const english = await badRegistration();
    expect(english.statusCode).toBe(422);
    const englishBody = english.json<ErrorBody>().error;
    expect(englishBody.code).toBe('validation_failed');
    expect(englishBody.message).toBe('Some fields are not valid');
    expect(englishBody.fields?.email?.join(' ')).toMatch(/valid email/);
    expect(englishBody.fields?.password?.join(' ')).toMatch(/at least/);

    const asked: Record<string, string>[] = [{ 'x-locale': 'pt-br' }, { 'accept-language': 'pt-BR,pt;q=0.9' }];
    for (const headers of asked) {
      const response = await badRegistration(headers);
      expect(response.statusCode).toBe(422);
      expect(response.headers.vary).toMatch(/Accept-Language/);
      expect(response.headers.vary).toMatch(/X-Locale/);
      const { error } = response.json<ErrorBody>();
      expect(error.code).toBe('validation_failed');
      expect(error.message).toBe('Alguns campos não são válidos');
      expect(error.fields?.email?.join(' ')).toMatch(/e-mail válido/);
      expect(error.fields?.password?.join(' ')).toMatch(/pelo menos \d+ caracteres/);
    }
  });

  it('prefers X-Locale to Accept-Language, and a schema issue is worded by the catalogue, not by zod', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/player/register',
      payload: { ...registrationBody(), agreements: 'yes please' },
      headers: { 'x-locale': 'de', 'accept-language': 'pt-BR' },
    });
    expect(response.statusCode).toBe(422);
    const { error } = response.json<ErrorBody>();
    expect(error.message).toBe('Einige Felder sind ungültig');
    expect(
      Object.values(error.fields ?? {})
        .flat()
        .join(' '),
    ).not.toMatch(/expected|received|Invalid/);
  });

  it('speaks the signed-in player’s language when the request names none', async () => {
    const player = await registerPlayer(testApp.app);
    await setLocale(player.profile.id, 'ru');
    const close = (headers: Record<string, string> = {}) =>
      inject({
        method: 'PUT',
        url: '/api/player/sessions/00000000-0000-4000-8000-000000000000/close',
        headers: { ...bearer(player.accessToken), ...headers },
      });
    const russian = await close();
    expect(russian.statusCode).toBe(404);
    expect(russian.json<ErrorBody>().error).toEqual({
      code: 'not_found',
      message: 'Открытой сессии с таким идентификатором нет',
    });
    // The page's own locale still wins over the stored language.
    expect((await close({ 'x-locale': 'en' })).json<ErrorBody>().error.message).toBe(
      'There is no open session with this id',
    );
  });

  it('falls back to English for header values that name no locale, and never changes the status', async () => {
    const english = await badRegistration();
    const hostile = [
      '',
      ' ',
      '*',
      'xx-YY;q=abc',
      'x'.repeat(10_000),
      'pt-br\u0000',
      'de;q=0',
      ';;;,,,q=1',
      'en-US;q=2,fr;q=-1',
    ];
    for (const value of hostile) {
      for (const name of ['x-locale', 'accept-language']) {
        let response;
        try {
          response = await badRegistration({ [name]: value });
        } catch {
          // Node refuses to send some values (NUL) at all: nothing reached the server to judge.
          continue;
        }
        expect(response.statusCode, `${name}: ${JSON.stringify(value.slice(0, 20))}`).toBe(422);
        expect(response.json<ErrorBody>().error).toEqual(english.json<ErrorBody>().error);
      }
    }
  });

  it('matches Accept-Language ranges by q-value to the site locales', () => {
    expect(localeOfAcceptLanguage('pt-BR,pt;q=0.9')).toBe('pt-br');
    expect(localeOfAcceptLanguage('pt;q=0.9')).toBe('pt');
    expect(localeOfAcceptLanguage('zh-CN, sv;q=0.8, en;q=0.5')).toBe('se');
    expect(localeOfAcceptLanguage('nn')).toBe('nb');
    expect(localeOfAcceptLanguage('no')).toBe('nb');
    expect(localeOfAcceptLanguage('es-419')).toBe('es-mx');
    expect(localeOfAcceptLanguage('es-MX')).toBe('es-mx');
    expect(localeOfAcceptLanguage('es-ES')).toBe('es');
    expect(localeOfAcceptLanguage('en-CA')).toBe('en-ca');
    expect(localeOfAcceptLanguage('de;q=0.2, fr;q=0.7')).toBe('fr');
    expect(localeOfAcceptLanguage('fr;q=0, de')).toBe('de');
    expect(localeOfAcceptLanguage('xx-YY;q=abc')).toBeUndefined();
    expect(localeOfAcceptLanguage('*')).toBeUndefined();
    expect(siteLocaleOfTag('se')).toBeUndefined();
  });
});

describe('the language of e-mails and SMS: the player’s, not the request’s', () => {
  it('mails a password reset in Turkish to a player whose language is tr', async () => {
    const player = await registerPlayer(testApp.app);
    await setLocale(player.profile.id, 'tr');
    const response = await inject({
      method: 'POST',
      url: '/api/player/passwords/reset',
      payload: { email: player.email },
      headers: { 'x-locale': 'de' },
    });
    expect(response.statusCode).toBe(202);
    await runJobsUntilDone(testApp.app, ['player.password-reset-mail']);
    const mail = await latestMessageTo(testApp.app, player.email);
    expect(mail.subject).toBe('Lucky Orbit şifreni sıfırla');
    expect(mail.text).toContain('Yeni şifreni buradan seç');
    expect(mail.text).toMatch(/\/password-reset\/[A-Za-z0-9_-]{64}\n/);
  });

  it('texts a code to a ru player in Russian, with the plural the minutes need', async () => {
    const player = await registerPlayer(testApp.app);
    await setLocale(player.profile.id, 'ru');
    const phone = uniquePhone();
    const sent = await inject({
      method: 'POST',
      url: '/api/player/otp/send',
      payload: { purpose: 'phone-change', phone },
      headers: bearer(player.accessToken),
    });
    expect(sent.statusCode).toBe(202);
    const sms = await latestMessageTo(testApp.app, phone);
    // 10 minutes: "10 минут" (many), not "10 минуты".
    expect(sms.text).toMatch(/^\d{6} — ваш код Lucky Orbit\. Он действует 10 минут\./);
  });
});
