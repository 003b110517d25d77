/**
 * Keeps one event's view current from the pushes of its channel `sport:event#{id}` (issue 28):
 * a whole view (`event.updated`) is taken when it is newer than the one held; a delta
 * (`event.delta`) is applied when it follows the version held, and otherwise (a push missed, a
 * reconnect) the view is read again over HTTP. Pushes that arrive while it is being read are kept
 * and applied after it, so none is lost to the read.
 */
import { applySportEventDelta, type SportEventPush, type SportEventView } from '@casino/shared';

export interface EventFollower {
  /** A push of the event's channel (anything else is ignored). */
  push(data: unknown): void;
  /** A view read elsewhere (the page's first load): taken when newer than the one held. */
  offer(view: SportEventView): void;
  /** Reads the view again (the subscription was confirmed: pushes before it were missed). */
  resync(): void;
  current(): SportEventView | null;
}

function isEventPush(data: unknown, eventId: number): data is SportEventPush {
  const push = data as Partial<SportEventPush> | null;
  if (push?.type === 'event.updated') return push.event?.id === eventId;
  if (push?.type === 'event.delta') return push.eventId === eventId;
  return false;
}

export function createEventFollower(
  eventId: number,
  load: () => Promise<SportEventView>,
  onView: (view: SportEventView) => void,
): EventFollower {
  let view: SportEventView | null = null;
  let loading = false;
  /** Pushes held back while the view is read. */
  let waiting: SportEventPush[] = [];

  const take = (next: SportEventView): void => {
    if (view && next.version <= view.version) return;
    view = next;
    onView(next);
  };

  const apply = (push: SportEventPush): void => {
    if (push.type === 'event.updated') return take(push.event);
    if (view && push.version <= view.version) return;
    const next = view && applySportEventDelta(view, push);
    if (next) take(next);
    else resync();
  };

  const resync = (): void => {
    if (loading) return;
    loading = true;
    load().then(
      (loaded) => {
        loading = false;
        take(loaded);
        const held = waiting;
        waiting = [];
        for (const push of held) {
          // A delta that does not follow starts another read; the rest wait for it.
          if (loading) waiting.push(push);
          else apply(push);
        }
      },
      () => {
        // The next push that does not follow reads it again.
        loading = false;
        waiting = [];
      },
    );
  };

  return {
    push(data) {
      if (!isEventPush(data, eventId)) return;
      if (loading) waiting.push(data);
      else apply(data);
    },
    offer(offered) {
      if (view && view.version > offered.version) onView(view);
      else take(offered);
    },
    resync,
    current: () => view,
  };
}
