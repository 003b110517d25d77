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
    const owners = Object.fromEntries(paths.filter((path) => /[:*]/.test(path)).map((path) => [path, pageOwnerOf(`/de/${sample(path)}`).kind]));
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

  it('reads identities as the app does', () => {
    expect(pageOwnerOf('/pt-br/game/orbit-dice')).toEqual({ kind: 'game', identity: 'orbit-dice' });
    expect(pageOwnerOf('/static/terms/')).toEqual({ kind: 'content', identity: 'terms' });
    expect(pageOwnerOf('/no/such/page')).toEqual({ kind: 'content', identity: 'no/such/page' });
    expect(pageOwnerOf('/game/%E0%A4%A')).toEqual({ kind: 'game', identity: '%E0%A4%A' });
  });
});
