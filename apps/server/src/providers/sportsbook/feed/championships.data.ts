/**
 * The feed's championships: what the in-house trading side offers every day, by sport of the
 * catalogue (SPEC.md section 3, sports.data.ts). Teams and players are invented (no league or
 * club marks); the structure (countries as categories, leagues as championships, e-sports titles
 * as the spec's sub-categories) is a real sportsbook's.
 */

/** Which pricing model and simulation a championship's matches use (@casino/sportsbook). */
export type SportModel = 'soccer' | 'ice-hockey' | 'basketball' | 'tennis' | 'esports';

export interface ChampionshipSeed {
  readonly id: number;
  readonly sportId: number;
  readonly model: SportModel;
  readonly categoryId: number;
  readonly categoryName: string;
  readonly name: string;
  /** Matches a day; kick-offs are spread over the day (fixture-generator.ts). A knockout's are its bracket's. */
  readonly matchesPerDay: number;
  readonly competitors: readonly string[];
  /**
   * 'knockout': each day eight of the competitors play a single-elimination bracket (quarter-finals
   * in the morning UTC, semi-finals in the afternoon, the final in the evening) with an outright
   * winner market (knockout-day.ts). Otherwise the day's matches are independent pairings.
   */
  readonly format?: 'knockout';
}

const SOCCER = 66;
const BASKETBALL = 67;
const TENNIS = 68;
const ICE_HOCKEY = 70;
const E_SPORTS = 145;

export const championshipSeeds: readonly ChampionshipSeed[] = [
  {
    id: 3001,
    sportId: SOCCER,
    model: 'soccer',
    categoryId: 501,
    categoryName: 'England',
    name: 'Premier Division',
    matchesPerDay: 8,
    competitors: [
      'North City',
      'Harbour United',
      'Kingsbridge Rovers',
      'Ashford Athletic',
      'Westmoor',
      'Redcliffe Town',
      'Millbrook',
      'Castleford Albion',
      'Easton Wanderers',
      'Brightwater',
      'Oakham City',
      'Saltmarsh United',
    ],
  },
  {
    id: 3002,
    sportId: SOCCER,
    model: 'soccer',
    categoryId: 502,
    categoryName: 'Spain',
    name: 'Primera Liga',
    matchesPerDay: 6,
    competitors: [
      'Real Costa',
      'Atlético Sierra',
      'Deportivo Norte',
      'Valle FC',
      'Unión Marina',
      'Sporting Río',
      'Racing Alba',
      'CD Montaña',
      'Betis Sur',
      'Celta Mar',
    ],
  },
  {
    id: 3003,
    sportId: SOCCER,
    model: 'soccer',
    categoryId: 503,
    categoryName: 'Germany',
    name: 'Erste Liga',
    matchesPerDay: 6,
    competitors: [
      'FC Rheinhafen',
      'Borussia Nordtal',
      'SV Bergstadt',
      'Eintracht Waldau',
      'VfB Seeburg',
      'TSV Kronach',
      'Fortuna Elbing',
      'Union Altmark',
      'SC Feldberg',
      'Hertha Lindau',
    ],
  },
  {
    id: 3004,
    sportId: SOCCER,
    model: 'soccer',
    categoryId: 504,
    categoryName: 'International',
    name: 'Champions Cup',
    matchesPerDay: 4,
    competitors: [
      'North City',
      'Real Costa',
      'FC Rheinhafen',
      'Olympique Lumière',
      'Ajax Polder',
      'Benfica Tejo',
      'Inter Laguna',
      'Galata Bosphorus',
    ],
  },
  {
    id: 3101,
    sportId: BASKETBALL,
    model: 'basketball',
    categoryId: 601,
    categoryName: 'USA',
    name: 'Pro Basketball League',
    matchesPerDay: 8,
    competitors: [
      'Bay City Comets',
      'Desert Suns',
      'Lakeshore Lynx',
      'Capital Eagles',
      'Harbor Sharks',
      'Mountain Elks',
      'River Kings',
      'Prairie Storm',
      'Metro Knights',
      'Coastal Waves',
    ],
  },
  {
    id: 3102,
    sportId: BASKETBALL,
    model: 'basketball',
    categoryId: 602,
    categoryName: 'Europe',
    name: 'Euro Basket League',
    matchesPerDay: 4,
    competitors: [
      'Olympiacos Piraeus BC',
      'Žalgiris Nemunas',
      'Partizan Sava',
      'Baskonia Norte',
      'Anadolu Bosphorus',
      'Maccabi Yarkon',
      'Virtus Reno',
      'Alba Spree',
    ],
  },
  {
    id: 3201,
    sportId: TENNIS,
    model: 'tennis',
    categoryId: 701,
    categoryName: 'Men',
    name: 'World Tour Finals',
    matchesPerDay: 7,
    format: 'knockout',
    competitors: [
      'A. Varga',
      'L. Moreau',
      'K. Tanaka',
      'M. Novak',
      'J. Castillo',
      'D. Petrov',
      'T. Lindqvist',
      'R. Okafor',
      'S. Kowalski',
      'F. Romano',
    ],
  },
  {
    id: 3202,
    sportId: TENNIS,
    model: 'tennis',
    categoryId: 702,
    categoryName: 'Women',
    name: 'Championship Series',
    matchesPerDay: 6,
    competitors: [
      'E. Svoboda',
      'C. Dubois',
      'N. Ivanova',
      'M. Rossi',
      'A. Jensen',
      'Y. Sato',
      'P. Kaur',
      'L. García',
      'H. Müller',
      'B. Adeyemi',
    ],
  },
  {
    id: 3301,
    sportId: ICE_HOCKEY,
    model: 'ice-hockey',
    categoryId: 801,
    categoryName: 'North America',
    name: 'Continental Hockey League',
    matchesPerDay: 6,
    competitors: [
      'Northern Wolves',
      'Glacier Bears',
      'Steel City Blades',
      'Maple Rangers',
      'Frost Giants',
      'Bay Pirates',
      'Prairie Bison',
      'Harbor Seals',
    ],
  },
  {
    id: 3302,
    sportId: ICE_HOCKEY,
    model: 'ice-hockey',
    categoryId: 802,
    categoryName: 'Sweden',
    name: 'Elitserien',
    matchesPerDay: 4,
    competitors: ['Frölunda Hav', 'Färjestad Älv', 'Luleå Norr', 'Skellefteå Bruk', 'Rögle Kust', 'Växjö Sjö'],
  },
  {
    id: 3401,
    sportId: E_SPORTS,
    model: 'esports',
    categoryId: 1534,
    categoryName: 'Counter-Strike',
    name: 'Masters League',
    matchesPerDay: 6,
    competitors: [
      'Nova Five',
      'Iron Lotus',
      'Polar Vortex',
      'Crimson Tide Gaming',
      'Apex Wolves',
      'Digital Ronin',
      'Static Shock',
      'Zenith',
    ],
  },
  {
    id: 3402,
    sportId: E_SPORTS,
    model: 'esports',
    categoryId: 1533,
    categoryName: 'Dota2',
    name: 'Ancients Cup',
    matchesPerDay: 4,
    competitors: ['Radiant Dawn', 'Dire Straits', 'Roshan Hunters', 'Aegis Keepers', 'Mid or Feed', 'Tango Squad'],
  },
  {
    id: 3403,
    sportId: E_SPORTS,
    model: 'esports',
    categoryId: 1330,
    categoryName: 'Valorant',
    name: 'Champions Tour',
    matchesPerDay: 4,
    competitors: ['Spike Rush', 'Vandal Kings', 'Phantom Five', 'Radiant Edge', 'Ultimate Orbs', 'Eco Round'],
  },
];

/** Lower-case URL slug: letters and digits of any script kept, accents folded, runs of others as one dash. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
