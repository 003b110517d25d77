import type { ReactNode } from 'react';
import '@/components/ui/form/form-layout.css';

/** The form's own message (a refusal without a field), read out when it appears. */
export function FormMessage({
  text,
  tone = 'error',
}: {
  readonly text: string | undefined;
  readonly tone?: 'error' | 'success';
}) {
  return (
    <p className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'} hidden={!text}>
      {text}
    </p>
  );
}

/** The primary action: shows it is working, and cannot be sent twice meanwhile. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled = false,
  className = 'modal-button modal-button--primary',
}: {
  readonly busy: boolean;
  readonly busyLabel: string;
  readonly children: ReactNode;
  readonly disabled?: boolean;
  readonly className?: string;
}) {
  return (
    <button
      type="submit"
      className={`${className} form-submit`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <span className="form-submit__spinner" aria-hidden="true" />}
      <span>{children}</span>
      {busy && <span className="profile-visually-hidden">{busyLabel}</span>}
    </button>
  );
}

/** An h2–h4 at the level the page was given (a profile page sits under the section's h1). */
export function PageHeading({
  level,
  className,
  children,
}: {
  readonly level: 1 | 2 | 3 | 4;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
}
