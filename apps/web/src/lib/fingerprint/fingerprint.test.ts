import { afterEach, describe, expect, it, vi } from 'vitest';
import { fraudVendorVisitorId } from '@/lib/third-party/fingerprint';
import { STORAGE_KEYS } from '../storage';
import { deviceFingerprint, resetDeviceFingerprintForTests, storedDeviceId, withDeviceFingerprint } from './index';
import { visitorHash, withoutVersions, type VisitorSignals } from './visitor-signals';

const SIGNALS: VisitorSignals = {
  userAgent: withoutVersions(
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ),
  platform: 'Linux',
  mobile: false,
  hardwareConcurrency: 8,
  deviceMemory: 8,
  maxTouchPoints: 0,
  screen: [1080, 1920],
  colourDepth: 24,
  pixelRatio: 1,
  timeZone: 'Europe/Berlin',
  languages: ['de-DE', 'en'],
  canvas: 'data:image/png;base64,AAAA',
  webgl: 'Google Inc.|ANGLE (Intel)',
};

/** A browser-like global: local storage in a map, and the navigator and screen the signals read. */
function stubBrowser(): Map<string, string> {
  const stored = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  vi.stubGlobal('window', { localStorage });
  vi.stubGlobal('navigator', {
    userAgent: 'Test/1.2.3',
    platform: 'Linux',
    languages: ['en'],
    language: 'en',
    hardwareConcurrency: 4,
    maxTouchPoints: 0,
  });
  vi.stubGlobal('screen', { width: 1280, height: 800, colorDepth: 24 });
  // No canvas in Node: the drawing and WebGL signals are empty, never an error.
  vi.stubGlobal('document', { createElement: () => ({ getContext: () => null }) });
  return stored;
}

// The fraud vendor (lib/third-party/fingerprint.ts, tested there): switched off unless a test answers for it.
vi.mock('@/lib/third-party/fingerprint', () => ({ fraudVendorVisitorId: vi.fn(() => Promise.resolve(undefined)) }));

afterEach(() => {
  vi.mocked(fraudVendorVisitorId).mockClear();
  vi.unstubAllGlobals();
  resetDeviceFingerprintForTests();
});

describe('the visitor hash', () => {
  it('is the SHA-256 of the signals, the same for the same signals and different for another device', async () => {
    const hash = await visitorHash(SIGNALS);
    expect(hash).toMatch(/^[\da-f]{64}$/);
    expect(await visitorHash({ ...SIGNALS })).toBe(hash);
    expect(await visitorHash({ ...SIGNALS, hardwareConcurrency: 4 })).not.toBe(hash);
  });

  it('survives a browser update: version numbers are left out of the user agent', () => {
    const before = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';
    const after = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15';
    expect(withoutVersions(after)).toBe(withoutVersions(before));
    expect(withoutVersions(before)).not.toMatch(/\d/);
  });

  it('falls back to a 64-bit hash where SubtleCrypto is missing (insecure contexts)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(await visitorHash(SIGNALS)).toMatch(/^fnv-[\da-f]{16}$/);
  });
});

describe('the device fingerprint fields', () => {
  it('keep one random id per browser in local storage, and make a new one for a bad stored value', () => {
    const stored = stubBrowser();
    const id = storedDeviceId();
    expect(id).toMatch(/^[\da-f-]{36}$/);
    expect(stored.get(STORAGE_KEYS.deviceId)).toBe(id);
    expect(storedDeviceId()).toBe(id);
    stored.set(STORAGE_KEYS.deviceId, '<script>');
    expect(storedDeviceId()).not.toBe('<script>');
  });

  it('are both non-empty, computed once, and added to an auth call body', async () => {
    stubBrowser();
    const fields = await deviceFingerprint();
    expect(fields.fingerprint).toBe(storedDeviceId());
    expect(fields.visitorId).toMatch(/^[\da-f]{64}$/);
    expect(await deviceFingerprint()).toBe(fields);
    expect(await withDeviceFingerprint({ email: 'a@example.com', password: 'secret' })).toEqual({
      email: 'a@example.com',
      password: 'secret',
      ...fields,
    });
  });

  it("carry the fraud vendor's visitor id when it answered, and the first-party one when it did not", async () => {
    stubBrowser();
    vi.mocked(fraudVendorVisitorId).mockResolvedValueOnce('vendor-visitor-7');
    const withVendor = await deviceFingerprint();
    expect(withVendor).toEqual({ fingerprint: storedDeviceId(), visitorId: 'vendor-visitor-7' });
    resetDeviceFingerprintForTests();
    // Off, failed or late: the vendor module answers undefined (it logs why).
    vi.mocked(fraudVendorVisitorId).mockResolvedValueOnce(undefined);
    expect((await deviceFingerprint()).visitorId).toMatch(/^[\da-f]{64}$/);
    expect(fraudVendorVisitorId).toHaveBeenCalledTimes(2);
  });

  it('still carry an id when storage refuses (private modes): a new one per page', async () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    vi.stubGlobal('navigator', { userAgent: 'Test', platform: '', languages: [], language: 'en' });
    vi.stubGlobal('document', { createElement: () => ({ getContext: () => null }) });
    const { fingerprint, visitorId } = await deviceFingerprint();
    expect(fingerprint).not.toBe('');
    expect(visitorId).not.toBe('');
  });
});
