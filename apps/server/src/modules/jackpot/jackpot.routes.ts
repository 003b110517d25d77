import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BigWinView, JackpotView } from '@casino/shared';
import { errorResponses, schemaFor } from '../../http/response-schemas';
import type { JackpotService } from './jackpot.service';

const tags = ['game'];

const CURRENCY = z.string().regex(/^[A-Z0-9]{2,10}$/, 'Not a currency code');

export const jackpotView = schemaFor<JackpotView>()(
  z.object({
    identity: z.string(),
    name: z.string(),
    currency: z.string(),
    amount: z.number().int().describe('What a win would pay now, minor units'),
    seed: z.number().int().describe('What the pool starts again from after a win, minor units'),
    contributionBasisPoints: z
      .number()
      .int()
      .describe('The share of every stake of the jackpot games that goes into the pool (100 = 1%)'),
    lastWin: z.object({ amount: z.number().int(), at: z.string() }).nullable(),
    updatedAt: z.string().describe('When the amount was read'),
  }),
);

export const bigWinView = schemaFor<BigWinView>()(
  z.object({
    roundId: z.string(),
    playerName: z.string().describe('The displayed name, its end masked'),
    game: z.object({ id: z.string(), identity: z.string(), name: z.string(), image: z.string() }),
    currency: z.string(),
    bet: z.number().int(),
    win: z.number().int().describe('The whole payout of the round, the jackpot included'),
    multiplier: z.number().describe('win / bet, two decimals'),
    jackpotWin: z.number().int().describe('What of win the jackpot paid (0 for none)'),
    createdAt: z.string(),
  }),
);

/** The public jackpot and big-wins reads, under /api/game: anyone may ask, nothing private is answered. */
export const jackpotRoutes: FastifyPluginAsyncZod<{ jackpots: JackpotService }> = async (app, { jackpots }) => {
  app.get(
    '/jackpots',
    {
      schema: {
        tags,
        summary:
          'The progressive jackpot pools (real time: `game:jackpots`), in one currency or all (a currency whose pool has not started shows its seed), and the games that feed them',
        querystring: z.object({ currency: CURRENCY.optional() }),
        response: {
          200: z.object({
            data: z.array(jackpotView),
            games: z.array(z.string()).describe("Identities of the games whose features include 'jackpot'"),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      data: await jackpots.listJackpots(request.query.currency),
      games: await jackpots.listJackpotGames(),
    }),
  );

  app.get(
    '/big-wins',
    {
      schema: {
        tags,
        summary:
          'The latest big wins of real-money rounds (10x the stake or more, or a jackpot), names masked (real time: `game:big-wins`)',
        response: { 200: z.object({ data: z.array(bigWinView) }), ...errorResponses },
      },
    },
    async () => ({ data: await jackpots.listBigWins() }),
  );
};
