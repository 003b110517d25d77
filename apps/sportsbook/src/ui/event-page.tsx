/**
 * One event: scoreboard, incidents and every market grouped by kind, replaced by each
 * `sport:event#{id}` push. Prices of a suspended market or event stay visible but disabled.
 */
import type { SportEventSummaryView, SportEventView, SportMarketKind } from '@casino/shared';
import { SPORT_MARKET_KINDS } from '@casino/shared';
import { useEffect } from 'preact/hooks';
import type { WidgetRoute } from '../sdk-types';
import { eventClosed } from '../slip/slip-state';
import { sportName } from '../texts';
import { EventTime, LoadState } from './event-row';
import { useLiveEvent, useRuntime, useTexts } from './hooks';
import { OutrightPage } from './outright-page';
import { PriceButton } from './price-button';

function Scoreboard({
  event,
  navigate,
}: {
  readonly event: SportEventView;
  readonly navigate: (route: WidgetRoute) => void;
}) {
  const texts = useTexts();
  const suspended = event.status === 'live' && eventClosed(event, Date.now());
  const outrightEventId = event.outrightEventId;
  return (
    <section class="scoreboard" aria-label={`${event.home} – ${event.away}`}>
      <p class="event-meta">
        {sportName(texts, { code: event.sportCode, name: event.sportName })} · {event.categoryName} ·{' '}
        {event.championshipName}
        {event.round && ` · ${texts[`round_${event.round}`]}`}
      </p>
      <div class="score-line">
        <h2 class="score-team">{event.home}</h2>
        <p class="score" aria-live="polite">
          {event.score ? `${event.score.home} : ${event.score.away}` : '–'}
        </p>
        <h2 class="score-team">{event.away}</h2>
      </div>
      <p class="event-meta">
        <EventTime event={event} texts={texts} />
        {suspended && <span class="badge-suspended"> {texts.suspended}</span>}
      </p>
      {outrightEventId && (
        <button type="button" class="link" onClick={() => navigate({ page: 'event', eventId: outrightEventId })}>
          {texts.outrightLink}
        </button>
      )}
    </section>
  );
}

function Incidents({ event }: { readonly event: SportEventView }) {
  const texts = useTexts();
  if (event.incidents.length === 0) return null;
  return (
    <details class="block incidents">
      <summary>{texts.incidents}</summary>
      <ol reversed>
        {[...event.incidents].reverse().map((incident, index) => (
          <li key={index} class={`incident incident-${incident.side ?? 'none'}`}>
            {incident.minute !== null && <span class="incident-minute">{incident.minute}'</span>} {incident.text}
          </li>
        ))}
      </ol>
    </details>
  );
}

function Markets({ event }: { readonly event: SportEventView }) {
  const texts = useTexts();
  const kinds = SPORT_MARKET_KINDS.filter((kind) => event.markets.some((market) => market.kind === kind));
  if (kinds.length === 0) return <p class="muted">{texts.noMarkets}</p>;
  return (
    <>
      {kinds.map((kind: SportMarketKind) => (
        <section key={kind} class="block" aria-label={texts[`kind_${kind}`]}>
          <h3>{texts[`kind_${kind}`]}</h3>
          {event.markets
            .filter((market) => market.kind === kind)
            .map((market) => (
              <div key={market.id} class={`market${market.status === 'open' ? '' : ' market-closed'}`}>
                <h4>
                  {market.name}
                  {market.status === 'suspended' && <span class="badge-suspended"> {texts.suspended}</span>}
                </h4>
                <div class="market-prices">
                  {market.selections.map((selection) => (
                    <PriceButton key={selection.id} event={event} market={market} selection={selection} />
                  ))}
                </div>
              </div>
            ))}
        </section>
      ))}
    </>
  );
}

interface EventPageProps {
  readonly eventId: number;
  readonly onLoaded: (event: SportEventView) => void;
  /** Opens another event (a bracket's match) as a list would. */
  readonly openEvent: (event: SportEventSummaryView) => void;
  readonly navigate: (route: WidgetRoute) => void;
}

export function EventPage({ eventId, onLoaded, openEvent, navigate }: EventPageProps) {
  const { slipActions } = useRuntime();
  const texts = useTexts();
  const [loaded, retry] = useLiveEvent(eventId);
  const event = loaded.state === 'ok' ? loaded.data : null;
  useEffect(() => {
    if (!event) return;
    onLoaded(event);
    // The page's pushes also move the prices of this event's legs in the slip.
    slipActions.applyEvent(event);
  }, [event]);
  if (!event) return <LoadState loaded={loaded} retry={retry} texts={texts} />;
  if (event.kind === 'outright') return <OutrightPage event={event} openEvent={openEvent} />;
  return (
    <>
      <Scoreboard event={event} navigate={navigate} />
      <Incidents event={event} />
      <Markets event={event} />
    </>
  );
}
