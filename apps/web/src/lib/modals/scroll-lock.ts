/** The parts of `<html>` the lock touches (a plain object in tests). */
export interface ScrollRoot {
  readonly style: { overflow: string; paddingRight: string };
}

export interface ScrollLock {
  /** Locks page scrolling; returns the matching unlock (safe to call twice). */
  readonly lock: (scrollbarWidthPx: number) => () => void;
  readonly isLocked: boolean;
}

/**
 * Page scrolling stays off while any dialog is open. Counted, because a dialog may open over
 * another; the page's own styles come back only when the last one closes. The scrollbar's
 * width is kept as padding so the page does not jump sideways when the bar disappears.
 */
export function createScrollLock(root: () => ScrollRoot): ScrollLock {
  let holders = 0;
  let saved: { overflow: string; paddingRight: string } | undefined;
  return {
    lock(scrollbarWidthPx) {
      if (holders === 0) {
        const { style } = root();
        saved = { overflow: style.overflow, paddingRight: style.paddingRight };
        style.overflow = 'hidden';
        if (scrollbarWidthPx > 0) style.paddingRight = `${scrollbarWidthPx}px`;
      }
      holders += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders === 0 && saved) {
          Object.assign(root().style, saved);
          saved = undefined;
        }
      };
    },
    get isLocked() {
      return holders > 0;
    },
  };
}

export const pageScrollLock = createScrollLock(() => document.documentElement);
