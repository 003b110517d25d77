import type { ConsentCategory } from '@casino/shared';
import { localStore, STORAGE_KEYS } from '@/lib/storage';

export type { ConsentCategory };
/** The optional cookie categories; necessary cookies are always on and never asked about. */
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['analytics', 'marketing'];

export type ConsentChoice = Readonly<Record<ConsentCategory, boolean>>;

export interface ConsentState extends ConsentChoice {
  /** The visitor has answered the question of the current policy version. */
  readonly answered: boolean;
}

/**
 * The policy version the stored choice answers: raising it (a new category, a new vendor the law
 * says to ask about) asks every visitor again. Version 1 is the first one with categories.
 */
export const CONSENT_VERSION = 1;

const NOTHING: ConsentState = { answered: false, analytics: false, marketing: false };
/** The cookie notice before categories (`{ acceptedAt }`) allowed necessary cookies only: nothing more is granted from it. */
const LEGACY: ConsentState = { answered: true, analytics: false, marketing: false };

interface StoredConsent {
  readonly version: number;
  readonly analytics: boolean;
  readonly marketing: boolean;
  readonly decidedAt: string;
}

/** Reads the stored record; anything unreadable or of another version counts as no answer. */
export function parseConsent(raw: string | null): ConsentState {
  if (raw === null) return NOTHING;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return NOTHING;
  }
  if (typeof value !== 'object' || value === null) return NOTHING;
  const record = value as Partial<StoredConsent> & { acceptedAt?: unknown };
  if (record.version === undefined) return typeof record.acceptedAt === 'string' ? LEGACY : NOTHING;
  if (record.version !== CONSENT_VERSION) return NOTHING;
  return { answered: true, analytics: record.analytics === true, marketing: record.marketing === true };
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
// An answer given in another tab applies here too: its popup goes, its adapters may start.
if (typeof window !== 'undefined') {
  window.addEventListener?.('storage', (event) => {
    if (event.key === STORAGE_KEYS.cookieConsent || event.key === null) notify();
  });
}
// One object per stored value, so useSyncExternalStore sees a stable snapshot between changes.
let cached: { raw: string | null; state: ConsentState } | undefined;

function snapshot(): ConsentState {
  const raw = localStore.get(STORAGE_KEYS.cookieConsent);
  if (cached?.raw !== raw) cached = { raw, state: parseConsent(raw) };
  return cached.state;
}

/**
 * The visitor's cookie choice (the cookie popup, the cookie-request and categories modals):
 * what the third-party adapters (lib/third-party) read before loading anything.
 */
export const consentStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot,
  // Prerendered HTML cannot know the visitor: it shows no prompt, which appears after hydration.
  serverSnapshot: (): ConsentState => LEGACY,
  hasAnswered: (): boolean => snapshot().answered,
  allows: (category: ConsentCategory): boolean => snapshot()[category],
  decide: (choice: ConsentChoice): void => {
    const record: StoredConsent = {
      version: CONSENT_VERSION,
      analytics: choice.analytics,
      marketing: choice.marketing,
      decidedAt: new Date().toISOString(),
    };
    localStore.set(STORAGE_KEYS.cookieConsent, JSON.stringify(record));
    notify();
  },
  acceptAll: (): void => consentStore.decide({ analytics: true, marketing: true }),
  necessaryOnly: (): void => consentStore.decide({ analytics: false, marketing: false }),
};
