import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import type { Executor } from '../../../db/executor';
import type { JobKind } from '../../../jobs/job-kind';
import type { JobQueue } from '../../../jobs/job-queue';
import type { EventChange, EventChangedHook } from '../sportsbook-publication';
import { sportsbookChampionships, sportsbookEvents, type SportIncident } from '../sportsbook.table';
import { championshipById } from './championship-lookup';
import { championshipSeeds, slugOf, type ChampionshipSeed } from './championships.data';
import { createMarkets, pricedEventOf, repriceEvent, resultEvent } from './event-pricing';
import { dayOf, fixtureRow, fixturesOfDay, type Fixture } from './fixture-generator';
import { bracketMatchChanged, createKnockoutDay } from './knockout-bracket';
import { knockoutDaysOf, type KnockoutDay } from './knockout-day';
import { simulateStep, STEP_MS, typicalSteps } from './match-simulation';

/** Betting pauses this long after a key moment (a goal, a break point, a map won). */
export const KEY_MOMENT_SUSPENSION_MS = 10_000;
/** Incidents an event keeps (the latest). */
const MAX_INCIDENTS = 40;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface FeedOptions {
  readonly speed: number;
  /** Called in the transaction that ended a match's markets: the settlement of their bets. */
  readonly onMarketsResulted: (executor: Executor, eventId: number, marketIds: readonly number[]) => Promise<void>;
  /** Called in the transaction of every change of an event: its real-time publication. */
  readonly onEventChanged: EventChangedHook;
}

interface TickJob {
  readonly eventId: number;
  readonly step: number;
}

type EventRow = typeof sportsbookEvents.$inferSelect;

/**
 * The feed of the in-house trading side: a betting day of fixtures (fixture-generator.ts), every
 * match played step by step on the job queue (one `sportsbook.event-tick` job per step, each
 * enqueued in the transaction of the step before, so a crash loses none and a replay does
 * nothing), prices moving with the score, betting paused around key moments, results at the end.
 * A recurring job once a minute, once across nodes, keeps tomorrow's fixtures made and starts
 * the matches that are due.
 */
export class SportsbookFeed {
  readonly tickJob: JobKind<TickJob>;
  readonly scheduleJob: JobKind<Record<string, never>>;

  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
    private readonly options: FeedOptions,
    scheduled: boolean,
  ) {
    this.tickJob = jobs.define<TickJob>({
      name: 'sportsbook.event-tick',
      retry: { limit: 5, delaySeconds: 1, backoff: true, maxDelaySeconds: 30 },
      timeoutSeconds: 60,
      run: ({ eventId, step }) => this.tick(eventId, step),
    });
    this.scheduleJob = jobs.define<Record<string, never>>({
      name: 'sportsbook.feed-schedule',
      retry: { limit: 2, delaySeconds: 10, backoff: false },
      timeoutSeconds: 120,
      ...(scheduled ? { cron: '* * * * *' } : {}),
      run: () => this.schedule(new Date()),
    });
  }

  stepMs(championshipId: number): number {
    return Math.max(50, Math.round(STEP_MS[championshipById(championshipId).model] / this.options.speed));
  }

  /** The minute's work: championships known, fixtures of today and tomorrow made, due matches started. */
  async schedule(now: Date): Promise<void> {
    await this.saveChampionships();
    await this.makeFixtures(now);
    await this.startDueMatches(now);
  }

  async saveChampionships(): Promise<void> {
    await this.db
      .insert(sportsbookChampionships)
      .values(
        championshipSeeds.map((championship, index) => ({
          id: championship.id,
          sportId: championship.sportId,
          categoryId: championship.categoryId,
          categoryName: championship.categoryName,
          categorySlug: slugOf(championship.categoryName),
          name: championship.name,
          slug: slugOf(championship.name),
          sort: index,
        })),
      )
      .onConflictDoUpdate({
        target: sportsbookChampionships.id,
        set: {
          name: sql`excluded.name`,
          slug: sql`excluded.slug`,
          categoryName: sql`excluded.category_name`,
          categorySlug: sql`excluded.category_slug`,
          sort: sql`excluded.sort`,
        },
      });
  }

  /**
   * Yesterday's late, today's and tomorrow's fixtures that are not over yet, and the days of
   * knockout championships whose final is not over yet (knockout-day.ts: an outright and its
   * quarter-finals at once); an existing one is left as it is. `championshipIds` narrows them (tests).
   */
  async makeFixtures(now: Date, championshipIds?: readonly number[]): Promise<number> {
    const championships = championshipIds
      ? championshipSeeds.filter((championship) => championshipIds.includes(championship.id))
      : championshipSeeds;
    const days = [dayOf(new Date(now.getTime() - DAY_MS)), dayOf(now), dayOf(new Date(now.getTime() + DAY_MS))];
    const notOver = (startsAt: Date, championship: ChampionshipSeed) =>
      startsAt.getTime() + typicalSteps(championship.model) * this.stepMs(championship.id) > now.getTime();
    const fixtures = days
      .flatMap((day) => fixturesOfDay(day, championships))
      .filter((fixture) => notOver(fixture.startsAt, fixture.championship));
    const knockouts = days
      .flatMap((day) => knockoutDaysOf(day, championships))
      .filter((day) => notOver(day.finalStartsAt, day.outright.championship));
    const feedKeysOf = (day: KnockoutDay) => [
      day.outright.feedKey,
      ...day.quarterFinals.map((fixture) => fixture.feedKey),
    ];
    const existing = await this.existingFeedKeys([
      ...fixtures.map((fixture) => fixture.feedKey),
      ...knockouts.flatMap(feedKeysOf),
    ]);
    let made = 0;
    for (const fixture of fixtures.filter((candidate) => !existing.has(candidate.feedKey))) {
      if (await this.db.transaction((tx) => insertFixture(tx, fixture))) made += 1;
    }
    // A day with any of its events made is made (or was made before its championship became a knockout).
    for (const day of knockouts.filter(
      (candidate) => !feedKeysOf(candidate).some((feedKey) => existing.has(feedKey)),
    )) {
      if (await this.db.transaction((tx) => createKnockoutDay(tx, day))) made += feedKeysOf(day).length;
    }
    if (made > 0) this.log.info({ fixtures: made }, 'sportsbook fixtures made');
    return made;
  }

  /** Most minutes every fixture exists already: one read instead of a transaction per fixture. */
  private async existingFeedKeys(feedKeys: readonly string[]): Promise<Set<string>> {
    if (feedKeys.length === 0) return new Set();
    const rows = await this.db
      .select({ feedKey: sportsbookEvents.feedKey })
      .from(sportsbookEvents)
      .where(inArray(sportsbookEvents.feedKey, [...feedKeys]));
    return new Set(rows.map((row) => row.feedKey));
  }

  /**
   * Matches whose kick-off has come go live. One that should have started a while ago (the
   * server was down, or it is a fresh install) is played forward to where it would be now, so
   * the book opens with matches in play.
   */
  async startDueMatches(now: Date): Promise<void> {
    const due = await this.db
      .select({ id: sportsbookEvents.id })
      .from(sportsbookEvents)
      .where(
        and(
          eq(sportsbookEvents.kind, 'match'),
          eq(sportsbookEvents.status, 'upcoming'),
          lte(sportsbookEvents.startsAt, now),
        ),
      );
    for (const { id } of due) await this.startMatch(id, now);
    // A live match whose next step job is missing (it died in dead letter, a bug) is picked up again.
    const live = await this.db
      .select({ id: sportsbookEvents.id, step: sportsbookEvents.step })
      .from(sportsbookEvents)
      .where(and(eq(sportsbookEvents.kind, 'match'), eq(sportsbookEvents.status, 'live')));
    for (const event of live)
      await this.jobs.enqueue(
        this.tickJob,
        { eventId: event.id, step: event.step },
        { singletonKey: `${event.id}:${event.step}` },
      );
  }

  async startMatch(eventId: number, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [event] = await tx.select().from(sportsbookEvents).where(eq(sportsbookEvents.id, eventId)).for('update');
      if (!event || event.status !== 'upcoming' || event.kind !== 'match') return;
      const stepMs = this.stepMs(event.championshipId);
      const behind = Math.max(0, Math.floor((now.getTime() - event.startsAt.getTime()) / stepMs));
      let current: EventRow = { ...event, status: 'live' };
      const incidents: SportIncident[] = [...event.incidents];
      for (let step = 0; step < behind; step += 1) {
        const result = simulateStep(
          championshipById(event.championshipId).model,
          event.model,
          current.state,
          Number(event.seed),
          current.step,
        );
        current = { ...current, state: result.state, step: current.step + 1 };
        incidents.push(...result.incidents);
        if (result.ended) break;
      }
      await this.saveStep(tx, { ...current, incidents: incidents.slice(-MAX_INCIDENTS) }, null, now, undefined);
    });
  }

  /** One step of a live match; a replayed or stale step does nothing. */
  async tick(eventId: number, step: number, now = new Date()): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [event] = await tx.select().from(sportsbookEvents).where(eq(sportsbookEvents.id, eventId)).for('update');
      if (!event || event.status !== 'live' || event.step !== step || event.kind !== 'match') return;
      const result = simulateStep(
        championshipById(event.championshipId).model,
        event.model,
        event.state,
        Number(event.seed),
        step,
      );
      const incidents = [...event.incidents, ...result.incidents].slice(-MAX_INCIDENTS);
      const suspendedUntil = result.keyMoment
        ? new Date(now.getTime() + KEY_MOMENT_SUSPENSION_MS)
        : event.suspendedUntil;
      const newIncidents = Math.min(result.incidents.length, incidents.length);
      await this.saveStep(tx, { ...event, state: result.state, step: step + 1, incidents }, suspendedUntil, now, {
        newIncidents,
        previousSuspendedUntil: event.suspendedUntil,
      });
    });
  }

  /**
   * Writes a match's new state: repriced, or resulted when it is over; the next step enqueued. A
   * bracket match's outright follows in the same transaction (knockout-bracket.ts). A step in play
   * (`step`) is published as a delta of the prices it moved; a kick-off or the end as the whole event.
   */
  private async saveStep(
    tx: Executor,
    event: EventRow,
    suspendedUntil: Date | null,
    now: Date,
    step: NonNullable<EventChange['step']> | undefined,
  ): Promise<void> {
    const ended = event.state.final === true;
    const status = ended ? 'ended' : 'live';
    await tx
      .update(sportsbookEvents)
      .set({ status, state: event.state, step: event.step, incidents: event.incidents, suspendedUntil })
      .where(eq(sportsbookEvents.id, event.id));
    let change: EventChange | undefined;
    if (ended) {
      const marketIds = await resultEvent(tx, pricedEventOf(event));
      await this.options.onMarketsResulted(tx, event.id, marketIds);
    } else {
      const repriced = await repriceEvent(tx, pricedEventOf(event));
      if (step) change = { selectionIds: repriced, step };
      await this.jobs.enqueue(
        this.tickJob,
        { eventId: event.id, step: event.step },
        {
          executor: tx,
          startAfter: new Date(now.getTime() + this.stepMs(event.championshipId)),
          singletonKey: `${event.id}:${event.step}`,
        },
      );
    }
    if (event.outrightEventId !== null)
      await bracketMatchChanged(tx, { ...event, status, suspendedUntil }, now, this.options);
    await this.options.onEventChanged(tx, event.id, change);
  }

  /** Test and bench helper: the ids of events in these states. */
  async eventIds(statuses: readonly ('upcoming' | 'live' | 'ended')[]): Promise<number[]> {
    const rows = await this.db
      .select({ id: sportsbookEvents.id })
      .from(sportsbookEvents)
      .where(inArray(sportsbookEvents.status, [...statuses]));
    return rows.map((row) => row.id);
  }
}

/** A fixture's event and markets; false when another node made it first. */
async function insertFixture(tx: Executor, fixture: Fixture): Promise<boolean> {
  const [event] = await tx.insert(sportsbookEvents).values(fixtureRow(fixture)).onConflictDoNothing().returning();
  if (!event) return false;
  await createMarkets(tx, pricedEventOf(event));
  return true;
}
