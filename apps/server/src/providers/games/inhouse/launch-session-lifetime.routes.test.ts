import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { gameRounds } from '../../../modules/game/game.table';
import { expectLedgerIntact, fundPlayer } from '../../../testing/ledger';
import { latestLinkCodeTo } from '../../../testing/mailbox';
import {
  bearer,
  randomAddress,
  registerPlayer,
  STRONG_PASSWORD,
  type RegisteredPlayer,
} from '../../../testing/players';
import { runJobsUntilDone } from '../../../testing/jobs';
import { fairSeedPairs, gameLaunchSessions, inhouseRounds } from './inhouse.table';
import { accountBalance, launchRequest, launchToken, playRound, providerCall } from './inhouse-testing';
import { pruneExpiredLaunchSessions } from './launch-sessions';
import { useTestApp } from '../../../testing/test-app';

const testApp = useTestApp();

const FUNDS = 10_000;
const DICE = { target: 50.5, condition: 'over' };
const NEW_PASSWORD = 'Fresh-Orbit-99-Comet';

/** A funded player and a second login of theirs (another device). */
async function playerWithTwoLogins(
  app: FastifyInstance,
): Promise<{ player: RegisteredPlayer; other: { accessToken: string } }> {
  const player = await registerPlayer(app);
  await fundPlayer(app, player.profile.id, 'EUR', BigInt(FUNDS));
  const login = await app.inject({
    method: 'POST',
    url: '/api/player/sessions',
    payload: { email: player.email, password: STRONG_PASSWORD },
    remoteAddress: randomAddress(),
  });
  expect(login.statusCode, login.body).toBe(200);
  return { player, other: { accessToken: login.json<{ accessToken: string }>().accessToken } };
}

/** A real-money bet with the launch token is refused as a session that ended, and nothing is debited. */
async function expectEnded(app: FastifyInstance, player: RegisteredPlayer, token: string): Promise<void> {
  const bet = await providerCall(app, '/rounds', { token, bet: 100, params: DICE });
  expect(bet.statusCode, bet.body).toBe(401);
  const { error } = bet.json<{ error: { code: string; message: string } }>();
  expect(error.code).toBe('session_ended');
  expect(error.message).toMatch(/sign in again/i);
  // The game client opens with the same answer, so it shows that the session ended.
  expect((await providerCall(app, '/session', { token })).json()).toMatchObject({ error: { code: 'session_ended' } });
  expect(await app.database.db.select().from(gameRounds).where(eq(gameRounds.playerId, player.profile.id))).toEqual([]);
}

async function otherSessionId(app: FastifyInstance, player: RegisteredPlayer): Promise<string> {
  const listed = await app.inject({ method: 'GET', url: '/api/player/sessions', headers: bearer(player.accessToken) });
  const other = listed
    .json<{ data: { id: string; isCurrent: boolean }[] }>()
    .data.find((session) => !session.isCurrent);
  if (!other) throw new Error('no other session');
  return other.id;
}

describe('a launch token ends with the login that launched the game', () => {
  it('after logout', async () => {
    const { app } = testApp;
    const { player, other } = await playerWithTwoLogins(app);
    const token = await launchToken(app, 'orbit-dice', { player: other });
    expect(
      (await app.inject({ method: 'POST', url: '/api/player/sessions/logout', headers: bearer(other.accessToken) }))
        .statusCode,
    ).toBe(204);
    await expectEnded(app, player, token);
    expect(await accountBalance(app, player, 'EUR')).toBe(FUNDS);
  });

  it('after the player closes that session from another device', async () => {
    const { app } = testApp;
    const { player, other } = await playerWithTwoLogins(app);
    const token = await launchToken(app, 'orbit-dice', { player: other });
    const close = await app.inject({
      method: 'PUT',
      url: `/api/player/sessions/${await otherSessionId(app, player)}/close`,
      headers: bearer(player.accessToken),
    });
    expect(close.statusCode).toBe(204);
    await expectEnded(app, player, token);
    expect(await accountBalance(app, player, 'EUR')).toBe(FUNDS);
  });

  it("after 'close other sessions', while the game of the session that asked plays on", async () => {
    const { app } = testApp;
    const { player, other } = await playerWithTwoLogins(app);
    const closedToken = await launchToken(app, 'orbit-dice', { player: other });
    const ownToken = await launchToken(app, 'orbit-dice', { player });
    const close = await app.inject({
      method: 'POST',
      url: '/api/player/sessions/close-other',
      headers: bearer(player.accessToken),
    });
    expect(close.statusCode, close.body).toBeLessThan(300);
    await expectEnded(app, player, closedToken);
    const { balance } = await playRound(app, ownToken, 100, DICE);
    expect([FUNDS - 100, FUNDS + 100]).toContain(balance);
    await expectLedgerIntact(app);
  });

  it('after a password reset', async () => {
    const { app } = testApp;
    const { player, other } = await playerWithTwoLogins(app);
    const tokens = [
      await launchToken(app, 'orbit-dice', { player }),
      await launchToken(app, 'orbit-limbo', { player: other }),
    ];
    const asked = await app.inject({
      method: 'POST',
      url: '/api/player/passwords/reset',
      payload: { email: player.email },
      remoteAddress: randomAddress(),
    });
    expect(asked.statusCode, asked.body).toBe(202);
    // The mail is sent by a job after the answer (the same timing for known and unknown addresses).
    await runJobsUntilDone(app, ['player.password-reset-mail']);
    const resetCode = await vi.waitFor(() => latestLinkCodeTo(app, player.email, 'password-reset'), { timeout: 5_000 });
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/player/passwords/confirm',
      payload: { resetCode, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      remoteAddress: randomAddress(),
    });
    expect(confirm.statusCode, confirm.body).toBe(204);
    for (const token of tokens) await expectEnded(app, player, token);
    const login = await app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { email: player.email, password: NEW_PASSWORD },
      remoteAddress: randomAddress(),
    });
    expect(
      await accountBalance(app, { ...player, accessToken: login.json<{ accessToken: string }>().accessToken }, 'EUR'),
    ).toBe(FUNDS);
    await expectLedgerIntact(app);
  });
});

describe('guest demo launches', () => {
  it('are limited to 60 per 15 minutes per address; players and other addresses still launch', {
    timeout: 60_000,
  }, async () => {
    const { app } = testApp;
    const address = randomAddress();
    for (let launch = 0; launch < 60; launch += 1) {
      expect((await launchRequest(app, 'orbit-dice', { demo: true, remoteAddress: address })).statusCode).toBe(200);
    }
    const refused = await launchRequest(app, 'orbit-dice', { demo: true, remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const player = await registerPlayer(app);
    expect((await launchRequest(app, 'orbit-dice', { demo: true, player, remoteAddress: address })).statusCode).toBe(
      200,
    );
    expect((await launchRequest(app, 'orbit-dice', { demo: true, remoteAddress: randomAddress() })).statusCode).toBe(
      200,
    );
  });
});

describe('pruning expired launch sessions', () => {
  it('deletes expired sessions with their demo rounds, keeps live ones and real-money records, and runs twice safely', async () => {
    const { app } = testApp;
    const { db } = app.database;
    const player = await registerPlayer(app);
    await fundPlayer(app, player.profile.id, 'EUR', BigInt(FUNDS));
    const guestPlayed = await launchToken(app, 'orbit-dice', { demo: true, remoteAddress: randomAddress() });
    await playRound(app, guestPlayed, 100, DICE);
    const realPlayed = await launchToken(app, 'orbit-dice', { player });
    await playRound(app, realPlayed, 100, DICE);
    const realUnplayed = await launchToken(app, 'orbit-limbo', { player });
    const live = await launchToken(app, 'orbit-limbo', { demo: true, remoteAddress: randomAddress() });
    const guestId = await sessionIdOf(app, guestPlayed);
    const realPlayedId = await sessionIdOf(app, realPlayed);
    const realUnplayedId = await sessionIdOf(app, realUnplayed);
    const liveId = await sessionIdOf(app, live);
    const now = new Date();
    await db
      .update(gameLaunchSessions)
      .set({ expiresAt: new Date(now.getTime() - 1_000) })
      .where(inArray(gameLaunchSessions.id, [guestId, realPlayedId, realUnplayedId]));

    // Other tests' sessions (this file's app) are live: only the two expired ones without real money go.
    // As the schedule runs it (maintenance/pruning.ts).
    expect(await app.pruning.runOnce(now)).toMatchObject({ 'game-launch-sessions': 2 });
    expect(await pruneExpiredLaunchSessions(db, now)).toBe(0);
    const left = new Set(
      (await db.select({ id: gameLaunchSessions.id }).from(gameLaunchSessions)).map((row) => row.id),
    );
    expect([guestId, realUnplayedId].filter((id) => left.has(id))).toEqual([]);
    expect([realPlayedId, liveId].filter((id) => left.has(id))).toEqual([realPlayedId, liveId]);
    expect(await db.select().from(inhouseRounds).where(eq(inhouseRounds.launchSessionId, guestId))).toEqual([]);
    expect(await db.select().from(fairSeedPairs).where(eq(fairSeedPairs.launchSessionId, guestId))).toEqual([]);
    expect((await providerCall(app, '/session', { token: guestPlayed })).statusCode).toBe(401);
    // The live guest plays on; the platform's history of the pruned demo round stays.
    expect((await playRound(app, live, 100, { target: 2 })).round.status).toBe('settled');
    await expectLedgerIntact(app);
  });
});

async function sessionIdOf(app: FastifyInstance, token: string): Promise<string> {
  const [row] = await app.database.db
    .select({ id: gameLaunchSessions.id })
    .from(gameLaunchSessions)
    .where(eq(gameLaunchSessions.tokenHash, createHash('sha256').update(token).digest('hex')));
  if (!row) throw new Error('no launch session for the token');
  return row.id;
}
