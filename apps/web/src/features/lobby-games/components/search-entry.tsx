import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useLocalizePath } from '@/lib/page-locale';
import { useLobbyViewer } from '../api/lobby-viewer';
import { lobbyPaths } from './use-lobby-paths';

/** The games page focuses its search box when asked with this hash. */
export const SEARCH_BOX_HASH = '#search';

/**
 * Where a search starts. A player gets the global-search modal (with their recent searches);
 * the spec keeps that modal for players, so a guest is taken to the games page's search box.
 */
export function SearchEntry({
  className,
  compact = false,
}: {
  readonly className: string;
  readonly compact?: boolean;
}) {
  const t = useT();
  const lobbyPath = useLocalizePath();
  const { isLoggedIn } = useLobbyViewer();
  const label = t('global-components:games.searchPlaceholder');
  const content = (
    <>
      <Icon name="search" />
      {compact ? <span className="visually-hidden">{label}</span> : <span>{label}</span>}
    </>
  );
  if (isLoggedIn) {
    return (
      <ModalLink
        className={className}
        modal="global-search"
        aria-label={compact ? label : undefined}
        data-testid="search-entry"
      >
        {content}
      </ModalLink>
    );
  }
  return (
    <Link className={className} to={`${lobbyPath(lobbyPaths.games)}${SEARCH_BOX_HASH}`} data-testid="search-entry">
      {content}
    </Link>
  );
}
