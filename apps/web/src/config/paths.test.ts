import { describe, expect, it } from 'vitest';
import { pathTo } from './paths';

describe('pathTo', () => {
  it('gives a route without parameters its path', () => {
    expect(pathTo('/')).toBe('/');
    expect(pathTo('/games')).toBe('/games');
    expect(pathTo('/wallet/history')).toBe('/wallet/history');
    expect(pathTo('/profile/settings/notifications')).toBe('/profile/settings/notifications');
  });

  it('fills in the parameters, each as one encoded segment', () => {
    expect(pathTo('/game/:id', { id: 'lucky-orbit' })).toBe('/game/lucky-orbit');
    expect(pathTo('/static/:pageIdentity', { pageIdentity: 'terms' })).toBe('/static/terms');
    expect(pathTo('/auth/social/:connection/callback', { connection: 'google' })).toBe('/auth/social/google/callback');
    expect(pathTo('/bonus/:pageIdentity', { pageIdentity: 'a b/c' })).toBe('/bonus/a%20b%2Fc');
  });

  it('puts the rest of a path after a route ending in *, or the parent path for none', () => {
    expect(pathTo('/games/*', { rest: 'providers/aurora' })).toBe('/games/providers/aurora');
    expect(pathTo('/sport/*', { rest: 'event/42' })).toBe('/sport/event/42');
    expect(pathTo('/sport/*', { rest: '' })).toBe('/sport');
  });

  it('takes only the route table’s patterns, each with exactly its parameters (checked by the type check)', () => {
    // @ts-expect-error no such route
    pathTo('/casino');
    // @ts-expect-error a child route's path alone is not a route
    pathTo('/history');
    // @ts-expect-error the game's id is missing
    pathTo('/game/:id');
    // @ts-expect-error a parameter the route does not have
    pathTo('/game/:id', { slug: 'x' });
    // @ts-expect-error a route without parameters takes none
    pathTo('/games', { id: 'x' });
  });
});
