import { describe, expect, it } from 'vitest';
import { gamesScopeOf } from './games-scope';

describe('games scope of /games/{params...}', () => {
  it('is every game without parameters', () => {
    expect(gamesScopeOf(undefined)).toEqual({ kind: 'all' });
    expect(gamesScopeOf('')).toEqual({ kind: 'all' });
  });

  it('names a collection by one segment, in any case', () => {
    expect(gamesScopeOf('slots')).toEqual({ kind: 'collection', identity: 'slots' });
    expect(gamesScopeOf('Popular/')).toEqual({ kind: 'collection', identity: 'popular' });
  });

  it('names a studio under providers/', () => {
    expect(gamesScopeOf('providers/nebula-forge')).toEqual({ kind: 'provider', identity: 'nebula-forge' });
  });

  it('refuses anything else', () => {
    expect(gamesScopeOf('slots/extra')).toEqual({ kind: 'unknown' });
    expect(gamesScopeOf('providers/a/b')).toEqual({ kind: 'unknown' });
    expect(gamesScopeOf('bad_slug!')).toEqual({ kind: 'unknown' });
    expect(gamesScopeOf('%E0%A4%A')).toEqual({ kind: 'unknown' });
    expect(gamesScopeOf('x'.repeat(65))).toEqual({ kind: 'unknown' });
  });
});
