import type { FastifyInstance } from 'fastify';
import { PRIVATE_PATH_PREFIXES } from '@casino/shared';

/**
 * `/robots.txt`: crawlers may read every public page, not the API, the providers' pages, the
 * pages for players or one-time links (with or without a locale prefix: `/de/wallet`), and are
 * pointed at the sitemap. `*` in a path is RFC 9309's wildcard.
 */
export function robotsTxt(publicUrl: string): string {
  const rules = PRIVATE_PATH_PREFIXES.flatMap((prefix) => {
    const machinePath = prefix === '/api/' || prefix === '/provider/';
    return machinePath ? [`Disallow: ${prefix}`] : [`Disallow: ${prefix}`, `Disallow: /*${prefix}`];
  });
  return ['User-agent: *', 'Allow: /', ...rules, '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

export function registerRobots(app: FastifyInstance, publicUrl: string): void {
  const body = robotsTxt(publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(body),
  );
}
