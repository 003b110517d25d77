import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildRoutes } from './build-routes';
import { loadLocaleRoutesOnDemand } from './locale-route-patching';
import { isAppRouteHandle } from './route-handle';
import { ROUTE_TABLE } from './route-table';

const Stub = () => null;
/** Pages replaced by a stub: this test is about matching, not page code. */
const withoutPages = (routes: readonly RouteObject[]): RouteObject[] =>
  routes.map(
    (route) =>
      ({
        ...route,
        lazy: undefined,
        ...(route.children ? { children: withoutPages(route.children) } : {}),
      }) as RouteObject,
  );

function startRouter(initialPath: string) {
  const roots = withoutPages(
    buildRoutes(ROUTE_TABLE, {
      layouts: { default: Stub, empty: Stub },
      PageFrame: Stub,
      PageErrorBoundary: Stub,
      RootErrorBoundary: Stub,
      HydrateFallback: Stub,
      loadLocale: vi.fn(async () => undefined),
      onPageLoadFailure: vi.fn(),
    }),
  );
  const { initialRoutes, patchRoutesOnNavigation } = loadLocaleRoutesOnDemand(roots, initialPath);
  const router = createMemoryRouter(initialRoutes, { initialEntries: [initialPath], patchRoutesOnNavigation });
  const pageName = () =>
    router.state.matches
      .map((match) => match.route.handle as unknown)
      .filter(isAppRouteHandle)
      .at(-1)?.name;
  return { router, pageName, initialRoutes };
}

describe('loadLocaleRoutesOnDemand', () => {
  it('starts with the default locale and the locale of the first page only', () => {
    expect(startRouter('/').initialRoutes.map((route) => route.path)).toEqual(['/']);
    expect(startRouter('/pt-br/wallet').initialRoutes.map((route) => route.path)).toEqual(['/', '/pt-br']);
  });

  it('serves the first page of a prefixed locale', async () => {
    const { router, pageName } = startRouter('/de/wallet/history');
    router.initialize();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(pageName()).toBe('locale-wallet-history');
  });

  it.each([
    ['/fr', 'locale-index'],
    ['/fr/profile/info', 'locale-profile-info'],
    ['/nl/game/book-of-orbit', 'locale-game-id'],
    ['/nl/no/such/page', 'locale-slug'],
    ['/xx/wallet', 'slug'],
    ['/games', 'games'],
  ])('adds a locale on the first visit: %s is %s', async (path, name) => {
    const { router, pageName } = startRouter('/');
    router.initialize();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await router.navigate(path);
    expect(pageName()).toBe(name);
    expect(router.state.location.pathname).toBe(path);
  });
});
