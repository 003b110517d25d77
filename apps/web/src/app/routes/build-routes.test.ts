import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LOCALE_CODES } from '@casino/shared';
import { buildRoutes, type RouteBuildOptions } from './build-routes';
import { isAppRouteHandle } from './route-handle';
import { ROUTE_TABLE, type RouteDefinition } from './route-table';

const Stub = () => null;
const options: RouteBuildOptions = {
  layouts: { default: Stub, empty: Stub },
  PageFrame: Stub,
  PageErrorBoundary: Stub,
  RootErrorBoundary: Stub,
  HydrateFallback: Stub,
  loadLocale: vi.fn(async () => undefined),
  onPageLoadFailure: vi.fn(),
};
const routes = buildRoutes(ROUTE_TABLE, options);

/** The name of the page a URL shows, or undefined when nothing matches. */
function routeNameAt(pathname: string): string | undefined {
  const pages = (matchRoutes(routes, pathname) ?? [])
    .map((match) => match.route.handle as unknown)
    .filter(isAppRouteHandle);
  return pages.filter((handle) => handle.kind === 'page').at(-1)?.name;
}

/** Every route of the table with a sample URL path (dynamic segments filled in). */
function tableRoutes(
  definitions: readonly RouteDefinition[],
  parentPath = '',
): { name: string; path: string; localized: boolean }[] {
  return definitions.flatMap((definition) => {
    const path = [parentPath, definition.path].filter(Boolean).join('/');
    const own = { name: definition.name, path: `/${sample(path)}`, localized: definition.localized !== false };
    return [own, ...tableRoutes(definition.children ?? [], path)];
  });
}

const sample = (path: string) => path.replace(/:[A-Za-z]+/g, 'sample-1234').replace(/\*$/, 'some/deep/path');

function allRoutes(list: readonly RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('buildRoutes', () => {
  const samples = tableRoutes(ROUTE_TABLE).filter(
    (route) => !['wallet-parent', 'questions-parent', 'profile', 'profile-settings'].includes(route.name),
  );

  it.each(samples)('mounts $name at $path without a prefix', ({ name, path }) => {
    expect(routeNameAt(path)).toBe(name);
  });

  it.each(samples.filter((route) => route.localized))('mounts $name under /de as locale-$name', ({ name, path }) => {
    expect(routeNameAt(`/de${path === '/' ? '' : path}`)).toBe(`locale-${name}`);
  });

  it('mounts every localized route under every locale prefix', () => {
    for (const locale of LOCALE_CODES.filter((code) => code !== 'en')) {
      expect(routeNameAt(`/${locale}/wallet/history`)).toBe('locale-wallet-history');
      expect(routeNameAt(`/${locale}`)).toBe('locale-index');
    }
  });

  it('keeps the named routes without a locale prefix out of the prefixed trees', () => {
    expect(routeNameAt('/verify/abcd1234')).toBe('verify-confirmCode');
    expect(routeNameAt('/password-reset/abcd1234')).toBe('password-reset-resetCode');
    expect(routeNameAt('/de/verify/abcd1234')).toBe('locale-slug');
    expect(routeNameAt('/pt-br/password-reset/abcd1234')).toBe('locale-slug');
  });

  it('sends unknown paths, and unknown locale prefixes, to the content catch-all', () => {
    expect(routeNameAt('/no/such/page')).toBe('slug');
    expect(routeNameAt('/xx/wallet')).toBe('slug');
    expect(routeNameAt('/en/wallet')).toBe('slug');
    expect(routeNameAt('/de/no/such/page')).toBe('locale-slug');
  });

  it('gives every route a unique id', () => {
    const ids = allRoutes(routes).map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts /redirect on the empty layout and the rest on the default one', () => {
    const layoutOf = (pathname: string) =>
      (matchRoutes(routes, pathname) ?? [])
        .map((match) => match.route.handle as unknown)
        .filter(isAppRouteHandle)
        .find((handle) => handle.kind === 'layout')?.name;
    expect(layoutOf('/redirect')).toBe('layout-empty');
    expect(layoutOf('/de/redirect')).toBe('locale-layout-empty');
    expect(layoutOf('/wallet')).toBe('layout-default');
  });
});

describe('route loaders', () => {
  const loaderAt = (pathname: string) => {
    const match = (matchRoutes(routes, pathname) ?? []).at(-1);
    const loader = match?.route.loader;
    if (typeof loader !== 'function') throw new Error(`no loader at ${pathname}`);
    const request = new Request(`https://luckyorbit.example${pathname}`);
    return () => loader({ request, params: match?.params ?? {}, context: undefined, unstable_pattern: '' } as never);
  };

  it('answers 404 for a parameter that fails its check', async () => {
    await expect(Promise.resolve().then(loaderAt('/game/%20bad'))).rejects.toMatchObject({ init: { status: 404 } });
    await expect(Promise.resolve().then(loaderAt('/de/bonus/..'))).rejects.toMatchObject({ init: { status: 404 } });
    expect(await loaderAt('/game/book-of-orbit')()).toBeNull();
  });

  it.each([
    ['/profile', '/profile/info'],
    ['/de/profile/', '/de/profile/info'],
    ['/pt-br/profile/settings?sign-in=true', '/pt-br/profile/settings/account?sign-in=true'],
  ])('redirects %s to %s', async (from, to) => {
    const [pathname = '', search = ''] = from.split('?');
    const match = (matchRoutes(routes, pathname) ?? []).at(-1);
    const loader = match?.route.loader;
    if (typeof loader !== 'function') throw new Error('no redirect loader');
    const response = (await loader({
      request: new Request(`https://x.example${from}`),
      params: {},
      context: undefined,
    } as never)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(to);
    expect(search === '' || to.endsWith(search)).toBe(true);
  });

  it('loads the texts of the locale the root belongs to', async () => {
    const root = routes.find((route) => route.path === '/fa');
    if (typeof root?.loader !== 'function') throw new Error('no root loader');
    await root.loader({ request: new Request('https://x.example/fa'), params: {}, context: undefined } as never);
    expect(options.loadLocale).toHaveBeenCalledWith('fa');
  });
});

describe('lazy pages', () => {
  it('reports a page whose code fails to load, and gives the route a page that throws the failure', async () => {
    const failing = buildRoutes(
      [{ name: 'broken', path: 'broken', section: 'broken', page: () => Promise.reject(new Error('chunk gone')) }],
      options,
    );
    const match = (matchRoutes(failing, '/broken') ?? []).at(-1);
    const lazy = match?.route.lazy;
    if (typeof lazy !== 'function') throw new Error('no lazy page');
    const { Component } = (await lazy()) as { Component: () => unknown };
    expect(() => Component()).toThrow('chunk gone');
    expect(options.onPageLoadFailure).toHaveBeenCalled();
  });

  it('wraps the page with its route handle', async () => {
    const match = (matchRoutes(routes, '/de/wallet/history') ?? []).at(-1);
    const lazy = match?.route.lazy;
    if (typeof lazy !== 'function') throw new Error('no lazy page');
    const { Component } = (await lazy()) as { Component: () => unknown };
    expect(isValidElement(Component())).toBe(true);
  });
});
