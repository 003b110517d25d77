import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageOwnerOf } from '@casino/shared';
import { sendRouteNotFound } from './error-handler';
import type { PageExistence } from './page-existence';
import { registerRobots } from './robots';
import { registerSitemap } from './sitemap';

/** Vite puts content-hashed files here: their name changes whenever their bytes do. */
const HASHED_ASSETS_PREFIX = '/assets/';
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/**
 * The lobby's drawn pictures (apps/web/public/art): the catalogue links them with their revision
 * in the query (game-art.ts), so a redrawn picture is a new address and a long cache is safe.
 */
const ART_PREFIX = '/art/';
const ART_CACHE = 'public, max-age=2592000, stale-while-revalidate=86400';
/** The HTML and unhashed files must be revalidated, so a new build is picked up at once. */
const REVALIDATE_CACHE = 'no-cache';

/** The build's prerendered pages (apps/web/scripts/prerender.mjs): `<dir>/de/games.html` is `/de/games`. */
const PRERENDERED_DIR = 'prerendered';
/** Where a prerendered page's absolute links (canonical, hreflang) need the site's address. */
const ORIGIN_PLACEHOLDER = '%%PUBLIC_ORIGIN%%';

/** Paths that never fall back to the web app: the API and the in-house providers answer JSON. */
const MACHINE_PATH = /^\/(api|provider)(\/|$)/;

/**
 * Serves the built web app: files from `webDistDir`, and `index.html` for every other GET of a
 * non-API path, since the app's router owns those URLs (`/de/games`, `/pt-br/wallet/history`).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  pageExists: PageExistence = async () => true,
): Promise<void> {
  const indexHtml = readIndexHtml(webDistDir);
  const prerendered = prerenderedPages(webDistDir);
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    sendAppPage(request, reply, { indexHtml, prerendered, publicUrl: app.config.publicUrl, pageExists });
  if (indexHtml === undefined) {
    app.log.warn({ webDistDir }, 'web app not built: run `npm run build` to serve the site');
  } else {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: true,
      // `send` would set its own max-age=0; the cache policy is ours, set below.
      cacheControl: false,
      // The build writes .br and .gz next to each text file (tools/precompress): sent as they are,
      // with `Vary: Accept-Encoding` (set by @fastify/static on every pre-compressed answer).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.startsWith(path.join(webDistDir, HASHED_ASSETS_PREFIX));
        const isArt = filePath.startsWith(path.join(webDistDir, ART_PREFIX));
        reply.header('cache-control', isHashed ? HASHED_ASSET_CACHE : isArt ? ART_CACHE : REVALIDATE_CACHE);
      },
    });
  }

  registerRobots(app, app.config.publicUrl);
  registerSitemap(app, app.config.publicUrl);

  // The static handler refuses directory paths, so the root page is a route of its own.
  app.get('/', { schema: { hide: true } }, sendPage);
  // Browsers ask for /favicon.ico on any page that names no icon (the game pages framed from
  // /provider/games): the site's icon, not a missing page.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', REVALIDATE_CACHE).redirect('/favicon.svg', 301),
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (MACHINE_PATH.test(pathname) || pathname.startsWith(HASHED_ASSETS_PREFIX) || !wantsPage) {
      return sendRouteNotFound(request, reply);
    }
    return sendPage(request, reply);
  });
}

/** The paths that have a prerendered page, mapped to its file: read once at start. */
function prerenderedPages(webDistDir: string): Map<string, string> {
  const root = path.join(webDistDir, PRERENDERED_DIR);
  const pages = new Map<string, string>();
  let files: string[];
  try {
    files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return pages;
  }
  for (const file of files) {
    if (!file.endsWith('.html')) continue;
    const pagePath = `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    pages.set(pagePath === '/index' ? '/' : pagePath, path.join(root, file));
  }
  return pages;
}

/**
 * A public page's prerendered HTML when there is one: only for a plain address, since a query
 * (a modal's key) changes what the first render shows, and the HTML must be exactly that.
 */
async function prerenderedHtml(
  request: FastifyRequest,
  pages: Map<string, string>,
  publicUrl: string,
): Promise<string | undefined> {
  const [pathname = '/', query] = request.url.split('?');
  if (query !== undefined) return undefined;
  const file = pages.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (file === undefined) return undefined;
  try {
    return (await fs.promises.readFile(file, 'utf8')).replaceAll(ORIGIN_PLACEHOLDER, publicUrl);
  } catch {
    return undefined;
  }
}

interface AppPages {
  readonly indexHtml: string | undefined;
  readonly prerendered: Map<string, string>;
  readonly publicUrl: string;
  readonly pageExists: PageExistence;
}

/**
 * The app's page for any path it may own. A path no route owns, or a game, content page or bonus
 * that does not exist, gets the same page (it says "Page not found") with status 404, so search
 * engines and tools see a missing page as missing.
 */
async function sendAppPage(request: FastifyRequest, reply: FastifyReply, pages: AppPages): Promise<FastifyReply> {
  if (pages.indexHtml === undefined) {
    return reply
      .status(503)
      .type('text/plain; charset=utf-8')
      .send('The web app has not been built. Run `npm run build` (or `npm start`) and reload.');
  }
  request.log.debug('serving the web app page');
  const prerenderedPage = await prerenderedHtml(request, pages.prerendered, pages.publicUrl);
  const found = prerenderedPage !== undefined || (await pathExists(request, pages.pageExists));
  return reply
    .status(found ? 200 : 404)
    .header('cache-control', REVALIDATE_CACHE)
    .type('text/html; charset=utf-8')
    .send(prerenderedPage ?? pages.indexHtml);
}

async function pathExists(request: FastifyRequest, pageExists: PageExistence): Promise<boolean> {
  const owner = pageOwnerOf(request.url.split('?')[0] ?? '/');
  return owner.kind === 'page' || owner.kind === 'app' || (await pageExists(owner));
}

/** The built index.html, or undefined when the web app has not been built. */
export function readIndexHtml(webDistDir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}
