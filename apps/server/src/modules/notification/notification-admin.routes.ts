import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/response-schemas';
import type { NotificationSends } from './notification-sends';
import { audienceSchema, sendView } from './notification.responses';

/** Ours: a title reads in one glance (the column holds 200); a body is a short letter. */
const TITLE_MAX_LENGTH = 200;
const BODY_MAX_LENGTH = 4000;
const LOCALE_KEY = /^[a-z]{2}(-[a-z]{2})?$/;
/** Ours: a send may wait up to a year; further is a typo. */
const SCHEDULE_HORIZON_MS = 366 * 24 * 60 * 60 * 1000;

const localeText = z
  .object({
    title: z.string().trim().min(1).max(TITLE_MAX_LENGTH),
    body: z.string().trim().min(1).max(BODY_MAX_LENGTH),
  })
  .strict();

const newSendBody = z
  .object({
    category: z
      .enum(['service', 'marketing'])
      .describe('marketing reaches only players with consent and not in a break'),
    audience: audienceSchema.default({}),
    content: z
      .record(z.string().regex(LOCALE_KEY), localeText)
      .refine((content) => 'en' in content, { message: 'The English text is required' })
      .refine((content) => Object.keys(content).length <= 40, { message: 'At most one text per site language' }),
    scheduledAt: z.iso
      .datetime({ offset: true })
      .optional()
      .refine((value) => value === undefined || Date.parse(value) < Date.now() + SCHEDULE_HORIZON_MS, {
        message: 'At most a year ahead',
      }),
    byEmail: z.boolean().default(false),
    createdBy: z.string().trim().min(1).max(100).optional(),
  })
  .strict();

const sendParams = z.object({ id: z.uuid() });

/** Operator sends (under /api/admin: the operator token is checked before anything here runs). */
export const notificationAdminRoutes: FastifyPluginAsyncZod<{ sends: NotificationSends }> = async (app, { sends }) => {
  const tags = ['admin'];
  app.post(
    '/sends',
    {
      schema: {
        tags,
        summary: 'Send a message to one player, a segment or everyone, now or later, through the job queue',
        body: newSendBody,
        response: { 201: sendView, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { scheduledAt, ...send } = request.body;
      return reply
        .status(201)
        .send(await sends.create({ ...send, scheduledAt: scheduledAt ? new Date(scheduledAt) : undefined }));
    },
  );
  app.get(
    '/sends',
    {
      schema: {
        tags,
        summary: 'Sends, newest first',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          perPage: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: z.object({ data: z.array(sendView).readonly() }), ...errorResponses },
      },
    },
    async (request) => ({ data: await sends.list(request.query.page, request.query.perPage) }),
  );
  app.get(
    '/sends/:id',
    {
      schema: {
        tags,
        summary: 'One send and how far it got',
        params: sendParams,
        response: { 200: sendView, ...errorResponses },
      },
    },
    (request) => sends.get(request.params.id),
  );
  app.post(
    '/sends/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Stop a send that has not finished',
        params: sendParams,
        response: { 200: sendView, ...errorResponses },
      },
    },
    (request) => sends.cancel(request.params.id),
  );
};
