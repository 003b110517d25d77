/**
 * Messages to the casino page hosting this client in its iframe. The frame is sandboxed without
 * allow-same-origin, so this document's origin is opaque ("null") and the page tells our messages
 * apart by their source window; we still address only the page that launched us (hostOrigin).
 */

/** Money moved: the page refreshes its balances. */
export interface RoundNotice {
  readonly type: 'casino:round';
  readonly balance: number;
  readonly roundId: string;
}

/** The height the client needs, in CSS pixels: the page sizes the frame to it (within bounds). */
export interface SizeNotice {
  readonly type: 'casino:size';
  readonly height: number;
}

/** The player's login ended (logout, closed session, password reset): the launch token is dead. */
export interface SessionEndedNotice {
  readonly type: 'casino:session-ended';
}

/** A stake was refused by the player's limits (or a break): the page opens game-limit-reached. */
export interface BetRestrictedNotice {
  readonly type: 'casino:bet-restricted';
  readonly reason: string;
}

export type HostNotice = RoundNotice | SizeNotice | SessionEndedNotice | BetRestrictedNotice;

/**
 * The hosting page's origin: this client's own (the in-house provider on the casino's host), or
 * the casino's when a studio serves it from an origin of its own. Chromium and Safari name the
 * parent in ancestorOrigins; elsewhere the referrer carries it (the casino sends its origin).
 */
export function hostOrigin(): string {
  const ancestor = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins?.[0];
  if (ancestor && ancestor !== 'null') return ancestor;
  try {
    if (document.referrer) return new URL(document.referrer).origin;
  } catch {
    // Not a URL: keep to our own origin.
  }
  return location.origin;
}

export function notifyHost(notice: HostNotice): void {
  if (window.parent === window) return;
  window.parent.postMessage(notice, hostOrigin());
}

/**
 * Reports the content height whenever it changes (a panel opened, a phone rotated). `root` must
 * size to its content (no min-height from the viewport), or the frame could never shrink back.
 */
export function reportContentHeight(root: HTMLElement): void {
  if (window.parent === window || typeof ResizeObserver !== 'function') return;
  let reported = 0;
  const report = () => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === reported || height <= 0) return;
    reported = height;
    notifyHost({ type: 'casino:size', height });
  };
  new ResizeObserver(report).observe(root);
  report();
}
