import BonusHistoryPage from '@/features/bonuses/pages/bonus-history-page';
import BonusPage from '@/features/bonuses/pages/bonus-page';
import BonusesPage from '@/features/bonuses/pages/bonuses-page';
import ProfileBonusesPage from '@/features/bonuses/pages/profile-bonuses-page';
import WelcomePackagePage from '@/features/bonuses/pages/welcome-package-page';
import { useT } from '@/lib/i18n';
import { PageHead } from '../layouts/page-head';
import type { PlayerPageProps } from '../session/player-page';
import NotFoundPage from '../pages/content-page';
import { useHeadingLevel } from '../pages/heading-level';
import { withBonusScope } from './bonus-scope-provider';
// The pages use the modal bodies' buttons and notes.
import '../modals/modal-bodies.css';

/**
 * The bonus pages in their scope, one chunk (they link to one another). The bonus page decides
 * itself whether the offer exists, so it writes its own head (layouts/page-frame.tsx), or the
 * site's 404 page.
 */
function BonusRoute() {
  const t = useT();
  return (
    <BonusPage
      head={(title) => <PageHead title={`${title} · ${t('layout:brand.name')}`} />}
      notFound={<NotFoundPage />}
    />
  );
}

export const Bonuses = withBonusScope(BonusesPage);
/** Inside the profile's outlet: its heading one level under the section's. */
function ProfileBonusesRoute() {
  return <ProfileBonusesPage headingLevel={useHeadingLevel()} />;
}

export const ProfileBonuses = withBonusScope(ProfileBonusesRoute);
export const Bonus = withBonusScope(BonusRoute);
export const WelcomePackage = withBonusScope(WelcomePackagePage);
export const BonusHistory = withBonusScope<PlayerPageProps>(BonusHistoryPage);
