import { useViewer } from '@/lib/viewer';
import { sessionToken } from '@/lib/session';

/**
 * Who the lobby lists are for. Game lists carry the viewer's favourites, so their cache is kept
 * per viewer: a guest's cached rows never show another player's hearts after a login.
 */
export const GUEST_VIEWER = 'guest';

/**
 * The logged-in player's profile id: the `sub` claim of the stored access token (the server signs
 * the player id there). Read from the token because features do not import each other, and the
 * profile lives in the profile feature.
 */
export function currentProfileId(): string | undefined {
  const token = sessionToken.read();
  if (token !== lastRead.token) lastRead = { token, profileId: token === undefined ? undefined : subjectOf(token) };
  return lastRead.profileId;
}

/** Every tile asks; the token changes only at login and refresh, so it is decoded once per token. */
let lastRead: { token: string | undefined; profileId: string | undefined } = { token: undefined, profileId: undefined };

function subjectOf(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}

export interface LobbyViewer {
  readonly isLoggedIn: boolean;
  /** The profile id, or GUEST_VIEWER: part of every lobby query key. */
  readonly key: string;
}

export function useLobbyViewer(): LobbyViewer {
  const { isLoggedIn } = useViewer();
  return { isLoggedIn, key: (isLoggedIn ? currentProfileId() : undefined) ?? GUEST_VIEWER };
}
