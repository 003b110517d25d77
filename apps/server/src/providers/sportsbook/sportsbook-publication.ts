import { sql } from 'drizzle-orm';
import {
  SPORT_LIVE_CHANNEL,
  sportEventChannel,
  type SportEventDeltaPush,
  type SportEventSummaryView,
  type SportEventUpdatedPush,
  type SportEventView,
  type SportSelectionDelta,
} from '@casino/shared';
import { queryRows } from '../../db/database';
import type { Executor } from '../../db/executor';
import { publishInTransaction } from '../../modules/realtime/realtime-outbox';
import { eventView } from './sportsbook-views';

/**
 * What a change of an event touched when it moved only prices and statuses of selections, so
 * that a delta tells it (issue 28); no change given is a structural one (markets made or
 * settled, the event's status, a trader's suspension of the event): the whole view is pushed.
 */
export interface EventChange {
  /** Selections whose price or openness may have changed. */
  readonly selectionIds: readonly number[];
  /** Markets whose status changed (their selections' openness with it). */
  readonly marketIds?: readonly number[];
  /** A step of a match in play: its score, clock and pause go with the delta, and its new incidents. */
  readonly step?: {
    /** How many incidents the step added (the last ones of the event's list). */
    readonly newIncidents: number;
    /** The pause the event had before the step (the step may have set one). */
    readonly previousSuspendedUntil: Date | null;
  };
}

/** Called in the transaction of every change of an event: its publication. */
export type EventChangedHook = (executor: Executor, eventId: number, change?: EventChange) => Promise<void>;

interface VersionRow {
  readonly previous: string;
  readonly version: string;
  readonly status: string;
  readonly operator_suspended: boolean;
  readonly suspended_until_ms: number | null;
}

/**
 * Moves the event's version on (its `updated_at`, strictly later than the one before even when
 * the clock is not), under the event's row lock so that the versions of an event follow the order
 * its changes commit in. Undefined when there is no such event.
 */
async function nextVersion(tx: Executor, eventId: number): Promise<VersionRow | undefined> {
  const [row] = await queryRows<VersionRow>(
    tx,
    sql`
      with previous as (select id, updated_at from sportsbook_events where id = ${eventId} for update)
      update sportsbook_events as event
      set updated_at = greatest(clock_timestamp(), previous.updated_at + interval '1 microsecond')
      from previous
      where event.id = previous.id
      returning (extract(epoch from previous.updated_at) * 1000000)::bigint::text as previous,
                (extract(epoch from event.updated_at) * 1000000)::bigint::text as version,
                event.status, event.operator_suspended,
                (extract(epoch from event.suspended_until) * 1000)::float8 as suspended_until_ms`,
  );
  return row;
}

/** Whether betting on the whole event is closed at that moment (every market shows as suspended then). */
function closedAt(
  event: { status: string; operatorSuspended: boolean; suspendedUntilMs: number | null },
  atMs: number,
): boolean {
  return (
    event.status === 'ended' ||
    event.operatorSuspended ||
    (event.suspendedUntilMs !== null && event.suspendedUntilMs > atMs)
  );
}

/**
 * Every change of an event, in its transaction: on its public channel a delta when only prices
 * and statuses of selections moved and the event's openness is the same as at the version before
 * (else the whole view), and its summary on the lists' channel.
 */
export async function publishEventChange(tx: Executor, eventId: number, change?: EventChange): Promise<void> {
  const versions = await nextVersion(tx, eventId);
  if (!versions) return;
  const previousVersion = Number(versions.previous);
  const version = Number(versions.version);
  // The view as of the version's moment: the next change judges the openness it showed at that same moment.
  const versionMs = Math.floor(version / 1000);
  const event = await eventView(tx, eventId, versionMs);
  if (!event) return;
  const now = {
    status: versions.status,
    operatorSuspended: versions.operator_suspended,
    suspendedUntilMs: versions.suspended_until_ms,
  };
  const before = change?.step
    ? { ...now, suspendedUntilMs: change.step.previousSuspendedUntil?.getTime() ?? null }
    : now;
  const delta =
    change !== undefined &&
    event.kind === 'match' &&
    closedAt(before, Math.floor(previousVersion / 1000)) === closedAt(now, versionMs);
  const push = delta
    ? deltaOf(event, previousVersion, change)
    : ({ type: 'event.updated', event } satisfies SportEventUpdatedPush);
  await publishInTransaction(tx, sportEventChannel(eventId), push);
  const { markets: _markets, incidents: _incidents, bracket: _bracket, version: _version, ...summary } = event;
  await publishInTransaction(tx, SPORT_LIVE_CHANNEL, {
    type: 'event.summary',
    event: summary satisfies SportEventSummaryView,
  });
}

function deltaOf(event: SportEventView, previousVersion: number, change: EventChange): SportEventDeltaPush {
  const selectionIds = new Set(change.selectionIds);
  const marketIds = new Set(change.marketIds ?? []);
  const selections: SportSelectionDelta[] = [];
  for (const market of event.markets) {
    for (const selection of market.selections) {
      if (selectionIds.has(selection.id) || marketIds.has(market.id))
        selections.push({ id: selection.id, price: selection.price, open: selection.open, result: selection.result });
    }
  }
  const markets = event.markets
    .filter((market) => marketIds.has(market.id))
    .map((market) => ({ id: market.id, status: market.status }));
  const step = change.step;
  return {
    type: 'event.delta',
    eventId: event.id,
    version: event.version,
    previousVersion,
    selections,
    markets,
    ...(step && {
      live: { score: event.score, clock: event.clock, suspendedUntil: event.suspendedUntil },
      ...(step.newIncidents > 0 && { incidents: event.incidents.slice(-step.newIncidents) }),
    }),
  };
}
