/**
 * On the sport route closing a modal leaves its key in the URL (SPEC.md section 2: the
 * sportsbook widget keeps the browser URL in step with its own routing, so the shell does not
 * navigate under it). The modal is hidden instead: this remembers which query it was dismissed
 * for, by signature (see modalSignatureOf), so it stays hidden while the widget pushes other
 * /sport URLs with the same query, and shows again when opened anew or the query changes.
 */
export interface ModalDismissal {
  readonly get: () => string | null;
  readonly dismiss: (signature: string) => void;
  readonly clear: () => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createModalDismissal(): ModalDismissal {
  let dismissed: string | null = null;
  const listeners = new Set<() => void>();
  const set = (next: string | null) => {
    if (next === dismissed) return;
    dismissed = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => dismissed,
    dismiss: (signature) => set(signature),
    clear: () => set(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const modalDismissal = createModalDismissal();

/** Whether the modal the query shows (by signature) has been dismissed on the sport route. */
export function isDismissed(signature: string, dismissed: string | null): boolean {
  return dismissed !== null && signature !== '' && signature === dismissed;
}
