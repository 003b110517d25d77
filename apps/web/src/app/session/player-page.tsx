import type { ComponentType } from 'react';
import type { HeadingLevel } from '../pages/heading-level';
import type { PageLoader } from '../routes/route-table';

/** What a page for logged-in players gets: where its heading sits in the outline. */
export interface PlayerPageProps {
  readonly headingLevel: HeadingLevel;
}

export type PlayerPageLoader = () => Promise<{ default: ComponentType<PlayerPageProps> }>;

/**
 * A route-table page for logged-in players only (the profile pages). A guest sees the page's
 * title with a sign-in prompt, and the sign-in popup on top: once signed in, they are on the page
 * they asked for. The guard loads with the page, not with the first screen.
 */
export function playerPage(load: PlayerPageLoader): PageLoader {
  return async () => {
    const [{ PlayerPageGuard }, { default: Page }] = await Promise.all([import('./player-page-guard'), load()]);
    function GuardedPage() {
      return <PlayerPageGuard Page={Page} />;
    }
    GuardedPage.displayName = `PlayerPage(${Page.displayName ?? Page.name})`;
    return { default: GuardedPage };
  };
}
