/**
 * The two carousels the site places outside the sportsbook: top events and live now. Cards
 * scroll sideways; a card opens its event through the site (onEventSelect) and a price is handed
 * to the site too (onOddsClick), which navigates to /sport/event/{id}.
 */
import type { SportEventSummaryView } from '@casino/shared';
import { LIVE_NOW_COUNT, TOP_EVENTS_COUNT } from '@casino/shared';
import type { CarouselWidgetProps, WidgetName } from '../sdk-types';
import { EventTime, LoadState } from './event-row';
import { useLiveList, useRuntime, useTexts } from './hooks';
import { PriceButton } from './price-button';

export function CarouselWidget({
  widget,
  props,
}: {
  readonly widget: WidgetName;
  readonly props: CarouselWidgetProps;
}) {
  const { api } = useRuntime();
  const texts = useTexts();
  const isTop = widget === 'WTopEventsCarousel';
  // Matches only: an outright has no headline prices for a card.
  const belongs = (event: SportEventSummaryView) =>
    event.kind !== 'outright' &&
    (isTop
      ? event.status === 'live' || event.status === 'upcoming'
      : event.status === 'live' && (!props.sportId || event.sportId === props.sportId));
  const [events, retry] = useLiveList(
    () => (isTop ? api.topEvents() : api.liveNow(props.sportId)),
    `${widget}-${props.sportId ?? ''}`,
    belongs,
    isTop ? TOP_EVENTS_COUNT : LIVE_NOW_COUNT,
  );
  const title = isTop ? texts.topEvents : texts.liveNow;
  const onOddsClick =
    props.onOddsClick && ((eventId: number, selectionId: number) => props.onOddsClick?.({ eventId, selectionId }));
  return (
    <section class="carousel" aria-label={title}>
      <h2>{title}</h2>
      <LoadState loaded={events} retry={retry} texts={texts} />
      {events.state === 'ok' && events.data.length === 0 && <p class="muted">{texts.noEvents}</p>}
      {events.state === 'ok' && (
        <ul class="carousel-track">
          {events.data.map((event) => (
            <li key={event.id} class="card">
              <button type="button" class="card-link" onClick={() => props.onEventSelect?.(event)}>
                <span class="event-meta">
                  <EventTime event={event} texts={texts} /> · {event.championshipName}
                </span>
                <span class="team">
                  <span dir="auto">{event.home}</span>
                  {event.score && <strong>{event.score.home}</strong>}
                </span>
                <span class="team">
                  <span dir="auto">{event.away}</span>
                  {event.score && <strong>{event.score.away}</strong>}
                </span>
              </button>
              {event.mainMarket && (
                <div class="card-prices">
                  {event.mainMarket.selections.map((selection) => (
                    <PriceButton
                      key={selection.id}
                      event={event}
                      market={event.mainMarket!}
                      selection={selection}
                      {...(onOddsClick && { onOddsClick })}
                    />
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
