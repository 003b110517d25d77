import { OPENED_IN_APP_STATE } from './modal-history';
import type { ModalKey } from './modal-keys';
import { searchWithModal } from './modal-query';

/** The parts of the router's location that opening a modal reads. */
export interface ModalLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly state: unknown;
}

export interface ModalOpening {
  readonly to: { readonly pathname: string; readonly search: string; readonly hash: string };
  readonly options: { readonly replace: boolean; readonly state: unknown };
}

/**
 * Where opening `key` goes from `location`. A new modal over the page gets its own history entry,
 * marked as opened in the app, so Back closes it. Swapping one modal for another stays in that
 * entry: Back then closes the modal rather than walking through every modal seen.
 */
export function modalOpening(
  location: ModalLocation,
  key: ModalKey,
  value: string,
  modalShowing: boolean,
): ModalOpening {
  const to = { pathname: location.pathname, search: searchWithModal(location.search, key, value), hash: location.hash };
  const options = modalShowing
    ? { replace: true, state: location.state }
    : { replace: false, state: OPENED_IN_APP_STATE };
  return { to, options };
}
