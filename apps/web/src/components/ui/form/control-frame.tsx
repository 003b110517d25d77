import type { ReactNode } from 'react';
import { joinClasses } from './field';
import './control-frame.css';

interface ControlFrameProps {
  readonly invalid?: boolean;
  readonly disabled?: boolean;
  readonly loading?: boolean;
  /** Read out while loading ('Loading'). */
  readonly loadingLabel?: string;
  /** Before the control: a currency symbol, a calling-code select. */
  readonly start?: ReactNode;
  /** After the control: a show-password or copy button. */
  readonly end?: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}

/** The box around a control: border, background, focus ring, and room for things on either side. */
export function ControlFrame({
  invalid,
  disabled,
  loading,
  loadingLabel,
  start,
  end,
  className,
  children,
}: ControlFrameProps) {
  return (
    <div
      className={joinClasses(
        'form-control',
        invalid && 'form-control--invalid',
        disabled && 'form-control--disabled',
        className,
      )}
      aria-busy={loading || undefined}
    >
      {start}
      {children}
      {loading && <Spinner label={loadingLabel} />}
      {end}
    </div>
  );
}

export function Spinner({ label = 'Loading' }: { readonly label?: string | undefined }) {
  return (
    <span className="form-spinner" role="status">
      <span className="form-visually-hidden">{label}</span>
    </span>
  );
}
