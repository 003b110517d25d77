import { createHash } from 'node:crypto';
import { createSeededRandom } from '@casino/sportsbook';
import type { SportEventState, sportsbookEvents } from '../sportsbook.table';
import { championshipSeeds, slugOf, type ChampionshipSeed } from './championships.data';
import { initialModel, initialState, type ModelParameters } from './match-simulation';

/**
 * A betting day: the fixtures of every championship on one UTC day, the same on every node and
 * after every restart (seeded by the day and the championship), so generating a day twice adds
 * nothing. Kick-offs are spread over the whole day, each championship on its own offset, so at
 * any hour some matches are about to start and some are in play.
 */

export interface Fixture {
  readonly feedKey: string;
  readonly championship: ChampionshipSeed;
  readonly home: string;
  readonly away: string;
  readonly slug: string;
  readonly startsAt: Date;
  readonly model: ModelParameters;
  readonly state: SportEventState;
  readonly seed: number;
  readonly isTop: boolean;
}

/** A fixture's event row. */
export function fixtureRow(fixture: Fixture): typeof sportsbookEvents.$inferInsert {
  return {
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
  };
}

const MINUTES_PER_DAY = 24 * 60;
const KICK_OFF_GRANULARITY_MINUTES = 5;
/** Championships whose matches the top-events carousel favours. */
const TOP_CHAMPIONSHIPS = new Set([3001, 3004, 3101, 3201, 3301, 3401]);

/** A whole number from a text, the same everywhere: the seed of a fixture or a day's draw. */
export function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** `2026-11-25` of a moment, in UTC. */
export function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** 00:00 UTC of a day, in milliseconds. */
export function dayStartOf(day: string): number {
  const dayStart = Date.parse(`${day}T00:00:00.000Z`);
  if (!Number.isFinite(dayStart)) throw new Error(`not a day: ${day}`);
  return dayStart;
}

/** The day's fixtures of championships of independent pairings (a knockout's day is knockout-day.ts's). */
export function fixturesOfDay(day: string, championships: readonly ChampionshipSeed[] = championshipSeeds): Fixture[] {
  const dayStart = dayStartOf(day);
  return championships
    .filter((championship) => championship.format !== 'knockout')
    .flatMap((championship) => fixturesOfChampionship(day, dayStart, championship));
}

/** A championship's draw of the day: its competitors in a seeded order, and the generator that drew them (it goes on for what follows). */
export function drawOfDay(day: string, championship: ChampionshipSeed): { order: string[]; random: () => number } {
  const random = createSeededRandom(seedOf(`${day}:${championship.id}`));
  return { order: shuffled(championship.competitors, random), random };
}

/** Whether a championship's fixture goes in the top-events carousel (about half of a top championship's). */
export function drawnTop(championship: ChampionshipSeed, random: () => number): boolean {
  return TOP_CHAMPIONSHIPS.has(championship.id) && random() < 0.5;
}

function fixturesOfChampionship(day: string, dayStart: number, championship: ChampionshipSeed): Fixture[] {
  const { order, random } = drawOfDay(day, championship);
  const spacing = MINUTES_PER_DAY / championship.matchesPerDay;
  const offset = (championship.id * 37) % spacing;
  return Array.from({ length: championship.matchesPerDay }, (_, index) => {
    const home = order[(2 * index) % order.length]!;
    const away = order[(2 * index + 1) % order.length]!;
    const minute = Math.floor((offset + index * spacing) / KICK_OFF_GRANULARITY_MINUTES) * KICK_OFF_GRANULARITY_MINUTES;
    const feedKey = `${day}:${championship.id}:${index}`;
    const seed = seedOf(feedKey);
    return {
      feedKey,
      championship,
      home,
      away,
      slug: slugOf(`${home} vs ${away}`),
      startsAt: new Date(dayStart + minute * 60_000),
      model: initialModel(championship.model, seed),
      state: initialState(championship.model),
      seed,
      isTop: drawnTop(championship, random),
    };
  });
}

/** Fisher–Yates with the seeded generator; when there are fewer teams than slots, the order repeats. */
function shuffled<Item>(items: readonly Item[], random: () => number): Item[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const swap = Math.floor(random() * (index + 1));
    [copy[index], copy[swap]] = [copy[swap]!, copy[index]!];
  }
  return copy;
}
