// Tokens and base styles first, as in app.tsx (the SSR build drops CSS, the order keeps parity).
import './app/app.css';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { splitLocalePath, type LocaleCode } from '@casino/shared';
import { PageErrorBoundary, RootErrorBoundary } from './app/errors/route-error-boundary';
import { DefaultLayout } from './app/layouts/default-layout';
import { EmptyLayout } from './app/layouts/empty-layout';
import { PageFrame } from './app/layouts/page-frame';
import { ShellFallback } from './app/layouts/shell-fallback';
import { setRouteTree } from './app/navigation-state';
import { buildRoutes } from './app/routes/build-routes';
import { isAppRouteHandle, LOCALE_ROUTE_NAME_PREFIX } from './app/routes/route-handle';
import { ROUTE_TABLE } from './app/routes/route-table';
import { SessionProvider } from './app/session';
import { setServerOrigin } from './lib/site-origin';
import { loadLocaleTexts, setDateLocale } from './lib/i18n';

export { documentLanguage, textDirection } from './lib/i18n';
import { serializePrerenderState, type PrerenderState } from './lib/prerender-state';
import { queryClient } from './lib/query-client';

/**
 * The server side of prerendering (scripts/prerender.ts runs it at build time): the HTML of one
 * public page for a guest, and the state its hydration needs. Data comes through the app's own
 * HTTP client, so the build script decides where `fetch` goes.
 */
export const ORIGIN_PLACEHOLDER = '%%PUBLIC_ORIGIN%%';

const localeRoots = buildRoutes(ROUTE_TABLE, {
  layouts: { default: DefaultLayout, empty: EmptyLayout },
  PageFrame,
  PageErrorBoundary,
  RootErrorBoundary,
  HydrateFallback: ShellFallback,
  // The document's language is set in the HTML by the build script, not on a document here.
  loadLocale: async (locale: LocaleCode) => {
    await Promise.all([loadLocaleTexts(locale), setDateLocale(locale)]);
  },
  onPageLoadFailure: (error) => {
    throw error;
  },
});
setRouteTree(localeRoots);
setServerOrigin(ORIGIN_PLACEHOLDER);
const handler = createStaticHandler(localeRoots);

export interface RenderedPage {
  /** The markup of #root. */
  readonly body: string;
  /** Title, description, canonical and alternate links (React writes them at the start). */
  readonly head: string;
  readonly locale: LocaleCode;
  /** The JSON of the page's PrerenderState. */
  readonly state: string;
  /** The route names of the page, outermost first (`index`, `games`, `game-id`), without locale prefix. */
  readonly routeNames: readonly string[];
}

/** Renders until every query the page starts has its data (a row's games after its collection). */
const MAX_RENDER_ROUNDS = 6;

/** React's markers of a boundary completed after the shell, and any inline script. */
const hasLateParts = (html: string) => /<template id="B:|<div hidden id="S:|<script\b/.test(html);

async function renderToHtml(element: React.ReactNode): Promise<string> {
  // React outlines a large completed boundary (streams it after the shell): keep every part in place.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** Queries the HTML asked for that the server has not fetched yet (useQuery never fetches on the server). */
const unfetchedQueries = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        (query.options as { enabled?: unknown }).enabled !== false,
    );

/** The page at `url` (absolute, any origin), or undefined when it is not a 200 page (a redirect, a 404). */
export async function renderPage(url: string): Promise<RenderedPage | undefined> {
  queryClient.clear();
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>
  );

  // A part that was still loading when its parent rendered (a lazy component, a query without
  // data) is streamed after the shell with an inline script to move it in place. Such scripts
  // need JavaScript, and the Content-Security-Policy refuses them: render again until nothing is
  // late, which takes a round once the code has loaded and the data is in the cache.
  let html = '';
  for (let round = 0; round < MAX_RENDER_ROUNDS; round += 1) {
    html = await renderToHtml(app);
    const missing = unfetchedQueries();
    // With the options the hook gave it: an infinite list's first page is fetched as a page of it.
    await Promise.all(
      missing.map((query) =>
        queryClient.prefetchQuery(query.options as Parameters<typeof queryClient.prefetchQuery>[0]),
      ),
    );
    if (missing.length === 0 && !hasLateParts(html)) break;
  }
  if (unfetchedQueries().length > 0 || hasLateParts(html))
    throw new Error(`${url}: still loading after ${MAX_RENDER_ROUNDS} renders`);

  const locale = splitLocalePath(new URL(url).pathname).locale;
  // React 19 writes the page's <title>, <meta> and <link> first: they belong in <head>.
  const headMatch = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/.exec(html);
  const head = headMatch?.[0] ?? '';
  const state: PrerenderState = {
    locale,
    router: { loaderData: context.loaderData, actionData: null, errors: null },
    // The locale's texts too: hydration then starts at once, and React replays early clicks.
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' }),
  };
  const routeNames = context.matches.flatMap(({ route }) =>
    isAppRouteHandle(route.handle) && route.handle.kind === 'page'
      ? [route.handle.name.replace(LOCALE_ROUTE_NAME_PREFIX, '')]
      : [],
  );
  return { body: html.slice(head.length), head, locale, state: serializePrerenderState(state), routeNames };
}

// What the build script needs to list and place the pages, from the same modules the app uses.
export { gamePagePath, LOCALE_CODES, localizePath, PUBLIC_PAGE_PATHS } from '@casino/shared';
