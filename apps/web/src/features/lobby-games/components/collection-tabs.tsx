import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { GameCollectionView } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { searchWithoutModals } from '@/lib/modals';
import { useLocalizePath } from '@/lib/page-locale';
import { collectionName } from './collection-name';
import { lobbyPaths } from './use-lobby-paths';

/**
 * All games and one tab per collection; a tab keeps the page's filters (features, sort, search)
 * so a player can compare collections with the same choice.
 */
export function CollectionTabs({ collections }: { readonly collections: readonly GameCollectionView[] }) {
  const t = useT();
  const lobbyPath = useLocalizePath();
  const { pathname, search: query } = useLocation();
  const search = searchWithoutModals(query);
  const navRef = useRef<HTMLElement>(null);

  // On a phone most tabs are off screen: bring the current one into view (the strip only, not the page).
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    // From the boxes on screen, so it centres the same way left to right and right to left (Persian).
    const strip = nav.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    nav.scrollLeft += tab.left + tab.width / 2 - (strip.left + strip.width / 2);
  }, [pathname, collections.length]);
  const tabs: readonly { key: string; label: string; path: string }[] = [
    { key: '', label: t('global-components:games.allGames'), path: lobbyPaths.games },
    ...collections.map((collection) => ({
      key: collection.identity,
      label: collectionName(t, collection),
      path: lobbyPaths.collection(collection.identity),
    })),
  ];

  return (
    <nav ref={navRef} className="collection-tabs" aria-label={t('global-components:games.collections')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink
              className="collection-tabs__tab"
              to={{ pathname: lobbyPath(tab.path), search }}
              end
              data-testid="collection-tab"
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
