import { describe, expect, it } from 'vitest';
import { routeChangeEffects } from './route-change';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('routeChangeEffects', () => {
  it.each([
    [at('/wallet'), at('/wallet/history'), { hideAlert: true, closeDrawer: true }],
    [at('/games'), at('/games', '?sign-in=true'), { hideAlert: false, closeDrawer: true }],
    [at('/'), at('/', '', '#categories'), { hideAlert: false, closeDrawer: true }],
    [at('/games', '?a=1'), at('/games', '?a=1'), { hideAlert: false, closeDrawer: false }],
    [at('/de'), at('/'), { hideAlert: true, closeDrawer: true }],
  ])('%j -> %j', (previous, next, expected) => {
    expect(routeChangeEffects(previous, next)).toEqual(expected);
  });
});
