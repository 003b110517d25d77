import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_PAGE_KINDS,
  DEFAULT_LOCALE,
  isContentPageIdentity,
  LOCALE_CODES,
  type ContentPageLink,
  type ContentPageView,
} from '@casino/shared';
import { notFound } from '../../http/app-error';
import { arrayOf, errorResponses, schemaFor } from '../../http/response-schemas';
import type { ContentPagesService } from './content-pages.service';

/**
 * Short enough that an operator's edit reaches visitors within a minute, long enough that a
 * page read by many is answered by caches between them and us.
 */
const CONTENT_PAGE_CACHE_CONTROL = 'public, max-age=60';

const contentPageLink = schemaFor<ContentPageLink>()(
  z.object({ identity: z.string(), title: z.string(), description: z.string() }),
);

export const contentPageView = schemaFor<ContentPageView>()(
  z.object({
    identity: z.string(),
    kind: z.enum(CONTENT_PAGE_KINDS),
    parentIdentity: z.string().nullable(),
    locale: z.enum(LOCALE_CODES),
    title: z.string(),
    description: z.string(),
    html: z
      .string()
      .describe(
        'The body: markdown rendered to HTML and sanitised (no scripts, event attributes, styles or unsafe links)',
      ),
    updatedAt: z.string(),
    children: arrayOf(contentPageLink).describe(
      'Published pages under this one (the questions list: its topics), in order',
    ),
  }),
);

export const contentPagesRoutes: FastifyPluginAsyncZod<{ pages: ContentPagesService }> = async (app, { pages }) => {
  app.get(
    '/pages/:identity',
    {
      schema: {
        tags: ['content'],
        summary:
          'A published content page (static page, questions list or topic, slug page) in a locale, falling back along pt-br -> pt -> en',
        params: z.object({ identity: z.string().max(128) }),
        querystring: z.object({
          locale: z.enum(LOCALE_CODES).default(DEFAULT_LOCALE),
          kind: z
            .enum(CONTENT_PAGE_KINDS)
            .optional()
            .describe('Only a page of this kind (a static page is not a slug page)'),
        }),
        response: { 200: contentPageView, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { identity } = request.params;
      if (!isContentPageIdentity(identity)) throw notFound(`There is no page '${identity}'`);
      const page = await pages.getPublished(identity, request.query.locale, request.query.kind);
      reply.header('cache-control', CONTENT_PAGE_CACHE_CONTROL);
      return page;
    },
  );
};
