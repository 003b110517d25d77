import { accountIdParam } from '../../http/id-params';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestPlayer, type PlayerGuard } from '../../http/player-guard';
import { errorResponses } from '../../http/response-schemas';
import { walletAccount, walletAccountList } from './wallet.responses';
import type { WalletService } from './wallet.service';

const accountParams = z.object({ id: z.uuid() });

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService; guard: PlayerGuard }> = async (
  app,
  { wallet, guard },
) => {
  app.addHook('onRequest', guard);

  app.get(
    '/accounts',
    {
      schema: {
        tags: ['wallet'],
        summary: "The player's wallet accounts; balances in minor units",
        response: { 200: walletAccountList, ...errorResponses },
      },
    },
    async (request) => ({ data: await wallet.listAccounts(requestPlayer(request).playerId) }),
  );

  app.post(
    '/accounts',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Open an account in a currency (one per currency), or show a hidden one again',
        body: z.object({ currency: z.string().regex(/^[A-Z0-9]{2,10}$/, 'Not a currency code') }).strict(),
        response: {
          200: walletAccount.describe('The account existed (it is shown again if it was hidden)'),
          201: walletAccount.describe('The account was opened'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { account, created } = await wallet.openAccount(
        undefined,
        requestPlayer(request).playerId,
        request.body.currency,
      );
      return reply.status(created ? 201 : 200).send(account);
    },
  );

  app.put(
    '/accounts/:id/switch',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Play with this account',
        params: accountParams,
        response: { 200: walletAccount, ...errorResponses },
      },
    },
    async (request) => wallet.switchAccount(requestPlayer(request).playerId, accountIdParam(request.params.id)),
  );

  app.put(
    '/accounts/:id/hide',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Hide this account from the currency panel',
        params: accountParams,
        response: { 200: walletAccount, ...errorResponses },
      },
    },
    async (request) => wallet.hideAccount(requestPlayer(request).playerId, accountIdParam(request.params.id)),
  );
};
