import type { ComponentType, ReactNode } from 'react';
import { data, Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '@casino/shared';
import { LOCALE_ROUTE_NAME_PREFIX, RouteHandleContext, type AppRouteHandle } from './route-handle';
import type { LayoutName, PageLoader, RouteDefinition } from './route-table';

/** The shell pieces the routes are made of; passed in so the route shape is testable alone. */
export interface RouteBuildOptions {
  readonly layouts: Readonly<Record<LayoutName, ComponentType>>;
  /** Wraps every page; `isLeaf` pages (no children) own the page head. */
  readonly PageFrame: ComponentType<{ isLeaf: boolean; children: ReactNode }>;
  /** Inside the layout: a page that failed (404 of a bad parameter, a crash). */
  readonly PageErrorBoundary: ComponentType;
  /** Full screen: the layout itself or the locale's texts failed. */
  readonly RootErrorBoundary: ComponentType;
  /** Shown until the first route's texts and page have loaded. */
  readonly HydrateFallback: ComponentType;
  /** Makes `locale` current before any of its pages renders. */
  readonly loadLocale: (locale: LocaleCode) => Promise<void>;
  /** A page's code failed to download (usually: a new build removed the old chunks). */
  readonly onPageLoadFailure: (error: unknown) => void;
}

const LAYOUT_NAMES: readonly LayoutName[] = ['default', 'empty'];

interface LocaleScope {
  readonly locale: LocaleCode;
  /** Route names under a prefix are `locale-<name>` (SPEC.md section 2). */
  readonly namePrefix: string;
  /** Route ids must be unique across all locales. */
  readonly idPrefix: string;
  readonly options: RouteBuildOptions;
}

/**
 * One root per locale: en without a prefix, every other locale under its own static prefix
 * (`/de`, `/pt-br`). Static prefixes outrank the content catch-all, so `/de/wallet` can never be
 * taken for a content page, and `/xx/...` (no such locale) is one.
 */
export function buildRoutes(table: readonly RouteDefinition[], options: RouteBuildOptions): RouteObject[] {
  return LOCALE_CODES.map((locale) => buildLocaleRoot(table, locale, options));
}

function buildLocaleRoot(
  table: readonly RouteDefinition[],
  locale: LocaleCode,
  options: RouteBuildOptions,
): RouteObject {
  const isDefault = locale === DEFAULT_LOCALE;
  const scope: LocaleScope = {
    locale,
    namePrefix: isDefault ? '' : LOCALE_ROUTE_NAME_PREFIX,
    idPrefix: isDefault ? '' : `${locale}:`,
    options,
  };
  const definitions = isDefault ? table : table.filter((definition) => definition.localized !== false);
  const layouts = LAYOUT_NAMES.map((layout) => ({
    id: `${scope.idPrefix}layout-${layout}`,
    handle: routeHandle(scope, 'layout', `layout-${layout}`, 'layout', true),
    Component: options.layouts[layout],
    children: definitions
      .filter((definition) => (definition.layout ?? 'default') === layout)
      .map((definition) => buildRoute(definition, scope, true)),
  })).filter((layout) => layout.children.length > 0);

  return {
    id: `${scope.idPrefix}root`,
    path: isDefault ? '/' : `/${locale}`,
    handle: routeHandle(scope, 'root', 'root', 'root', true),
    loader: async () => {
      await options.loadLocale(locale);
      return null;
    },
    // The texts of a locale do not change while its pages are shown; query changes (modals) must not refetch.
    shouldRevalidate: () => false,
    // While react-router is still looking for a locale's routes the root can be the deepest match.
    Component: Outlet,
    ErrorBoundary: options.RootErrorBoundary,
    HydrateFallback: options.HydrateFallback,
    children: layouts,
  };
}

function routeHandle(
  scope: LocaleScope,
  kind: AppRouteHandle['kind'],
  name: string,
  section: string,
  localized: boolean,
): AppRouteHandle {
  return { kind, name: `${scope.namePrefix}${name}`, section, locale: scope.locale, localized };
}

function buildRoute(definition: RouteDefinition, scope: LocaleScope, isTopLevel: boolean): RouteObject {
  const handle = routeHandle(scope, 'page', definition.name, definition.section, definition.localized !== false);
  const isLeaf = !definition.children?.length;
  const common = {
    id: `${scope.idPrefix}${handle.name}`,
    handle,
    ...(definition.validateParams ? { loader: paramsLoader(definition.validateParams) } : {}),
    ...(definition.page ? { lazy: pageLazy(definition.page, handle, isLeaf, scope.options) } : {}),
    // Errors of a page show inside the layout, so the player keeps the header and navigation.
    ...(isTopLevel ? { ErrorBoundary: scope.options.PageErrorBoundary } : {}),
  };
  if (definition.path === '') return { ...common, index: true };
  const children = [
    ...(definition.redirectTo ? [redirectIndex(common.id, definition.redirectTo)] : []),
    ...(definition.children ?? []).map((child) => buildRoute(child, scope, false)),
  ];
  return { ...common, path: definition.path, ...(children.length > 0 ? { children } : {}) };
}

/** A parameter that fails the route's check answers like a missing page: 404. */
function paramsLoader(validateParams: NonNullable<RouteDefinition['validateParams']>) {
  return ({ params }: LoaderFunctionArgs) => {
    // react-router's contract: a thrown data() becomes the route's error response, here a 404.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (!validateParams(params)) throw data('Not Found', { status: 404, statusText: 'Not Found' });
    return null;
  };
}

/** `/de/profile` -> `/de/profile/info`: relative to the visited path, so the locale prefix and query stay. */
function redirectIndex(parentId: string, redirectTo: string): RouteObject {
  return {
    id: `${parentId}:index`,
    index: true,
    loader: ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      return redirect(`${url.pathname.replace(/\/+$/, '')}/${redirectTo}${url.search}`);
    },
  };
}

function pageLazy(page: PageLoader, handle: AppRouteHandle, isLeaf: boolean, options: RouteBuildOptions) {
  const { PageFrame, onPageLoadFailure } = options;
  return async (): Promise<{ Component: ComponentType }> => {
    let Page: ComponentType;
    try {
      ({ default: Page } = await page());
    } catch (error) {
      onPageLoadFailure(error);
      // A route whose lazy() rejects stays "not loaded" in react-router, which then renders no
      // layout at all; a page that throws its failure shows the route's error screen instead.
      return {
        Component: () => {
          throw error;
        },
      };
    }
    function RoutePage() {
      return (
        <RouteHandleContext value={handle}>
          <PageFrame isLeaf={isLeaf}>
            <Page />
          </PageFrame>
        </RouteHandleContext>
      );
    }
    RoutePage.displayName = `RoutePage(${handle.name})`;
    return { Component: RoutePage };
  };
}
