/**
 * The one piece of session state the first screen needs before the session's code has loaded:
 * whether a stored session is still being restored (its failures end it quietly, see
 * session-actions.ts removeSession).
 */
let isRestoring = false;

export const sessionState = {
  isRestoring: (): boolean => isRestoring,
  setRestoring: (restoring: boolean): void => {
    isRestoring = restoring;
  },
};
