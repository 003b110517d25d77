import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../http/response-schemas';
import { crashRoutes } from './crash/crash.routes';
import { isCrashGame, type CrashService } from './crash/crash-service';
import type { InhouseGameServer } from './inhouse-game-server';
import { roundAnswer, seedRotation, sessionAnswer } from './inhouse.responses';

/** Launch tokens are 32 random bytes in base64url (43 characters); anything far longer is not one. */
const LAUNCH_TOKEN_MAX_LENGTH = 128;
const token = z.string().min(1).max(LAUNCH_TOKEN_MAX_LENGTH);

/** A stake in minor units: a positive JSON integer that stays exact (limits are checked per currency). */
const betAmount = z
  .number()
  .int('Must be a whole number of minor units')
  .positive('Must be greater than zero')
  .max(Number.MAX_SAFE_INTEGER);

/**
 * The game the client page was opened for (the identity in its URL): a token launched for one
 * game is refused for another, so a client cannot be pointed at a session it was not made for.
 */
const game = z.string().max(64).optional();

const sessionBody = z.object({ token, game }).strict();
const roundBody = z.object({ token, game, bet: betAmount, params: z.unknown().optional() }).strict();
const actionBody = z.object({ token, action: z.unknown() }).strict();
const rotateBody = z.object({ token, clientSeed: z.string().optional() }).strict();
const roundParams = z.object({ id: z.uuid('Not a round id') });

const tags = ['game provider'];

/**
 * The game client runs in an iframe sandboxed without allow-same-origin, so its document has an
 * opaque origin and its calls here are cross-origin requests with `Origin: null`. Answering CORS
 * for that origin is safe: the API takes no cookie and sends no credentials header, and every call
 * is authorised by the launch token in its body alone (a bearer secret), which a page could
 * equally send from a server. Nothing is answered to any other foreign origin.
 */
const OPAQUE_ORIGIN = 'null';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

function allowOpaqueOrigin(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('vary', 'Origin');
  if (request.headers.origin === OPAQUE_ORIGIN) reply.header('access-control-allow-origin', OPAQUE_ORIGIN);
}

/**
 * The in-house game server's API under /provider/games/api, called by its game client with the
 * launch token in the body (no cookies). Game rules broken by the input answer 422 with
 * fairplay's code and field.
 */
export const inhouseRoutes: FastifyPluginAsyncZod<{ server: InhouseGameServer; crash: CrashService }> = async (
  app,
  { server, crash },
) => {
  app.addHook('onRequest', async (request, reply) => allowOpaqueOrigin(request, reply));
  // The preflight of a JSON POST: only POST with a JSON body is allowed.
  app.options('/*', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
      .code(204)
      .send(),
  );

  app.post(
    '/session',
    {
      schema: {
        tags,
        summary: 'The game, balance, limits, seeds and open round of a launch token',
        body: sessionBody,
        response: { 200: sessionAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { token, game } = request.body;
      // Crash is one shared round on a published chain, not the player's seed pair: its own service answers (for a crash token that names no game too).
      const crashGame = game === undefined ? await crash.launchedForCrash(token) : isCrashGame(game);
      return crashGame ? crash.describeSession(token, game) : server.describeSession(token, game);
    },
  );

  await app.register(crashRoutes, { prefix: '/crash', crash });

  app.post(
    '/rounds',
    {
      schema: {
        tags,
        summary: 'Play a round (mines: start one); bet in minor units',
        body: roundBody,
        response: { 200: roundAnswer, ...errorResponses },
      },
    },
    async (request) =>
      server.playRound(request.body.token, request.body.bet, request.body.params ?? {}, request.body.game),
  );

  app.post(
    '/rounds/:id/actions',
    {
      schema: {
        tags,
        summary:
          "A step of the session's open round: mines reveal or cash out; blackjack hit, stand, double, split, insurance; hilo a guess, skip or cash out. Optional seq (actions seen): a retry is idempotent, a stale step 409",
        params: roundParams,
        body: actionBody,
        response: { 200: roundAnswer, ...errorResponses },
      },
    },
    async (request) => server.act(request.body.token, request.params.id, request.body.action),
  );

  app.post(
    '/seeds/rotate',
    {
      schema: {
        tags,
        summary: 'Reveal the server seed and start a new seed pair (refused while a round is open)',
        body: rotateBody,
        response: { 200: seedRotation, ...errorResponses },
      },
    },
    async (request) => server.rotateSeeds(request.body.token, request.body.clientSeed),
  );
};
