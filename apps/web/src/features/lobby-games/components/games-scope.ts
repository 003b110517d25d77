/**
 * What `/games/{params...}` names (SPEC.md section 2, the catch-all): `/games` is every game,
 * `/games/{collection}` one collection, `/games/providers/{studio}` one studio's games. Anything
 * else is no list at all.
 */
export type GamesScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'collection'; readonly identity: string }
  | { readonly kind: 'provider'; readonly identity: string }
  | { readonly kind: 'unknown' };

/** The server's identity rule: lowercase slug of letters, digits and single hyphens, up to 64. */
const IDENTITY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const IDENTITY_MAX_LENGTH = 64;
const PROVIDERS_SEGMENT = 'providers';

const identityOf = (segment: string): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment).toLowerCase();
  } catch {
    return undefined;
  }
  return decoded.length <= IDENTITY_MAX_LENGTH && IDENTITY.test(decoded) ? decoded : undefined;
};

/** `splat` is the route's `*` parameter (no leading slash); a trailing slash is forgiven. */
export function gamesScopeOf(splat: string | undefined): GamesScope {
  const segments = (splat ?? '').split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return { kind: 'all' };
  const [first = '', second] = segments;
  if (segments.length === 1) {
    const identity = identityOf(first);
    return identity ? { kind: 'collection', identity } : { kind: 'unknown' };
  }
  if (segments.length === 2 && first === PROVIDERS_SEGMENT && second !== undefined) {
    const identity = identityOf(second);
    return identity ? { kind: 'provider', identity } : { kind: 'unknown' };
  }
  return { kind: 'unknown' };
}
