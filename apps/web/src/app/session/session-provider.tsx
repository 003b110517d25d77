import type { ReactNode } from 'react';
import { AuthSessionContext, type AuthSession } from '@/features/auth/auth-session';

const actions = () => import('./session-actions');

/** The session's actions, loaded with the first form or page that uses one. */
const authSession: AuthSession = {
  logIn: async (response) => (await actions()).logIn(response),
  logOut: () => void actions().then((module) => module.logOut()),
  replaceProfile: (profile) => void actions().then((module) => module.replaceProfile(profile)),
};

/** Hands the session's actions to the features that start or change a session. */
export function SessionProvider({ children }: { readonly children: ReactNode }) {
  return <AuthSessionContext value={authSession}>{children}</AuthSessionContext>;
}
