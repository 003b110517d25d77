import { useT } from '@/lib/i18n';
import { useViewer } from '@/lib/viewer';
import { OfferList, PlayerBonusLists } from '../components/bonus-lists';
import '../components/bonuses.css';

/** The `profile-bonuses` named route (/profile/bonuses): the same lists inside the profile layout (a guest: the offers). */
export default function ProfileBonusesPage({ headingLevel }: { readonly headingLevel: 1 | 2 | 3 | 4 }) {
  const t = useT();
  const { isLoggedIn } = useViewer();
  const Heading = `h${Math.min(headingLevel, 3)}` as 'h1' | 'h2' | 'h3';
  const Sub = headingLevel >= 2 ? 'h3' : 'h2';
  return (
    <div className="bonuses-page bonuses-page--embedded" data-testid="profile-bonuses">
      <Heading className="bonuses-page__title bonuses-page__title--small">
        {t('global-components:sections.profile-bonuses')}
      </Heading>
      {/* The page is 'My bonuses' already: its first list says which ones it holds. */}
      {isLoggedIn && <PlayerBonusLists Heading={Sub} mineTitle="global-components:bonuses.current" />}
      <OfferList Heading={Sub} />
    </div>
  );
}
