import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverPaths } from '../../paths';
import { bearer, registerPlayer } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';

const testApp = useTestApp();

const webPublicDir = path.resolve(serverPaths.packageRoot, '../web/public');
const setAvatar = (token: string | undefined, payload: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/player/avatar/set-avatar',
    ...(token ? { headers: bearer(token) } : {}),
    payload: payload as object,
  });

describe('GET /api/player/avatar/list', () => {
  it('lists at least 12 avatars, each an SVG the web app serves', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/player/avatar/list' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { id: string; url: string }[] }>();
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(new Set(data.map((avatar) => avatar.id)).size).toBe(data.length);
    for (const avatar of data) {
      expect(avatar.url).toBe(`/avatars/${avatar.id}.svg`);
      const file = fs.readFileSync(path.join(webPublicDir, avatar.url), 'utf8');
      expect(file, avatar.id).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(file.length, avatar.id).toBeLessThan(4096);
    }
  });
});

describe('POST /api/player/avatar/set-avatar', () => {
  it("sets the player's avatar and answers the profile, leaving other players alone", async () => {
    const player = await registerPlayer(testApp.app);
    const other = await registerPlayer(testApp.app);
    const response = await setAvatar(player.accessToken, { avatarId: 'rocket' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: player.profile.id, avatarId: 'rocket' });
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/player/profile',
      headers: bearer(player.accessToken),
    });
    expect(profile.json()).toMatchObject({ avatarId: 'rocket' });
    const otherProfile = await testApp.app.inject({
      method: 'GET',
      url: '/api/player/profile',
      headers: bearer(other.accessToken),
    });
    expect(otherProfile.json()).toMatchObject({ avatarId: null });
  });

  it('refuses an avatar that is not in the catalogue with 422', async () => {
    const player = await registerPlayer(testApp.app);
    for (const avatarId of ['not-an-avatar', '../../etc/passwd', 'ROCKET']) {
      const response = await setAvatar(player.accessToken, { avatarId });
      expect(response.statusCode, avatarId).toBe(422);
      expect(response.json()).toMatchObject({
        error: { code: 'validation_failed', fields: { avatarId: ['There is no such avatar'] } },
      });
    }
  });

  it.each([
    ['an empty id', { avatarId: '' }],
    ['a huge id', { avatarId: 'x'.repeat(5000) }],
    ['a number', { avatarId: 7 }],
    ['no id', {}],
    ['an unknown field', { avatarId: 'rocket', playerId: '00000000-0000-0000-0000-000000000000' }],
  ])('refuses %s with 422', async (_case, payload) => {
    const player = await registerPlayer(testApp.app);
    expect((await setAvatar(player.accessToken, payload)).statusCode).toBe(422);
  });

  it('needs a login', async () => {
    expect((await setAvatar(undefined, { avatarId: 'rocket' })).statusCode).toBe(401);
  });
});
