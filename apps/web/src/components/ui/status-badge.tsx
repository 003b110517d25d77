import type { ComponentPropsWithoutRef } from 'react';
import './status-badge.css';

export type StatusTone = 'pending' | 'success' | 'danger';

interface StatusBadgeProps extends ComponentPropsWithoutRef<'p'> {
  tone: StatusTone;
}

/** A short status line with a coloured dot; the text carries the meaning, the colour only repeats it. */
export function StatusBadge({ tone, className, children, ...rest }: StatusBadgeProps) {
  return (
    <p className={['status-badge', `status-badge--${tone}`, className].filter(Boolean).join(' ')} {...rest}>
      <span className="status-badge__dot" aria-hidden="true" />
      {children}
    </p>
  );
}
