import { AFFILIATE_TAG_QUERY_KEY, DEFAULT_AFFILIATE_TAG_EXPIRATION_DAYS, REFERRAL_QUERY_KEY } from '@casino/shared';
import { localStore, STORAGE_KEYS } from './storage';

/**
 * Where a new player came from (SPEC.md sections 5 and 9): the affiliate tag of a `stag` link,
 * kept `affiliateTagExpiration` days (30 by default) and only when none is kept already, then
 * taken out of the address; and the referral id of a `ref_id` link (the first when the query
 * has several), kept the same way. Registration sends both (affiliateTag, ref_id); the server
 * attributes a player once, at registration.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
/** Tags and ids longer than this are not ours: the server would cut them anyway. */
const MAX_VALUE_LENGTH = 128;

interface Kept {
  readonly value: string;
  readonly expiresAt: number;
}

/** The first non-empty value of `key` (plain or bracket form: `ref_id[]=`). */
export function firstQueryValue(params: URLSearchParams, key: string): string | undefined {
  const value = [...params.getAll(key), ...params.getAll(`${key}[]`)]
    .map((item) => item.trim())
    .find((item) => item !== '');
  return value === undefined ? undefined : value.slice(0, MAX_VALUE_LENGTH);
}

function readKept(key: string, now: number): string | undefined {
  const raw = localStore.get(key);
  if (!raw) return undefined;
  try {
    const kept = JSON.parse(raw) as Partial<Kept>;
    if (typeof kept.value === 'string' && typeof kept.expiresAt === 'number' && kept.expiresAt > now) return kept.value;
  } catch {
    // not ours: replaced below
  }
  localStore.remove(key);
  return undefined;
}

function keepOnce(key: string, value: string, now: number, days: number): void {
  if (readKept(key, now) !== undefined) return;
  localStore.set(key, JSON.stringify({ value, expiresAt: now + days * DAY_MS } satisfies Kept));
}

export interface AffiliateCapture {
  /** The address without `stag`, when it had one (for history.replaceState). */
  readonly cleanedUrl?: string;
}

/** Keeps the tag and referral id of `url`; returns the address to show without `stag`. */
export function captureAffiliateQuery(
  url: URL,
  now = Date.now(),
  expirationDays = DEFAULT_AFFILIATE_TAG_EXPIRATION_DAYS,
): AffiliateCapture {
  const params = url.searchParams;
  const tag = firstQueryValue(params, AFFILIATE_TAG_QUERY_KEY);
  const referralId = firstQueryValue(params, REFERRAL_QUERY_KEY);
  if (tag) keepOnce(STORAGE_KEYS.affiliateTag, tag, now, expirationDays);
  if (referralId) keepOnce(STORAGE_KEYS.referralId, referralId, now, expirationDays);
  if (!params.has(AFFILIATE_TAG_QUERY_KEY) && !params.has(`${AFFILIATE_TAG_QUERY_KEY}[]`)) return {};
  const cleaned = new URL(url.href);
  cleaned.searchParams.delete(AFFILIATE_TAG_QUERY_KEY);
  cleaned.searchParams.delete(`${AFFILIATE_TAG_QUERY_KEY}[]`);
  return { cleanedUrl: `${cleaned.pathname}${cleaned.search}${cleaned.hash}` };
}

/** At start-up: keep what the address brought, and drop `stag` from it without a navigation. */
export function startAffiliateCapture(): void {
  if (typeof window === 'undefined') return;
  const { cleanedUrl } = captureAffiliateQuery(new URL(window.location.href));
  if (cleanedUrl !== undefined) window.history.replaceState(window.history.state, '', cleanedUrl);
}

/** What a registration sends: the kept tag, and the referral id of the address or the kept one. */
export function attributionFields(now = Date.now()): { affiliateTag?: string; ref_id?: string } {
  const fromAddress =
    typeof window === 'undefined'
      ? undefined
      : firstQueryValue(new URLSearchParams(window.location.search), REFERRAL_QUERY_KEY);
  const affiliateTag = readKept(STORAGE_KEYS.affiliateTag, now);
  const referralId = fromAddress ?? readKept(STORAGE_KEYS.referralId, now);
  return { ...(affiliateTag ? { affiliateTag } : {}), ...(referralId ? { ref_id: referralId } : {}) };
}
