import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { clientContext, deviceFingerprint } from '../../http/client-context';
import { countryHint } from '../../http/country-hint';
import { bearerToken, requestPlayer, type PlayerGuard } from '../../http/player-guard';
import { loginResponse } from '../../http/contract-responses';
import { errorResponses, listOf, noContent } from '../../http/response-schemas';
import type { PlayerService } from '../player/player.service';
import { authorizationUrl, socialConnection, socialProviders } from './auth.responses';
import type { AuthService } from './auth.service';
import { SOCIAL_LOGIN_STATE_TTL_SECONDS, type SocialLogin } from './social-login';

/** The cookie that binds a social login to the browser that started it (against login CSRF). */
const BINDING_COOKIE = 'social_login_binding';
/** 32 random bytes, base64url. */
const BINDING_PATTERN = /^[\w-]{43}$/;

const localeSchema = z
  .string()
  .regex(/^[a-z]{2}(-[a-z]{2})?$/i, 'A locale such as en or pt-br')
  .transform((locale) => locale.toLowerCase());
const providerName = z.string().regex(/^[a-z0-9-]{2,32}$/, 'A provider name');

const startBody = z
  .object({
    provider: z.string().min(1).max(32),
    locale: localeSchema.optional(),
    fingerprint: z.string().max(128).optional(),
    visitorId: z.string().max(128).optional(),
    affiliateTag: z.string().max(128).optional(),
    redirect_domain: z.string().max(2048).optional(),
  })
  .strict();

/** What the provider appended to the callback URL; anything else it added (scope, authuser...) is ignored. */
const callbackBody = z.object({
  provider: z.string().min(1).max(32),
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(128),
  iss: z.string().min(1).max(2048).optional(),
});

const linkBody = z
  .object({ locale: localeSchema.optional(), redirect_domain: z.string().max(2048).optional() })
  .strict();

export interface SocialRoutesOptions {
  readonly social: SocialLogin;
  readonly player: PlayerService;
  readonly auth: AuthService;
  readonly guard: PlayerGuard;
  /** Whether the site is served over https (the binding cookie is then Secure). */
  readonly secureCookies: boolean;
  /** The request header that carries the visitor's country (COUNTRY_HEADER). */
  readonly countryHeader: string;
}

/** Sign-in with a provider: the buttons, the start (with its binding cookie) and the callback. */
const socialLoginRoutes: FastifyPluginAsyncZod<
  Pick<SocialRoutesOptions, 'social' | 'auth' | 'secureCookies' | 'countryHeader'> & { cookiePath: string }
> = async (app, { social, auth, secureCookies, countryHeader, cookiePath }) => {
  app.get(
    '/social-providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The configured social login providers, for the sign-in buttons',
        response: { 200: socialProviders, ...errorResponses },
      },
    },
    async () => social.list(),
  );

  app.post(
    '/sessions/social',
    {
      schema: {
        tags: ['auth'],
        summary: "Start a social login: the provider's authorization URL",
        body: startBody,
        response: { 200: authorizationUrl, ...errorResponses },
      },
    },
    async (request, reply) => {
      const existing = readCookie(request, BINDING_COOKIE);
      // Reusing the browser's binding lets two tabs sign in at once.
      const binding = existing && BINDING_PATTERN.test(existing) ? existing : randomBytes(32).toString('base64url');
      const { url } = await social.start(
        {
          provider: request.body.provider,
          locale: request.body.locale,
          fingerprint: deviceFingerprint(request.body),
          affiliateTag: request.body.affiliateTag,
          redirectDomain: request.body.redirect_domain,
          binding,
        },
        clientContext(request),
      );
      const attributes = [
        `Path=${cookiePath}`,
        `Max-Age=${SOCIAL_LOGIN_STATE_TTL_SECONDS}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secureCookies ? ['Secure'] : []),
      ];
      void reply.header('set-cookie', `${BINDING_COOKIE}=${binding}; ${attributes.join('; ')}`);
      return { url };
    },
  );

  app.post(
    '/sessions/social/callback',
    {
      schema: {
        tags: ['auth'],
        summary: "Complete a social login or link with the provider's redirect parameters",
        description:
          'A login answers { accessToken, profile, registered? } (registered: true when it created the player); a link (started from the profile, sent with the bearer) answers { linked }.',
        body: callbackBody,
        response: { 200: z.union([loginResponse, z.object({ linked: socialConnection })]), ...errorResponses },
      },
    },
    async (request) => {
      const result = await social.complete(
        {
          provider: request.body.provider,
          code: request.body.code,
          state: request.body.state,
          iss: request.body.iss,
          binding: readCookie(request, BINDING_COOKIE),
          playerId: await optionalPlayer(request, auth),
          countryHint: countryHint(request, countryHeader),
        },
        clientContext(request),
      );
      if (result.kind === 'link') return { linked: result.connection };
      return {
        accessToken: result.accessToken,
        profile: result.profile,
        ...(result.registered ? { registered: result.registered } : {}),
      };
    },
  );
};

/** A logged-in player's linked accounts: list, unlink, start linking one. */
const socialConnectionRoutes: FastifyPluginAsyncZod<
  Pick<SocialRoutesOptions, 'social' | 'player' | 'auth' | 'guard'>
> = async (app, { social, player, auth, guard }) => {
  app.get(
    '/social-connections',
    {
      onRequest: guard,
      schema: {
        tags: ['auth'],
        summary: "The player's linked social and messenger accounts",
        response: { 200: listOf(socialConnection), ...errorResponses },
      },
    },
    async (request) => ({ data: await auth.listSocialConnections(requestPlayer(request).playerId) }),
  );

  app.post(
    '/social-connections/unlink',
    {
      onRequest: guard,
      schema: {
        tags: ['auth'],
        summary: 'Unlink a social or messenger account',
        body: z.object({ socialType: z.string().min(1).max(32) }).strict(),
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await player.unlinkExternalIdentity(
        requestPlayer(request).playerId,
        request.body.socialType,
        clientContext(request),
      );
      return reply.status(204).send();
    },
  );

  app.post(
    '/social-connections/:provider',
    {
      onRequest: guard,
      schema: {
        tags: ['auth'],
        summary: "Start linking a social account: the provider's authorization URL",
        params: z.object({ provider: providerName }),
        body: linkBody.nullish(),
        response: { 200: authorizationUrl, ...errorResponses },
      },
    },
    async (request) => {
      if (!social.has(request.params.provider))
        throw new AppError(404, 'social_provider_not_found', 'This provider is not available');
      return social.start(
        {
          provider: request.params.provider,
          locale: request.body?.locale,
          redirectDomain: request.body?.redirect_domain,
          linkPlayerId: requestPlayer(request).playerId,
        },
        clientContext(request),
      );
    },
  );
};

export const socialRoutes: FastifyPluginAsyncZod<SocialRoutesOptions> = async (
  app,
  { social, player, auth, guard, secureCookies, countryHeader },
) => {
  const cookiePath = `${app.prefix}/sessions/social`;
  await app.register(socialLoginRoutes, { social, auth, secureCookies, countryHeader, cookiePath });
  await app.register(socialConnectionRoutes, { social, player, auth, guard });
};

/** The player of the request's bearer token, if it carries a valid one; a stale token is no reason to refuse a login. */
async function optionalPlayer(request: FastifyRequest, auth: AuthService): Promise<string | undefined> {
  const token = bearerToken(request);
  if (!token) return undefined;
  try {
    return (await auth.authenticate(token)).playerId;
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
