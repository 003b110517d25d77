import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import type { Executor } from '../../../db/executor';
import type { JobKind } from '../../../jobs/job-kind';
import type { JobQueue } from '../../../jobs/job-queue';
import { sportsbookChampionships, sportsbookEvents, type SportIncident } from '../sportsbook.table';
import { championshipById } from './championship-lookup';
import { championshipSeeds, slugOf } from './championships.data';
import { createMarkets, repriceEvent, resultEvent, type PricedEvent } from './event-pricing';
import { dayOf, fixturesOfDay } from './fixture-generator';
import { simulateStep, typicalSteps } from './match-simulation';

/** Real milliseconds per simulation step at speed 1: a match minute, or a tennis point. */
const STEP_MS = { soccer: 60_000, 'ice-hockey': 60_000, basketball: 60_000, esports: 60_000, tennis: 40_000 } as const;
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
  readonly onEventChanged: (executor: Executor, eventId: number) => Promise<void>;
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
        set: { name: sql`excluded.name`, slug: sql`excluded.slug`, categoryName: sql`excluded.category_name`, categorySlug: sql`excluded.category_slug`, sort: sql`excluded.sort` },
      });
  }

  /**
   * Yesterday's late, today's and tomorrow's fixtures that are not over yet; an existing one is
   * left as it is. `championshipIds` narrows them (tests).
   */
  async makeFixtures(now: Date, championshipIds?: readonly number[]): Promise<number> {
    const championships = championshipIds ? championshipSeeds.filter((championship) => championshipIds.includes(championship.id)) : championshipSeeds;
    const fixtures = [dayOf(new Date(now.getTime() - DAY_MS)), dayOf(now), dayOf(new Date(now.getTime() + DAY_MS))]
      .flatMap((day) => fixturesOfDay(day, championships))
      .filter((fixture) => fixture.startsAt.getTime() + typicalSteps(fixture.championship.model) * this.stepMs(fixture.championship.id) > now.getTime());
    // Most minutes every fixture exists already: one read instead of a transaction per fixture.
    const existing = new Set(
      fixtures.length === 0
        ? []
        : (await this.db.select({ feedKey: sportsbookEvents.feedKey }).from(sportsbookEvents).where(inArray(sportsbookEvents.feedKey, fixtures.map((fixture) => fixture.feedKey)))).map((row) => row.feedKey),
    );
    let made = 0;
    for (const fixture of fixtures.filter((candidate) => !existing.has(candidate.feedKey))) {
      await this.db.transaction(async (tx) => {
        const [event] = await tx
          .insert(sportsbookEvents)
          .values({
            feedKey: fixture.feedKey,
            championshipId: fixture.championship.id,
            sportId: fixture.championship.sportId,
            home: fixture.home,
            away: fixture.away,
            slug: fixture.slug,
            startsAt: fixture.startsAt,
            model: fixture.model,
            state: fixture.state,
            seed: String(fixture.seed),
            isTop: fixture.isTop,
          })
          .onConflictDoNothing()
          .returning();
        if (!event) return;
        await createMarkets(tx, pricedEventOf(event));
        made += 1;
      });
    }
    if (made > 0) this.log.info({ fixtures: made }, 'sportsbook fixtures made');
    return made;
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
      .where(and(eq(sportsbookEvents.status, 'upcoming'), lte(sportsbookEvents.startsAt, now)));
    for (const { id } of due) await this.startMatch(id, now);
    // A live match whose next step job is missing (it died in dead letter, a bug) is picked up again.
    const live = await this.db.select({ id: sportsbookEvents.id, step: sportsbookEvents.step }).from(sportsbookEvents).where(eq(sportsbookEvents.status, 'live'));
    for (const event of live) await this.jobs.enqueue(this.tickJob, { eventId: event.id, step: event.step }, { singletonKey: `${event.id}:${event.step}` });
  }

  async startMatch(eventId: number, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [event] = await tx.select().from(sportsbookEvents).where(eq(sportsbookEvents.id, eventId)).for('update');
      if (!event || event.status !== 'upcoming') return;
      const stepMs = this.stepMs(event.championshipId);
      const behind = Math.max(0, Math.floor((now.getTime() - event.startsAt.getTime()) / stepMs));
      let current: EventRow = { ...event, status: 'live' };
      const incidents: SportIncident[] = [...event.incidents];
      for (let step = 0; step < behind; step += 1) {
        const result = simulateStep(championshipById(event.championshipId).model, event.model, current.state, Number(event.seed), current.step);
        current = { ...current, state: result.state, step: current.step + 1 };
        incidents.push(...result.incidents);
        if (result.ended) break;
      }
      await this.saveStep(tx, { ...current, incidents: incidents.slice(-MAX_INCIDENTS) }, null, now);
    });
  }

  /** One step of a live match; a replayed or stale step does nothing. */
  async tick(eventId: number, step: number, now = new Date()): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [event] = await tx.select().from(sportsbookEvents).where(eq(sportsbookEvents.id, eventId)).for('update');
      if (!event || event.status !== 'live' || event.step !== step) return;
      const result = simulateStep(championshipById(event.championshipId).model, event.model, event.state, Number(event.seed), step);
      const incidents = [...event.incidents, ...result.incidents].slice(-MAX_INCIDENTS);
      const suspendedUntil = result.keyMoment ? new Date(now.getTime() + KEY_MOMENT_SUSPENSION_MS) : event.suspendedUntil;
      await this.saveStep(tx, { ...event, state: result.state, step: step + 1, incidents }, suspendedUntil, now);
    });
  }

  /** Writes a match's new state: repriced, or resulted when it is over; the next step enqueued. */
  private async saveStep(tx: Executor, event: EventRow, suspendedUntil: Date | null, now: Date): Promise<void> {
    const ended = event.state.final === true;
    await tx
      .update(sportsbookEvents)
      .set({ status: ended ? 'ended' : 'live', state: event.state, step: event.step, incidents: event.incidents, suspendedUntil, updatedAt: now })
      .where(eq(sportsbookEvents.id, event.id));
    if (ended) {
      const marketIds = await resultEvent(tx, pricedEventOf(event));
      await this.options.onMarketsResulted(tx, event.id, marketIds);
    } else {
      await repriceEvent(tx, pricedEventOf(event));
      await this.jobs.enqueue(
        this.tickJob,
        { eventId: event.id, step: event.step },
        { executor: tx, startAfter: new Date(now.getTime() + this.stepMs(event.championshipId)), singletonKey: `${event.id}:${event.step}` },
      );
    }
    await this.options.onEventChanged(tx, event.id);
  }

  /** Test and bench helper: the ids of events in these states. */
  async eventIds(statuses: readonly ('upcoming' | 'live' | 'ended')[]): Promise<number[]> {
    const rows = await this.db.select({ id: sportsbookEvents.id }).from(sportsbookEvents).where(inArray(sportsbookEvents.status, [...statuses]));
    return rows.map((row) => row.id);
  }
}

export function pricedEventOf(event: EventRow): PricedEvent {
  return { id: event.id, championshipId: event.championshipId, home: event.home, away: event.away, model: event.model, state: event.state };
}
