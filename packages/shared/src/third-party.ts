/**
 * The third-party loads of SPEC.md section 7 ("Third-party loads"), as the server configures them
 * (environment variables, all off by default) and `GET /api/settings/third-party` tells the web app.
 * Most need the visitor's consent to one cookie category before the web app loads anything of
 * them; the necessary ones load only when the visitor asks for what they do (the chat widget) or
 * for an auth call (the fraud fingerprint).
 */
export const THIRD_PARTY_ADAPTER_IDS = [
  'tag-manager',
  'retargeting-pixel',
  'session-analytics',
  'session-recording',
  'chat-widget',
  'fingerprint',
] as const;
export type ThirdPartyAdapterId = (typeof THIRD_PARTY_ADAPTER_IDS)[number];

/** The cookie categories a visitor may allow besides the necessary ones. */
export type ConsentCategory = 'analytics' | 'marketing';
/** What an adapter needs: a category the visitor allowed, or nothing ('necessary': the service asked for, or fraud prevention). */
export type ThirdPartyCategory = 'necessary' | ConsentCategory;

/**
 * What each adapter needs consent to. The two necessary ones, under ePrivacy Directive art. 5(3)'s
 * exemption for what is strictly necessary for a service the user explicitly requested:
 * - the chat widget loads only once the visitor opens support: the chat is the service asked for;
 * - the fraud fingerprint runs only with an auth call: preventing account fraud (multi-accounting,
 *   bonus abuse, stolen accounts) is part of signing in and registering, and a casino's licence
 *   requires it. It is used for nothing else (no marketing, no analytics).
 */
export const THIRD_PARTY_CATEGORIES: Readonly<Record<ThirdPartyAdapterId, ThirdPartyCategory>> = {
  'tag-manager': 'analytics',
  'retargeting-pixel': 'marketing',
  'session-analytics': 'analytics',
  'session-recording': 'analytics',
  'chat-widget': 'necessary',
  fingerprint: 'necessary',
};

/** A switched-on adapter's public configuration: nothing secret, the browser reads it. */
export interface ThirdPartyAdapterConfig {
  readonly id: ThirdPartyAdapterId;
  readonly category: ThirdPartyCategory;
  /** Where the vendor's script (tag manager, session tools, chat widget, fingerprint) or beacon (the pixel) is. */
  readonly url: string;
  /** The container id or project key the vendor's script is started with, when it takes one. */
  readonly key?: string;
}
