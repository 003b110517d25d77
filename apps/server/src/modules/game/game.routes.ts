import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error';
import { requestPlayer, type PlayerGuard, type RequestPlayer } from '../../http/player-guard';
import { bodyOfType, errorResponses, noContent, pageOf } from '../../http/response-schemas';
import type { RouteApp } from '../../http/route-app';
import {
  artParams,
  betListQuery,
  gameListQuery,
  gameSearchQuery,
  historyQuery,
  idParams,
  pageQuery,
  recentSearchDeleteQuery,
} from './game-schemas';
import { createOptionalPlayerGuard, visitorOf } from './game-visitor';
import type { GameService, Visitor } from './game.service';
import {
  betView,
  gameCollectionView,
  gameFeatureView,
  gamePage,
  gameProviderView,
  gameView,
  playedGameView,
  recentSearchView,
  spinView,
  winnerView,
} from './game.responses';

export interface GameRoutesOptions {
  readonly games: GameService;
  /** Player-only routes: 401 without a valid bearer. */
  readonly guard: PlayerGuard;
  /** Checks a bearer; the lobby routes call it only when one is sent. */
  readonly authenticate: (token: string | undefined) => Promise<RequestPlayer>;
  /** The header the CDN reports the visitor's country in (COUNTRY_HEADER). */
  readonly countryHeader: string;
}

const tags = ['game'];

/** The success answer of a route, and the error format for the rest. */
const answers = <Schema>(schema: Schema) => ({ 200: schema, ...errorResponses });

/** What the lobby routes share: the hook that knows a player when a bearer is sent, and who is visiting. */
interface Lobby {
  readonly lobby: { readonly onRequest: ReturnType<typeof createOptionalPlayerGuard> };
  readonly visitor: (request: FastifyRequest) => Visitor;
}

/** The lobby: collections, studios, games, search, features and the latest big wins, for guests too. */
const gameLobbyRoutes: FastifyPluginAsyncZod<Omit<GameRoutesOptions, 'guard'>> = async (
  app,
  { games, authenticate, countryHeader },
) => {
  const visitorHook = createOptionalPlayerGuard(authenticate);
  const context: Lobby = {
    lobby: { onRequest: visitorHook },
    visitor: (request) => visitorOf(request, countryHeader),
  };
  registerCollectionAndStudioRoutes(app, games, context);
  registerGameListRoutes(app, games, context);
};

/** The collections the visitor may see, and the game studios. */
function registerCollectionAndStudioRoutes(app: RouteApp, games: GameService, { lobby, visitor }: Lobby): void {
  app.get(
    '/collections',
    {
      ...lobby,
      schema: {
        tags,
        summary: "The lobby's collections the visitor may see (by profile country, else the CDN's)",
        response: answers(pageOf(gameCollectionView)),
      },
    },
    async (request) => games.listCollections(visitor(request)),
  );

  app.get(
    '/providers',
    {
      schema: { tags, summary: 'Game studios with their number of games', response: answers(pageOf(gameProviderView)) },
    },
    async () => games.listProviders(),
  );

  app.get(
    '/providers/:id',
    {
      schema: {
        tags,
        summary: 'A game studio by id or identity',
        params: idParams,
        response: answers(gameProviderView),
      },
    },
    async (request) => games.getProvider(request.params.id),
  );
}

/** Games: the filtered list, search, features, one game, and the latest big wins. */
function registerGameListRoutes(app: RouteApp, games: GameService, { lobby, visitor }: Lobby): void {
  app.get(
    '/games',
    {
      ...lobby,
      schema: {
        tags,
        summary: 'Games, filtered by collection, studio, name and features[], paged and sorted',
        querystring: gameListQuery,
        response: answers(gamePage),
      },
    },
    async (request) => {
      const { 'features[]': features, ...query } = request.query;
      return games.listGames(visitor(request), { ...query, search: query.search || undefined, features });
    },
  );

  app.get(
    '/games/search',
    {
      ...lobby,
      schema: {
        tags,
        summary: "Global search by name; kept in a player's recent searches",
        querystring: gameSearchQuery,
        response: answers(gamePage),
      },
    },
    async (request) => {
      const { q, ...page } = request.query;
      return games.searchGames(visitor(request), q, page);
    },
  );

  app.get(
    '/games/features',
    {
      schema: {
        tags,
        summary: 'Game features with how many games have each',
        response: answers(pageOf(gameFeatureView)),
      },
    },
    async () => games.listFeatures(),
  );

  app.get(
    '/games/:id',
    {
      ...lobby,
      schema: { tags, summary: 'A game by id or identity (any case)', params: idParams, response: answers(gameView) },
    },
    async (request) => games.getGame(visitor(request), request.params.id),
  );

  app.get(
    '/spins/winners',
    {
      schema: {
        tags,
        summary: 'The latest big wins of all players, names masked',
        response: answers(pageOf(winnerView)),
      },
    },
    async () => games.listWinners(),
  );
}

/** The player's own: favourites, played games, recent searches, rounds and bets (401 without a bearer). */
const gamePlayerRoutes: FastifyPluginAsyncZod<Pick<GameRoutesOptions, 'games' | 'guard'>> = async (
  app,
  { games, guard },
) => {
  const playerOnly = { onRequest: guard };
  registerFavoriteRoutes(app, games, playerOnly);
  registerRecentSearchRoutes(app, games, playerOnly);
  registerHistoryRoutes(app, games, playerOnly);
};

/** The player-only routes' guard (401 without a bearer). */
interface PlayerOnly {
  readonly onRequest: PlayerGuard;
}

/** The player's favourite and recently played games, and (un)favouriting one. */
function registerFavoriteRoutes(app: RouteApp, games: GameService, playerOnly: PlayerOnly): void {
  app.get(
    '/games/favorites',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: "The player's favourite games, latest first",
        querystring: pageQuery,
        response: answers(gamePage),
      },
    },
    async (request) => games.listFavorites(requestPlayer(request).playerId, request.query),
  );

  app.get(
    '/games/played',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: "The player's recently played games, newest first",
        querystring: pageQuery,
        response: answers(pageOf(playedGameView)),
      },
    },
    async (request) => games.listPlayedGames(requestPlayer(request).playerId, request.query),
  );

  app.post(
    '/games/:id/favorite',
    {
      ...playerOnly,
      schema: { tags, summary: 'Favourite a game (idempotent)', params: idParams, response: answers(gameView) },
    },
    async (request) => games.addFavorite(requestPlayer(request).playerId, request.params.id),
  );

  app.delete(
    '/games/:id/favorite',
    {
      ...playerOnly,
      schema: { tags, summary: 'Unfavourite a game (idempotent)', params: idParams, response: answers(gameView) },
    },
    async (request) => games.removeFavorite(requestPlayer(request).playerId, request.params.id),
  );
}

/** The player's recent searches, and forgetting them. */
function registerRecentSearchRoutes(app: RouteApp, games: GameService, playerOnly: PlayerOnly): void {
  app.get(
    '/search/recent',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: "The player's last distinct searches, newest first",
        response: answers(pageOf(recentSearchView)),
      },
    },
    async (request) => games.listRecentSearches(requestPlayer(request).playerId),
  );

  app.delete(
    '/search/recent',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: "Forget the player's recent searches, or only `query`",
        querystring: recentSearchDeleteQuery,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await games.clearRecentSearches(requestPlayer(request).playerId, request.query.query);
      return reply.status(204).send();
    },
  );
}

/** The player's game rounds and sports bets. */
function registerHistoryRoutes(app: RouteApp, games: GameService, playerOnly: PlayerOnly): void {
  app.get(
    '/spins',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: "The player's game rounds, newest first",
        querystring: historyQuery,
        response: answers(pageOf(spinView)),
      },
    },
    async (request) => games.listSpins(requestPlayer(request).playerId, request.query),
  );

  app.get(
    '/bets',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: "The player's sports bets (isSettled defaults to true), newest first",
        querystring: betListQuery,
        response: answers(pageOf(betView)),
      },
    },
    async (request) => games.listBets(requestPlayer(request).playerId, request.query),
  );
}

/** The casino catalogue of SPEC.md section 7 (Games), under /api/game. */
export const gameRoutes: FastifyPluginAsyncZod<GameRoutesOptions> = async (
  app,
  { games, guard, authenticate, countryHeader },
) => {
  await app.register(gameLobbyRoutes, { games, authenticate, countryHeader });
  await app.register(gamePlayerRoutes, { games, guard });
};

/** Ages a tile may be cached: art changes only with a release. */
const ART_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Tile art and studio logos, drawn as SVG (game-art.ts), under /provider/games/art. */
export const gameArtRoutes: FastifyPluginAsyncZod<{ games: GameService }> = async (app, { games }) => {
  const sendSvg = (svg: string | undefined, reply: FastifyReply) => {
    if (svg === undefined) throw notFound('There is no such picture');
    return (
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', `public, max-age=${ART_MAX_AGE_SECONDS}`)
        // Opened on its own, the picture runs nothing and loads nothing.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg)
    );
  };
  // Pictures the game and studio views point at (`image`, `logo`): documented as SVG answers.
  const svgAnswers = { 200: bodyOfType('image/svg+xml', 'The picture (SVG)'), ...errorResponses };
  app.get(
    '/:file',
    {
      schema: {
        tags: ['game'],
        summary: 'Tile art of a game: {identity}.svg',
        params: artParams,
        response: svgAnswers,
      },
    },
    async (request, reply) => sendSvg(await games.gameArt(request.params.file.replace(/\.svg$/i, '')), reply),
  );
  app.get(
    '/studios/:file',
    {
      schema: {
        tags: ['game'],
        summary: 'Logo of a game studio: {identity}.svg',
        params: artParams,
        response: svgAnswers,
      },
    },
    async (request, reply) => sendSvg(await games.studioLogo(request.params.file.replace(/\.svg$/i, '')), reply),
  );
};
