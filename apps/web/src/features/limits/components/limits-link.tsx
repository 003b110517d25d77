import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { localizePath, splitLocalePath } from '@casino/shared';
import { pathTo } from '@/config/paths';

/** The path of the limits page, in the page's locale. */
export const LIMITS_PATH = pathTo('/profile/limits');

/** A link to the limits page in the page's locale; closes the modal it sits in. */
export function LimitsLink({
  className,
  onClick,
  children,
}: {
  readonly className?: string;
  readonly onClick?: () => void;
  readonly children: ReactNode;
}) {
  const locale = splitLocalePath(useLocation().pathname).locale;
  return (
    <Link className={className} to={localizePath(LIMITS_PATH, locale)} onClick={onClick}>
      {children}
    </Link>
  );
}
