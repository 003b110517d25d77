import { describe, expect, it } from 'vitest';
import { launchToken, oneStepParams, providerCall } from '../../providers/games/inhouse/inhouse-testing';
import { text } from '../../http/server-messages';
import { fundPlayer } from '../../testing/ledger';
import { useLimitsClock } from '../../testing/limits';
import { createInvoice, TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';
import { expectOneMessage, messagesOf, speakGerman } from './notification-testing';

/**
 * The player's messages of safer play (issue 26): a limit reached, a waiting change in effect, a
 * break over; each once per event, whatever is retried.
 */

const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const app = () => testApp.app;
const clock = useLimitsClock(app);
const DAY_MS = 86_400_000;
const DICE = 'orbit-dice';

const call = (
  player: RegisteredPlayer,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => app().inject({ method, url, headers: bearer(player.accessToken), ...(payload ? { payload } : {}) });

async function addLimit(player: RegisteredPlayer, body: Record<string, unknown>): Promise<{ id: string }> {
  const response = await call(player, 'POST', '/api/player/limits', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>();
}

const deposit = (player: RegisteredPlayer, amount: number) =>
  createInvoice(app(), player.accessToken, 'deposit', {
    paymentMethod: 'sandbox.deposit.card',
    amount,
    currency: 'EUR',
  });

/** The sweep of ended cooling-offs as the job queue runs it. */
async function runBreakEndJob(): Promise<void> {
  const job = app()
    .jobs.list()
    .find((kind) => kind.name === 'limits.break-ends');
  if (!job) throw new Error('the break-end job is not defined');
  await job.run({}, { jobId: 'test', number: 1, signal: new AbortController().signal });
}

describe('limit reached', () => {
  it("a deposit the limit refuses: told once in the player's language, however often it is tried", async () => {
    const player = await registerPlayer(app());
    await speakGerman(app(), player.profile.id);
    await addLimit(player, { definition: 3, period: 'daily', amount: 10_000, currency: 'EUR' });
    expect((await deposit(player, 8_000)).statusCode).toBe(201);
    expect(await messagesOf(app(), player.profile.id, 'limit.reached')).toEqual([]);
    const refusals = await Promise.all([deposit(player, 3_000), deposit(player, 3_000)]);
    expect(refusals.map((response) => response.statusCode)).toEqual([409, 409]);
    expect((await deposit(player, 5_000)).statusCode).toBe(409);
    const message = await expectOneMessage(app(), player.profile.id, 'limit.reached', 'de');
    expect(message.params.limit).toBe(text('de', 'notification.limitNames.3'));
    // The period rolls: a day later the limit is reached again and the player is told again.
    clock.advance(DAY_MS + 60_000);
    expect((await deposit(player, 10_001)).statusCode).toBe(409);
    expect(await messagesOf(app(), player.profile.id, 'limit.reached')).toHaveLength(2);
  });

  it('a stake that takes a bet limit to exactly 100%, then one it refuses: told once', async () => {
    const player = await registerPlayer(app());
    await fundPlayer(app(), player.profile.id, 'EUR', 10_000n);
    await addLimit(player, { definition: 1, period: 'daily', amount: 1_000, currency: 'EUR' });
    const token = await launchToken(app(), DICE, { player });
    const play = (bet: number) => providerCall(app(), '/rounds', { token, bet, params: oneStepParams(DICE, bet) });
    expect((await play(600)).statusCode).toBe(200);
    expect((await play(400)).statusCode).toBe(200);
    expect((await expectOneMessage(app(), player.profile.id, 'limit.reached')).params.limit).toBe('bet limit');
    expect((await play(100)).statusCode).toBe(409);
    expect(await messagesOf(app(), player.profile.id, 'limit.reached')).toHaveLength(1);
  });
});

describe('a limit change in effect', () => {
  it('is told when the waiting increase is confirmed, once', async () => {
    const player = await registerPlayer(app());
    const limit = await addLimit(player, { definition: 2, period: 'weekly', amount: 5_000, currency: 'EUR' });
    expect(
      (await call(player, 'PUT', `/api/player/limits/${limit.id}`, { period: 'weekly', amount: 9_000 })).statusCode,
    ).toBe(200);
    expect((await call(player, 'POST', `/api/player/limits/${limit.id}/confirm`)).statusCode).toBe(409);
    expect(await messagesOf(app(), player.profile.id)).toEqual([]);
    clock.advance(DAY_MS + 1_000);
    expect((await call(player, 'POST', `/api/player/limits/${limit.id}/confirm`)).statusCode).toBe(200);
    expect((await call(player, 'POST', `/api/player/limits/${limit.id}/confirm`)).statusCode).toBe(409);
    expect((await expectOneMessage(app(), player.profile.id, 'limit.effective')).params.limit).toBe('loss limit');
  });
});

describe('a break over', () => {
  it('a cooling-off whose time is over is told once by the job, run twice and by two nodes at once', async () => {
    const player = await registerPlayer(app());
    const coolingOff = await addLimit(player, { definition: 5, days: 1 });
    await runBreakEndJob();
    expect(await messagesOf(app(), player.profile.id, 'break.ended')).toEqual([]);
    clock.advance(DAY_MS + 1_000);
    await Promise.all([runBreakEndJob(), runBreakEndJob()]);
    await runBreakEndJob();
    const message = await expectOneMessage(app(), player.profile.id, 'break.ended');
    expect(message.params.break).toBe('cooling-off period');
    expect(message.dedupeKey).toBe(`break.ended:limit:${coolingOff.id}`);
    // The operator lifting it afterwards is the same event.
    expect(
      (
        await app().inject({
          method: 'POST',
          url: `/api/admin/players/${player.profile.id}/limits/${coolingOff.id}/lift`,
          headers: bearer(TEST_ADMIN_TOKEN),
        })
      ).statusCode,
    ).toBe(204);
    expect(await messagesOf(app(), player.profile.id, 'break.ended')).toHaveLength(1);
  });

  it('a cooling-off that ends inside a self-exclusion tells nothing; the self-exclusion lifted by the operator is told once', async () => {
    const player = await registerPlayer(app());
    await addLimit(player, { definition: 5, days: 1 });
    const exclusion = await addLimit(player, { definition: 4, months: 6 });
    clock.advance(DAY_MS + 1_000);
    await runBreakEndJob();
    expect(await messagesOf(app(), player.profile.id, 'break.ended')).toEqual([]);
    clock.advance(200 * DAY_MS);
    const lift = () =>
      app().inject({
        method: 'POST',
        url: `/api/admin/players/${player.profile.id}/limits/${exclusion.id}/lift`,
        headers: bearer(TEST_ADMIN_TOKEN),
      });
    expect((await lift()).statusCode).toBe(204);
    expect((await lift()).statusCode).toBe(404);
    expect((await expectOneMessage(app(), player.profile.id, 'break.ended')).params.break).toBe('self-exclusion');
  });
});
