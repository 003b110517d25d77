import {
  useCallback,
  useEffect,
  useId,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { pageScrollLock, useModalLayer } from '@/lib/modals';
import { DialogBodyContext } from './dialog-initial-focus';
import './dialog.css';

export interface DialogProps {
  /** The dialog's name: rendered as its heading and used as its accessible name. */
  readonly title: ReactNode;
  /** A line under the title, read out with the name. */
  readonly description?: ReactNode;
  /** Accessible name of the close button ('Close'). */
  readonly closeLabel: string;
  /**
   * Called on the close button, Escape and a click on the backdrop. Absent: the dialog cannot be
   * closed by the person (no close button, Escape and the backdrop do nothing), only by its owner
   * unmounting it (the geo popup, while its reason holds).
   */
  readonly onClose?: (() => void) | undefined;
  /** Changes when the content is swapped in place (one modal replacing another). */
  readonly contentKey?: string;
  readonly children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` gives the focus trap, the inert
 * page behind and the top layer. It is shown while mounted; unmounting closes it.
 */
export function Dialog({ title, description, closeLabel, onClose, contentKey, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // A dialog that cannot be closed answers every ask to close by staying (or, closed by the
  // platform anyway on a repeated Escape, by being shown again).
  const keepOpen = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog?.isConnected === true && !dialog.open) dialog.showModal();
  }, []);
  const onCloseRef = useRef(onClose ?? keepOpen);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const zIndex = useModalLayer();

  useEffect(() => {
    onCloseRef.current = onClose ?? keepOpen;
  }, [onClose, keepOpen]);

  useShowModal(dialogRef, onCloseRef);
  useRefocusOnSwap(dialogRef, contentKey);

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: the URL decides whether the modal is open, so ask for the close and let the
    // navigation unmount the dialog rather than letting the platform hide it. When the platform
    // insists (a repeated Escape without user activation), its 'close' event asks instead.
    if (!event.cancelable) return;
    event.preventDefault();
    onCloseRef.current();
  };
  const backdropHandlers = useBackdropClose(onCloseRef);

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      style={{ zIndex }}
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      tabIndex={-1}
      onCancel={handleCancel}
      {...backdropHandlers}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {description === undefined ? null : (
            <p id={descriptionId} className="dialog__description">
              {description}
            </p>
          )}
        </header>
        <div ref={bodyRef} className="dialog__body">
          <DialogBodyContext value={bodyRef}>{children}</DialogBodyContext>
        </div>
        {/* Last in the DOM so the first field, not the close button, gets the first focus;
            placed top right by CSS. */}
        {onClose === undefined ? null : (
          <button
            type="button"
            className="dialog__close"
            data-dialog-close=""
            aria-label={closeLabel}
            onClick={() => onCloseRef.current()}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
    </dialog>
  );
}

/** A click that starts and ends on the backdrop closes; a text selection dragged out does not. */
function useBackdropClose(onCloseRef: RefObject<() => void>) {
  const pressedOnBackdropRef = useRef(false);
  return {
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
      pressedOnBackdropRef.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (pressedOnBackdropRef.current && event.target === event.currentTarget) onCloseRef.current();
      pressedOnBackdropRef.current = false;
    },
  };
}

/** Opens the dialog on mount, locks page scroll, and on unmount closes it and returns focus. */
function useShowModal(dialogRef: RefObject<HTMLDialogElement | null>, onCloseRef: RefObject<() => void>) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The platform may still close it on its own (a repeated Escape without user activation):
    // then the URL must follow, or the page would stay locked behind an invisible dialog.
    const closedByPlatform = () => onCloseRef.current();
    dialog.addEventListener('close', closedByPlatform);
    if (!dialog.open) dialog.showModal();
    const unlockScroll = pageScrollLock.lock(window.innerWidth - document.documentElement.clientWidth);
    return () => {
      dialog.removeEventListener('close', closedByPlatform);
      unlockScroll();
      if (dialog.open) dialog.close();
      // The dialog leaves with the URL, not by close() in place, so focus is returned here.
      if (opener?.isConnected === true) opener.focus({ preventScroll: true });
    };
  }, [dialogRef, onCloseRef]);
}

/** When one modal replaces another in the same dialog, the focused control may be gone. */
function useRefocusOnSwap(dialogRef: RefObject<HTMLDialogElement | null>, contentKey: string | undefined) {
  const firstKeyRef = useRef(contentKey);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || contentKey === firstKeyRef.current) return;
    firstKeyRef.current = contentKey;
    if (!dialog.contains(document.activeElement)) dialog.focus();
  }, [dialogRef, contentKey]);
}
