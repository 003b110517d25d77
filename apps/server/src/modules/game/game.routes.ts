import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error';
import { requestPlayer, type PlayerGuard, type RequestPlayer } from '../../http/player-guard';
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
import type { GameService } from './game.service';

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

/** The casino catalogue of SPEC.md section 7 (Games), under /api/game. */
export const gameRoutes: FastifyPluginAsyncZod<GameRoutesOptions> = async (app, { games, guard, authenticate, countryHeader }) => {
  const visitorHook = createOptionalPlayerGuard(authenticate);
  const lobby = { onRequest: visitorHook };
  const playerOnly = { onRequest: guard };
  const visitor = (request: Parameters<typeof visitorOf>[0]) => visitorOf(request, countryHeader);

  app.get('/collections', { ...lobby, schema: { tags, summary: "The lobby's collections the visitor may see (by profile country, else the CDN's)" } }, async (request) =>
    games.listCollections(visitor(request)),
  );

  app.get('/providers', { schema: { tags, summary: 'Game studios with their number of games' } }, async () => games.listProviders());

  app.get('/providers/:id', { schema: { tags, summary: 'A game studio by id or identity', params: idParams } }, async (request) =>
    games.getProvider(request.params.id),
  );

  app.get(
    '/games',
    {
      ...lobby,
      schema: {
        tags,
        summary: 'Games, filtered by collection, studio, name and features[], paged and sorted',
        querystring: gameListQuery,
      },
    },
    async (request) => {
      const { 'features[]': features, ...query } = request.query;
      return games.listGames(visitor(request), { ...query, search: query.search || undefined, features });
    },
  );

  app.get('/games/search', { ...lobby, schema: { tags, summary: "Global search by name; kept in a player's recent searches", querystring: gameSearchQuery } }, async (request) => {
    const { q, ...page } = request.query;
    return games.searchGames(visitor(request), q, page);
  });

  app.get('/games/favorites', { ...playerOnly, schema: { tags, summary: "The player's favourite games, latest first", querystring: pageQuery } }, async (request) =>
    games.listFavorites(requestPlayer(request).playerId, request.query),
  );

  app.get('/games/played', { ...playerOnly, schema: { tags, summary: "The player's recently played games, newest first", querystring: pageQuery } }, async (request) =>
    games.listPlayedGames(requestPlayer(request).playerId, request.query),
  );

  app.get('/games/features', { schema: { tags, summary: 'Game features with how many games have each' } }, async () => games.listFeatures());

  app.get('/games/:id', { ...lobby, schema: { tags, summary: 'A game by id or identity (any case)', params: idParams } }, async (request) =>
    games.getGame(visitor(request), request.params.id),
  );

  app.post('/games/:id/favorite', { ...playerOnly, schema: { tags, summary: 'Favourite a game (idempotent)', params: idParams } }, async (request) =>
    games.addFavorite(requestPlayer(request).playerId, request.params.id),
  );

  app.delete('/games/:id/favorite', { ...playerOnly, schema: { tags, summary: 'Unfavourite a game (idempotent)', params: idParams } }, async (request) =>
    games.removeFavorite(requestPlayer(request).playerId, request.params.id),
  );

  app.get('/search/recent', { ...playerOnly, schema: { tags, summary: "The player's last distinct searches, newest first" } }, async (request) =>
    games.listRecentSearches(requestPlayer(request).playerId),
  );

  app.delete(
    '/search/recent',
    { ...playerOnly, schema: { tags, summary: "Forget the player's recent searches, or only `query`", querystring: recentSearchDeleteQuery } },
    async (request, reply) => {
      await games.clearRecentSearches(requestPlayer(request).playerId, request.query.query);
      return reply.status(204).send();
    },
  );

  app.get('/spins', { ...playerOnly, schema: { tags, summary: "The player's game rounds, newest first", querystring: historyQuery } }, async (request) =>
    games.listSpins(requestPlayer(request).playerId, request.query),
  );

  app.get(
    '/bets',
    {
      ...playerOnly,
      schema: { tags, summary: "The player's sports bets (isSettled defaults to true); empty until the sportsbook places bets", querystring: betListQuery },
    },
    async (request) => games.listBets(requestPlayer(request).playerId, request.query),
  );

  app.get('/spins/winners', { schema: { tags, summary: 'The latest big wins of all players, names masked' } }, async () => games.listWinners());
};

/** Ages a tile may be cached: art changes only with a release. */
const ART_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Tile art and studio logos, drawn as SVG (game-art.ts), under /provider/games/art. */
export const gameArtRoutes: FastifyPluginAsyncZod<{ games: GameService }> = async (app, { games }) => {
  const sendSvg = (svg: string | undefined, reply: FastifyReply) => {
    if (svg === undefined) throw notFound('There is no such picture');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', `public, max-age=${ART_MAX_AGE_SECONDS}`)
      // Opened on its own, the picture runs nothing and loads nothing.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  };
  app.get('/:file', { schema: { hide: true, params: artParams } }, async (request, reply) =>
    sendSvg(await games.gameArt(request.params.file.replace(/\.svg$/i, '')), reply),
  );
  app.get('/studios/:file', { schema: { hide: true, params: artParams } }, async (request, reply) =>
    sendSvg(await games.studioLogo(request.params.file.replace(/\.svg$/i, '')), reply),
  );
};
