import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_PAGE_IDENTITY_MAX_LENGTH,
  CONTENT_PAGE_IDENTITY_PATTERN,
  CONTENT_PAGE_KINDS,
  LOCALE_CODES,
} from '@casino/shared';
import { arrayOf, errorResponses, schemaFor } from '../../http/response-schemas';
import type { AdminContentPageView, AdminTranslationView, ContentPagesService } from './content-pages.service';

const tags = ['admin'];

/** Titles fit a browser tab and a search result; descriptions a search result's snippet, with room. */
const TITLE_LENGTH_MAX = 200;
const DESCRIPTION_LENGTH_MAX = 500;
/** The longest legal text here is about 20,000 characters: five times that is plenty, and bounded. */
const BODY_LENGTH_MAX = 100_000;
const POSITION_MAX = 10_000;

/** Text without NUL bytes (PostgreSQL refuses them in text) and not only blanks. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'Must not contain NUL characters');

const identity = z
  .string()
  .max(CONTENT_PAGE_IDENTITY_MAX_LENGTH)
  .regex(CONTENT_PAGE_IDENTITY_PATTERN, 'Lowercase letters and digits, words joined by single hyphens');

const pageParams = z.object({ identity });
const translationParams = z.object({ identity, locale: z.enum(LOCALE_CODES) });

const translationView = schemaFor<AdminTranslationView>()(
  z.object({
    locale: z.enum(LOCALE_CODES),
    title: z.string(),
    description: z.string(),
    body: z.string().describe('Markdown, as written'),
    published: z.boolean(),
    updatedAt: z.string(),
  }),
);

const adminPageView = schemaFor<AdminContentPageView>()(
  z.object({
    identity: z.string(),
    kind: z.enum(CONTENT_PAGE_KINDS),
    parentIdentity: z.string().nullable(),
    position: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    translations: arrayOf(translationView),
  }),
);

/**
 * The operator's content API (under /api/admin: the operator token is checked before anything
 * here runs): pages and their texts per locale, as markdown, published or drafts.
 */
export const contentPagesAdminRoutes: FastifyPluginAsyncZod<{ pages: ContentPagesService }> = async (
  app,
  { pages },
) => {
  app.get(
    '/pages',
    {
      schema: {
        tags,
        summary: 'Every content page with its texts in every locale',
        response: { 200: z.object({ data: arrayOf(adminPageView) }), ...errorResponses },
      },
    },
    async () => ({
      data: await pages.list(),
    }),
  );

  app.get(
    '/pages/:identity',
    {
      schema: {
        tags,
        summary: 'One content page with its texts in every locale (drafts too)',
        params: pageParams,
        response: { 200: adminPageView, ...errorResponses },
      },
    },
    async (request) => pages.get(request.params.identity),
  );

  app.put(
    '/pages/:identity',
    {
      schema: {
        tags,
        summary: 'Create a content page, or change its kind, parent or position (201 created, 200 changed)',
        params: pageParams,
        body: z
          .object({
            kind: z.enum(CONTENT_PAGE_KINDS),
            parentIdentity: identity
              .nullable()
              .optional()
              .describe('Question topics: the questions list they sit under; absent: unchanged'),
            position: z
              .number()
              .int()
              .min(0)
              .max(POSITION_MAX)
              .optional()
              .describe('Order among siblings, smallest first; absent: unchanged (0 when new)'),
          })
          .strict(),
        response: { 200: adminPageView, 201: adminPageView, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { created, page } = await pages.putPage(request.params.identity, request.body);
      return reply.status(created ? 201 : 200).send(page);
    },
  );

  app.put(
    '/pages/:identity/translations/:locale',
    {
      schema: {
        tags,
        summary: "Write a page's title, description and markdown body in one locale (201 created, 200 changed)",
        params: translationParams,
        body: z
          .object({
            title: text(TITLE_LENGTH_MAX).refine((value) => value.trim() !== '', 'Must not be empty'),
            description: text(DESCRIPTION_LENGTH_MAX).optional(),
            body: text(BODY_LENGTH_MAX).refine((value) => value.trim() !== '', 'Must not be empty'),
            published: z.boolean().optional().describe('Absent: unchanged (new texts start as a draft)'),
          })
          .strict(),
        response: { 200: adminPageView, 201: adminPageView, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { identity: pageIdentity, locale } = request.params;
      const { created, page } = await pages.putTranslation(pageIdentity, locale, request.body);
      return reply.status(created ? 201 : 200).send(page);
    },
  );

  app.put(
    '/pages/:identity/translations/:locale/published',
    {
      schema: {
        tags,
        summary:
          "Publish or withdraw a page's texts in one locale (withdrawn: visitors get the fallback locale's, or 404)",
        params: translationParams,
        body: z.object({ published: z.boolean() }).strict(),
        response: { 200: adminPageView, ...errorResponses },
      },
    },
    async (request) => pages.setPublished(request.params.identity, request.params.locale, request.body.published),
  );
};
