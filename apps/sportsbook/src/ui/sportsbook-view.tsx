/**
 * The whole sportsbook: top navigation, the page of the current route, and the bet slip. The
 * route lives in a store owned by the SDK, so `set({ page, eventId ... })` and the view's own
 * links move it alike, and the SDK reports every change to the site.
 */
import type { SportEventSummaryView, SportEventView } from '@casino/shared';
import { sportEventChannel } from '@casino/shared';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { completeRoute, eventRoute, routesEqual } from '../lib/route';
import { createEventFollower } from '../realtime/event-follower';
import type { Store } from '../lib/store';
import type { SportsBookProps, WidgetPage, WidgetRoute } from '../sdk-types';
import { BetSlip } from './bet-slip';
import { BetsPage } from './bets-page';
import { EventPage } from './event-page';
import { SlipFocusContext, useRuntime, useStore, useTexts } from './hooks';
import { LivePage, OverviewPage } from './overview-page';
import { SearchPage } from './search-page';
import { SportPage } from './sport-page';

/** Where the slip is a side panel (styles.css): narrower, it is a bottom sheet behind a bar. */
const WIDE_QUERY = '(min-width: 900px)';

const NAV: readonly { page: WidgetPage; text: 'navOverview' | 'navLive' | 'navSearch' | 'navBets' }[] = [
  { page: 'overview', text: 'navOverview' },
  { page: 'live', text: 'navLive' },
  { page: 'search', text: 'navSearch' },
  { page: 'bets', text: 'navBets' },
];

/** Follows the events of the slip's legs, so their prices move (and close) while the player looks elsewhere. */
function SlipFollower() {
  const { api, slip, slipActions, realtime } = useRuntime();
  const { legs } = useStore(slip);
  const eventIds = [...new Set(legs.map((leg) => leg.eventId))].sort((a, b) => a - b);
  // A slip restored from storage may hold stale prices: ask once for the current ones.
  useEffect(() => void slipActions.refreshLegs(), [slipActions]);
  useEffect(() => {
    const stops = eventIds.map((id) => {
      // Whole views and deltas of the event; a delta missed reads the event again.
      const follower = createEventFollower(id, () => api.event(id), slipActions.applyEvent);
      return realtime.subscribe(
        sportEventChannel(id),
        (data) => follower.push(data),
        // A price moved before the subscription held would be missed: read the event again.
        () => follower.resync(),
      );
    });
    return () => stops.forEach((stop) => stop());
  }, [eventIds.join(), api, realtime, slipActions]);
  return null;
}

export function SportsBookView({
  props,
  route: routeStore,
}: {
  readonly props: SportsBookProps;
  readonly route: Store<WidgetRoute>;
}) {
  const { slip } = useRuntime();
  const texts = useTexts();
  const route = useStore(routeStore);
  const { legs } = useStore(slip);
  const navigate = useCallback((next: WidgetRoute) => routeStore.set(next), [routeStore]);
  const openEvent = useCallback(
    (event: SportEventSummaryView) => {
      props.onEventSelect?.(event);
      navigate(eventRoute(event));
    },
    [props, navigate],
  );
  // Every push of the open event completes the route again: keep the same value when nothing is new.
  const complete = useCallback(
    (known: Parameters<typeof completeRoute>[1]) =>
      routeStore.set((current) => {
        const next = completeRoute(current, known);
        return routesEqual(next, current) ? current : next;
      }),
    [routeStore],
  );
  const onEventLoaded = useCallback((event: SportEventView) => complete({ event }), [complete]);
  const learnSportCode = useCallback((sportCode: string) => complete({ sportCode }), [complete]);

  useEffect(() => props.onRouterLoad?.(routeStore.get()), []);
  const { slipOpen, setSlipOpen, sheet, bar, goToSlip, onSlipKeyDown } = useSlipFocus();
  const page = (
    <RoutePage
      route={route}
      props={props}
      navigate={navigate}
      openEvent={openEvent}
      onEventLoaded={onEventLoaded}
      learnSportCode={learnSportCode}
    />
  );

  return (
    <div class="sportsbook">
      <SlipFollower />
      <button type="button" class="skip-link" onClick={() => goToSlip()}>
        {texts.skipToSlip}
      </button>
      <nav class="sb-nav" aria-label={texts.widgetLabel}>
        {NAV.map((item) => (
          <button
            key={item.page}
            type="button"
            class="nav-item"
            aria-current={route.page === item.page ? 'page' : undefined}
            onClick={() => navigate({ page: item.page })}
          >
            {texts[item.text]}
          </button>
        ))}
      </nav>
      <div class="sb-layout">
        <section class="sb-main" aria-label={texts.widgetLabel}>
          <SlipFocusContext.Provider value={goToSlip}>{page}</SlipFocusContext.Provider>
        </section>
        <aside ref={sheet} tabIndex={-1} class={`sb-slip${slipOpen ? ' sb-slip-open' : ''}`} onKeyDown={onSlipKeyDown}>
          <BetSlip
            onSignIn={props.onSignInButtonClick}
            onBetPlacement={props.onBetPlacement}
            onClose={() => setSlipOpen(false)}
          />
        </aside>
      </div>
      {!slipOpen && (
        // Named by its visible words, then what it does (an aria-label would hide the visible words: axe label-content-name-mismatch).
        <button ref={bar} type="button" class="slip-bar" onClick={() => setSlipOpen(true)}>
          {texts.slip}{' '}
          <span class="count-badge" aria-hidden="true">
            {legs.length}
          </span>
          <span class="visually-hidden"> ({texts.n('slipOpen', legs.length)})</span>
        </button>
      )}
    </div>
  );
}

/**
 * Focus follows the slip: into the sheet when it opens, to the stake when asked (a price added
 * from the keyboard, the skip link), back to where it came from when the sheet closes.
 */
function useSlipFocus() {
  const [slipOpen, setSlipOpen] = useState(false);
  const sheet = useRef<HTMLElement>(null);
  const bar = useRef<HTMLButtonElement>(null);
  const origin = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  const [stakeRequest, setStakeRequest] = useState(0);
  const goToSlip = useCallback((from?: HTMLElement) => {
    origin.current = from ?? null;
    if (!matchMedia(WIDE_QUERY).matches) setSlipOpen(true);
    setStakeRequest((count) => count + 1);
  }, []);
  const backToOrigin = () => {
    const target = origin.current?.isConnected ? origin.current : bar.current;
    origin.current = null;
    target?.focus();
  };
  const handledStake = useRef(0);
  useEffect(() => {
    if (stakeRequest !== handledStake.current) {
      handledStake.current = stakeRequest;
      // No stake field while the slip is empty: its heading, which says so.
      (
        sheet.current?.querySelector<HTMLElement>('input[name="stake"]:not(:disabled)') ??
        sheet.current?.querySelector<HTMLElement>('.slip')
      )?.focus();
    } else if (slipOpen && !wasOpen.current) sheet.current?.focus();
    else if (!slipOpen && wasOpen.current) backToOrigin();
    wasOpen.current = slipOpen;
  }, [slipOpen, stakeRequest]);
  const onSlipKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (slipOpen) setSlipOpen(false);
    else if (origin.current) backToOrigin();
  };

  return { slipOpen, setSlipOpen, sheet, bar, goToSlip, onSlipKeyDown };
}

/** The page of the current route. */
function RoutePage({
  route,
  props,
  navigate,
  openEvent,
  onEventLoaded,
  learnSportCode,
}: {
  readonly route: WidgetRoute;
  readonly props: SportsBookProps;
  readonly navigate: (next: WidgetRoute) => void;
  readonly openEvent: (event: SportEventSummaryView) => void;
  readonly onEventLoaded: (event: SportEventView) => void;
  readonly learnSportCode: (sportCode: string) => void;
}) {
  switch (route.page) {
    case 'sport':
      return <SportPage route={route} navigate={navigate} openEvent={openEvent} learnSportCode={learnSportCode} />;
    case 'event':
      return (
        <EventPage
          key={route.eventId}
          eventId={route.eventId ?? 0}
          onLoaded={onEventLoaded}
          openEvent={openEvent}
          navigate={navigate}
        />
      );
    case 'live':
      return <LivePage navigate={navigate} openEvent={openEvent} />;
    case 'search':
      return <SearchPage openEvent={openEvent} />;
    case 'bets':
      return <BetsPage onSignIn={props.onSignInButtonClick} />;
    default:
      return <OverviewPage navigate={navigate} openEvent={openEvent} />;
  }
}
