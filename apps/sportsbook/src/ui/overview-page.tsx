/**
 * The overview and live pages: the sports with their live counts, then live and upcoming events
 * of every sport, kept current by `sport:live`.
 */
import type { SportEventSummaryView } from '@casino/shared';
import { sportRoute } from '../lib/route';
import { sportName } from '../texts';
import type { WidgetRoute } from '../sdk-types';
import { EventList, LoadState } from './event-row';
import { useLiveList, useLoad, useRuntime, useTexts } from './hooks';

interface PageProps {
  readonly navigate: (route: WidgetRoute) => void;
  readonly openEvent: (event: SportEventSummaryView) => void;
}

const isLive = (event: SportEventSummaryView) => event.status === 'live';
const isUpcoming = (event: SportEventSummaryView) => event.status === 'upcoming';

function SportsList({ navigate }: Pick<PageProps, 'navigate'>) {
  const { api } = useRuntime();
  const texts = useTexts();
  const [sports, retry] = useLoad(api.sports, 'sports');
  return (
    <nav class="block" aria-label={texts.sports}>
      <h2>{texts.sports}</h2>
      <LoadState loaded={sports} retry={retry} texts={texts} />
      {sports.state === 'ok' && (
        <ul class="chips">
          {sports.data.map((sport) => (
            <li key={sport.id}>
              <button type="button" class="chip" onClick={() => navigate(sportRoute(sport))}>
                {sportName(texts, sport)}
                {sport.liveCount > 0 && <span class="chip-count">{texts.n('liveCount', sport.liveCount)}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

export function OverviewPage({ navigate, openEvent }: PageProps) {
  const { api } = useRuntime();
  const texts = useTexts();
  const [live, retryLive] = useLiveList(() => api.events('status=live'), 'overview-live', isLive);
  const [upcoming, retryUpcoming] = useLiveList(() => api.events('status=upcoming'), 'overview-upcoming', isUpcoming);
  return (
    <>
      <SportsList navigate={navigate} />
      <EventList title={texts.liveNow} loaded={live} retry={retryLive} onOpen={openEvent} />
      <EventList title={texts.upcoming} loaded={upcoming} retry={retryUpcoming} onOpen={openEvent} />
    </>
  );
}

export function LivePage({ navigate, openEvent }: PageProps) {
  const { api } = useRuntime();
  const texts = useTexts();
  const [live, retry] = useLiveList(() => api.events('status=live'), 'live-page', isLive);
  return (
    <>
      <SportsList navigate={navigate} />
      <EventList title={texts.liveNow} loaded={live} retry={retry} onOpen={openEvent} />
    </>
  );
}
