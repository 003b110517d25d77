import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PlayerStatus } from '@casino/shared';
import { useTestApp } from '../../testing/test-app';
import { bearer, randomAddress, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import { signedInitData, TEST_BOT_TOKEN, uniqueMessengerUserId } from '../../testing/telegram';

const ADMIN_TOKEN = 'operator-token-0123456789-abcdef';
const UNKNOWN_PLAYER_ID = '00000000-0000-4000-8000-000000000000';

const testApp = useTestApp({ environment: { ADMIN_TOKEN, TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN } });

const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: randomAddress(), ...options });
const asOperator = { authorization: `Bearer ${ADMIN_TOKEN}` };

const setBlocked = (playerId: string, action: 'block' | 'unblock', payload: unknown = { reason: 'chargeback' }) =>
  inject({
    method: 'POST',
    url: `/api/admin/players/${playerId}/${action}`,
    headers: asOperator,
    payload: payload as Record<string, unknown>,
  });

const profileStatus = async (token: string) =>
  (await inject({ method: 'GET', url: '/api/player/profile', headers: bearer(token) })).statusCode;

const signIn = (player: RegisteredPlayer) =>
  inject({ method: 'POST', url: '/api/player/sessions', payload: { email: player.email, password: player.password } });

async function securityEvents(playerId: string): Promise<{ event: string; details: Record<string, unknown> }[]> {
  const response = await inject({
    method: 'GET',
    url: `/api/admin/players/${playerId}/security-events?perPage=100`,
    headers: asOperator,
  });
  return response.json<{ data: { event: string; details: Record<string, unknown> }[] }>().data;
}

describe('an operator blocks and unblocks a player', () => {
  it('ends every session at once, refuses every sign-in with 403 player_blocked, and lets them back in after an unblock', async () => {
    const player = await registerPlayer(testApp.app);
    const secondDevice = (await signIn(player)).json<{ accessToken: string }>().accessToken;

    const blocked = await setBlocked(player.profile.id, 'block');
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toEqual({ playerId: player.profile.id, status: 'blocked', sessionsClosed: 2 });
    expect(await profileStatus(player.accessToken)).toBe(401);
    expect(await profileStatus(secondDevice)).toBe(401);
    const refused = await signIn(player);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'player_blocked' } });

    // A second block changes nothing and writes nothing.
    expect((await setBlocked(player.profile.id, 'block')).json()).toMatchObject({ sessionsClosed: 0 });
    expect((await securityEvents(player.profile.id)).filter((row) => row.event === 'blocked')).toEqual([
      expect.objectContaining({ details: { reason: 'chargeback', by: 'operator' } }),
    ]);

    const unblocked = await setBlocked(player.profile.id, 'unblock', { reason: 'cleared' });
    expect(unblocked.json()).toEqual({ playerId: player.profile.id, status: 'active', sessionsClosed: 0 });
    const again = await signIn(player);
    expect(again.statusCode).toBe(200);
    expect(await profileStatus(again.json<{ accessToken: string }>().accessToken)).toBe(200);
  });

  it('refuses the messenger login of a blocked player (403) as the mini-app shows it', async () => {
    const userId = uniqueMessengerUserId();
    const tgLogin = () =>
      inject({
        method: 'POST',
        url: '/api/player/tg_login',
        payload: { tg_payload: signedInitData({ id: userId, first_name: 'Blocked' }) },
      });
    const created = (await tgLogin()).json<{ profile: { id: string } }>();
    expect((await setBlocked(created.profile.id, 'block')).statusCode).toBe(200);
    const refused = await tgLogin();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'player_blocked' } });
  });

  it('keeps a closed account closed (409), answers 404 for an unknown player, and refuses bad input (4xx) changing nothing', async () => {
    const player = await registerPlayer(testApp.app);
    await testApp.app.database.db.execute(
      sql`update players set status = ${PlayerStatus.Closed} where id = ${player.profile.id}`,
    );
    for (const action of ['block', 'unblock'] as const) {
      const response = await setBlocked(player.profile.id, action);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: { code: 'player_closed' } });
    }
    expect((await setBlocked(UNKNOWN_PLAYER_ID, 'block')).statusCode).toBe(404);
    expect((await setBlocked('not-a-uuid', 'block')).statusCode).toBe(400);

    const active = await registerPlayer(testApp.app);
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 7 }, null]) {
      expect((await setBlocked(active.profile.id, 'block', payload)).statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(await profileStatus(active.accessToken)).toBe(200);
  });

  it('is the operator’s only: no token, a wrong one or a player’s token answer 401 and block nobody', async () => {
    const player = await registerPlayer(testApp.app);
    for (const headers of [{}, { authorization: 'Bearer wrong' }, bearer(player.accessToken)]) {
      const response = await inject({
        method: 'POST',
        url: `/api/admin/players/${player.profile.id}/block`,
        headers,
        payload: { reason: 'x' },
      });
      expect(response.statusCode).toBe(401);
    }
    expect(await profileStatus(player.accessToken)).toBe(200);
  });
});
