import { gameSeeds, type GameSeed } from './games.data';

export interface GameCollectionSeed {
  readonly identity: string;
  readonly name: string;
  readonly isHidden: boolean;
  /** Null: shown everywhere. */
  readonly countries: readonly string[] | null;
  /** Game identities in the collection's curated order. */
  readonly games: readonly string[];
}

/** The popular row shows a dozen tiles: two rows of six on desktop. */
const POPULAR_ROW_SIZE = 12;
/** New releases: the ten latest. */
const NEW_ROW_SIZE = 10;

const identities = (seeds: readonly GameSeed[]) => seeds.map((seed) => seed.identity);
const byPopularity = [...gameSeeds].sort((a, b) => b.popularity - a.popularity);
const byRelease = [...gameSeeds].sort((a, b) => b.releasedAt.localeCompare(a.releasedAt));
const inCategory = (category: GameSeed['category']) =>
  identities(byPopularity.filter((seed) => seed.category === category));

/**
 * The lobby rows, in display order. Brazil Picks exists only for visitors from Brazil (the
 * collection country rule of SPEC.md section 5); Halloween is switched off until October.
 */
export const gameCollectionSeeds: readonly GameCollectionSeed[] = [
  {
    identity: 'popular',
    name: 'Popular',
    isHidden: false,
    countries: null,
    games: identities(byPopularity.slice(0, POPULAR_ROW_SIZE)),
  },
  {
    identity: 'new',
    name: 'New releases',
    isHidden: false,
    countries: null,
    games: identities(byRelease.slice(0, NEW_ROW_SIZE)),
  },
  {
    identity: 'originals',
    name: 'Orbit Originals',
    isHidden: false,
    countries: null,
    games: identities(byPopularity.filter((seed) => seed.provider === 'orbit-originals')),
  },
  { identity: 'slots', name: 'Slots', isHidden: false, countries: null, games: inCategory('slot') },
  { identity: 'table', name: 'Table games', isHidden: false, countries: null, games: inCategory('table') },
  { identity: 'instant', name: 'Instant wins', isHidden: false, countries: null, games: inCategory('instant') },
  { identity: 'crash', name: 'Crash', isHidden: false, countries: null, games: ['orbit-limbo', 'comet-crash'] },
  {
    identity: 'brazil-picks',
    name: 'Brazil Picks',
    isHidden: false,
    countries: ['BR'],
    games: [
      'tiger-falls',
      'olympus-sparks',
      'sugar-cascade',
      'orbit-mines',
      'gold-rush-express',
      'orbit-european-roulette',
    ],
  },
  {
    identity: 'halloween',
    name: 'Halloween Nights',
    isHidden: true,
    countries: null,
    games: ['pumpkin-night', 'dragons-hoard', 'lucky-scratch'],
  },
];
