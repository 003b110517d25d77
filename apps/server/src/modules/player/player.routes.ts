import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientContext, deviceFingerprint } from '../../http/client-context';
import { requestPlayer, type PlayerGuard } from '../../http/player-guard';
import { loginResponse, profileView, walletAccount } from '../../http/contract-responses';
import { errorResponses, noContent } from '../../http/response-schemas';
import type { WalletService } from '../wallet/wallet.service';
import { FIELD_SCENARIOS } from './player-fields';
import type { PlayerService } from './player.service';

/** Any JSON value a form field may carry; the shared field rules judge it, not the schema. */
const fieldValue = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

const fieldValidations = z.object({
  scenario: z.enum(['registration', 'profile']),
  fields: z.array(z.string()).readonly().describe('The fields the form accepts'),
  required: z.array(z.string()).readonly().describe('The ones the server requires'),
});

export const playerRoutes: FastifyPluginAsyncZod<{
  player: PlayerService;
  wallet: WalletService;
  guard: PlayerGuard;
}> = async (app, { player, wallet, guard }) => {
  app.post(
    '/register',
    {
      schema: {
        tags: ['player'],
        summary: 'Register with e-mail; answers like a login and opens the first wallet account',
        body: z
          .record(z.string().max(64), fieldValue)
          .refine((body) => Object.keys(body).length <= 40, 'Too many fields'),
        response: { 201: loginResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const response = await player.register(request.body, clientContext(request), deviceFingerprint(request.body));
      return reply.status(201).send(response);
    },
  );

  app.get(
    '/fields/validations',
    {
      schema: {
        tags: ['player'],
        summary: 'The fields a form accepts and the ones the server requires',
        querystring: z.object({ scenario: z.enum(['registration', 'profile']) }),
        response: { 200: fieldValidations, ...errorResponses },
      },
    },
    async (request) => {
      const scenario = FIELD_SCENARIOS[request.query.scenario];
      return { scenario: request.query.scenario, fields: scenario.fields, required: scenario.required };
    },
  );

  app.get(
    '/profile',
    {
      onRequest: guard,
      schema: { tags: ['player'], summary: "The player's profile", response: { 200: profileView, ...errorResponses } },
    },
    async (request) => player.getProfile(requestPlayer(request).playerId),
  );

  app.put(
    '/profile',
    {
      onRequest: guard,
      schema: {
        tags: ['player'],
        summary: 'Change profile fields; absent fields stay as they are',
        body: z
          .record(z.string().max(64), fieldValue)
          .refine((body) => Object.keys(body).length <= 40, 'Too many fields'),
        response: { 200: profileView, ...errorResponses },
      },
    },
    async (request) => player.updateProfile(requestPlayer(request).playerId, request.body),
  );

  app.get(
    '/init',
    {
      onRequest: guard,
      schema: {
        tags: ['player'],
        summary: 'Profile and wallet accounts, loaded at start-up',
        response: { 200: z.object({ profile: profileView, accounts: z.array(walletAccount) }), ...errorResponses },
      },
    },
    async (request) => {
      const { playerId } = requestPlayer(request);
      const [profile, accounts] = await Promise.all([player.getProfile(playerId), wallet.listAccounts(playerId)]);
      return { profile, accounts };
    },
  );

  app.put(
    '/passwords',
    {
      onRequest: guard,
      schema: {
        tags: ['player'],
        summary: 'Change the password; optionally close every other session',
        body: z
          .object({
            currentPassword: z.string().max(128),
            newPassword: z.string().max(128),
            repeatNewPassword: z.string().max(128),
            closeOtherSessions: z.boolean().default(false),
          })
          .strict(),
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await player.changePassword(requestPlayer(request), request.body, clientContext(request));
      return reply.status(204).send();
    },
  );
};
