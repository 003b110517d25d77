/**
 * The hooks every view uses: the shared runtime, a store's current value, the culture's texts,
 * a cancellable load, and lists or events kept live by pushes (subscribed while on screen only).
 */
import type { SportEventSummaryView, SportEventView, SportLivePush } from '@casino/shared';
import { SPORT_LIVE_CHANNEL, sportEventChannel } from '@casino/shared';
import { createContext } from 'preact';
import { useCallback, useContext, useEffect, useMemo, useState } from 'preact/hooks';
import { mergeSummary } from '../lib/event-list';
import { createEventFollower } from '../realtime/event-follower';
import type { Store } from '../lib/store';
import type { Runtime } from '../sdk/runtime';
import type { Texts } from '../texts';

export const RuntimeContext = createContext<Runtime | null>(null);

/**
 * Given by the sportsbook view (not the carousels): a price added from the keyboard hands the
 * focus on to the slip's stake, with the price to come back to (Escape).
 */
export const SlipFocusContext = createContext<((from: HTMLElement) => void) | null>(null);

export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('a widget view rendered outside its runtime');
  return runtime;
}

export function useStore<T>(store: Store<T>): T {
  const [value, setValue] = useState(() => store.get());
  useEffect(() => {
    setValue(store.get());
    return store.subscribe((next) => setValue(() => next));
  }, [store]);
  return value;
}

/** The texts of the widget's locale (with its Intl tag and direction), English until its catalogue is in. */
export function useTexts(): Texts {
  return useStore(useRuntime().i18n).texts;
}

export type Loaded<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'error' }
  | { readonly state: 'ok'; readonly data: T };

/** Loads on mount and whenever `key` changes; an answer for an older key is dropped. */
export function useLoad<T>(
  load: () => Promise<T>,
  key: string,
): [Loaded<T>, () => void, (update: (data: T) => T) => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    load().then(
      (data) => current && setLoaded({ state: 'ok', data }),
      () => current && setLoaded({ state: 'error' }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; `key` says when it asks for something else.
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setLoaded((current) => (current.state === 'ok' ? { state: 'ok', data: change(current.data) } : current)),
    [],
  );
  return [loaded, retry, update];
}

/** A list of event summaries kept current by `sport:live` while it is on screen. */
export function useLiveList(
  load: () => Promise<readonly SportEventSummaryView[]>,
  key: string,
  belongs: (event: SportEventSummaryView) => boolean,
  limit?: number,
) {
  const { realtime } = useRuntime();
  const [loaded, retry, update] = useLoad(load, key);
  useEffect(
    () =>
      realtime.subscribe(
        SPORT_LIVE_CHANNEL,
        (data) => {
          const push = data as SportLivePush | null;
          if (push?.type === 'event.summary' && push.event)
            update((list) => mergeSummary(list, push.event, belongs, limit));
        },
        // Changes before the subscription held were missed: read the list again, quietly.
        () =>
          void load().then(
            (list) => update(() => list),
            () => undefined,
          ),
      ),
    [realtime, key, update],
  );
  return [loaded, retry] as const;
}

/**
 * One event kept current by its `sport:event#{id}` pushes while its page is open: whole views and
 * deltas, the view read again when one was missed (realtime/event-follower.ts).
 */
export function useLiveEvent(eventId: number) {
  const { api, realtime } = useRuntime();
  const [loaded, retry, update] = useLoad(() => api.event(eventId), String(eventId));
  const follower = useMemo(
    () =>
      createEventFollower(
        eventId,
        () => api.event(eventId),
        (event) => update((): SportEventView => event),
      ),
    [api, eventId, update],
  );
  const first = loaded.state === 'ok' ? loaded.data : null;
  useEffect(() => void (first && follower.offer(first)), [first, follower]);
  useEffect(
    () =>
      realtime.subscribe(
        sportEventChannel(eventId),
        (data) => follower.push(data),
        // Changes before the subscription held were missed: read the event again, quietly.
        () => follower.resync(),
      ),
    [realtime, eventId, follower],
  );
  return [loaded, retry] as const;
}
