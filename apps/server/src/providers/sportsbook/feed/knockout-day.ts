import { createSeededRandom } from '@casino/sportsbook';
import { championshipSeeds, slugOf, type ChampionshipSeed } from './championships.data';
import { dayStartOf, drawnTop, drawOfDay, seedOf, type Fixture } from './fixture-generator';
import { between, initialState } from './match-simulation';

/**
 * A knockout championship's day (championships.data.ts `format: 'knockout'`): eight of its
 * competitors drawn in bracket order (seeded by the day and the championship, like any day's
 * fixtures), each with a serve strength of the day (seeded by the day and the player), so every
 * match of the bracket and the outright price the same two players alike. The quarter-finals are
 * made with the day; a semi-final or the final is made when both matches before it are over
 * (knockout-bracket.ts). Feed keys: `{day}:{championship}:{match}` (0-3 quarter-finals, as any
 * day's fixtures, 4-5 semi-finals, 6 the final) and `{day}:{championship}:outright`.
 */

export const BRACKET_PLAYERS = 8;
/** Rounds of the bracket: 1 quarter-finals, 2 semi-finals, 3 the final. */
export const FINAL_ROUND = 3;
/**
 * Kick-offs by match index, minutes after 00:00 UTC: quarter-finals two at a time on two courts
 * at 08:00 and 10:00, semi-finals at 13:00 and 15:00, the final at 19:00. Each match has the time
 * of a long three-setter (typicalSteps × the tennis step, 107 minutes) before the next one needs it.
 */
export const BRACKET_KICK_OFF_MINUTES: readonly number[] = [480, 480, 600, 600, 780, 900, 1140];
/** A round whose previous round ran late is made to start this long after it is made. */
export const LATE_ROUND_DELAY_MS = 5 * 60_000;

/** A match of the bracket: a fixture with its round and its place in the round from the top (0-3, 0-1, 0). */
export interface BracketFixture extends Fixture {
  readonly round: number;
  readonly slot: number;
}

export interface OutrightFixture {
  readonly feedKey: string;
  readonly championship: ChampionshipSeed;
  /** The event's two names: the championship's, and 'Winner' (lists, the slip and bet history print "home – away"). */
  readonly home: string;
  readonly away: string;
  readonly slug: string;
  /** The first quarter-final's kick-off. */
  readonly startsAt: Date;
}

export interface KnockoutDay {
  readonly outright: OutrightFixture;
  readonly quarterFinals: readonly BracketFixture[];
  /** The final's scheduled kick-off: the day is still to be made until the final should be over. */
  readonly finalStartsAt: Date;
}

/** A player of the day's bracket and their serve strength. */
export interface BracketPlayer {
  readonly name: string;
  readonly serve: number;
}

export const OUTRIGHT_AWAY_NAME = 'Winner';

export function outrightFeedKey(day: string, championshipId: number): string {
  return `${day}:${championshipId}:outright`;
}

/** The day of a knockout event's feed key. */
export function dayOfFeedKey(feedKey: string): string {
  return feedKey.slice(0, feedKey.indexOf(':'));
}

/** A match's index in the day (its feed key's last part): the rounds one after another. */
export function matchIndex(round: number, slot: number): number {
  return BRACKET_PLAYERS - BRACKET_PLAYERS / 2 ** (round - 1) + slot;
}

/** The serve-point probability of a player on a day: the same in each of their matches and in the outright. */
export function serveOfDay(day: string, player: string): number {
  return between(createSeededRandom(seedOf(`${day}:${player}`)), 0.58, 0.7);
}

export function knockoutDaysOf(
  day: string,
  championships: readonly ChampionshipSeed[] = championshipSeeds,
): KnockoutDay[] {
  return championships
    .filter((championship) => championship.format === 'knockout')
    .map((championship) => knockoutDayOf(day, championship));
}

function knockoutDayOf(day: string, championship: ChampionshipSeed): KnockoutDay {
  if (championship.competitors.length < BRACKET_PLAYERS)
    throw new Error(`knockout championship ${championship.id} needs ${BRACKET_PLAYERS} competitors`);
  const { order, random } = drawOfDay(day, championship);
  const players = order.slice(0, BRACKET_PLAYERS).map((name) => ({ name, serve: serveOfDay(day, name) }));
  const quarterFinals = Array.from({ length: BRACKET_PLAYERS / 2 }, (_, slot) => ({
    ...bracketFixture(
      day,
      championship,
      1,
      slot,
      players[2 * slot]!,
      players[2 * slot + 1]!,
      kickOff(day, matchIndex(1, slot)),
    ),
    isTop: drawnTop(championship, random),
  }));
  const home = championship.name;
  return {
    outright: {
      feedKey: outrightFeedKey(day, championship.id),
      championship,
      home,
      away: OUTRIGHT_AWAY_NAME,
      slug: slugOf(`${home} ${OUTRIGHT_AWAY_NAME}`),
      startsAt: quarterFinals[0]!.startsAt,
    },
    quarterFinals,
    finalStartsAt: kickOff(day, matchIndex(FINAL_ROUND, 0)),
  };
}

function kickOff(day: string, index: number): Date {
  return new Date(dayStartOf(day) + BRACKET_KICK_OFF_MINUTES[index]! * 60_000);
}

/**
 * A semi-final or the final, made when the matches before it are over: at its scheduled kick-off,
 * or a few minutes from now when they ran late. Semi-finals and the final are top events.
 */
export function laterRoundFixture(
  day: string,
  championship: ChampionshipSeed,
  round: number,
  slot: number,
  home: BracketPlayer,
  away: BracketPlayer,
  now: Date,
): BracketFixture {
  const scheduled = kickOff(day, matchIndex(round, slot)).getTime();
  const startsAt = new Date(Math.max(scheduled, now.getTime() + LATE_ROUND_DELAY_MS));
  return { ...bracketFixture(day, championship, round, slot, home, away, startsAt), isTop: true };
}

function bracketFixture(
  day: string,
  championship: ChampionshipSeed,
  round: number,
  slot: number,
  home: BracketPlayer,
  away: BracketPlayer,
  startsAt: Date,
): BracketFixture {
  const feedKey = `${day}:${championship.id}:${matchIndex(round, slot)}`;
  return {
    feedKey,
    championship,
    home: home.name,
    away: away.name,
    slug: slugOf(`${home.name} vs ${away.name}`),
    startsAt,
    model: { homeServe: home.serve, awayServe: away.serve },
    state: initialState(championship.model),
    seed: seedOf(feedKey),
    isTop: false,
    round,
    slot,
  };
}
