import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentProfileId } from './lobby-viewer';

const jwt = (claims: object) =>
  `header.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;

function storeToken(value: string | undefined) {
  const stored = value === undefined ? null : JSON.stringify({ value, keepUntil: Date.now() + 60_000 });
  vi.stubGlobal('window', {
    localStorage: { getItem: () => stored, setItem: () => undefined, removeItem: () => undefined },
  });
}

describe('current profile id', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is the stored access token's subject", () => {
    storeToken(jwt({ sub: 'player-1', sid: 's', exp: 1 }));
    expect(currentProfileId()).toBe('player-1');
    storeToken(jwt({ sub: 'player-2', sid: 's', exp: 1 }));
    expect(currentProfileId()).toBe('player-2');
  });

  it('is undefined without a session or with a token it cannot read', () => {
    storeToken(undefined);
    expect(currentProfileId()).toBeUndefined();
    storeToken('not-a-jwt');
    expect(currentProfileId()).toBeUndefined();
    storeToken(jwt({ sid: 'no subject' }));
    expect(currentProfileId()).toBeUndefined();
  });
});
