import { useT } from '@/lib/i18n';
import { useClearRecentSearches } from '../api/clear-recent-searches';
import { useRecentSearches } from '../api/get-recent-searches';
import { useLobbyViewer } from '../api/lobby-viewer';

/** A player's last searches as chips to run again, with a button to forget them all. */
export function RecentSearches({ onPick }: { readonly onPick: (text: string) => void }) {
  const t = useT();
  const { isLoggedIn } = useLobbyViewer();
  const recent = useRecentSearches();
  const clear = useClearRecentSearches();
  if (!isLoggedIn || !recent.data || recent.data.length === 0) return null;

  return (
    <section className="recent-searches" aria-labelledby="recent-searches-title" data-testid="recent-searches">
      <div className="recent-searches__head">
        <h3 id="recent-searches-title" className="recent-searches__title">
          {t('global-components:games.recentSearches')}
        </h3>
        <button type="button" className="modal-link" onClick={() => clear.mutate(undefined)} disabled={clear.isPending}>
          {t('global-components:games.clearRecent')}
        </button>
      </div>
      <ul className="recent-searches__list">
        {recent.data.map((entry) => (
          <li key={entry.query}>
            <button type="button" className="recent-searches__chip" onClick={() => onPick(entry.query)}>
              {entry.query}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
