import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { SPORTSBOOK_WIDGET_PATH } from './sportsbook-launcher';

/**
 * The widget script (apps/sportsbook, one file with its styles) under /provider/sportsbook/widget/,
 * precompressed (.br, .gz) by its build. Its name carries no hash, as a third party's SDK URL
 * does not: browsers revalidate it (ETag), so a new build is picked up at once.
 */
export const widgetRoutes: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  if (!fs.existsSync(path.join(distDir, 'sportsbook.js'))) {
    app.log.warn({ distDir }, 'sportsbook widget not built: /sport shows no sportsbook until `npm run build`');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: `${SPORTSBOOK_WIDGET_PATH}/`,
    index: false,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'no-cache');
    },
  });
};
