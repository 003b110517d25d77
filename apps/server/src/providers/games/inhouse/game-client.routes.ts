import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http/app-error';
import { bodyOfType, errorResponses } from '../../../http/response-schemas';
import { isCrashGame } from './crash/crash-service';
import { inhouseGameKind } from './inhouse-games';

/** Vite names built assets by content hash under assets/: they never change, so they cache for a year. */
const HASHED_ASSETS_DIR = 'assets';
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files are revalidated, so a new client build is picked up at once. */
const REVALIDATE_CACHE = 'no-cache';

const playParams = z.object({ identity: z.string().max(64) });

/**
 * The page a launch URL opens in the game's iframe: a browser's page, reached through the launch
 * answer (`POST /api/game/games/{id}/play`), not an API call, so it stays out of the document.
 */
const playPage = {
  hide: true,
  params: playParams,
  response: { 200: bodyOfType('text/html', "The game client's page"), ...errorResponses },
};

/**
 * The game client (apps/game-client, built with base /provider/games/client/): its files under
 * /provider/games/client/, and its page for every launch URL /provider/games/play/{identity}.
 * Without a build the page answers 404 in the error format and the server runs on.
 */
export const gameClientRoutes: FastifyPluginAsyncZod<{ distDir: string }> = async (app, { distDir }) => {
  const indexHtml = readIndexHtml(distDir);
  if (indexHtml === undefined) {
    app.log.warn({ distDir }, 'game client not built: games cannot be opened until `npm run build`');
  } else {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/provider/games/client/',
      index: false,
      // The web app registers its own static handler; this one must not clash with its decorators.
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.startsWith(path.join(distDir, HASHED_ASSETS_DIR) + path.sep);
        reply.header('cache-control', isHashed ? HASHED_ASSET_CACHE : REVALIDATE_CACHE);
        // The client's page runs with an opaque origin (a sandbox without allow-same-origin), so its
        // module scripts and styles are CORS loads; these are public files, fetched without credentials.
        reply.header('access-control-allow-origin', '*');
      },
    });
  }

  app.get('/provider/games/play/:identity', { schema: playPage }, async (request, reply) => {
    if (indexHtml === undefined) throw notFound('The game client has not been built');
    if (!inhouseGameKind(request.params.identity.toLowerCase()) && !isCrashGame(request.params.identity))
      throw notFound('There is no such game');
    return reply.header('cache-control', REVALIDATE_CACHE).type('text/html; charset=utf-8').send(indexHtml);
  });
};

function readIndexHtml(distDir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}
