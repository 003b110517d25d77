import { useT } from '@/lib/i18n';
import { useBonusPackage } from '../api/get-bonus-package';
import { PackageSteps } from '../components/package-steps';
import { useBonusEvents } from '../components/use-bonus-events';
import '../components/bonuses.css';

/** `/welcome-package`: the three deposit bonuses in order, the player's progress and the way to the next. */
export default function WelcomePackagePage() {
  const t = useT();
  const pack = useBonusPackage();
  useBonusEvents();
  return (
    <div className="bonuses-page" data-testid="welcome-package-page">
      <header className="bonuses-page__head">
        <h1 className="bonuses-page__title">{t('global-components:sections.welcome-package')}</h1>
        <p className="bonuses-page__lead">{t('global-components:bonuses.packageLead')}</p>
      </header>
      <PackageBody pack={pack} />
    </div>
  );
}

export function PackageBody({
  pack,
  onNavigate,
}: {
  readonly pack: ReturnType<typeof useBonusPackage>;
  readonly onNavigate?: () => void;
}) {
  const t = useT();
  if (pack.isError) {
    return (
      <div className="bonus-panel" role="alert">
        <p>{t('global-components:bonuses.loadFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={() => void pack.refetch()}>
          {t('global-components:buttons.retry')}
        </button>
      </div>
    );
  }
  if (!pack.data) return <div className="bonus-panel bonus-panel--package-skeleton skeleton" aria-hidden="true" />;
  return <PackageSteps pack={pack.data} onNavigate={onNavigate} />;
}
