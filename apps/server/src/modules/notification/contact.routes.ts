import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_LIMITS, CONTACT_MESSAGE_HANDLED_STATUSES, CONTACT_MESSAGE_STATUSES } from '@casino/shared';
import { createOptionalPlayerGuard, type RequestPlayer } from '../../http/player-guard';
import { requestLocale } from '../../http/request-locale';
import { errorResponses } from '../../http/response-schemas';
import { contactMessagePage, contactMessageReceipt, contactMessageView } from './contact.responses';
import type { ContactService } from './contact.service';

/**
 * A form's text may be long only in its message; anything past twice that is no typing mistake.
 * The shared field rules (CONTACT_FIELD_RULES) judge the real limits, with a message per field.
 */
const FORM_TEXT_BOUND = 2 * CONTACT_LIMITS.messageMaxLength;
/**
 * The longest honest body: 5,000 characters escaped as JSON (up to 12 bytes for an emoji's two
 * \u escapes) and the short fields. A bigger one is refused with 413 before it is parsed.
 */
const CONTACT_BODY_LIMIT_BYTES = 128 * 1024;
const CONTACT_PER_PAGE_MAX = 100;

const formText = z.string().max(FORM_TEXT_BOUND).optional();

export interface ContactRoutesOptions {
  readonly contact: ContactService;
  readonly authenticate: (token: string | undefined) => Promise<RequestPlayer>;
}

/**
 * `POST /api/notification/communications`: the contact form, for guests and players. A bearer, when
 * sent, must be valid; the player is the session's, and the body has no field to name another one
 * (unknown fields, `playerId` among them, are refused).
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, { contact, authenticate }) => {
  app.post(
    '/communications',
    {
      onRequest: createOptionalPlayerGuard(authenticate),
      bodyLimit: CONTACT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['notification'],
        summary: 'Send a message through the contact form; stored for the operators and acknowledged by e-mail',
        body: z
          .object({
            name: formText,
            email: formText,
            subject: formText,
            message: formText,
            captchaToken: z
              .string()
              .max(CONTACT_LIMITS.captchaTokenMaxLength)
              .optional()
              .describe('The captcha answer, when a captcha is configured'),
          })
          .strict(),
        response: { 201: contactMessageReceipt, ...errorResponses },
      },
    },
    async (request, reply) => {
      const receipt = await contact.send(request.body, {
        playerId: request.player?.playerId,
        ip: request.ip,
        locale: requestLocale(request),
      });
      return reply.status(201).send(receipt);
    },
  );
};

const messageParams = z.object({ id: z.uuid() });

/** The operators' side (under /api/admin: the operator token is checked before anything here runs). */
export const contactAdminRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.get(
    '/communications',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, newest first, optionally of one status',
        querystring: z.object({
          status: z.enum(CONTACT_MESSAGE_STATUSES).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          perPage: z.coerce.number().int().min(1).max(CONTACT_PER_PAGE_MAX).default(20),
        }),
        response: { 200: contactMessagePage, ...errorResponses },
      },
    },
    async (request) => contact.list(request.query),
  );

  app.put(
    '/communications/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message answered or closed',
        params: messageParams,
        body: z.object({ status: z.enum(CONTACT_MESSAGE_HANDLED_STATUSES) }).strict(),
        response: { 200: contactMessageView, ...errorResponses },
      },
    },
    async (request) => contact.setStatus(request.params.id, request.body.status),
  );
};
