import { logger } from './logger';

/** Where a URL leads, seen from the page at `origin`. */
export type NavigationTarget =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'invalid' };

/** Schemes a link may lead to; `javascript:` and `data:` would run code or forge pages. */
const NAVIGABLE_PROTOCOLS = new Set(['http:', 'https:']);

export function classifyNavigation(url: string, origin: string): NavigationTarget {
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return { kind: 'invalid' };
  }
  if (!NAVIGABLE_PROTOCOLS.has(target.protocol)) return { kind: 'invalid' };
  if (target.origin === origin) return { kind: 'internal', path: `${target.pathname}${target.search}${target.hash}` };
  return { kind: 'external', href: target.href };
}

export interface NavigateOptions {
  /** Navigating to another site is refused unless the caller says it is meant (SPEC.md section 2). */
  readonly allowExternal?: boolean;
  readonly replace?: boolean;
}

export interface NavigatorEnvironment {
  readonly origin: () => string;
  /** Client-side navigation inside the app (the router). */
  readonly navigateInternal: (path: string, options: { replace: boolean }) => void;
  /** Leaves the app: a full page load of another site. */
  readonly leaveTo: (href: string, options: { replace: boolean }) => void;
  readonly warn: (message: string, ...details: unknown[]) => void;
}

export type NavigateTo = (url: string, options?: NavigateOptions) => boolean;

/** Builds `navigateTo` over an environment, so the rule is testable without a browser. */
export function createNavigator(environment: NavigatorEnvironment): NavigateTo {
  return (url, { allowExternal = false, replace = false } = {}) => {
    const target = classifyNavigation(url, environment.origin());
    switch (target.kind) {
      case 'internal':
        environment.navigateInternal(target.path, { replace });
        return true;
      case 'external':
        if (!allowExternal) {
          environment.warn('navigation to an external URL refused', target.href);
          return false;
        }
        environment.leaveTo(target.href, { replace });
        return true;
      case 'invalid':
        environment.warn('navigation to an invalid URL refused', url);
        return false;
    }
  };
}

let routerNavigate: NavigatorEnvironment['navigateInternal'] = (path, { replace }) =>
  replace ? window.location.replace(path) : window.location.assign(path);

/** The router registers itself here, so features navigate without importing app/. */
export function setInternalNavigator(navigate: NavigatorEnvironment['navigateInternal']): void {
  routerNavigate = navigate;
}

/** Goes to `url`: inside the app client-side; to another site only with `allowExternal`. */
export const navigateTo: NavigateTo = createNavigator({
  origin: () => window.location.origin,
  navigateInternal: (path, options) => routerNavigate(path, options),
  leaveTo: (href, { replace }) => (replace ? window.location.replace(href) : window.location.assign(href)),
  warn: logger.warn,
});
