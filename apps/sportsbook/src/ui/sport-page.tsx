/**
 * A sport: its categories and championships as filters (sport info, cached per sport for the
 * session), then its live and upcoming events. Filters are part of the route, so the site's
 * URL follows them and a shared link opens the same view.
 */
import type { SportEventSummaryView } from '@casino/shared';
import { useEffect } from 'preact/hooks';
import { cleanRoute, eventListQuery, matchesRoute, routeKey } from '../lib/route';
import type { WidgetRoute } from '../sdk-types';
import { sportName } from '../texts';
import { EventList } from './event-row';
import { useLiveList, useLoad, useRuntime, useTexts } from './hooks';

interface SportPageProps {
  readonly route: WidgetRoute;
  readonly navigate: (route: WidgetRoute) => void;
  readonly openEvent: (event: SportEventSummaryView) => void;
  /** The sport's slug, learnt from its events, completes the route for the site's URL. */
  readonly learnSportCode: (sportCode: string) => void;
}

export function SportPage({ route, navigate, openEvent, learnSportCode }: SportPageProps) {
  const { api } = useRuntime();
  const texts = useTexts();
  const sportId = route.sportId ?? 0;
  const key = routeKey(route);
  const [info] = useLoad(() => api.sportInfo(sportId), `info-${sportId}`);
  const [live, retryLive] = useLiveList(
    () => api.events(eventListQuery(route, 'live')),
    `live-${key}`,
    (event) => event.status === 'live' && matchesRoute(route, event),
  );
  const [upcoming, retryUpcoming] = useLiveList(
    () => api.events(eventListQuery(route, 'upcoming')),
    `upcoming-${key}`,
    (event) => event.status === 'upcoming' && matchesRoute(route, event),
  );
  const anyEvent =
    (live.state === 'ok' ? live.data[0] : undefined) ?? (upcoming.state === 'ok' ? upcoming.data[0] : undefined);
  useEffect(() => {
    if (anyEvent) learnSportCode(anyEvent.sportCode);
  }, [anyEvent?.sportCode]);

  const categories = info.state === 'ok' ? info.data.Categories : [];
  const category = categories.find((candidate) => candidate.CategoryId === route.categoryId);
  const chosen = route.championshipIds ?? [];
  const toggleChampionship = (id: number) =>
    navigate(
      cleanRoute({
        ...route,
        championshipIds: chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id],
        championshipSlug: undefined,
      }),
    );
  const filter = (event: SportEventSummaryView) => matchesRoute(route, event);

  return (
    <>
      <h2 class="page-title">
        {anyEvent ? sportName(texts, { code: anyEvent.sportCode, name: anyEvent.sportName }) : ''}
      </h2>
      {categories.length > 0 && (
        <nav class="block" aria-label={texts.filters}>
          <ul class="chips">
            <li>
              <button
                type="button"
                class="chip"
                aria-pressed={!route.categoryId}
                onClick={() => navigate(cleanRoute({ page: 'sport', sportId, sportCode: route.sportCode }))}
              >
                {texts.allCategories}
              </button>
            </li>
            {categories.map((candidate) => (
              <li key={candidate.CategoryId}>
                <button
                  type="button"
                  class="chip"
                  aria-pressed={candidate.CategoryId === route.categoryId}
                  onClick={() =>
                    navigate(
                      cleanRoute({
                        page: 'sport',
                        sportId,
                        sportCode: route.sportCode,
                        categoryId: candidate.CategoryId,
                      }),
                    )
                  }
                >
                  {candidate.Name}
                </button>
              </li>
            ))}
          </ul>
          {category && category.Championships.length > 0 && (
            <ul class="chips">
              {category.Championships.map((championship) => (
                <li key={championship.ChampionshipId}>
                  <button
                    type="button"
                    class="chip chip-small"
                    aria-pressed={chosen.includes(championship.ChampionshipId)}
                    onClick={() => toggleChampionship(championship.ChampionshipId)}
                  >
                    {championship.Name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
      )}
      <EventList title={texts.liveNow} loaded={live} retry={retryLive} onOpen={openEvent} filter={filter} />
      <EventList title={texts.upcoming} loaded={upcoming} retry={retryUpcoming} onOpen={openEvent} filter={filter} />
    </>
  );
}
