import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocaleCode } from '@casino/shared';
import { AppError } from '../../http/app-error';
import { errorResponses } from '../../http/response-schemas';
import { CONTENT_DIRECTORIES, isContentDirectory, type ContentService } from './content.service';

/** Content is cached by clients for 15 minutes, like settings (SPEC.md section 9). */
const CONTENT_CACHE_CONTROL = 'public, max-age=900';

/**
 * Texts by key: a text, or a group of texts. Two levels are described; deeper groups pass as they
 * are (a record never drops a key, so nothing of the texts can be cut by this schema).
 */
const contentTexts = z
  .record(z.string(), z.union([z.string(), z.record(z.string(), z.unknown())]))
  .describe('Texts by key; a value is a text or a group of texts (nested the same way)');

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    '/:locale/:directory',
    {
      schema: {
        tags: ['content'],
        summary: `Site texts of one directory (${CONTENT_DIRECTORIES.join(', ')}), falling back to en key by key`,
        params: z.object({ locale: z.string().max(16), directory: z.string().max(64) }),
        response: { 200: contentTexts, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { locale, directory } = request.params;
      if (!isLocaleCode(locale)) throw new AppError(404, 'unknown_locale', `There is no locale '${locale}'`);
      if (!isContentDirectory(directory)) {
        throw new AppError(404, 'unknown_content_directory', `There is no content directory '${directory}'`);
      }
      reply.header('cache-control', CONTENT_CACHE_CONTROL);
      return content.getTexts(locale, directory);
    },
  );
};
