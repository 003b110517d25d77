import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { redactUrl } from './request-context';

describe('the request log', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      environment: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => testApp.close());

  it('holds no code, token or key from the URLs it logs', async () => {
    const mailboxKey = testApp.config.mail.mailboxKey ?? '';
    const requests = [
      { method: 'GET', url: '/password-reset/ResetCode_111111' },
      { method: 'GET', url: '/de/verify/ConfirmCode_222222?wallet=deposit' },
      { method: 'GET', url: '/auth/autologin?token=AutologinToken_333333&lang=de' },
      { method: 'GET', url: '/provider/games/play/dice?token=LaunchToken_444444' },
      { method: 'GET', url: `/provider/mailbox/messages?recipient=a%40b.c&key=${mailboxKey}` },
      { method: 'GET', url: '/auth/social/google/callback?code=OauthCode_555555&state=OauthState_666666' },
      { method: 'GET', url: '/api/game/games?search=orbit&Access_Token=QueryToken_777777' },
      { method: 'POST', url: '/api/player/sessions/token', payload: { token: 'BodyToken_888888' } },
      { method: 'GET', url: '/api/player/profile', headers: { authorization: 'Bearer HeaderToken_999999' } },
    ] as const;
    for (const request of requests) await testApp.app.inject(request);

    const log = lines.join('');
    for (const secret of [
      '111111',
      '222222',
      '333333',
      '444444',
      mailboxKey,
      '555555',
      '666666',
      '777777',
      '888888',
      '999999',
    ]) {
      expect(log).not.toContain(secret);
    }
    const urls = lines
      .map((line) => JSON.parse(line) as { msg: string; url?: string })
      .filter((entry) => entry.msg === 'request completed')
      .map((entry) => entry.url);
    // Each request is still there, with what is not secret.
    expect(urls).toEqual(
      expect.arrayContaining([
        '/password-reset/[redacted]',
        '/de/verify/[redacted]?wallet=deposit',
        '/auth/autologin?token=[redacted]&lang=de',
        '/provider/games/play/dice?token=[redacted]',
        '/provider/mailbox/messages?recipient=a%40b.c&key=[redacted]',
        '/auth/social/google/callback?code=[redacted]&state=[redacted]',
        '/api/game/games?search=orbit&Access_Token=[redacted]',
        '/api/player/sessions/token',
      ]),
    );
  });
});

describe('redactUrl', () => {
  it.each([
    ['/', '/'],
    ['/games?category=slots&page=2', '/games?category=slots&page=2'],
    ['/verify/', '/verify/'],
    [
      '/pt-br/password-reset/abc?x=1&secret_hash=abc&flag',
      '/pt-br/password-reset/[redacted]?x=1&secret_hash=[redacted]&flag',
    ],
    ['/api/x?%74oken=abc', '/api/x?%74oken=[redacted]'],
    ['/api/x?bad=%E0%A4%A&key=1', '/api/x?bad=%E0%A4%A&key=[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
