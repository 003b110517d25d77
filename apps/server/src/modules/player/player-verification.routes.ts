import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientContext, deviceFingerprint } from '../../http/client-context';
import { requestPlayer, type PlayerGuard } from '../../http/player-guard';
import { loginResponse, profileView } from '../../http/contract-responses';
import { errorResponses, noContent } from '../../http/response-schemas';
import type { PlayerEmailService } from './player-email.service';
import type { PlayerOtpService } from './player-otp.service';
import type { PlayerPasswordResetService } from './player-password-reset.service';
import type { PlayerPhoneChangeService } from './player-phone-change.service';
import { codeSent, phoneVerified } from './player.responses';
import type { PlayerService } from './player.service';

/** Any JSON value a form field may carry; the shared field rules judge it, not the schema. */
const fieldValue = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);
const typedCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code is 6 digits');
/** Link codes are 64 characters; the bound only keeps junk out. */
const linkCode = z.string().min(1).max(256);
const phoneText = z.string().min(1).max(250);
const purpose = z.enum(['registration', 'login']).default('registration');
/** 'phone-change' is a logged-in player's new number (then confirmed with `PUT /profile/phone`). */
const sendPurpose = z.enum(['registration', 'login', 'phone-change']).default('registration');

const codeSentResponses = { 202: codeSent, ...errorResponses };
const profileResponses = { 200: profileView, ...errorResponses };

export interface PlayerVerificationRoutesOptions {
  readonly player: PlayerService;
  readonly otp: PlayerOtpService;
  readonly email: PlayerEmailService;
  readonly passwordReset: PlayerPasswordResetService;
  readonly phoneChange: PlayerPhoneChangeService;
  readonly guard: PlayerGuard;
}

/** Phone codes (registration, login, a new number) and registration with a verified phone. */
const phoneVerificationRoutes: FastifyPluginAsyncZod<
  Pick<PlayerVerificationRoutesOptions, 'player' | 'otp' | 'phoneChange' | 'guard'>
> = async (app, { player, otp, phoneChange, guard }) => {
  app.post(
    '/otp/send',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Send a 6-digit code by SMS: registration or password-less login (answers alike for any number), or phone-change ' +
          '(logged in; 409 phone_taken when another player has the number)',
        body: z.object({ phone: phoneText, purpose: sendPurpose, locale: z.string().max(8).optional() }).strict(),
        response: codeSentResponses,
      },
    },
    async (request, reply) => {
      const { purpose: chosen, ...input } = request.body;
      if (chosen !== 'phone-change')
        return reply.status(202).send(await otp.sendPhoneCode({ ...input, purpose: chosen }, clientContext(request)));
      await guard(request, reply);
      return reply
        .status(202)
        .send(await phoneChange.sendCode(requestPlayer(request).playerId, input, clientContext(request)));
    },
  );

  app.put(
    '/profile/phone',
    {
      onRequest: guard,
      schema: {
        tags: ['player'],
        summary: "Set the player's phone with the code sent by otp/send (purpose phone-change); answers the profile",
        // Any text: a code of the wrong shape is refused like a wrong one (422 invalid_code), one error for the form.
        body: z.object({ phone: phoneText, code: z.string().trim().max(32) }).strict(),
        response: profileResponses,
      },
    },
    async (request) => phoneChange.confirm(requestPlayer(request).playerId, request.body, clientContext(request)),
  );

  app.post(
    '/otp/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a phone code: registration gives { verificationToken }, login gives { accessToken, profile }',
        body: z
          .object({
            phone: phoneText,
            code: typedCode,
            purpose,
            fingerprint: z.string().max(128).optional(),
            visitorId: z.string().max(128).optional(),
          })
          .strict(),
        response: { 200: z.union([phoneVerified, loginResponse]), ...errorResponses },
      },
    },
    async (request) =>
      otp.verifyPhoneCode({ ...request.body, fingerprint: deviceFingerprint(request.body) }, clientContext(request)),
  );

  app.post(
    '/register/phone',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register with a verified phone; answers like a login and opens the first wallet account',
        body: z
          .record(z.string().max(64), fieldValue)
          .refine((body) => Object.keys(body).length <= 40, 'Too many fields'),
        response: { 201: loginResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      return reply
        .status(201)
        .send(await player.registerByPhone(request.body, clientContext(request), deviceFingerprint(request.body)));
    },
  );
};

/** E-mail codes and the e-mail confirmation link. */
const emailVerificationRoutes: FastifyPluginAsyncZod<Pick<PlayerVerificationRoutesOptions, 'email' | 'guard'>> = async (
  app,
  { email, guard },
) => {
  app.post(
    '/otp/email/send',
    {
      onRequest: guard,
      schema: {
        tags: ['player'],
        summary: "E-mail a 6-digit code to the player's address",
        response: codeSentResponses,
      },
    },
    async (request, reply) =>
      reply.status(202).send(
        await email.sendVerificationCode(requestPlayer(request).playerId, undefined, clientContext(request), {
          allowConfirmed: true,
        }),
      ),
  );

  app.post(
    '/profile/confirmations/email/resend',
    {
      onRequest: guard,
      schema: {
        tags: ['player'],
        summary: 'Send the e-mail confirmation link again; 409 when already confirmed',
        response: codeSentResponses,
      },
    },
    async (request, reply) =>
      reply.status(202).send(await email.resendConfirmation(requestPlayer(request).playerId, clientContext(request))),
  );

  app.post(
    '/profile/email/verify/send',
    {
      onRequest: guard,
      schema: {
        tags: ['player'],
        summary: 'E-mail a 6-digit code to a new address (which must be free) or, without one, to the current address',
        body: z
          .object({ email: z.string().max(254).optional() })
          .strict()
          .nullish(),
        response: codeSentResponses,
      },
    },
    async (request, reply) => {
      const newEmail = request.body?.email?.trim() || undefined;
      const sent = await email.sendVerificationCode(requestPlayer(request).playerId, newEmail, clientContext(request), {
        allowConfirmed: false,
      });
      return reply.status(202).send(sent);
    },
  );

  app.post(
    '/profile/email/verify/confirm',
    {
      schema: {
        tags: ['player'],
        summary:
          "Confirm the e-mail: the link's confirmCode (no login needed) or a typed code (logged in); answers the profile",
        body: z.union([z.object({ code: typedCode }).strict(), z.object({ confirmCode: linkCode }).strict()]),
        response: profileResponses,
      },
    },
    async (request, reply) => {
      const body = request.body;
      if ('confirmCode' in body) return email.confirmWithLink(body.confirmCode, clientContext(request));
      await guard(request, reply);
      return email.confirmWithCode(requestPlayer(request).playerId, body.code, clientContext(request));
    },
  );
};

/** Password reset by an e-mailed link. */
const passwordResetRoutes: FastifyPluginAsyncZod<Pick<PlayerVerificationRoutesOptions, 'passwordReset'>> = async (
  app,
  { passwordReset },
) => {
  app.post(
    '/passwords/reset',
    {
      schema: {
        tags: ['player'],
        summary: 'E-mail a password reset link; answers 202 whether or not the address has an account',
        body: z.object({ email: z.string().max(254) }).strict(),
        response: { 202: z.object({ status: z.literal('sent') }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await passwordReset.requestReset(request.body.email, clientContext(request));
      return reply.status(202).send({ status: 'sent' });
    },
  );

  app.post(
    '/passwords/confirm',
    {
      schema: {
        tags: ['player'],
        summary: "Set a new password with the reset link's code; closes every session of the player",
        body: z
          .object({ resetCode: linkCode, password: z.string().max(128), password_confirmation: z.string().max(128) })
          .strict(),
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await passwordReset.confirmReset(request.body, clientContext(request));
      return reply.status(204).send();
    },
  );
};

/** Phone codes and phone registration, e-mail confirmation and verification, password reset. */
export const playerVerificationRoutes: FastifyPluginAsyncZod<PlayerVerificationRoutesOptions> = async (
  app,
  { player, otp, email, passwordReset, phoneChange, guard },
) => {
  await app.register(phoneVerificationRoutes, { player, otp, phoneChange, guard });
  await app.register(emailVerificationRoutes, { email, guard });
  await app.register(passwordResetRoutes, { passwordReset });
};
