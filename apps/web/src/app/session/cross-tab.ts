import type { SessionMarker } from '@/lib/session';

/** What this tab does when another tab of the browser logs in or out (SPEC.md section 4). */
export type CrossTabAction = 'reload' | 'go-home' | 'none';

export interface TabSession {
  readonly isLoggedIn: boolean;
  /** The player this tab shows, when it knows. */
  readonly profileId: string | undefined;
  /** The player of the token now stored (the `sub` claim), when there is one. */
  readonly storedPlayerId: string | undefined;
}

/**
 * A logged-out tab that sees a login reloads, and comes back logged in; a logged-in tab that sees
 * a logout goes to the home page. Beyond the spec: a logged-in tab that sees another player log
 * in (the shared token now names someone else) reloads too, rather than show one player's page
 * with another's token.
 */
export function crossTabAction(marker: SessionMarker, tab: TabSession): CrossTabAction {
  if (marker === 'logout') return tab.isLoggedIn ? 'go-home' : 'none';
  if (!tab.isLoggedIn) return 'reload';
  const switchedPlayer =
    tab.profileId !== undefined && tab.storedPlayerId !== undefined && tab.storedPlayerId !== tab.profileId;
  return switchedPlayer ? 'reload' : 'none';
}

/** The `sub` claim (player id) of a JWT, or undefined when it cannot be read. */
export function tokenSubject(token: string | undefined): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}
