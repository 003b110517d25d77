import { localStore, STORAGE_KEYS } from '@/lib/storage';

/**
 * The device fingerprint every auth call carries (SPEC.md, Auth: register, login, auto-login and
 * social login "add fingerprint and the second fingerprint field"), first-party and always on:
 *
 * - `fingerprint`: this browser's own random id, made once and kept in local storage. The server
 *   keeps it on the session and links accounts by it (a second no-deposit bonus on one device is
 *   refused), so it must never be shared by two people: a hash of browser signals would be
 *   (identical phones give identical signals).
 * - `visitorId`: the visitor id of the fraud fingerprint (SPEC.md, Third-party loads): the
 *   vendor's when the operator switched one on (FINGERPRINT_SCRIPT_URL, lib/third-party/fingerprint.ts)
 *   and it answered in time; otherwise ours, a SHA-256 hash of stable browser signals, which
 *   survives cleared storage and private windows.
 *
 * The signals and the vendor are read by separate chunks, loaded when an auth form opens or an
 * auth call is made, never on the way to the first paint. Neither field is ever empty: should
 * the vendor fail (logged only) the first-party id is sent, and should the signals' chunk fail to
 * load, the stored id.
 */
export interface DeviceFingerprint {
  readonly fingerprint: string;
  readonly visitorId: string;
}

let pending: Promise<DeviceFingerprint> | undefined;

/** The fingerprint fields, computed once per page (later calls share the first one's answer). */
export function deviceFingerprint(): Promise<DeviceFingerprint> {
  pending ??= (async () => {
    const fingerprint = storedDeviceId();
    const vendor = await import('@/lib/third-party/fingerprint')
      .then((fraudVendor) => fraudVendor.fraudVendorVisitorId())
      .catch(() => undefined);
    const visitorId =
      vendor ??
      (await import('./visitor-signals')
        .then((signals) => signals.visitorHash(signals.readVisitorSignals()))
        .catch(() => fingerprint));
    return { fingerprint, visitorId };
  })();
  return pending;
}

/** Starts the computation without waiting for it: called when an auth form opens, so the call finds it done. */
export function prepareDeviceFingerprint(): void {
  void deviceFingerprint();
}

/** An auth call's body with both fingerprint fields added. */
export async function withDeviceFingerprint<Body extends object>(body: Body): Promise<Body & DeviceFingerprint> {
  return { ...body, ...(await deviceFingerprint()) };
}

/** This browser's random id: read from local storage, or made and saved there (for this page only when storage refuses). */
export function storedDeviceId(): string {
  const stored = localStore.get(STORAGE_KEYS.deviceId);
  if (stored && DEVICE_ID_PATTERN.test(stored)) return stored;
  const made = randomId();
  localStore.set(STORAGE_KEYS.deviceId, made);
  return made;
}

const DEVICE_ID_PATTERN = /^[\da-f-]{32,64}$/;

/** 128 random bits as a UUID when the context allows randomUUID (secure contexts), else as hex. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Forgets the computed fields (tests only). */
export function resetDeviceFingerprintForTests(): void {
  pending = undefined;
}
