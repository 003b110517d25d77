import type { LoginResponse } from '@casino/shared';
import { showAlert } from '@/lib/alerts';
import { useAuthSession } from '../auth-session';

/** What every way of signing in does with the server's answer: close the popup, keep the session, say so. */
export function useSignInDone(onSignedIn: () => void) {
  const session = useAuthSession();
  return async (response: LoginResponse) => {
    onSignedIn();
    await session.logIn(response);
    showAlert({ kind: 'success', title: 'alerts:account.signedIn' });
  };
}
