import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestPlayer, type PlayerGuard } from '../../http/player-guard';
import { errorResponses } from '../../http/response-schemas';
import type { RouteApp } from '../../http/route-app';
import type { Loyalty } from './loyalty';
import type { QuestService } from './quests.service';
import type { ReferralService } from './referral.service';
import {
  loyaltyAccount,
  loyaltyLevels,
  quest,
  questList,
  rakebackClaim,
  referralProgram,
  referralTransfer,
} from './retention.responses';
import { currencyBody, questParams, questsQuery } from './retention.schemas';

export interface RetentionRoutesOptions {
  readonly quests: QuestService;
  readonly loyalty: Loyalty;
  readonly referral: ReferralService;
  readonly guard: PlayerGuard;
}

const tags = ['retention'];
const answers = <Schema>(schema: Schema) => ({ 200: schema, ...errorResponses });
const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Quests, loyalty and referral for the logged-in player (SPEC.md section 7, Quests and loyalty), under /api/retention. */
export const retentionRoutes: FastifyPluginAsyncZod<RetentionRoutesOptions> = async (
  app,
  { quests, loyalty, referral, guard },
) => {
  const playerOnly = { onRequest: guard };
  registerQuestRoutes(app, quests, playerOnly);
  registerLoyaltyRoutes(app, loyalty, playerOnly);
  registerReferralRoutes(app, referral, playerOnly);
};

/** The guard every route here answers behind. */
interface PlayerOnly {
  readonly onRequest: PlayerGuard;
}

/** The player's quests: listing, starting and cancelling one. */
function registerQuestRoutes(app: RouteApp, quests: QuestService, playerOnly: PlayerOnly): void {
  app.get(
    '/quests',
    {
      ...playerOnly,
      schema: {
        tags,
        summary:
          'The player’s quests by state (default the live ones, 1 and 2), amounts in `currency` (default the selected account’s)',
        querystring: questsQuery,
        response: answers(questList),
      },
    },
    async (request) => ({
      data: await quests.list(requestPlayer(request).playerId, {
        states: [...asList(request.query['state[]']), ...asList(request.query.state)],
        currency: request.query.currency,
      }),
    }),
  );

  app.put(
    '/quests/:id/activate',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: 'Starts a quest: state 2 (409 when not live, already active, or its limit is reached)',
        params: questParams,
        response: answers(quest),
      },
    },
    async (request) => quests.activate(requestPlayer(request).playerId, request.params.id),
  );

  app.put(
    '/quests/:id/cancel',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: 'Cancels the quest in progress: state 4, its progress lost (409 when not active)',
        params: questParams,
        response: answers(quest),
      },
    },
    async (request) => quests.cancel(requestPlayer(request).playerId, request.params.id),
  );
}

/** The loyalty account, the levels and claiming rakeback. */
function registerLoyaltyRoutes(app: RouteApp, loyalty: Loyalty, playerOnly: PlayerOnly): void {
  app.get(
    '/account',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: 'The loyalty account: points, current and next level, rakeback to claim',
        response: answers(loyaltyAccount),
      },
    },
    async (request) => loyalty.account(requestPlayer(request).playerId),
  );

  app.get(
    '/levels',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: 'The loyalty levels, their thresholds (rising), rakeback rates and rewards',
        response: answers(loyaltyLevels),
      },
    },
    async () => loyalty.levelsView(),
  );

  app.post(
    '/rakeback/claim',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: 'Pays the accrued rakeback of a currency into the wallet (409 rakeback_empty when there is none)',
        body: currencyBody,
        response: answers(rakebackClaim),
      },
    },
    async (request) => loyalty.claimRakeback(requestPlayer(request).playerId, request.body.currency),
  );
}

/** The referral program and moving its balance into the wallet. */
function registerReferralRoutes(app: RouteApp, referral: ReferralService, playerOnly: PlayerOnly): void {
  app.get(
    '/referral',
    {
      ...playerOnly,
      schema: {
        tags,
        summary: 'The player’s referral id and link, sign-ups, depositing referrals and commission per currency',
        response: answers(referralProgram),
      },
    },
    async (request) => referral.program(requestPlayer(request).playerId),
  );

  app.post(
    '/referral/transfer',
    {
      ...playerOnly,
      schema: {
        tags,
        summary:
          'Moves the referral balance of a currency into the wallet (409 referral_balance_empty when there is none)',
        body: currencyBody,
        response: answers(referralTransfer),
      },
    },
    async (request) => referral.transfer(requestPlayer(request).playerId, request.body.currency),
  );
}
