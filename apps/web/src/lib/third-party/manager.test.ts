import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentCategory, ThirdPartyAdapterConfig, ThirdPartyAdapterId } from '@casino/shared';
import { resetThirdPartyEventsForTests, thirdPartyEvents, trackAuth, trackPixel } from './events';
import { startAdapterManager, type ConsentSource } from './manager';
import type { AdapterContext, AdapterStarter, ThirdPartyAdapter } from './types';

/** A consent the test answers. */
function fakeConsent() {
  const allowed = new Set<ConsentCategory>();
  const listeners = new Set<() => void>();
  const source: ConsentSource = {
    allows: (category) => allowed.has(category),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (categories: ConsentCategory[]) => {
    allowed.clear();
    categories.forEach((category) => allowed.add(category));
    listeners.forEach((listener) => listener());
  };
  return { source, set };
}

/** Adapters that record what they get; their "script" is a flag, never loaded. */
function recordingStarters() {
  const started: ThirdPartyAdapterId[] = [];
  const received: Record<string, string[]> = {};
  const starter =
    (id: ThirdPartyAdapterId): (() => Promise<AdapterStarter>) =>
    () =>
      Promise.resolve(() => {
        started.push(id);
        received[id] = [];
        const adapter: ThirdPartyAdapter = {
          id,
          track: (event) => void received[id]?.push(event.name),
          identify: (player) => void received[id]?.push(`identify:${player?.id ?? 'none'}`),
        };
        return Promise.resolve(adapter);
      });
  const starters = {
    'tag-manager': starter('tag-manager'),
    'retargeting-pixel': starter('retargeting-pixel'),
    'session-analytics': starter('session-analytics'),
    'session-recording': starter('session-recording'),
    'chat-widget': starter('chat-widget'),
    fingerprint: starter('fingerprint'),
  };
  return { started, received, starters };
}

const CONFIGS: ThirdPartyAdapterConfig[] = [
  { id: 'tag-manager', category: 'analytics', url: 'https://tags.example.test/gtm.js', key: 'GTM-1' },
  { id: 'retargeting-pixel', category: 'marketing', url: 'https://pixel.example.test/p' },
];
const CONTEXT = {} as AdapterContext;
const PROFILE = { id: 'p-9', email: 'a@example.com', phone: null, firstName: 'A', lastName: null };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('third-party adapter manager', () => {
  beforeEach(() => resetThirdPartyEventsForTests());

  it('starts nothing before consent, then each adapter of an allowed category, with the events of the page so far', async () => {
    const consent = fakeConsent();
    const { started, received, starters } = recordingStarters();
    const stop = startAdapterManager({
      configs: CONFIGS,
      consent: consent.source,
      context: CONTEXT,
      starters,
      onError: vi.fn(),
    });
    trackAuth('login', { accessToken: 't', profile: PROFILE } as unknown as Parameters<typeof trackAuth>[1]);
    await settle();
    expect(started).toEqual([]);

    consent.set(['analytics']);
    await settle();
    expect(started).toEqual(['tag-manager']);
    expect(received['tag-manager']).toEqual(['identify:p-9', 'login']);

    trackPixel('deposit');
    consent.set(['analytics', 'marketing']);
    await settle();
    expect(started).toEqual(['tag-manager', 'retargeting-pixel']);
    expect(received['tag-manager']).toEqual(['identify:p-9', 'login', 'pixel_deposit']);
    expect(received['retargeting-pixel']).toEqual(['identify:p-9', 'login', 'pixel_deposit']);

    // Withdrawn: nothing more reaches it (its script stays until the next page).
    consent.set(['marketing']);
    thirdPartyEvents.track({ name: 'sign_up' });
    thirdPartyEvents.identify(null);
    expect(received['tag-manager']).toEqual(['identify:p-9', 'login', 'pixel_deposit']);
    expect(received['retargeting-pixel']?.slice(3)).toEqual(['sign_up', 'identify:none']);
    stop();
    thirdPartyEvents.track({ name: 'login' });
    expect(received['retargeting-pixel']).toHaveLength(5);
  });

  it('starts an adapter once however often the consent changes, and logs one that fails', async () => {
    const consent = fakeConsent();
    const { started, starters } = recordingStarters();
    const onError = vi.fn();
    const failing = { ...starters, 'retargeting-pixel': () => Promise.reject(new Error('blocked')) };
    startAdapterManager({ configs: CONFIGS, consent: consent.source, context: CONTEXT, starters: failing, onError });
    consent.set(['analytics', 'marketing']);
    consent.set(['analytics', 'marketing']);
    await settle();
    expect(started).toEqual(['tag-manager']);
    expect(onError).toHaveBeenCalledWith('retargeting-pixel', expect.any(Error));
  });

  it('never starts a necessary adapter (chat widget, fingerprint): they start when the visitor asks for their service', async () => {
    const { started, starters } = recordingStarters();
    const onError = vi.fn();
    const necessary: ThirdPartyAdapterConfig[] = [
      { id: 'chat-widget', category: 'necessary', url: 'https://chat.example.test/w.js' },
      { id: 'fingerprint', category: 'necessary', url: 'https://fp.example.test/a.js' },
    ];
    // A consent that allows whatever it is asked about: still not these two.
    const everything: ConsentSource = { allows: () => true, subscribe: () => () => undefined };
    startAdapterManager({
      configs: [...necessary, ...CONFIGS],
      consent: everything,
      context: CONTEXT,
      starters,
      onError,
    });
    await settle();
    expect(started).toEqual(['tag-manager', 'retargeting-pixel']);
    expect(onError).not.toHaveBeenCalled();
  });
});
