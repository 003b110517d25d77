import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BONUS_CODE_TRIGGERS, PlayerBonusStatus } from '@casino/shared';
import { requestPlayer, type PlayerGuard, type RequestPlayer } from '../../http/player-guard';
import { errorResponses, noContent } from '../../http/response-schemas';
import { createOptionalPlayerGuard } from '../game/game.service';
import type { BonusCashback } from './bonus-cashback';
import type { BonusCodes } from './bonus-codes';
import { WELCOME_PACKAGE } from './bonus.seed';
import type { BonusService } from './bonus.service';
import {
  bonusAvailabilityList,
  bonusCodeRedemption,
  bonusOffer,
  bonusOffers,
  bonusPackageView,
  cashbackView,
  playerBonus,
  playerBonusCodes,
  playerBonuses,
  playerFreespin,
  playerFreespins,
} from './bonus.responses';

export interface BonusRoutesOptions {
  readonly bonuses: BonusService;
  readonly codes: BonusCodes;
  readonly cashback: BonusCashback;
  readonly guard: PlayerGuard;
  readonly authenticate: (token: string | undefined) => Promise<RequestPlayer>;
}

const tags = ['bonus'];
const answers = <Schema>(schema: Schema) => ({ 200: schema, ...errorResponses });

const CURRENCY = z.string().regex(/^[A-Z0-9]{2,10}$/, 'Not a currency code');
/** Minor units: a whole number from 1 to 2^53 − 1 (a query string is coerced). */
const AMOUNT = z.coerce
  .number('Value must be numeric')
  .int('Value is not an integer')
  .min(1)
  .max(Number.MAX_SAFE_INTEGER);
const STATUS_CODES: readonly number[] = Object.values(PlayerBonusStatus);
const status = z.coerce
  .number()
  .int()
  .refine((value) => STATUS_CODES.includes(value), 'Not a bonus status');
/** Bracket form (`status[]=1&status[]=2`, DESIGN.md HTTP); a single `status=1` is taken too. */
const listOf = <T extends z.ZodType>(item: T, max: number) => z.union([item, z.array(item).max(max)]).optional();
const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const listQuery = z.object({
  'status[]': listOf(status, 6),
  status: listOf(status, 6),
  'currency[]': listOf(CURRENCY, 20),
  currency: listOf(CURRENCY, 20),
});
const filtersOf = (query: z.infer<typeof listQuery>) => ({
  statuses: [...asList(query['status[]']), ...asList(query.status)],
  currencies: [...asList(query['currency[]']), ...asList(query.currency)],
});
const idParams = z.object({ id: z.uuid() });
const BONUS_ID = z.coerce.number().int().min(1).max(2_147_483_647);
const BONUS_CODE = z.string().min(1, 'Value is required').max(64);

/** The offers: what a deposit would get, one offer, what the player may still take, the package. */
const bonusOfferRoutes: FastifyPluginAsyncZod<Pick<BonusRoutesOptions, 'bonuses' | 'guard' | 'authenticate'>> = async (
  app,
  { bonuses, guard, authenticate },
) => {
  const visitor = { onRequest: createOptionalPlayerGuard(authenticate) };
  const playerOnly = { onRequest: guard };

  app.get(
    '/bonuses',
    {
      ...visitor,
      schema: {
        tags,
        summary:
          'Deposit bonuses a deposit of `amount` would get: a guest sees every offer, a player only what they may take now (the package’s next step, nothing taken twice); `currency` defaults to USD',
        querystring: z.object({ currency: CURRENCY.default('USD'), amount: AMOUNT.optional() }),
        response: answers(bonusOffers),
      },
    },
    async (request) => ({
      data: await bonuses.listOffers(
        request.player?.playerId,
        request.query.currency,
        request.query.amount === undefined ? undefined : BigInt(request.query.amount),
      ),
    }),
  );

  app.get(
    '/bonuses/offers/:pageIdentity',
    {
      ...visitor,
      schema: {
        tags,
        summary:
          'One offer by its page identity (any kind), with its contribution table: guests too; 404 when unknown or switched off',
        params: z.object({ pageIdentity: z.string().min(1).max(64) }),
        querystring: z.object({ currency: CURRENCY.default('USD') }),
        response: answers(bonusOffer),
      },
    },
    async (request) => bonuses.offer(request.params.pageIdentity, request.query.currency),
  );

  app.get(
    '/bonuses/status',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: 'Whether the player can still take each bonus, and why not',
        querystring: z.object({
          'bonusIds[]': listOf(BONUS_ID, 50),
          bonusIds: listOf(BONUS_ID, 50),
          currency: CURRENCY.default('USD'),
        }),
        response: answers(bonusAvailabilityList),
      },
    },
    async (request) => {
      const ids = [...new Set([...asList(request.query['bonusIds[]']), ...asList(request.query.bonusIds)])];
      return { data: await bonuses.availability(requestPlayer(request).playerId, ids, request.query.currency) };
    },
  );

  app.get(
    '/bonuses/package',
    {
      ...visitor,
      schema: {
        tags,
        summary:
          'The welcome package (or another by identity) with the player’s progress; a guest sees it without progress; `currency` defaults to USD',
        querystring: z.object({
          identity: z.string().min(1).max(64).default(WELCOME_PACKAGE),
          currency: CURRENCY.default('USD'),
        }),
        response: answers(bonusPackageView),
      },
    },
    async (request) => bonuses.packageView(request.player?.playerId, request.query.identity, request.query.currency),
  );
};

/** The player's bonus codes and cashback. */
const bonusCodeCashbackRoutes: FastifyPluginAsyncZod<Pick<BonusRoutesOptions, 'codes' | 'cashback' | 'guard'>> = async (
  app,
  { codes, cashback, guard },
) => {
  const playerOnly = { onRequest: guard };

  app.get(
    '/bonuses/bonuscodes',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: 'The player’s bonus codes (for a trigger)',
        querystring: z.object({ trigger: z.enum(BONUS_CODE_TRIGGERS).optional() }),
        response: answers(playerBonusCodes),
      },
    },
    async (request) => ({ data: await codes.list(requestPlayer(request).playerId, request.query.trigger) }),
  );

  app.post(
    '/bonuses/bonuscodes',
    {
      ...playerOnly,
      schema: {
        tags,
        summary:
          'Enter a bonus code: activation grants now (status 2), deposit waits for the next qualifying deposit (status 1). Refusals: 422 bonus_code_incorrect (domainCode 3), 409 bonus_code_not_available (domainCode 4), 409 no_deposit_bonus_linked (an activation code, i.e. a bonus without a deposit, when another account shares this device, address or card)',
        body: z.object({ bonusCode: BONUS_CODE, trigger: z.enum(BONUS_CODE_TRIGGERS) }).strict(),
        response: { 201: bonusCodeRedemption, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await codes.redeem(requestPlayer(request).playerId, request.body.bonusCode, request.body.trigger, {
          address: request.ip,
        }),
      ),
  );

  app.delete(
    '/bonuses/bonuscodes',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: 'Remove a code applied for a deposit and not used yet',
        body: z.object({ playerBonusCodeId: z.uuid() }).strict(),
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await codes.remove(requestPlayer(request).playerId, request.body.playerBonusCodeId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/bonuses/cashback',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: 'This period’s cashback so far and what is claimable',
        querystring: z.object({ currency: CURRENCY }),
        response: answers(cashbackView),
      },
    },
    async (request) => cashback.view(requestPlayer(request).playerId, request.query.currency),
  );

  app.post(
    '/bonuses/cashback/:id/claim',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: 'Claim a computed cashback as own money, once (409 cashback_claimed, cashback_expired)',
        params: idParams,
        response: answers(cashbackView),
      },
    },
    async (request) => cashback.claim(requestPlayer(request).playerId, request.params.id),
  );
};

/** The player's bonuses and free spins: list, activate, cancel. */
const playerBonusRoutes: FastifyPluginAsyncZod<Pick<BonusRoutesOptions, 'bonuses' | 'guard'>> = async (
  app,
  { bonuses, guard },
) => {
  const playerOnly = { onRequest: guard };

  app.get(
    '/player-bonuses',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: 'The player’s bonuses (default statuses 1 issued and 2 active)',
        querystring: listQuery,
        response: answers(playerBonuses),
      },
    },
    async (request) => ({
      data: await bonuses.listPlayerBonuses(requestPlayer(request).playerId, filtersOf(request.query)),
    }),
  );

  app.put(
    '/player-bonuses/:id/activate',
    {
      ...playerOnly,
      schema: {
        tags,
        summary:
          'Activate an issued bonus: its money moves to the bonus balance (409 bonus_already_active, bonus_finished)',
        params: idParams,
        response: answers(playerBonus),
      },
    },
    async (request) => bonuses.activate(requestPlayer(request).playerId, request.params.id),
  );

  app.put(
    '/player-bonuses/:id/cancel',
    {
      ...playerOnly,
      schema: {
        tags,
        summary:
          'Cancel a bonus: its balance and winnings are forfeited, own money untouched (409 bonus_cancel_locked while a round with its money is open)',
        params: idParams,
        response: answers(playerBonus),
      },
    },
    async (request) => bonuses.cancel(requestPlayer(request).playerId, request.params.id),
  );

  app.get(
    '/player-freespins',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: 'The player’s free spins (default statuses 1 and 2)',
        querystring: listQuery,
        response: answers(playerFreespins),
      },
    },
    async (request) => ({
      data: await bonuses.listPlayerFreespins(requestPlayer(request).playerId, filtersOf(request.query)),
    }),
  );

  app.put(
    '/player-freespins/:id/activate',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: 'Activate free spins: they are played in their game without own money',
        params: idParams,
        response: answers(playerFreespin),
      },
    },
    async (request) => bonuses.activateFreespins(requestPlayer(request).playerId, request.params.id),
  );

  app.put(
    '/player-freespins/:id/cancel',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: 'Cancel free spins; what they won is forfeited',
        params: idParams,
        response: answers(playerFreespin),
      },
    },
    async (request) => bonuses.cancelFreespins(requestPlayer(request).playerId, request.params.id),
  );
};

/** The bonus engine's player API (SPEC.md section 7, Bonuses), under /api/game. */
export const bonusRoutes: FastifyPluginAsyncZod<BonusRoutesOptions> = async (
  app,
  { bonuses, codes, cashback, guard, authenticate },
) => {
  await app.register(bonusOfferRoutes, { bonuses, guard, authenticate });
  await app.register(bonusCodeCashbackRoutes, { codes, cashback, guard });
  await app.register(playerBonusRoutes, { bonuses, guard });
};
