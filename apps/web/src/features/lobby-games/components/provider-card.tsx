import { Link } from 'react-router';
import type { GameProviderView } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { useLocalizePath } from '@/lib/page-locale';
import { lobbyPaths } from './use-lobby-paths';
import './provider-card.css';

/** Studio logos are drawn at 240 x 80 (3:1). */
const LOGO_WIDTH = 240;
const LOGO_HEIGHT = 80;

/** A studio: its logo, name and number of games, opening its games. */
export function ProviderCard({ provider }: { readonly provider: GameProviderView }) {
  const t = useT();
  const lobbyPath = useLocalizePath();
  return (
    <Link className="provider-card" to={lobbyPath(lobbyPaths.provider(provider.identity))} data-testid="provider-card">
      <img
        className="provider-card__logo"
        src={provider.logo}
        alt=""
        width={LOGO_WIDTH}
        height={LOGO_HEIGHT}
        loading="lazy"
        decoding="async"
      />
      <span className="provider-card__name">{provider.name}</span>
      <span className="provider-card__count">
        {t('global-components:games.gamesCount', { count: provider.gamesCount })}
      </span>
    </Link>
  );
}

export function ProviderCardSkeleton() {
  return (
    <span className="provider-card provider-card--skeleton" aria-hidden="true">
      <span className="provider-card__logo skeleton" />
      <span className="skeleton provider-card__line" />
    </span>
  );
}
