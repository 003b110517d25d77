// Prerenders the public pages (packages/shared public-pages.ts, and every game's page) in every
// locale into <dist>/prerendered/, so the server's first answer holds the shell, the header and
// the first rows; the app then hydrates them. Runs after `vite build` (npm run build -w @casino/web):
//   node scripts/prerender.mjs [--dist <dir>]      (default: apps/web/dist)
// Data comes from the real server with its seed data, started here on 127.0.0.1 with a fresh
// PGlite database: the catalogue a fresh install shows. After hydration the app refetches it.
/* eslint-disable no-console -- a build step that reports what it wrote */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webRoot, '../..');
const distArgument = process.argv.indexOf('--dist');
const distDir = path.resolve(distArgument > 0 ? process.argv[distArgument + 1] : path.join(webRoot, 'dist'));
const outDir = path.join(distDir, 'prerendered');
/** Any origin will do: the server puts its PUBLIC_URL where the page's absolute links need one. */
const RENDER_ORIGIN = 'http://prerender.invalid';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startDataServer(port, dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/server.ts')], {
    cwd: repoRoot,
    // PGlite in a scratch directory whatever the environment says: a build never touches a real database.
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      SPORTSBOOK_FEED: 'off',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the data server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('the data server did not answer within 120 s');
}

/** The app's HTTP client asks for `/api/...`: sent to the data server, each address fetched once. */
function routeFetchTo(baseUrl) {
  const realFetch = globalThis.fetch;
  const answers = new Map();
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/')) return realFetch(input, init);
    if ((init?.method ?? 'GET') !== 'GET') throw new Error(`prerendering must not change data: ${init.method} ${url}`);
    if (!answers.has(url)) {
      const response = await realFetch(`${baseUrl}${url}`, { headers: init?.headers });
      answers.set(url, { status: response.status, headers: [...response.headers], body: await response.text() });
    }
    const answer = answers.get(url);
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}

async function buildServerEntry(ssrDir) {
  await build({
    root: webRoot,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });
  return import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
}

/**
 * The modules of each page whose stylesheets its first paint needs (by route name; the others
 * need none beyond the entry's). Vite loads a page's stylesheets with its code; a prerendered page is
 * painted before that, so it links them itself, or its hero and rows would move once they arrive.
 */
const PAGE_MODULES = {
  index: ['src/app/pages/home-page.tsx', 'src/features/lobby-games/components/lobby-rows.tsx'],
  games: ['src/features/lobby-games/pages/games-page.tsx'],
  'games-providers': ['src/features/lobby-games/pages/providers-page.tsx'],
  'game-id': ['src/app/game/game-route.tsx'],
  'questions-parent': ['src/app/content/content-pages.tsx'],
  'static-pageIdentity': ['src/app/content/content-pages.tsx'],
  bonuses: ['src/app/bonus/bonus-pages.tsx'],
  'welcome-package': ['src/app/bonus/bonus-pages.tsx'],
};

/** The stylesheets of `modules` and of everything they import statically, from Vite's manifest. */
function stylesheetsOf(manifest, modules) {
  const seen = new Set();
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: update PAGE_MODULES in scripts/prerender.mjs`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  // The entry's own stylesheet is in index.html already.
  for (const file of manifest['index.html']?.css ?? []) css.delete(`/${file}`);
  return [...css];
}

const pageStylesheets = (manifest, routeNames) =>
  stylesheetsOf(manifest, [...new Set(routeNames.flatMap((name) => PAGE_MODULES[name] ?? []))]);

/** index.html with the page in #root, its head, language and hydration state, and no preloader. */
function pageHtml(template, page, entry, stylesheets) {
  // The page's stylesheets go inline: the first paint then waits for the HTML alone, not for a
  // round trip per stylesheet (the policy allows inline styles; their URLs are absolute).
  const inline = (href) => `<style data-href="${href}">${readAsset(href)}</style>`;
  const entryStylesheets = [...template.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
  let withStyles = template;
  for (const [tag, href] of entryStylesheets) withStyles = withStyles.replace(tag, inline(href));
  const links = stylesheets.map(inline).join('\n    ');
  const withHead = withStyles
    .replace('</head>', `  ${links}\n  </head>`)
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      `<html lang="${entry.documentLanguage(page.locale)}" dir="${entry.textDirection(page.locale)}">`,
    )
    .replace(/<meta\s+name="description"[^>]*data-static-head\s*\/>/, '')
    // Marked as static: the app removes them at start and writes its own, so a hydrated page has
    // one title, one canonical link and one og:url, not the prerendered set beside the app's.
    .replace(
      /<title data-static-head>[^<]*<\/title>/,
      page.head.replace(/<(title|meta|link)(?=[\s>/])/g, '<$1 data-static-head'),
    );
  // The preloader covers the page until the app starts: a prerendered page is ready before that.
  const start = withHead.indexOf('<div id="preloader"');
  const root = withHead.indexOf('<div id="root"></div>');
  if (start < 0 || root < start || withHead === template)
    throw new Error('index.html no longer has the parts the prerender replaces');
  return (
    withHead.slice(0, start) +
    `<div id="root">${page.body}</div>\n    <script type="application/json" id="prerender-state">${page.state}</script>` +
    withHead.slice(root + '<div id="root"></div>'.length)
  );
}

const stylesheetCache = new Map();
const readAsset = (href) => {
  if (!stylesheetCache.has(href))
    stylesheetCache.set(href, fs.readFileSync(path.join(distDir, href), 'utf8').replaceAll('</style', '<\\/style'));
  return stylesheetCache.get(href);
};

const fileFor = (pagePath) => path.join(outDir, `${pagePath === '/' ? '/index' : pagePath}.html`);

async function main() {
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-prerender-'));
  const port = await freePort();
  const server = await startDataServer(port, path.join(scratch, 'data'));
  const startedAt = Date.now();
  try {
    routeFetchTo(`http://127.0.0.1:${port}`);
    // Inside the package, so the bundle's imports of react and friends resolve from node_modules.
    const entry = await buildServerEntry(path.join(webRoot, 'node_modules/.cache/casino-ssr'));
    const { LOCALE_CODES, PUBLIC_PAGE_PATHS, gamePagePath, localizePath } = entry;
    const catalogue = await (await fetch(`http://127.0.0.1:${port}/api/game/games?perPage=100`)).json();
    const pagePaths = [...PUBLIC_PAGE_PATHS, ...catalogue.data.map((game) => gamePagePath(game.identity))];
    fs.rmSync(outDir, { recursive: true, force: true });
    let written = 0;
    const skipped = [];
    for (const locale of LOCALE_CODES) {
      for (const pagePath of pagePaths) {
        const localized = localizePath(pagePath, locale);
        const page = await entry.renderPage(`${RENDER_ORIGIN}${localized}`);
        if (!page) {
          skipped.push(localized);
          continue;
        }
        const file = fileFor(localized);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(
          file,
          pageHtml(template, page, entry, pageStylesheets(manifest, page.routeNames)).replaceAll(
            RENDER_ORIGIN,
            entry.ORIGIN_PLACEHOLDER,
          ),
        );
        written += 1;
      }
    }
    console.log(
      `prerendered ${written} pages (${pagePaths.length} per locale, ${LOCALE_CODES.length} locales) in ${((Date.now() - startedAt) / 1000).toFixed(1)} s into ${outDir}`,
    );
    if (skipped.length > 0)
      console.log(
        `not prerendered (not a 200 page): ${skipped.slice(0, 10).join(', ')}${skipped.length > 10 ? ', …' : ''}`,
      );
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
// The app's modules (query client, i18n) may keep timers; the pages are written.
process.exit(0);
