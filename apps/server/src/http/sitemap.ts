import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, gamePagePath, LOCALE_CODES, localizePath, PUBLIC_PAGE_PATHS } from '@casino/shared';

/** The catalogue changes rarely; one sitemap serves every crawler for this long. */
const SITEMAP_MAX_AGE_MS = 10 * 60 * 1000;
const CATALOGUE_PAGE_SIZE = 100;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/**
 * The sitemap: every public page in every locale, each with its alternates in the other
 * locales (hreflang, and x-default for the unprefixed en page), as absolute URLs on PUBLIC_URL.
 */
export function sitemapXml(publicUrl: string, pagePaths: readonly string[]): string {
  const absolute = (path: string) => escapeXml(`${publicUrl}${path}`);
  const urls = pagePaths.flatMap((path) => {
    const alternates = [
      ...LOCALE_CODES.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${locale}" href="${absolute(localizePath(path, locale))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${absolute(localizePath(path, DEFAULT_LOCALE))}"/>`,
    ].join('\n');
    return LOCALE_CODES.map(
      (locale) => `  <url>\n    <loc>${absolute(localizePath(path, locale))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The identities of every game a visitor without a country sees, read through the public API. */
async function catalogueIdentities(app: FastifyInstance): Promise<string[]> {
  const identities: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/game/games?page=${page}&perPage=${CATALOGUE_PAGE_SIZE}`,
    });
    if (response.statusCode !== 200) throw new Error(`the catalogue answered ${response.statusCode} for the sitemap`);
    const body = response.json<{ data: { identity: string }[]; meta: { totalPages: number } }>();
    identities.push(...body.data.map((game) => game.identity));
    if (page >= body.meta.totalPages) return identities;
  }
}

/** `/sitemap.xml`, rebuilt at most every ten minutes (a timestamp, no timer: any node can answer). */
export function registerSitemap(app: FastifyInstance, publicUrl: string): void {
  let cached: { xml: string; builtAt: number } | undefined;
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    if (!cached || Date.now() - cached.builtAt > SITEMAP_MAX_AGE_MS) {
      const games = await catalogueIdentities(app);
      cached = { xml: sitemapXml(publicUrl, [...PUBLIC_PAGE_PATHS, ...games.map(gamePagePath)]), builtAt: Date.now() };
    }
    return reply.header('cache-control', 'public, max-age=600').type('application/xml; charset=utf-8').send(cached.xml);
  });
}
