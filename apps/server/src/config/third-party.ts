import { z } from 'zod';
import { THIRD_PARTY_CATEGORIES, type ThirdPartyAdapterConfig, type ThirdPartyAdapterId } from '@casino/shared';

/** An unset or empty variable is an adapter left off. */
const unset = z.literal('').transform(() => undefined);
/** A vendor's address: http(s) only (a `javascript:` or `data:` address would be a script of our own choosing). */
export const vendorUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .optional()
  .or(unset);
/** A container id or project key: put into a script's query, so letters, digits, `-` and `_` only. */
export const vendorKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'letters, digits, - and _ only')
  .optional()
  .or(unset);

/** Google Tag Manager's loader, the usual tag manager; TAG_MANAGER_SCRIPT_URL points elsewhere (a server-side container, a test stand-in). */
export const DEFAULT_TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

export interface ThirdPartyEnvironment {
  readonly TAG_MANAGER_ID?: string | undefined;
  readonly TAG_MANAGER_SCRIPT_URL?: string | undefined;
  readonly RETARGETING_PIXEL_URL?: string | undefined;
  readonly SESSION_ANALYTICS_URL?: string | undefined;
  readonly SESSION_ANALYTICS_KEY?: string | undefined;
  readonly SESSION_RECORDING_URL?: string | undefined;
  readonly SESSION_RECORDING_KEY?: string | undefined;
  readonly CHAT_WIDGET_URL?: string | undefined;
  readonly CHAT_WIDGET_KEY?: string | undefined;
  readonly FINGERPRINT_SCRIPT_URL?: string | undefined;
  readonly FINGERPRINT_KEY?: string | undefined;
}

const adapter = (id: ThirdPartyAdapterId, url: string, key: string | undefined): ThirdPartyAdapterConfig =>
  Object.freeze({ id, category: THIRD_PARTY_CATEGORIES[id], url, ...(key === undefined ? {} : { key }) });

/**
 * The switched-on third-party adapters, from the environment: each is off until its variable is
 * set (the tag manager by its container id, the others by their address).
 */
export function thirdPartyAdapters(values: ThirdPartyEnvironment): readonly ThirdPartyAdapterConfig[] {
  const adapters: ThirdPartyAdapterConfig[] = [];
  if (values.TAG_MANAGER_ID)
    adapters.push(
      adapter('tag-manager', values.TAG_MANAGER_SCRIPT_URL ?? DEFAULT_TAG_MANAGER_SCRIPT_URL, values.TAG_MANAGER_ID),
    );
  if (values.RETARGETING_PIXEL_URL)
    adapters.push(adapter('retargeting-pixel', values.RETARGETING_PIXEL_URL, undefined));
  if (values.SESSION_ANALYTICS_URL)
    adapters.push(adapter('session-analytics', values.SESSION_ANALYTICS_URL, values.SESSION_ANALYTICS_KEY));
  if (values.SESSION_RECORDING_URL)
    adapters.push(adapter('session-recording', values.SESSION_RECORDING_URL, values.SESSION_RECORDING_KEY));
  if (values.CHAT_WIDGET_URL) adapters.push(adapter('chat-widget', values.CHAT_WIDGET_URL, values.CHAT_WIDGET_KEY));
  if (values.FINGERPRINT_SCRIPT_URL)
    adapters.push(adapter('fingerprint', values.FINGERPRINT_SCRIPT_URL, values.FINGERPRINT_KEY));
  return Object.freeze(adapters);
}

/** The origins the site's CSP must allow: those of the switched-on adapters, and no other. */
export function thirdPartyOrigins(adapters: readonly ThirdPartyAdapterConfig[]): string[] {
  return [...new Set(adapters.map((entry) => new URL(entry.url).origin))];
}
