import type { ReactNode } from 'react';

/** The form's own message (wrong password, too many attempts), read out when it appears. */
export function FormMessage({
  text,
  tone = 'error',
}: {
  readonly text: string | undefined;
  readonly tone?: 'error' | 'success' | 'info';
}) {
  return (
    <p className={`auth-message auth-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'} hidden={!text}>
      {text}
    </p>
  );
}

/** The primary action: shows it is working, and cannot be sent twice meanwhile. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  readonly busy: boolean;
  readonly busyLabel: string;
  readonly children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="modal-button modal-button--primary auth-submit"
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="auth-submit__spinner" aria-hidden="true" />}
      <span>{children}</span>
      {busy && <span className="auth-visually-hidden">{busyLabel}</span>}
    </button>
  );
}
