import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import type { LocaleCode } from '@casino/shared';
import { buildCheck, setNavigationProbe } from '@/lib/build-check';
import { applyDocumentLocale, loadLocaleTexts, setDateLocale } from '@/lib/i18n';
import { setInternalNavigator } from '@/lib/navigation';
import { PageErrorBoundary, RootErrorBoundary } from './errors/route-error-boundary';
import { DefaultLayout } from './layouts/default-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { PageFrame } from './layouts/page-frame';
import { ShellFallback } from './layouts/shell-fallback';
import { setRouteTree } from './navigation-state';
import { buildRoutes } from './routes/build-routes';
import { loadLocaleRoutesOnDemand } from './routes/locale-route-patching';
import { ROUTE_TABLE } from './routes/route-table';

/** Texts, date locale and document language of `locale`, before any of its pages renders. */
export async function loadLocale(locale: LocaleCode): Promise<void> {
  await Promise.all([loadLocaleTexts(locale), setDateLocale(locale)]);
  applyDocumentLocale(locale);
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * A page's code is loaded on demand (route `lazy`). Hydrating prerendered HTML needs the first
 * page's code in place before the first render, or the router would show its fallback instead.
 */
async function loadInitialPages(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The app's router. With `hydrationData` (a prerendered page) the first page's code is loaded
 * first and its loaders are not run again: the HTML already shows their result.
 */
export async function createAppRouter(hydrationData?: HydrationState): Promise<AppRouter> {
  const localeRoots = buildRoutes(ROUTE_TABLE, {
    layouts: { default: DefaultLayout, empty: EmptyLayout },
    PageFrame,
    PageErrorBoundary,
    RootErrorBoundary,
    HydrateFallback: ShellFallback,
    loadLocale,
    onPageLoadFailure: (error) => buildCheck.reportChunkFailure(error),
  });
  setRouteTree(localeRoots);

  const { initialRoutes, patchRoutesOnNavigation } = loadLocaleRoutesOnDemand(localeRoots, window.location.pathname);
  if (hydrationData) await loadInitialPages(initialRoutes, window.location.pathname);
  const router = createBrowserRouter(initialRoutes, {
    patchRoutesOnNavigation,
    ...(hydrationData ? { hydrationData } : {}),
  });

  setInternalNavigator((path, { replace }) => void router.navigate(path, { replace }));
  setNavigationProbe(() => router.state.navigation.state !== 'idle');

  // After each navigation has resolved: reload if a new build or a lost chunk asks for it, else check again.
  let lastLocationKey = router.state.location.key;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === lastLocationKey) return;
    lastLocationKey = state.location.key;
    buildCheck.onNavigated();
  });
  return router;
}
