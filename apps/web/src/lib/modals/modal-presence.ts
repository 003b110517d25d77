/**
 * Whether the host is showing a modal right now. Opening another modal then swaps it in place
 * (history replace) instead of adding an entry. Only the host knows, since only it applies the
 * access rules and values: `?wallet=foo` or a modal hidden on the sport route shows nothing.
 */
let showing = false;

export const modalPresence = {
  isShowing: (): boolean => showing,
  set: (isShowing: boolean): void => {
    showing = isShowing;
  },
};
