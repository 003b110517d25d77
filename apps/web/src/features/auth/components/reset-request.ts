/**
 * The address a reset link was last sent to, for the "check your e-mail" popup that follows. Kept
 * in memory only: an e-mail address does not belong in a URL, and after a reload the popup still
 * reads well without it.
 */
let lastResetEmail: string | undefined;

export const resetRequest = {
  remember: (email: string): void => {
    lastResetEmail = email;
  },
  email: (): string | undefined => lastResetEmail,
};
