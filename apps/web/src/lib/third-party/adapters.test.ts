import { describe, expect, it } from 'vitest';
import type { ThirdPartyAdapterConfig } from '@casino/shared';
import { parseAdapterConfigs } from './parse-config';
import { startRetargetingPixel } from './retargeting-pixel';
import { startSessionAnalytics, startSessionRecording } from './session-tools';
import { startTagManager } from './tag-manager';
import type { AdapterContext } from './types';

/** A page of our own: scripts and beacons are recorded, never requested. */
function fakeContext() {
  const scripts: string[] = [];
  const beacons: string[] = [];
  const global: Record<string, unknown> = {};
  const context: AdapterContext = {
    loadScript: (url) => {
      scripts.push(url);
      return Promise.resolve();
    },
    sendBeacon: (url) => void beacons.push(url),
    global,
    browserFacts: () => ({
      screen: '1920x1080',
      timeZone: 'Europe/Tallinn',
      plugins: 5,
      mimeTypes: 2,
      memory: 8,
      cores: 4,
      renderer: 'ANGLE (Test GPU)',
    }),
  };
  return { context, scripts, beacons, global };
}

const PLAYER = { id: 'p-1', email: 'ann@example.com', phone: '+3725550000', firstName: 'Ann', lastName: 'Lee' };

describe('tag manager', () => {
  const config: ThirdPartyAdapterConfig = {
    id: 'tag-manager',
    category: 'analytics',
    url: 'https://tags.example.test/gtm.js',
    key: 'GTM-TEST1',
  };

  it('loads its loader with the container id, the data layer already started with session_start', async () => {
    const page = fakeContext();
    const adapter = await startTagManager(config, page.context);
    expect(page.scripts).toEqual(['https://tags.example.test/gtm.js?id=GTM-TEST1']);
    const dataLayer = page.global.dataLayer as Record<string, unknown>[];
    expect(dataLayer.map((entry) => entry.event)).toEqual(['gtm.js', 'session_start']);
    adapter.track({ name: 'login', profileId: 'p-1' });
    adapter.track({ name: 'sign_up', profileId: 'p-2' });
    adapter.track({ name: 'pixel_deposit' });
    adapter.track({ name: 'session_start' });
    expect(dataLayer.slice(2)).toEqual([
      { event: 'login', user_id: 'p-1' },
      { event: 'sign_up', user_id: 'p-2' },
      { event: 'pixel_deposit' },
    ]);
  });

  it('keeps what a page already pushed to the data layer', async () => {
    const page = fakeContext();
    page.global.dataLayer = [{ event: 'earlier' }];
    await startTagManager(config, page.context);
    expect((page.global.dataLayer as unknown[])[0]).toEqual({ event: 'earlier' });
  });
});

describe('retargeting pixel', () => {
  it('sends one image beacon per pixel event with its action id, the spec fields and the profile id as external id, and loads no script', async () => {
    const page = fakeContext();
    const adapter = await startRetargetingPixel(
      { id: 'retargeting-pixel', category: 'marketing', url: 'https://pixel.example.test/p?site=7' },
      page.context,
    );
    adapter.track({ name: 'pixel_visit' });
    adapter.identify(PLAYER);
    adapter.track({ name: 'login', profileId: 'p-1' });
    adapter.track({ name: 'pixel_ftd' });
    adapter.track({ name: 'pixel_bet30', profileId: 'p-2' });
    adapter.track({ name: 'pixel_unknown' });
    expect(page.scripts).toEqual([]);
    expect(page.beacons).toHaveLength(3);
    const [first, second, third] = page.beacons.map((url) => new URL(url));
    expect(Object.fromEntries(first?.searchParams ?? [])).toEqual({
      site: '7',
      action: '80',
      screen: '1920x1080',
      tz: 'Europe/Tallinn',
      plugins: '5',
      mime: '2',
      memory: '8',
      cores: '4',
      renderer: 'ANGLE (Test GPU)',
    });
    expect(second?.searchParams.get('action')).toBe('83');
    expect(second?.searchParams.get('external_id')).toBe('p-1');
    expect(third?.searchParams.get('action')).toBe('90');
    expect(third?.searchParams.get('external_id')).toBe('p-2');
  });
});

describe('session analytics and recording', () => {
  it('start with the project key, load the script, identify by id, e-mail, phone and names, and reset on logout', async () => {
    for (const [start, queueName] of [
      [startSessionAnalytics, 'sessionAnalytics'],
      [startSessionRecording, 'sessionRecording'],
    ] as const) {
      const page = fakeContext();
      const adapter = await start(
        { id: 'session-analytics', category: 'analytics', url: 'https://rec.example.test/r.js', key: 'proj-1' },
        page.context,
      );
      expect(page.scripts).toEqual(['https://rec.example.test/r.js']);
      adapter.identify(PLAYER);
      adapter.track({ name: 'login', profileId: 'p-1' });
      adapter.identify(null);
      expect(page.global[queueName]).toEqual([
        ['init', 'proj-1'],
        ['identify', 'p-1', { email: 'ann@example.com', phone: '+3725550000', firstName: 'Ann', lastName: 'Lee' }],
        ['event', 'login'],
        ['reset'],
      ]);
    }
  });
});

describe('the server settings answer', () => {
  it('keeps the adapters it knows, with the category this build knows for each, and drops anything else', () => {
    expect(
      parseAdapterConfigs({
        data: [
          { id: 'tag-manager', category: 'marketing', url: 'https://tags.example.test/gtm.js', key: 'GTM-1' },
          { id: 'retargeting-pixel', url: 'https://pixel.example.test/p' },
          { id: 'unknown-vendor', url: 'https://x.example.test' },
          { id: 'session-recording' },
          'nonsense',
        ],
      }),
    ).toEqual([
      { id: 'tag-manager', category: 'analytics', url: 'https://tags.example.test/gtm.js', key: 'GTM-1' },
      { id: 'retargeting-pixel', category: 'marketing', url: 'https://pixel.example.test/p' },
    ]);
    expect(parseAdapterConfigs(null)).toEqual([]);
    expect(parseAdapterConfigs({ data: 'x' })).toEqual([]);
  });
});
