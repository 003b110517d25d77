import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DEFAULT_LOCALE, localizePath, type SportEventSummaryView } from '@casino/shared';
import type { AltenarWSDK, CarouselWidgetProps, OddsClick, WidgetHandle } from '@casino/sportsbook-widget/types';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/logger';
import { usePageLocale } from '@/lib/page-locale';
import { sportsQueryOptions } from '../api/get-sports';
import { eventLocation, sportLocationToUrl } from '../routing/sport-url';
import type { WidgetSession } from '../widget/widget-session';
import { sportName } from './sport-name';

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * The top-events and live-now carousels of the widget (loaded on demand by the home page). They
 * are added once the widget session is ready (SPEC.md section 4: other widgets wait for that
 * signal). On a sport change the top-events carousel is only updated; the live-now one is removed
 * and created anew for the sport.
 */
export default function SportCarousels({ session }: { readonly session: WidgetSession }) {
  const t = useT();
  const navigate = useNavigate();
  const locale = usePageLocale();
  const [sportId, setSportId] = useState<number | undefined>(undefined);
  const { sdk, state } = useReadySdk(session);
  const topContainer = useRef<HTMLDivElement>(null);
  const liveContainer = useRef<HTMLDivElement>(null);
  const top = useRef<WidgetHandle | null>(null);
  const handlers = useRef<Pick<CarouselWidgetProps, 'onEventSelect' | 'onOddsClick'>>({});

  // The widget keeps the handlers it was given: they read the newest router state through this ref.
  useEffect(() => {
    const go = (path: string) => void navigate(localizePath(path, locale));
    handlers.current = {
      onEventSelect: (event: SportEventSummaryView) =>
        go(sportLocationToUrl(eventLocation(event), { isEnglish: locale === DEFAULT_LOCALE })),
      onOddsClick: (click: OddsClick) =>
        go(sportLocationToUrl({ page: 'event', eventId: click.eventId }, { isEnglish: locale === DEFAULT_LOCALE })),
    };
  }, [navigate, locale]);

  const props = (): CarouselWidgetProps => ({
    onEventSelect: (event) => handlers.current.onEventSelect?.(event),
    onOddsClick: (click) => handlers.current.onOddsClick?.(click),
  });

  useEffect(() => {
    if (!sdk || !topContainer.current) return;
    const handle = sdk.addWidget({ widget: 'WTopEventsCarousel', props: props(), container: topContainer.current });
    top.current = handle;
    return () => {
      handle.remove();
      top.current = null;
    };
  }, [sdk]);

  const shownSport = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!sdk || !liveContainer.current) return;
    if (shownSport.current !== sportId) top.current?.update({ sportId });
    shownSport.current = sportId;
    const handle = sdk.addWidget({
      widget: 'WLiveNow',
      props: { ...props(), ...(sportId !== undefined && { sportId }) },
      container: liveContainer.current,
    });
    return () => handle.remove();
  }, [sdk, sportId]);

  return (
    <>
      {state === 'failed' && (
        <p className="sport-carousels__state" role="alert">
          {t('global-components:sport.carousels.loadFailed')}
        </p>
      )}
      {state === 'loading' && (
        <p className="visually-hidden" role="status">
          {t('global-components:sport.carousels.loading')}
        </p>
      )}
      <div
        ref={topContainer}
        className="sport-carousels__widget sport-carousels__widget--top"
        data-testid="top-events-carousel"
      />
      {/* Always in the page, so its room is kept before the sports arrive. */}
      <SportFilter sportId={sportId} onChange={setSportId} />
      <div
        ref={liveContainer}
        className="sport-carousels__widget sport-carousels__widget--live"
        data-testid="live-now-carousel"
      />
    </>
  );
}

/** The widget's SDK once the session is ready, and how far loading it has come. */
function useReadySdk(session: WidgetSession): { readonly sdk: AltenarWSDK | null; readonly state: LoadState } {
  const [sdk, setSdk] = useState<AltenarWSDK | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let removed = false;
    session.ready().then(
      (ready) => !removed && setSdk(ready),
      (error: unknown) => {
        logger.error('the sports carousels could not be started', error);
        if (!removed) setFailed(true);
      },
    );
    return () => {
      removed = true;
    };
  }, [session]);
  return { sdk, state: sdk ? 'ready' : failed ? 'failed' : 'loading' };
}

/** The sports to show live events of (all of them, or one); shown when there is more than one. */
function SportFilter({
  sportId,
  onChange,
}: {
  readonly sportId: number | undefined;
  readonly onChange: (sportId: number | undefined) => void;
}) {
  const t = useT();
  const sports = useQuery(sportsQueryOptions());
  return (
    <ul className="sport-carousels__sports" aria-label={t('global-components:sport.carousels.sportFilter')}>
      {sports.data && sports.data.length > 1 && (
        <>
          <li>
            <button
              type="button"
              className="sport-carousels__sport"
              aria-pressed={sportId === undefined}
              onClick={() => onChange(undefined)}
            >
              {t('global-components:sport.carousels.allFilter')}
            </button>
          </li>
          {sports.data.map((sport) => (
            <li key={sport.id}>
              <button
                type="button"
                className="sport-carousels__sport"
                aria-pressed={sportId === sport.id}
                onClick={() => onChange(sport.id)}
              >
                {sportName(t, sport)}
              </button>
            </li>
          ))}
        </>
      )}
    </ul>
  );
}
