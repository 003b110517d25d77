import { classifyNavigation } from '@/lib/navigation';

/** What /redirect?url=<address> does with its address (SPEC.md section 2). */
export type RedirectDecision =
  /** Our own page: go there at once. */
  | { readonly kind: 'internal'; readonly path: string }
  /** Another site: the player confirms on the interstitial, so /redirect is no open redirect. */
  | { readonly kind: 'external'; readonly href: string; readonly host: string }
  /** Missing, malformed or not http(s) (javascript:, data:): refused. */
  | { readonly kind: 'invalid' };

/** The decision for the `url` query parameter (null when absent), seen from the page at `origin`. */
export function redirectDecision(address: string | null, origin: string): RedirectDecision {
  const trimmed = address?.trim() ?? '';
  // An empty address would resolve to the origin itself: a link without a target is a broken link.
  if (trimmed === '') return { kind: 'invalid' };
  const target = classifyNavigation(trimmed, origin);
  if (target.kind !== 'external') return target;
  // The host as the browser will reach it (punycode for look-alike letters), shown so it cannot hide in the path.
  return { kind: 'external', href: target.href, host: new URL(target.href).host };
}
