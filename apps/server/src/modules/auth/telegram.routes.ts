import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientContext, deviceFingerprint } from '../../http/client-context';
import { countryHint } from '../../http/country-hint';
import { requestPlayer, type PlayerGuard } from '../../http/player-guard';
import { loginResponse, profileView } from '../../http/contract-responses';
import { errorResponses } from '../../http/response-schemas';
import type { PlayerService } from '../player/player.service';
import { socialConnection } from './auth.responses';
import { messengerPhotoUrl, type TelegramLogin } from './telegram-login';

/** Init data is a few hundred bytes; a photo URL and a start parameter keep it well under this. */
const INIT_DATA_MAX_LENGTH = 8192;
const initData = z.string().min(1).max(INIT_DATA_MAX_LENGTH);

const loginBody = z
  .object({
    tg_payload: initData,
    affiliate_tag: z.string().max(128).optional(),
    /** The referral programme's referrer (a player's referral id): attributed once, when this login creates the player. */
    ref_id: z.union([z.string().max(64), z.number().int()]).optional(),
    fingerprint: z.string().max(128).optional(),
    visitorId: z.string().max(128).optional(),
  })
  .strict();

/**
 * PUT /api/tg-bot/users: the mini-app's copy of the messenger user. Nulls are as good as absent.
 * The username and the photo (an https address) are kept as the messenger's (tg_username, tg_photo_url).
 */
const messengerUserBody = z
  .object({
    user_id: z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9]\d{0,15}$/)]),
    username: z.string().max(64).nullish(),
    language_code: z
      .string()
      .regex(/^[a-z]{2,3}(-[a-z0-9]{2,4})?$/i)
      .transform((code) => code.toLowerCase())
      .nullish(),
    photo_url: messengerPhotoUrl.nullish(),
    name: z.string().trim().max(128).nullish(),
  })
  .strict();

export const telegramRoutes: FastifyPluginAsyncZod<{
  telegram: TelegramLogin;
  player: PlayerService;
  guard: PlayerGuard;
  countryHeader: string;
}> = async (app, { telegram, player, guard, countryHeader }) => {
  app.post(
    '/player/tg_login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with messenger (Telegram) mini-app init data; creates the player on first use',
        description:
          'Answers { accessToken, profile }, with registered: true when this login created the player. 401 for tampered or stale init data, 403 for a blocked player, 503 when no bot token is configured.',
        body: loginBody,
        response: { 200: loginResponse, ...errorResponses },
      },
    },
    async (request) =>
      telegram.login(
        {
          payload: request.body.tg_payload,
          affiliateTag: request.body.affiliate_tag,
          referralId: request.body.ref_id,
          fingerprint: deviceFingerprint(request.body),
          countryHint: countryHint(request, countryHeader),
        },
        clientContext(request),
      ),
  );

  app.put(
    '/tg-bot/users',
    {
      onRequest: guard,
      schema: {
        tags: ['auth'],
        summary:
          "Sync the messenger user's name, language, username (also the nickname of a player without one) and photo to the profile (the user must be the player's)",
        body: messengerUserBody,
        response: { 200: profileView, ...errorResponses },
      },
    },
    async (request) =>
      player.syncMessengerUser(requestPlayer(request).playerId, {
        userId: BigInt(request.body.user_id),
        name: request.body.name || undefined,
        languageCode: request.body.language_code ?? undefined,
        username: request.body.username ?? undefined,
        photoUrl: request.body.photo_url ?? undefined,
      }),
  );

  app.post(
    '/player/social-connections/telegram',
    {
      onRequest: guard,
      schema: {
        tags: ['auth'],
        summary: 'Link the messenger account of signed init data',
        body: z.object({ payload: initData }).strict(),
        response: {
          200: socialConnection.describe('Already linked to this player'),
          201: socialConnection.describe('Linked'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { connection, created } = await telegram.link(
        requestPlayer(request).playerId,
        request.body.payload,
        clientContext(request),
      );
      return reply.status(created ? 201 : 200).send(connection);
    },
  );
};
