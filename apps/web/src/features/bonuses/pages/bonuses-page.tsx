import { useT } from '@/lib/i18n';
import { useViewer } from '@/lib/viewer';
import { OfferList, PlayerBonusLists } from '../components/bonus-lists';
import '../components/bonuses.css';

/**
 * `/bonuses`: the player's bonuses with their wagering, free spins, a bonus code, cashback, and
 * the offers a deposit can take. A guest sees the offers and the way to sign up.
 */
export default function BonusesPage() {
  const t = useT();
  const { isLoggedIn } = useViewer();
  return (
    <div className="bonuses-page" data-testid="bonuses-page">
      <header className="bonuses-page__head">
        <h1 className="bonuses-page__title">{t('global-components:sections.bonuses')}</h1>
        <p className="bonuses-page__lead">
          {t(isLoggedIn ? 'global-components:bonuses.lead' : 'global-components:bonuses.guestTitle')}
        </p>
      </header>
      {isLoggedIn && <PlayerBonusLists Heading="h2" />}
      <OfferList Heading="h2" />
    </div>
  );
}
