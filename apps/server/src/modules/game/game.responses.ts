import { z } from 'zod';
import {
  GAME_FEATURES,
  GAME_PROVIDER_INTEGRATIONS,
  GAME_VOLATILITIES,
  GameRoundStatus,
  type BetView,
  type GameCollectionView,
  type GameFeatureView,
  type GameLaunchView,
  type GameProviderView,
  type GameView,
  type PlayedGameView,
  type RecentSearchView,
  type SpinView,
  type WinnerView,
} from '@casino/shared';
import { arrayOf, codeOf, pageOf, schemaFor } from '../../http/response-schemas';

/** The casino catalogue's answers (SPEC.md sections 3 and 7, Games); every list is `{ data, meta }`. */

const providerSummary = z.object({ id: z.string(), identity: z.string(), name: z.string() });

export const gameProviderView = schemaFor<GameProviderView>()(
  providerSummary.extend({
    logo: z.string().describe("Path of the studio's logo (SVG)"),
    integration: z.enum(GAME_PROVIDER_INTEGRATIONS).describe('inhouse: playable here; listed: shown, not launchable'),
    gamesCount: z.number().int(),
  }),
);

const gameFields = {
  id: z.string(),
  identity: z.string().describe('Lowercase slug used in URLs; lookups ignore case'),
  name: z.string(),
  provider: providerSummary,
  description: z.string(),
  theme: z.string(),
  features: arrayOf(z.enum(GAME_FEATURES)),
  rtpBasisPoints: z.number().int().describe('Theoretical return to player in basis points (9900 = 99.00%)'),
  volatility: z.enum(GAME_VOLATILITIES),
  hasDemo: z.boolean(),
  isPlayable: z.boolean().describe('Whether this platform can launch the game at all'),
  image: z.string().describe('Path of the tile art (SVG)'),
  releasedAt: z.string().describe('YYYY-MM-DD'),
  isFavorite: z.boolean().describe('False for guests'),
};

export const gameView = schemaFor<GameView>()(z.object(gameFields));

export const playedGameView = schemaFor<PlayedGameView>()(
  z.object({ ...gameFields, lastPlayedAt: z.string(), rounds: z.number().int() }),
);

export const gameCollectionView = schemaFor<GameCollectionView>()(
  z.object({
    id: z.string(),
    identity: z.string(),
    name: z.string(),
    position: z.number().int(),
    countries: arrayOf(z.string()).nullable().describe('Countries the collection is limited to; null means everywhere'),
    gamesCount: z.number().int(),
  }),
);

export const gameFeatureView = schemaFor<GameFeatureView>()(
  z.object({ feature: z.enum(GAME_FEATURES), name: z.string(), gamesCount: z.number().int() }),
);

export const recentSearchView = schemaFor<RecentSearchView>()(z.object({ query: z.string(), searchedAt: z.string() }));

export const spinView = schemaFor<SpinView>()(
  z.object({
    id: z.string(),
    game: z.object({ id: z.string(), identity: z.string(), name: z.string(), providerName: z.string() }),
    currency: z.string(),
    bet: z.number().int().describe('Minor units'),
    win: z.number().int().describe('Minor units'),
    status: codeOf(GameRoundStatus).describe('1 open, 2 settled, 3 rolled back'),
    isDemo: z.boolean(),
    createdAt: z.string(),
  }),
);

export const betView = schemaFor<BetView>()(
  z.object({
    id: z.string(),
    status: z.number().int(),
    currency: z.string(),
    amount: z.number().int(),
    payout: z.number().int(),
    odds: z.number(),
    createdAt: z.string(),
    settledAt: z.string().nullable(),
  }),
);

export const winnerView = schemaFor<WinnerView>()(
  z.object({
    roundId: z.string(),
    playerName: z.string().describe('The displayed name, its end masked'),
    game: z.object({ id: z.string(), identity: z.string(), name: z.string(), image: z.string() }),
    currency: z.string(),
    bet: z.number().int(),
    win: z.number().int(),
    multiplier: z.number().describe('win / bet, two decimals'),
    createdAt: z.string(),
  }),
);

export const gamePage = pageOf(gameView);

/** `POST /api/game/games/{id}/play`: the launch URL for the game's iframe. */
export const gameLaunch = schemaFor<GameLaunchView>()(
  z.object({
    url: z.string().describe('Same-origin path with the launch token as the `token` query parameter'),
    token: z.string().optional().describe("The sportsbook's widget token (the sportsbook entry only)"),
  }),
);
