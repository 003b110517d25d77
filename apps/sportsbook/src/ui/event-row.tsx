/**
 * An event in a list: teams, score or kick-off, and the headline market's prices. The teams are
 * one button (open the event), the prices others, side by side: buttons never nest.
 */
import type { SportEventSummaryView } from '@casino/shared';
import { clockText, sortByStart, startTimeText } from '../lib/event-list';
import type { Texts } from '../texts';
import type { Loaded } from './hooks';
import { useTexts } from './hooks';
import { PriceButton } from './price-button';

export function EventTime({ event, texts }: { readonly event: SportEventSummaryView; readonly texts: Texts }) {
  if (event.status === 'live') {
    return (
      <span class="event-time">
        <span class="badge-live">{texts.live}</span> <bdi>{clockText(event.clock)}</bdi>
      </span>
    );
  }
  if (event.status !== 'upcoming')
    return <span class="event-time">{event.status === 'ended' ? texts.ended : texts.cancelled}</span>;
  return <span class="event-time">{startTimeText(event.startsAt, texts.intl)}</span>;
}

/** An outright in a list: the competition's winner market, opened as a page (eight and more prices do not fit a row). */
function OutrightRow({
  event,
  onOpen,
  texts,
}: {
  readonly event: SportEventSummaryView;
  readonly onOpen: (event: SportEventSummaryView) => void;
  readonly texts: Texts;
}) {
  return (
    <li class="event-row event-row-outright">
      <button type="button" class="event-link" onClick={() => onOpen(event)}>
        <span class="event-meta">
          <EventTime event={event} texts={texts} /> · {event.championshipName}
        </span>
        <strong class="team">{texts.f(texts.outrightTitle, { championship: event.championshipName })}</strong>
        <span class="event-more">{texts.outrightPlayers}</span>
      </button>
    </li>
  );
}

export function EventRow({
  event,
  onOpen,
}: {
  readonly event: SportEventSummaryView;
  readonly onOpen: (event: SportEventSummaryView) => void;
}) {
  const texts = useTexts();
  const market = event.mainMarket;
  if (event.kind === 'outright') return <OutrightRow event={event} onOpen={onOpen} texts={texts} />;
  return (
    <li class="event-row">
      <button type="button" class="event-link" onClick={() => onOpen(event)}>
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
        <span class="event-more">{texts.n('markets', event.marketsCount)}</span>
      </button>
      <div class="event-prices">
        {market?.selections.map((selection) => (
          <PriceButton key={selection.id} event={event} market={market} selection={selection} />
        ))}
      </div>
    </li>
  );
}

export function LoadState({
  loaded,
  retry,
  texts,
}: {
  readonly loaded: Loaded<unknown>;
  readonly retry: () => void;
  readonly texts: Texts;
}) {
  if (loaded.state === 'loading')
    return (
      <p class="muted" role="status">
        {texts.loading}
      </p>
    );
  if (loaded.state === 'error') {
    return (
      <p class="muted" role="alert">
        {texts.loadFailed}{' '}
        <button type="button" class="link" onClick={retry}>
          {texts.retry}
        </button>
      </p>
    );
  }
  return null;
}

interface EventListProps {
  readonly title: string;
  readonly loaded: Loaded<readonly SportEventSummaryView[]>;
  readonly retry: () => void;
  readonly onOpen: (event: SportEventSummaryView) => void;
  readonly filter?: (event: SportEventSummaryView) => boolean;
}

export function EventList({ title, loaded, retry, onOpen, filter }: EventListProps) {
  const texts = useTexts();
  const events = loaded.state === 'ok' ? sortByStart(loaded.data.filter((event) => !filter || filter(event))) : [];
  return (
    <section class="block" aria-label={title}>
      <h2>{title}</h2>
      <LoadState loaded={loaded} retry={retry} texts={texts} />
      {loaded.state === 'ok' && events.length === 0 && <p class="muted">{texts.noEvents}</p>}
      {events.length > 0 && (
        <ul class="event-list">
          {events.map((event) => (
            <EventRow key={event.id} event={event} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </section>
  );
}
