import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TOPIC_DEFAULTS } from '@casino/shared';
import { getNotificationPreferences, isConsentChannel, isLockedChannel, parsePreferences, putNotificationPreferences, withChannel, withConsent } from './notification-preferences';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notification preferences', () => {
  it('fills what the server left out with the topic defaults, and keeps locked channels on', () => {
    const preferences = parsePreferences({ topics: { bonuses: { email: true }, account: { site: false, email: false, sms: true }, 'safer-play': { site: false } } });
    expect(preferences.topics.payments).toEqual(NOTIFICATION_TOPIC_DEFAULTS.payments);
    expect(preferences.topics.bonuses).toEqual({ site: true, email: true, sms: false });
    expect(preferences.topics.account).toEqual({ site: true, email: true, sms: true });
    expect(preferences.topics['safer-play'].site).toBe(true);
    expect(parsePreferences(null).topics).toEqual(NOTIFICATION_TOPIC_DEFAULTS);
  });

  it('changes one switch, but never a locked one', () => {
    const preferences = parsePreferences({});
    expect(withChannel(preferences, 'sports', 'sms', true).topics.sports).toEqual({ site: true, email: false, sms: true });
    expect(withChannel(preferences, 'account', 'email', false)).toBe(preferences);
    expect(isLockedChannel('safer-play', 'site')).toBe(true);
    expect(isLockedChannel('safer-play', 'email')).toBe(false);
  });

  it('shows the news row’s e-mail and SMS as the marketing consent of the profile', () => {
    const shown = withConsent(parsePreferences({ topics: { news: { site: false, email: false, sms: false } } }), { receiveEmailPromo: true, receiveSmsPromo: false });
    expect(shown.topics.news).toEqual({ site: false, email: true, sms: false });
    expect(isConsentChannel('news', 'email')).toBe(true);
    expect(isConsentChannel('news', 'site')).toBe(false);
    expect(isConsentChannel('payments', 'email')).toBe(false);
  });

  it('reads with GET and saves the whole table with PUT; a refusal comes through', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, { topics: { sports: { sms: true } } }));
    vi.stubGlobal('fetch', fetch);
    await expect(getNotificationPreferences()).resolves.toMatchObject({ topics: { sports: { site: true, email: false, sms: true } } });
    const table = parsePreferences({});
    await putNotificationPreferences(table);
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect([url, init?.method, JSON.parse(typeof init?.body === 'string' ? init.body : '')]).toEqual(['/api/notification/preferences', 'PUT', table]);

    vi.stubGlobal('fetch', vi.fn(async () => answer(422, { error: { code: 'channel_locked', message: 'The account topic always reaches you by e-mail' } })));
    await expect(putNotificationPreferences(table)).rejects.toMatchObject({ status: 422 });
  });
});
