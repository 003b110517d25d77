import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { launchRequest, verifySignature } from '@casino/seamless-protocol';
import { StudioError } from './errors';
import type { StudioGameServer } from './game-server';
import { studioGame } from './studio-games';

const token = z.string().min(1).max(128);
const betAmount = z
  .number()
  .int('Must be a whole number of minor units')
  .positive('Must be greater than zero')
  .max(Number.MAX_SAFE_INTEGER);
const game = z.string().max(64).optional();
const sessionBody = z.object({ token, game }).strict();
/** Whether a value can be stored as jsonb: no NUL character in a string or key, at most 32 levels deep (walked without recursion). */
function storable(root: unknown): boolean {
  const pending: Array<[unknown, number]> = [[root, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === 'string' && value.includes('\u0000')) return false;
    if (value !== null && typeof value === 'object') {
      if (depth >= 32) return false;
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return false;
        pending.push([item, depth + 1]);
      }
    }
  }
  return true;
}
const storableValue = z.unknown().refine(storable, 'Must not contain a NUL character or nest more than 32 levels');
const roundBody = z.object({ token, game, bet: betAmount, params: storableValue.optional() }).strict();
const actionBody = z.object({ token, action: storableValue }).strict();
const rotateBody = z.object({ token, clientSeed: z.string().optional() }).strict();
const roundParams = z.object({ id: z.uuid('Not a round id') });

/** The game client's frame is sandboxed without allow-same-origin: its calls come from the opaque origin `null`. */
const OPAQUE_ORIGIN = 'null';

/**
 * The game client's API, at the same paths as the in-house provider's (/provider/games/api/*), so
 * the same client bundle plays here unchanged; the launch token in the body is the whole session.
 */
export const clientApiRoutes: FastifyPluginAsyncZod<{ server: StudioGameServer }> = async (app, { server }) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('vary', 'Origin');
    if (request.headers.origin === OPAQUE_ORIGIN) reply.header('access-control-allow-origin', OPAQUE_ORIGIN);
  });
  app.options('/*', async (_request, reply) =>
    reply
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .code(204)
      .send(),
  );
  app.post('/session', { schema: { body: sessionBody } }, async (request) =>
    server.describeSession(request.body.token, request.body.game),
  );
  app.post('/rounds', { schema: { body: roundBody } }, async (request) =>
    server.playRound(request.body.token, request.body.bet, request.body.params ?? {}, request.body.game),
  );
  app.post('/rounds/:id/actions', { schema: { params: roundParams, body: actionBody } }, async (request) =>
    server.act(request.body.token, request.params.id, request.body.action),
  );
  app.post('/seeds/rotate', { schema: { body: rotateBody } }, async (request) =>
    server.rotateSeeds(request.body.token, request.body.clientSeed),
  );
};

/** POST /aggregator/launch: the platform's signed launch (the signature is checked over the raw bytes first). */
export const launchRoutes: FastifyPluginAsyncZod<{ server: StudioGameServer; sharedSecret: string }> = async (
  app,
  { server, sharedSecret },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/launch', async (request) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const check = verifySignature(sharedSecret, rawBody, request.headers);
    if (!check.ok)
      throw new StudioError(
        401,
        check.reason === 'stale_request' ? 'stale_request' : 'invalid_signature',
        'The launch is not signed by the platform',
      );
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new StudioError(400, 'invalid_json', 'The body is not JSON');
    }
    const parsed = launchRequest.safeParse(json);
    if (!parsed.success)
      throw new StudioError(
        422,
        'validation_failed',
        parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      );
    return server.launch(parsed.data);
  });
};

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** The game client's files and its page for every launch URL /provider/games/play/{identity}, as the platform serves them for its own games. */
export const gameClientRoutes: FastifyPluginAsyncZod<{ distDir: string; frameAncestors: readonly string[] }> = async (
  app,
  { distDir, frameAncestors },
) => {
  let indexHtml: string | undefined;
  try {
    indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    app.log.warn({ distDir }, 'game client not built: games cannot be opened until `npm run build`');
  }
  if (indexHtml !== undefined) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/provider/games/client/',
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.startsWith(path.join(distDir, 'assets') + path.sep) ? HASHED_ASSET_CACHE : 'no-cache',
        );
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "connect-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    // Only the casino's site may frame the games.
    `frame-ancestors 'self' ${frameAncestors.join(' ')}`,
  ].join('; ');
  app.get(
    '/provider/games/play/:identity',
    { schema: { params: z.object({ identity: z.string().max(64) }) } },
    async (request, reply) => {
      if (indexHtml === undefined) throw new StudioError(404, 'not_found', 'The game client has not been built');
      if (!studioGame(request.params.identity)) throw new StudioError(404, 'not_found', 'There is no such game');
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', policy)
        .header('x-content-type-options', 'nosniff')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    },
  );
};
