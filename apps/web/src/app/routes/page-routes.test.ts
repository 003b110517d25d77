import { describe, expect, it } from 'vitest';
import { FIXED_PAGE_PATHS, pageOwnerOf } from '@casino/shared';
import { ROUTE_TABLE, type RouteDefinition } from './route-table';

/** Every route's full path, parents joined to children ('' the home page). */
function fullPaths(routes: readonly RouteDefinition[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = [parent, route.path].filter((part) => part !== '').join('/');
    return [path, ...fullPaths(route.children ?? [], path)];
  });
}

/** The routes of e-mailed links, mounted without a locale prefix only. */
const unprefixed = new Set(ROUTE_TABLE.filter((route) => route.localized === false).map((route) => route.path));
/** How a visitor reaches a route: under a locale prefix (de here) unless it lives without one. */
const addressOf = (path: string) => (unprefixed.has(path) ? `/${path}` : `/de/${path}`);

/** A sample of each route with its parameters filled in, as the server sees a request. */
const sample = (path: string) => path.replace(/:[A-Za-z]+/g, 'sample-id').replace(/\*$/, 'some/where');

describe('the server’s page owners (packages/shared page-routes) and the route table', () => {
  const paths = fullPaths(ROUTE_TABLE);

  it('know the same fixed pages: every route without parameters is a page, and every listed page a route', () => {
    const fixed = paths.filter((path) => !/[:*]/.test(path));
    expect(new Set(FIXED_PAGE_PATHS)).toEqual(new Set(fixed));
    for (const path of fixed) expect(pageOwnerOf(`/${path}`), path).toEqual({ kind: 'page' });
  });

  it('give every route with parameters an owner that knows what it shows', () => {
    const owners = Object.fromEntries(
      paths
        .filter((path) => /[:*]/.test(path))
        .map((path) => [path, pageOwnerOf(addressOf(path).replace(path, sample(path))).kind]),
    );
    expect(owners).toEqual({
      'questions/:pageIdentity': 'content',
      'games/*': 'app',
      'game/:id': 'game',
      'bonus/:pageIdentity': 'bonus',
      'static/:pageIdentity': 'content',
      'sport/*': 'app',
      'auth/social/:connection/callback': 'app',
      'verify/:confirmCode': 'app',
      'password-reset/:resetCode': 'app',
      '*': 'content',
    });
  });

  it('sends a route whose parameters the app refuses, or an unprefixed route under a prefix, to the 404 catch-all', () => {
    expect(pageOwnerOf('/verify/abc').kind).toBe('content');
    expect(pageOwnerOf('/de/verify/abcdef').kind).toBe('content');
    expect(pageOwnerOf('/auth/social/Not_A_Connection/callback').kind).toBe('content');
  });

  it('knows an event page of the sportsbook by its id, in both of its addresses; other sport paths are the app’s', () => {
    expect(pageOwnerOf('/sport/event/42')).toEqual({ kind: 'sport-event', eventId: 42 });
    expect(pageOwnerOf('/de/sport/soccer/england/premier-league/42-arsenal-chelsea')).toEqual({
      kind: 'sport-event',
      eventId: 42,
    });
    for (const path of [
      '/sport',
      '/sport/soccer',
      '/sport/soccer/england/premier-league',
      '/sport/event/0',
      '/sport/event/abc',
      '/sport/soccer/england/premier-league/arsenal',
    ]) {
      expect(pageOwnerOf(path), path).toEqual({ kind: 'app' });
    }
  });

  it('reads identities as the app does', () => {
    expect(pageOwnerOf('/pt-br/game/orbit-dice')).toEqual({ kind: 'game', identity: 'orbit-dice' });
    expect(pageOwnerOf('/static/terms/')).toEqual({ kind: 'content', identity: 'terms' });
    expect(pageOwnerOf('/no/such/page')).toEqual({ kind: 'content', identity: 'no/such/page' });
    expect(pageOwnerOf('/game/%E0%A4%A')).toEqual({ kind: 'game', identity: '%E0%A4%A' });
  });
});
