import type { MouseEvent } from 'react';
import { Link, useLocation, type LinkProps } from 'react-router';
import type { ModalKey } from './modal-keys';
import { modalOpening } from './modal-opening';
import { useModals } from './use-modals';

export interface ModalLinkProps extends Omit<LinkProps, 'to' | 'state' | 'replace'> {
  readonly modal: ModalKey;
  /** The key's value; 'true' unless the modal takes one (wallet: 'deposit' or 'withdraw'). */
  readonly value?: string;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A link that opens a modal exactly as useModals().open does (other modal keys replaced, other
 * query parameters kept, a history entry Back can close), while staying a real link: its href
 * is the modal URL, so it can be opened in a new tab.
 */
export function ModalLink({ modal, value = 'true', onClick, target, ...linkProps }: ModalLinkProps) {
  const location = useLocation();
  const { open } = useModals();
  const { to } = modalOpening(location, modal, value, false);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || (target !== undefined && target !== '_self')) return;
    event.preventDefault();
    open(modal, value);
  };
  return <Link {...linkProps} to={to} target={target} onClick={handleClick} />;
}
