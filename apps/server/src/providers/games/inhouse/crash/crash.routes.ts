import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, schemaFor } from '../../../../http/response-schemas';
import { BIG_WINS_MAX, BIG_WINS_SHOWN, type CrashBigWin } from './crash-room';
import { CRASH_BET_STATUSES } from './crash.table';
import type { CrashBetAnswer, CrashBetView, CrashState } from '@casino/shared';
import type { CrashService } from './crash-service';

const token = z.string().min(1).max(128);
const game = z.string().max(64).optional();
const roundId = z.uuid('Not a round id').optional();
const minorUnits = z.number().int();

const stateBody = z.object({ token, game }).strict();
const betBody = z
  .object({
    token,
    game,
    roundId,
    amount: z
      .number()
      .int('Must be a whole number of minor units')
      .positive('Must be greater than zero')
      .max(Number.MAX_SAFE_INTEGER),
    autoCashOut: z.number().int('Hundredths of the multiplier: 150 is x1.50').nullable().optional(),
  })
  .strict();
const cashOutBody = z.object({ token, game, roundId }).strict();
const chainParams = z.object({ identity: z.string().min(1).max(64) });
const chainQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }).strict();
const bigWinsQuery = z
  .object({ limit: z.coerce.number().int().min(1).max(BIG_WINS_MAX).default(BIG_WINS_SHOWN) })
  .strict();

const betView = schemaFor<CrashBetView>()(
  z.object({
    id: z.string(),
    player: z.string().describe("A pseudonym: the player's nickname, or 'Player' / 'Guest' and 4 characters"),
    amount: minorUnits,
    currency: z.string(),
    subunitToUnit: z.number().int(),
    demo: z.boolean(),
    autoCashOut: z.number().int().nullable().describe('Hundredths; shown on your own bet only'),
    cashedOutAt: z.number().int().nullable().describe('The multiplier cashed out at, in hundredths'),
    win: minorUnits,
    status: z.enum(CRASH_BET_STATUSES),
    mine: z.boolean(),
  }),
);

const stateAnswer = schemaFor<CrashState>()(
  z.object({
    serverTime: z.number().int().describe("The server's clock, epoch ms"),
    growthPerMs: z.number().describe('The curve: multiplier = e^(growthPerMs x elapsed ms)'),
    round: z
      .object({
        id: z.string(),
        number: z.number().int().describe('Its place in the hash chain (1 = the round right before the terminal hash)'),
        phase: z.enum(['betting', 'flight', 'crashed']),
        bettingEndsAt: z.number().int().describe('Epoch ms: bets close and the flight starts'),
        elapsedMs: z.number().int(),
        multiplier: z.number().int().describe('Now, in hundredths (the crash point once crashed)'),
        crashPoint: z.number().int().nullable().describe('Once crashed'),
        hash: z
          .string()
          .nullable()
          .describe("Once crashed: the round's hash, SHA-256 of which is the previous round's"),
      })
      .nullable(),
    bets: z.array(betView).readonly(),
    myBet: betView.nullable(),
    balance: minorUnits,
    history: z
      .array(z.object({ id: z.string(), number: z.number().int(), crashPoint: z.number().int(), hash: z.string() }))
      .readonly(),
    chain: z
      .object({ id: z.string(), terminalHash: z.string(), salt: z.string(), length: z.number().int() })
      .nullable(),
  }),
);

const betAnswer = schemaFor<CrashBetAnswer>()(z.object({ bet: betView, balance: minorUnits }));

const chainAnswer = schemaFor<Awaited<ReturnType<CrashService['publicChain']>>>()(
  z.object({
    chains: z.array(
      z.object({
        id: z.string(),
        terminalHash: z.string(),
        salt: z.string(),
        length: z.number().int(),
        createdAt: z.string(),
        seed: z.string().nullable().describe('Revealed once the chain is used up'),
      }),
    ),
    rounds: z.array(
      z.object({
        id: z.string(),
        chainId: z.string(),
        number: z.number().int(),
        crashPoint: z.number().int(),
        hash: z.string(),
        endedAt: z.string().nullable(),
      }),
    ),
  }),
);

const bigWinsAnswer = z.object({
  data: z.array(
    schemaFor<CrashBigWin>()(
      z.object({
        round: z.number().int().describe("The round's number in its hash chain"),
        player: z.string().describe("The bet's pseudonym, its end masked ('quasar_***')"),
        currency: z.string(),
        subunitToUnit: z.number().int(),
        amount: minorUnits.describe('The stake'),
        win: minorUnits,
        cashedOutAt: z.number().int().describe('The multiplier cashed out at, in hundredths'),
        at: z.string().describe('When it was paid'),
      }),
    ),
  ),
});

const tags = ['game provider'];

/**
 * Crash under /provider/games/api/crash: the game client polls the state with its launch token
 * (it has no cookie: the token in the body is the session), bets before the launch and cashes
 * out in flight. The chain and the ended rounds are public, for anyone to verify.
 */
export const crashRoutes: FastifyPluginAsyncZod<{ crash: CrashService }> = async (app, { crash }) => {
  app.post(
    '/state',
    {
      schema: {
        tags,
        summary: 'The crash round now: phase, multiplier, players and cash-outs, your bet, the last crash points',
        body: stateBody,
        response: { 200: stateAnswer, ...errorResponses },
      },
    },
    async (request) => crash.state(request.body.token, request.body.game),
  );
  app.post(
    '/bets',
    {
      schema: {
        tags,
        summary: 'A bet on the crash round taking bets (optionally with an auto cash-out target in hundredths)',
        body: betBody,
        response: { 200: betAnswer, ...errorResponses },
      },
    },
    async (request) =>
      crash.placeBet(
        request.body.token,
        request.body.game,
        request.body.amount,
        request.body.autoCashOut ?? null,
        request.body.roundId,
      ),
  );
  app.post(
    '/cashout',
    {
      schema: {
        tags,
        summary:
          "Cash out your bet at the multiplier of the server's clock (refused before the launch and after the crash)",
        body: cashOutBody,
        response: { 200: betAnswer, ...errorResponses },
      },
    },
    async (request) => crash.cashOut(request.body.token, request.body.game, request.body.roundId),
  );
  app.get(
    '/chains/:identity',
    {
      schema: {
        tags,
        summary: "A crash game's published hash chains and its ended rounds' hashes and crash points",
        params: chainParams,
        querystring: chainQuery,
        response: { 200: chainAnswer, ...errorResponses },
      },
    },
    async (request) => crash.publicChain(request.params.identity, request.query.limit),
  );
  app.get(
    '/big-wins/:identity',
    {
      schema: {
        tags,
        summary:
          "A crash room's biggest cash-outs of the last 7 days' ended rounds: real money, biggest first by value, players by masked names only",
        params: chainParams,
        querystring: bigWinsQuery,
        response: { 200: bigWinsAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: await crash.bigWins(request.params.identity, request.query.limit) }),
  );
};
