import type { ComponentPropsWithoutRef } from 'react';
import './button.css';

interface ButtonLinkProps extends ComponentPropsWithoutRef<'a'> {
  variant?: 'primary' | 'secondary';
}

/** A link that looks like a button: for actions that navigate. */
export function ButtonLink({ variant = 'primary', className, ...rest }: ButtonLinkProps) {
  return <a className={['button', `button--${variant}`, className].filter(Boolean).join(' ')} {...rest} />;
}
