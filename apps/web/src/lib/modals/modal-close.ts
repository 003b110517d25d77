import { splitLocalePath } from '@casino/shared';
import type { ModalKey } from './modal-keys';
import { readModalEntries, searchWithoutModal } from './modal-query';

/** The sportsbook section (`/sport...` under any locale prefix). */
export function isSportPath(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return path === '/sport' || path.startsWith('/sport/');
}

export type ModalClosePlan =
  /** The key is not in the URL: nothing to close. */
  | { readonly kind: 'none' }
  /** Sport route: the key stays in the URL (SPEC.md section 2), the modal is only hidden. */
  | { readonly kind: 'hide' }
  /** The modal was opened in the app: step back to the entry before it, as browser Back would. */
  | { readonly kind: 'back' }
  /** The page was loaded with the key: drop it in place, so closing never leaves the site. */
  | { readonly kind: 'replace'; readonly search: string };

export interface ModalCloseContext {
  readonly key: ModalKey;
  readonly pathname: string;
  readonly search: string;
  /** The current history entry was pushed by opening a modal in the app. */
  readonly openedInApp: boolean;
  /** The router's index of the current history entry (0 = the first page of this visit). */
  readonly historyIndex: number;
}

/**
 * How closing `key` (close button, Escape, a body's own button) changes the URL. Going back
 * rather than replacing keeps history clean: one Back after a close would otherwise reopen the
 * modal. Back is only taken when the entry before is known to be ours.
 */
export function planModalClose(context: ModalCloseContext): ModalClosePlan {
  const isOpen = readModalEntries(context.search).some((entry) => entry.key === context.key);
  if (!isOpen) return { kind: 'none' };
  if (isSportPath(context.pathname)) return { kind: 'hide' };
  if (context.openedInApp && context.historyIndex > 0) return { kind: 'back' };
  return { kind: 'replace', search: searchWithoutModal(context.search, context.key) };
}
