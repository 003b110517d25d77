import { describe, expect, it } from 'vitest';
import { crossTabAction, tokenSubject } from './cross-tab';

const guest = { isLoggedIn: false, profileId: undefined, storedPlayerId: undefined };
const player = { isLoggedIn: true, profileId: 'p-1', storedPlayerId: 'p-1' };

describe('crossTabAction', () => {
  it('reloads a logged-out tab when another tab logs in', () => {
    expect(crossTabAction('login', guest)).toBe('reload');
    expect(crossTabAction('login', { ...guest, storedPlayerId: 'p-1' })).toBe('reload');
  });

  it('sends a logged-in tab home when another tab logs out', () => {
    expect(crossTabAction('logout', player)).toBe('go-home');
  });

  it('leaves a logged-out tab alone on a logout', () => {
    expect(crossTabAction('logout', guest)).toBe('none');
  });

  it('leaves a logged-in tab alone when the same player logs in again elsewhere', () => {
    expect(crossTabAction('login', player)).toBe('none');
    // Still restoring: the tab does not know its player yet.
    expect(crossTabAction('login', { ...player, profileId: undefined })).toBe('none');
  });

  it('reloads a logged-in tab when another player logs in elsewhere', () => {
    expect(crossTabAction('login', { ...player, storedPlayerId: 'p-2' })).toBe('reload');
  });
});

describe('tokenSubject', () => {
  const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

  it('reads the player id of a token', () => {
    expect(tokenSubject(jwt({ sub: 'p-9', sid: 's', exp: 1 }))).toBe('p-9');
  });

  it('gives undefined for no token or an unreadable one', () => {
    expect(tokenSubject(undefined)).toBeUndefined();
    expect(tokenSubject('nonsense')).toBeUndefined();
    expect(tokenSubject('a.%%%.c')).toBeUndefined();
    expect(tokenSubject(jwt({ sid: 's' }))).toBeUndefined();
  });
});
