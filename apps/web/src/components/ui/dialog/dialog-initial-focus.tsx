import { createContext, useContext, useEffect, type RefObject } from 'react';

/** The dialog's body element, for content that arrives after the dialog opened. */
export const DialogBodyContext = createContext<RefObject<HTMLDivElement | null> | null>(null);

/** The element a body asks to start on; querySelector with a list would take the first in the page instead. */
const AUTOFOCUS = '[data-autofocus]';
const FOCUSABLE = [
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Place after content that loads on demand (inside the same Suspense boundary). `showModal()`
 * focuses the first control there is when it opens, which for a body still loading is the close
 * button; once the body is in, its first control (or its `data-autofocus` element) takes over,
 * unless the player has already moved focus themselves.
 */
export function DialogInitialFocus() {
  const bodyRef = useContext(DialogBodyContext);
  useEffect(() => {
    const body = bodyRef?.current;
    const dialog = body?.closest('dialog');
    if (!body || !dialog) return;
    const active = document.activeElement;
    const focusIsUnclaimed =
      active === null ||
      active === document.body ||
      active === dialog ||
      (active instanceof HTMLElement && active.dataset.dialogClose !== undefined);
    if (focusIsUnclaimed)
      (body.querySelector<HTMLElement>(AUTOFOCUS) ?? body.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  }, [bodyRef]);
  return null;
}
