import { useT } from '@/lib/i18n';
import { useProviders } from '../api/get-providers';
import { ProviderCard, ProviderCardSkeleton } from '../components/provider-card';
import '../components/lobby-pages.css';

/** Placeholders while the studios load: about one screen of cards. */
const SKELETON_CARDS = 8;

/** `/games/providers`: every studio, each opening its games. */
export default function ProvidersPage() {
  const t = useT();
  const providers = useProviders();

  return (
    <section className="lobby-page" aria-labelledby="providers-title" data-testid="providers-page">
      <div>
        <h1 id="providers-title" className="lobby-page__title">
          {t('global-components:sections.games-providers')}
        </h1>
        <p className="lobby-page__lead">{t('global-components:games.providersLead')}</p>
      </div>
      {providers.isError ? (
        <div className="lobby-state" role="alert">
          <p>{t('global-components:games.loadFailed')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void providers.refetch()}
          >
            {t('global-components:buttons.retry')}
          </button>
        </div>
      ) : (
        <ul
          className="provider-grid"
          aria-busy={providers.isPending || undefined}
          aria-label={t('global-components:sections.games-providers')}
        >
          {(providers.data ?? Array.from({ length: SKELETON_CARDS }, () => undefined)).map((provider, index) => (
            <li key={provider?.id ?? index}>
              {provider ? <ProviderCard provider={provider} /> : <ProviderCardSkeleton />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
