import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localStore, STORAGE_KEYS } from '@/lib/storage';
import { CONSENT_VERSION, consentStore, parseConsent } from './consent-store';

// A browser's local storage, in place before lib/storage loads (it looks for a window once).
vi.hoisted(() => {
  const stored = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  Object.assign(globalThis, { window: { localStorage } });
});

describe('consent store', () => {
  beforeEach(() => localStore.remove(STORAGE_KEYS.cookieConsent));

  it('has no answer and allows nothing optional until the visitor decides', () => {
    expect(consentStore.snapshot()).toEqual({ answered: false, analytics: false, marketing: false });
    expect(consentStore.allows('analytics')).toBe(false);
  });

  it('stores a choice with its version, tells the listeners and keeps one snapshot until the next change', () => {
    const listener = vi.fn();
    const unsubscribe = consentStore.subscribe(listener);
    consentStore.decide({ analytics: true, marketing: false });
    expect(listener).toHaveBeenCalledTimes(1);
    const stored = JSON.parse(localStore.get(STORAGE_KEYS.cookieConsent) ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ version: CONSENT_VERSION, analytics: true, marketing: false });
    expect(consentStore.snapshot()).toBe(consentStore.snapshot());
    expect(consentStore.allows('analytics')).toBe(true);
    expect(consentStore.allows('marketing')).toBe(false);
    unsubscribe();
    consentStore.acceptAll();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(consentStore.snapshot()).toEqual({ answered: true, analytics: true, marketing: true });
    consentStore.necessaryOnly();
    expect(consentStore.snapshot()).toEqual({ answered: true, analytics: false, marketing: false });
  });

  it('asks again for another policy version and reads the old notice as necessary cookies only', () => {
    expect(
      parseConsent(JSON.stringify({ version: CONSENT_VERSION + 1, analytics: true, marketing: true })).answered,
    ).toBe(false);
    expect(parseConsent('{"acceptedAt":"2026-01-01T00:00:00Z"}')).toEqual({
      answered: true,
      analytics: false,
      marketing: false,
    });
    expect(parseConsent('not json').answered).toBe(false);
    expect(parseConsent('null').answered).toBe(false);
    expect(parseConsent(JSON.stringify({ version: CONSENT_VERSION, analytics: 'yes' }))).toEqual({
      answered: true,
      analytics: false,
      marketing: false,
    });
  });
});
