/**
 * The casino catalogue as the API shows it (SPEC.md sections 3 and 7, Games): games, studios,
 * collections, spins, bets and winners, with the limits server and web both enforce.
 */
import { nicknameFromEmail, displayName, type ProfileNameSource } from './profile-display';

/** Game features a player can filter by (`features[]=free-spins&features[]=jackpot`). */
export const GAME_FEATURES = [
  'provably-fair',
  'free-spins',
  'bonus-buy',
  'multiplier',
  'jackpot',
  'cascading-reels',
  'hold-and-win',
] as const;
export type GameFeature = (typeof GAME_FEATURES)[number];

/** English names of the features; the web translates by the feature key. */
export const GAME_FEATURE_NAMES: Readonly<Record<GameFeature, string>> = {
  'provably-fair': 'Provably fair',
  'free-spins': 'Free spins',
  'bonus-buy': 'Bonus buy',
  multiplier: 'Multipliers',
  jackpot: 'Jackpot',
  'cascading-reels': 'Cascading reels',
  'hold-and-win': 'Hold and win',
};

export const GAME_VOLATILITIES = ['low', 'medium', 'high', 'very-high'] as const;
export type GameVolatility = (typeof GAME_VOLATILITIES)[number];

/**
 * How a studio's games reach the player: `inhouse` is our own game server (really playable here);
 * `listed` is a studio whose integration does not exist on this platform yet, so its games are
 * shown in the lobby but cannot be launched, not even in demo; `sportsbook` is the sportsbook
 * provider, whose one catalogue entry (SPORTSBOOK_GAME_IDENTITY) is never listed in the lobby;
 * `aggregator` is a studio whose games run on its own game server (apps/studio-server), which
 * reaches the player's money only over the signed seamless-wallet HTTP protocol.
 */
export const GAME_PROVIDER_INTEGRATIONS = ['inhouse', 'listed', 'sportsbook', 'aggregator'] as const;
export type GameProviderIntegration = (typeof GAME_PROVIDER_INTEGRATIONS)[number];

/** Orders of the game list. Without `sort`, a collection keeps its curated order, else `popular`. */
export const GAME_SORTS = ['popular', 'new', 'name', 'rtp'] as const;
export type GameSort = (typeof GAME_SORTS)[number];
export const DEFAULT_GAME_SORT: GameSort = 'popular';

/** A lobby row shows 24 tiles (4 rows of 6 on desktop); more pages load on demand. */
export const GAMES_DEFAULT_PER_PAGE = 24;
/** Bounds one page's query and response (well under the 512 KB response cap of SPEC.md section 9). */
export const GAMES_MAX_PER_PAGE = 100;
/** Deeper pages than this are a scraper, not a player: the offset stays cheap. */
export const GAMES_MAX_PAGE = 1000;
/** History lists (spins, bets) page like the wallet history. */
export const HISTORY_DEFAULT_PER_PAGE = 20;
export const HISTORY_MAX_PER_PAGE = 100;

/** Longer than any game name; a longer search text is refused instead of scanned. */
export const GAME_SEARCH_MAX_LENGTH = 64;
/** The global search asks for 3 characters: fewer match half the lobby and flood recent searches. */
export const GAME_SEARCH_MIN_LENGTH = 3;
/** The global-search modal shows the player's last 10 distinct searches. */
export const RECENT_SEARCHES_LIMIT = 10;

/** A round counts as a big win, worth the winners ticker, from 10 times its stake. */
export const BIG_WIN_MIN_MULTIPLIER = 10;
/** The winners ticker shows the latest 20 big wins. */
export const WINNERS_LIST_SIZE = 20;

/** A game round's state: open while the stake is taken and the result not yet paid. */
export const GameRoundStatus = { Open: 1, Settled: 2, RolledBack: 3 } as const;
export type GameRoundStatus = (typeof GameRoundStatus)[keyof typeof GameRoundStatus];

export interface GameProviderSummary {
  readonly id: string;
  readonly identity: string;
  readonly name: string;
}

export interface GameProviderView extends GameProviderSummary {
  /** Path of the studio's logo (SVG). */
  readonly logo: string;
  readonly integration: GameProviderIntegration;
  /** Enabled games of the studio. */
  readonly gamesCount: number;
}

/** A game tile and page (SPEC.md section 3, Game: identity, name, provider.name). */
export interface GameView {
  readonly id: string;
  /** Lowercase slug used in URLs (`/game/{identity}`); lookups ignore case. */
  readonly identity: string;
  readonly name: string;
  readonly provider: GameProviderSummary;
  readonly description: string;
  readonly theme: string;
  readonly features: readonly GameFeature[];
  /** Theoretical return to player in basis points (9900 = 99.00%). */
  readonly rtpBasisPoints: number;
  readonly volatility: GameVolatility;
  /** Whether play money is offered (the demo-game modal); false opens demo-unavailable. */
  readonly hasDemo: boolean;
  /** Whether this platform can launch the game at all (in-house games only, for now). */
  readonly isPlayable: boolean;
  /** Path of the tile art (SVG). */
  readonly image: string;
  /** ISO date (YYYY-MM-DD). */
  readonly releasedAt: string;
  /** False for guests. */
  readonly isFavorite: boolean;
}

/** A game the player has played, newest first on `/recently-played`. */
export interface PlayedGameView extends GameView {
  readonly lastPlayedAt: string;
  readonly rounds: number;
}

/** SPEC.md section 3, Game collection. Only collections visible to the visitor are listed. */
export interface GameCollectionView {
  readonly id: string;
  readonly identity: string;
  readonly name: string;
  readonly position: number;
  /** Countries the collection is limited to; null means everywhere. */
  readonly countries: readonly string[] | null;
  readonly gamesCount: number;
}

export interface GameFeatureView {
  readonly feature: GameFeature;
  readonly name: string;
  readonly gamesCount: number;
}

export interface RecentSearchView {
  readonly query: string;
  readonly searchedAt: string;
}

/** One round of the player's spins history; amounts in the currency's minor units. */
export interface SpinView {
  readonly id: string;
  readonly game: {
    readonly id: string;
    readonly identity: string;
    readonly name: string;
    readonly providerName: string;
  };
  readonly currency: string;
  readonly bet: number;
  readonly win: number;
  readonly status: GameRoundStatus;
  readonly isDemo: boolean;
  readonly createdAt: string;
}

/** A sports bet of the bets history tab (the sportsbook fills it; the shape is fixed now). */
export interface BetView {
  readonly id: string;
  readonly status: number;
  readonly currency: string;
  readonly amount: number;
  readonly payout: number;
  readonly odds: number;
  readonly createdAt: string;
  readonly settledAt: string | null;
}

/** A big win on the winners ticker; the player is named only by a masked name. */
export interface WinnerView {
  readonly roundId: string;
  readonly playerName: string;
  readonly game: { readonly id: string; readonly identity: string; readonly name: string; readonly image: string };
  readonly currency: string;
  readonly bet: number;
  readonly win: number;
  /** win / bet, two decimals. */
  readonly multiplier: number;
  readonly createdAt: string;
}

/**
 * A player as other players see them on the winners list: the displayed name with its end
 * masked ('quasar_fan' -> 'quasar_***', 'bob' -> 'b***'), so a winner is recognisable to
 * themselves but a nickname, first name or messenger id is never published whole.
 */
export function maskedPlayerName(profile: ProfileNameSource | null | undefined): string {
  return nicknameFromEmail(displayName(profile));
}

/** The crash room's big wins, GET /provider/games/api/crash/big-wins/{identity}: one shape for the server and the game client. */
/** A crash cash-out as anyone may see it: no player id, no bet id, no auto cash-out target. */
export interface CrashBigWin {
  /** The round's number in its hash chain (the history strip and the verify page use it). */
  readonly round: number;
  /** The bet's pseudonym with its end masked ('quasar_***'). */
  readonly player: string;
  readonly currency: string;
  readonly subunitToUnit: number;
  /** The stake, in minor units. */
  readonly amount: number;
  /** What the cash-out paid, in minor units. */
  readonly win: number;
  /** The multiplier cashed out at, in hundredths. */
  readonly cashedOutAt: number;
  /** When it was paid (ISO 8601). */
  readonly at: string;
}

/** A game's launch, `POST /api/game/games/{id}/play`: what the lobby opens in its iframe. */
export interface GameLaunchView {
  /**
   * Launch URL for the iframe: `/provider/games/play/{identity}?token=...` here, or the same path on
   * a studio's origin (the sportsbook: its widget script).
   */
  readonly url: string;
  /** The sportsbook's widget token (SPEC.md: "the token in the response is read"); games carry theirs in the URL. */
  readonly token?: string;
}
