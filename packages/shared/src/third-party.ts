/**
 * The third-party loads of SPEC.md section 7 ("Third-party loads"), as the server configures them
 * (environment variables, all off by default) and `GET /api/settings/third-party` tells the web app.
 * Each needs the visitor's consent to one cookie category before the web app loads anything of it.
 */
export const THIRD_PARTY_ADAPTER_IDS = [
  'tag-manager',
  'retargeting-pixel',
  'session-analytics',
  'session-recording',
] as const;
export type ThirdPartyAdapterId = (typeof THIRD_PARTY_ADAPTER_IDS)[number];

/** The cookie categories a visitor may allow besides the necessary ones. */
export type ConsentCategory = 'analytics' | 'marketing';

/** What each adapter needs consent to. */
export const THIRD_PARTY_CATEGORIES: Readonly<Record<ThirdPartyAdapterId, ConsentCategory>> = {
  'tag-manager': 'analytics',
  'retargeting-pixel': 'marketing',
  'session-analytics': 'analytics',
  'session-recording': 'analytics',
};

/** A switched-on adapter's public configuration: nothing secret, the browser reads it. */
export interface ThirdPartyAdapterConfig {
  readonly id: ThirdPartyAdapterId;
  readonly category: ConsentCategory;
  /** Where the vendor's script (tag manager, session tools) or beacon (the pixel) is. */
  readonly url: string;
  /** The container id or project key the vendor's script is started with, when it takes one. */
  readonly key?: string;
}
