import { createContext, useContext } from 'react';
import type { LoginResponse, PlayerProfile } from '@casino/shared';

/**
 * What the auth feature asks of the session, which app/ provides (features do not reach into
 * app/): every login method ends in `logIn`.
 */
export interface AuthSession {
  /** Stores the session and loads the player's data; resolves once the accounts are in. */
  readonly logIn: (response: LoginResponse) => Promise<void>;
  /** Ends the session here and on the server. */
  readonly logOut: () => void;
  /** A call answered the player's new profile (an e-mail confirmed by link). */
  readonly replaceProfile: (profile: PlayerProfile) => void;
}

export const AuthSessionContext = createContext<AuthSession | null>(null);

export function useAuthSession(): AuthSession {
  const session = useContext(AuthSessionContext);
  if (!session) throw new Error('useAuthSession() needs the AuthSessionContext of app/session');
  return session;
}
