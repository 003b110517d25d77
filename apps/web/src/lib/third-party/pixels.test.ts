import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentCategory, LoginResponse, ThirdPartyAdapterConfig } from '@casino/shared';
import {
  depositPixels,
  resetThirdPartyEventsForTests,
  thirdPartyEvents,
  trackBet,
  trackDeposit,
  trackExternalLogin,
  trackPixel,
  trackSignUp,
} from './events';
import { HttpError } from '@/lib/http';
import { startAdapterManager } from './manager';
import { startRetargetingPixel } from './retargeting-pixel';
import { startTagManager } from './tag-manager';
import type { AdapterContext } from './types';

const PROFILE = { id: 'p-7', email: 'b@example.com', phone: null, firstName: null, lastName: null };
const signedUp = { accessToken: 't', profile: PROFILE } as unknown as LoginResponse;
const names = () => thirdPartyEvents.kept().map((event) => event.name);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pixel events', () => {
  beforeEach(() => resetThirdPartyEventsForTests());

  it('a paid deposit is its milestone by invoice number, then deposit', () => {
    expect(depositPixels(1)).toEqual(['ftd', 'deposit']);
    expect(depositPixels(2)).toEqual(['dep2', 'deposit']);
    expect(depositPixels(3)).toEqual(['dep3', 'deposit']);
    expect(depositPixels(4)).toEqual(['dep4', 'deposit']);
    expect(depositPixels(5)).toEqual(['dep5plus', 'deposit']);
    expect(depositPixels(42)).toEqual(['dep5plus', 'deposit']);
  });

  it('a registration is sign_up and regfin when it succeeds, regnotfin when the server refuses it', async () => {
    const refused = new HttpError(422, 'validation_failed', 'The e-mail is taken');
    await expect(trackSignUp(Promise.reject(refused))).rejects.toBe(refused);
    await expect(trackSignUp(Promise.resolve(signedUp))).resolves.toBe(signedUp);
    expect(names()).toEqual(['pixel_regnotfin', 'sign_up', 'pixel_regfin']);
    expect(thirdPartyEvents.kept().at(-1)).toEqual({ name: 'pixel_regfin', profileId: 'p-7' });
  });

  it('a registration that fails without a refusal (network drop, abort, timeout, a 5xx) is no regnotfin', async () => {
    const failures = [
      new TypeError('Failed to fetch'),
      new DOMException('The user aborted a request.', 'AbortError'),
      new DOMException('The operation timed out.', 'TimeoutError'),
      new HttpError(503, 'unavailable', 'Try again later'),
      new HttpError(200, 'invalid_response', 'The response is not JSON'),
    ];
    for (const failure of failures) await expect(trackSignUp(Promise.reject(failure))).rejects.toBe(failure);
    expect(names()).toEqual([]);
    const rateLimited = new HttpError(429, 'too_many_requests', 'Slow down');
    await expect(trackSignUp(Promise.reject(rateLimited))).rejects.toBe(rateLimited);
    expect(names()).toEqual(['pixel_regnotfin']);
  });

  it('a social or messenger login is sign_up and regfin when the server says it created the player, else login', () => {
    expect(trackExternalLogin(signedUp)).toBe(signedUp);
    expect(names()).toEqual(['login']);
    const created = { ...signedUp, registered: true } as const;
    expect(trackExternalLogin(created)).toBe(created);
    expect(names()).toEqual(['login', 'sign_up', 'pixel_regfin']);
    expect(thirdPartyEvents.player()).toMatchObject({ id: 'p-7' });
    expect(thirdPartyEvents.kept().at(-1)).toEqual({ name: 'pixel_regfin', profileId: 'p-7' });
  });

  it('a bet is bet and bet30, once per player on a page', () => {
    trackBet();
    trackBet();
    thirdPartyEvents.identify({ ...PROFILE });
    trackBet();
    trackBet();
    expect(thirdPartyEvents.kept()).toEqual([
      { name: 'pixel_bet' },
      { name: 'pixel_bet30' },
      { name: 'pixel_bet', profileId: 'p-7' },
      { name: 'pixel_bet30', profileId: 'p-7' },
    ]);
  });

  it('reach the tag manager data layer as pixel_{name} and the pixel as beacons with their action ids, once consent is given', async () => {
    const allowed = new Set<ConsentCategory>();
    const listeners = new Set<() => void>();
    const beacons: string[] = [];
    const global: Record<string, unknown> = {};
    const context: AdapterContext = {
      loadScript: () => Promise.resolve(),
      sendBeacon: (url) => void beacons.push(url),
      global,
      browserFacts: () => ({
        screen: '390x844',
        timeZone: 'UTC',
        plugins: 0,
        mimeTypes: 0,
        memory: 4,
        cores: 2,
        renderer: '',
      }),
    };
    const configs: ThirdPartyAdapterConfig[] = [
      { id: 'tag-manager', category: 'analytics', url: 'https://tags.example.test/gtm.js', key: 'GTM-1' },
      { id: 'retargeting-pixel', category: 'marketing', url: 'https://pixel.example.test/p' },
    ];
    const starters = {
      'tag-manager': () => Promise.resolve(startTagManager),
      'retargeting-pixel': () => Promise.resolve(startRetargetingPixel),
      'session-analytics': () => Promise.reject(new Error('off')),
      'session-recording': () => Promise.reject(new Error('off')),
    };
    startAdapterManager({
      configs,
      consent: {
        allows: (category) => allowed.has(category),
        subscribe: (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      context,
      starters,
      onError: vi.fn(),
    });

    trackPixel('visit');
    await trackSignUp(Promise.resolve(signedUp));
    await settle();
    expect(global.dataLayer).toBeUndefined();
    expect(beacons).toEqual([]);

    allowed.add('analytics');
    allowed.add('marketing');
    listeners.forEach((listener) => listener());
    await settle();
    trackDeposit(1);
    trackBet();
    const events = (global.dataLayer as { event: string; user_id?: string }[]).map(({ event, user_id }) =>
      user_id ? `${event}:${user_id}` : event,
    );
    expect(events).toEqual([
      'gtm.js',
      'session_start',
      'pixel_visit',
      'sign_up:p-7',
      'pixel_regfin:p-7',
      'pixel_ftd:p-7',
      'pixel_deposit:p-7',
      'pixel_bet:p-7',
      'pixel_bet30:p-7',
    ]);
    expect(
      beacons.map((url) => [new URL(url).searchParams.get('action'), new URL(url).searchParams.get('external_id')]),
    ).toEqual([
      // Sent after consent, when the player is known: the visit carries their id too.
      ['80', 'p-7'],
      ['81', 'p-7'],
      ['83', 'p-7'],
      ['89', 'p-7'],
      ['88', 'p-7'],
      ['90', 'p-7'],
    ]);
  });
});
