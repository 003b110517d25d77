import { useT } from '@/lib/i18n';
import { useLocalizePath } from '@/lib/page-locale';
import { useProviders } from '../api/get-providers';
import { GameRow } from './game-row';
import { ProviderCard, ProviderCardSkeleton } from './provider-card';
import { lobbyPaths } from './use-lobby-paths';

/** Placeholders while the studios load. */
const SKELETON_CARDS = 6;

/** The studios as a home-page row, opening each one's games. */
export function ProvidersStrip() {
  const t = useT();
  const lobbyPath = useLocalizePath();
  const providers = useProviders();
  if (providers.isError || providers.data?.length === 0) return null;
  const title = t('global-components:games.providersTitle');

  return (
    <GameRow
      id="row-providers"
      title={title}
      seeAllTo={lobbyPath(lobbyPaths.providers)}
      seeAllLabel={t('global-components:games.seeAllProviders')}
      testId="providers-strip"
    >
      {(providers.data ?? Array.from({ length: SKELETON_CARDS }, () => undefined)).map((provider, index) => (
        <li key={provider?.id ?? index} className="providers-strip__item">
          {provider ? <ProviderCard provider={provider} /> : <ProviderCardSkeleton />}
        </li>
      ))}
    </GameRow>
  );
}
