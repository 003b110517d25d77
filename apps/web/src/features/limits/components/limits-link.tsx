import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizePath } from '@casino/shared';
import { pathTo } from '@/config/paths';
import { usePageLocale } from '@/lib/page-locale';

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
  const locale = usePageLocale();
  return (
    <Link className={className} to={localizePath(LIMITS_PATH, locale)} onClick={onClick}>
      {children}
    </Link>
  );
}
