import type { ThirdPartyAdapterConfig } from '@casino/shared';
import { logger } from '@/lib/logger';
import { pageContext } from './page-context';
import { switchedOnAdapter } from './settings';
import type { AdapterContext } from './types';

/**
 * The fraud fingerprint vendor (SPEC.md, Third-party loads: "a visitor fingerprint id is computed
 * at startup"), when the operator sets FINGERPRINT_SCRIPT_URL (and FINGERPRINT_KEY): its visitor
 * id is sent in place of the first-party one (lib/fingerprint) with register, login, auto-login
 * and social login. Its consent category is 'necessary': it runs only for those auth calls, for
 * fraud prevention (multi-accounting, bonus abuse, taken-over accounts) that the operator's licence
 * requires, and its id serves nothing else (no marketing, no analytics), so it needs no cookie
 * consent (ePrivacy Directive art. 5(3)'s strictly-necessary exemption; GDPR art. 6(1)(c)/(f)).
 *
 * The contract, vendor-neutral: the script at the address defines `window.fraudFingerprint` with
 * `load({ key })`, resolving to `{ visitorId }` (an operator whose vendor speaks another API serves
 * a small shim there). A failure, a bad answer or no answer in time is logged only: the
 * first-party id is sent instead, so the fields are never empty.
 */
export const FINGERPRINT_GLOBAL = 'fraudFingerprint';

/** What the vendor's script defines as `window.fraudFingerprint`. */
export interface FingerprintVendor {
  load(options: { readonly key?: string }): Promise<{ readonly visitorId: string }>;
}

/** How long an auth call waits for the vendor (the settings question, the script and its answer) before sending the first-party id. */
export const FINGERPRINT_VENDOR_TIMEOUT_MS = 3_000;

/** What the server's auth calls accept as the second fingerprint field: up to 128 visible characters. */
const VISITOR_ID = /^[\x21-\x7e]{1,128}$/;

function isFingerprintVendor(value: unknown): value is FingerprintVendor {
  return typeof value === 'object' && value !== null && typeof (value as { load?: unknown }).load === 'function';
}

/** The vendor's visitor id: its script loaded and asked; rejects when it fails or answers something unusable. */
export async function vendorVisitorId(config: ThirdPartyAdapterConfig, context: AdapterContext): Promise<string> {
  await context.loadScript(config.url);
  const vendor = context.global[FINGERPRINT_GLOBAL];
  if (!isFingerprintVendor(vendor))
    throw new Error(`the fingerprint script at ${config.url} defines no window.fraudFingerprint`);
  const answer: unknown = await vendor.load(config.key ? { key: config.key } : {});
  const visitorId =
    typeof answer === 'object' && answer !== null ? (answer as { visitorId?: unknown }).visitorId : undefined;
  if (typeof visitorId !== 'string' || !VISITOR_ID.test(visitorId))
    throw new Error('the fingerprint vendor answered no usable visitor id');
  return visitorId;
}

/** The work's answer, or a rejection after `ms`: the vendor's promise may never settle. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the fingerprint vendor did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface FraudVendorOptions {
  readonly find?: () => Promise<ThirdPartyAdapterConfig | undefined>;
  readonly context?: AdapterContext;
  readonly timeoutMs?: number;
}

/**
 * The switched-on vendor's visitor id, or undefined when none is switched on or it did not answer
 * in time (logged only: SPEC.md's error table, failures of third-party loads).
 */
export async function fraudVendorVisitorId(options: FraudVendorOptions = {}): Promise<string | undefined> {
  const find = options.find ?? (() => switchedOnAdapter('fingerprint'));
  const ask = async () => {
    const config = await find();
    return config ? vendorVisitorId(config, options.context ?? pageContext()) : undefined;
  };
  try {
    return await withDeadline(ask(), options.timeoutMs ?? FINGERPRINT_VENDOR_TIMEOUT_MS);
  } catch (error) {
    logger.warn('fraud fingerprint vendor failed; the first-party visitor id is sent', error);
    return undefined;
  }
}
