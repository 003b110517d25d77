import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TOPIC_DEFAULTS } from '@casino/shared';
import {
  changeNotificationPreference,
  getNotificationPreferences,
  isLockedChannel,
  parsePreferences,
} from './notification-preferences';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notification preferences', () => {
  it('fills what the server left out with the topic defaults, and keeps locked channels on', () => {
    const preferences = parsePreferences({
      topics: {
        bonuses: { email: true },
        account: { site: false, email: false, sms: true },
        'safer-play': { site: false },
      },
    });
    expect(preferences.topics.payments).toEqual(NOTIFICATION_TOPIC_DEFAULTS.payments);
    expect(preferences.topics.bonuses).toEqual({ site: true, email: true, sms: false });
    expect(preferences.topics.account).toEqual({ site: true, email: true, sms: true });
    expect(preferences.topics['safer-play'].site).toBe(true);
    expect(parsePreferences(null).topics).toEqual(NOTIFICATION_TOPIC_DEFAULTS);
  });

  it('knows the locked channels', () => {
    expect(isLockedChannel('safer-play', 'site')).toBe(true);
    expect(isLockedChannel('account', 'email')).toBe(true);
    expect(isLockedChannel('safer-play', 'email')).toBe(false);
    expect(isLockedChannel('news', 'email')).toBe(false);
  });

  it('reads with GET and saves one switch with PUT, answering the whole table; a refusal comes through', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      answer(200, { topics: { sports: { sms: true } } }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(getNotificationPreferences()).resolves.toMatchObject({
      topics: { sports: { site: true, email: false, sms: true } },
    });
    await expect(changeNotificationPreference({ topic: 'news', channel: 'email', on: true })).resolves.toMatchObject({
      topics: { account: { site: true, email: true } },
    });
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect([url, init?.method, JSON.parse(typeof init?.body === 'string' ? init.body : '')]).toEqual([
      '/api/notification/preferences',
      'PUT',
      { topics: { news: { email: true } } },
    ]);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(422, {
          error: { code: 'notification_channel_locked', message: 'This notification cannot be switched off' },
        }),
      ),
    );
    await expect(changeNotificationPreference({ topic: 'account', channel: 'email', on: false })).rejects.toMatchObject(
      { status: 422 },
    );
  });
});
