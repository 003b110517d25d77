import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { QuestState, type Quest, type QuestTaskUpdatedPush, type QuestUpdatedPush } from '@casino/shared';
import { queryRows } from '../../db/database';
import { gameIdOf, spin } from '../../testing/bonuses';
import { runJobsUntilDone } from '../../testing/jobs';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, registerPlayer } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';

const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const app = () => testApp.app;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  // 1 EUR = 1.25 USD: 8 EUR are exactly 10 USD.
  await app().database.db.execute(sql`update currencies set rate = '1.25' where code = 'EUR'`);
});

async function createQuest(body: Record<string, unknown>): Promise<number> {
  const response = await app().inject({
    method: 'POST',
    url: '/api/admin/retention/quests',
    headers: bearer(TEST_ADMIN_TOKEN),
    payload: {
      name: 'Test quest',
      startsAt: new Date(Date.now() - HOUR_MS).toISOString(),
      endsAt: new Date(Date.now() + 24 * HOUR_MS).toISOString(),
      ...body,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function questOf(token: string, id: number, query = ''): Promise<Quest> {
  const response = await app().inject({
    method: 'GET',
    url: `/api/retention/quests?state[]=1&state[]=2&state[]=3&state[]=4&state[]=5&state[]=6${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const quest = response.json<{ data: Quest[] }>().data.find((candidate) => candidate.id === id);
  if (!quest) throw new Error(`quest ${id} is not listed`);
  return quest;
}

async function activate(token: string, id: number) {
  return app().inject({ method: 'PUT', url: `/api/retention/quests/${id}/activate`, headers: bearer(token) });
}

async function questPushes(playerId: string): Promise<(QuestUpdatedPush | QuestTaskUpdatedPush)[]> {
  const rows = await queryRows<{ data: QuestUpdatedPush | QuestTaskUpdatedPush }>(
    app().database.db,
    sql`select data from realtime_outbox where channel = ${`retention:quests#${playerId}`} order by id`,
  );
  return rows.map((row) => row.data);
}

async function rewardTransfers(
  playerId: string,
): Promise<{ currency: string; amount: string; idempotency_key: string }[]> {
  return queryRows(
    app().database.db,
    sql`select t.currency, t.amount::text as amount, t.idempotency_key from ledger_transfers t where t.reason = 'quest_reward' and t.reference in (select id::text from player_quests where player_id = ${playerId}::uuid)`,
  );
}

async function eurPlayerWithUsd() {
  const player = await registerPlayer(app());
  const opened = await app().inject({
    method: 'POST',
    url: '/api/wallet/accounts',
    headers: bearer(player.accessToken),
    payload: { currency: 'USD' },
  });
  expect(opened.statusCode, opened.body).toBeLessThan(300);
  await fundPlayer(app(), player.profile.id, 'USD', 100_000n);
  await fundPlayer(app(), player.profile.id, 'EUR', 100_000n);
  // The registration's login day is counted before a test's quest exists.
  await runJobsUntilDone(app(), ['retention.login']);
  return { ...player, id: player.profile.id };
}

describe('quests', () => {
  it('completes a wager task exactly at its amount across currencies, counts a replayed round once, and pays once', async () => {
    const player = await eurPlayerWithUsd();
    const id = await createQuest({
      rewards: [
        { kind: 'cash', amount: 100 },
        { kind: 'points', amount: 10 },
      ],
      tasks: [{ type: 'wager', quantity: 2_000 }],
    });
    expect((await questOf(player.accessToken, id)).state).toBe(QuestState.New);
    const activated = await activate(player.accessToken, id);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json<Quest>().state).toBe(QuestState.InProgress);
    const slot = await gameIdOf(app(), 'lucky-orbit');
    const first = await spin(app(), player.id, 'USD', slot, 1_000, 0);
    await runJobsUntilDone(app(), ['retention.round']);
    expect(await app().retention.events.roundSettled(first.roundId)).toBe(false);
    expect((await questOf(player.accessToken, id, '&currency=USD')).tasks[0]).toMatchObject({
      progress: 1_000,
      quantity: 2_000,
      currency: 'USD',
      isCompleted: false,
    });
    // 7.99 EUR is 9.9875 USD: 9.98 counts.
    const second = await spin(app(), player.id, 'EUR', slot, 799, 0);
    await app().retention.events.roundSettled(second.roundId);
    const almost = await questOf(player.accessToken, id, '&currency=USD');
    expect(almost.tasks[0]).toMatchObject({ progress: 1_998, isCompleted: false });
    expect(almost.state).toBe(QuestState.InProgress);
    expect((await questOf(player.accessToken, id, '&currency=EUR')).tasks[0]).toMatchObject({
      quantity: 1_600,
      currency: 'EUR',
    });
    const third = await spin(app(), player.id, 'USD', slot, 2, 0);
    await app().retention.events.roundSettled(third.roundId);
    await runJobsUntilDone(app(), ['retention.round']);
    const done = await questOf(player.accessToken, id, '&currency=USD');
    expect(done.state).toBe(QuestState.Completed);
    expect(done.tasks[0]).toMatchObject({ progress: 2_000, isCompleted: true });
    expect(done.rewardsGrantedAt).not.toBeNull();
    // Cash in the player's selected currency (EUR): 1 USD is 0.80 EUR.
    expect(await rewardTransfers(player.id)).toEqual([expect.objectContaining({ currency: 'EUR', amount: '80' })]);
    const pushes = await questPushes(player.id);
    expect(
      pushes.filter((push) => push.type === 'quest.task.updated' && push.questId === id).length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      pushes
        .filter((push) => push.type === 'quest.updated' && push.quest.id === id)
        .map((push) => (push as QuestUpdatedPush).quest.state),
    ).toEqual([QuestState.InProgress, QuestState.Completed]);
    await expectLedgerIntact(app());
  });

  it('grants one reward when two nodes process the same event and an operator corrects at once', async () => {
    const player = await eurPlayerWithUsd();
    const id = await createQuest({
      rewards: [{ kind: 'cash', amount: 500 }],
      tasks: [{ type: 'rounds', quantity: 1 }],
    });
    expect((await activate(player.accessToken, id)).statusCode).toBe(200);
    const dice = await gameIdOf(app(), 'orbit-dice');
    const { roundId } = await spin(app(), player.id, 'EUR', dice, 100, 0);
    const outcomes = await Promise.all([
      app().retention.events.roundSettled(roundId),
      app().retention.events.roundSettled(roundId),
      app().retention.quests.completeByOperator(id, player.id),
    ]);
    await runJobsUntilDone(app(), ['retention.round']);
    expect(outcomes.filter((outcome) => outcome).length).toBeGreaterThanOrEqual(1);
    expect(await rewardTransfers(player.id)).toHaveLength(1);
    expect((await questOf(player.accessToken, id)).state).toBe(QuestState.Completed);
    await expectLedgerIntact(app());
  });

  it('hands out no cash in a break: a quest completed in it pays nothing, and a login day in it counts for nothing', async () => {
    const player = await eurPlayerWithUsd();
    const cash = await createQuest({
      rewards: [{ kind: 'cash', amount: 500 }],
      tasks: [{ type: 'rounds', quantity: 2 }],
    });
    const logins = await createQuest({
      requiresActivation: false,
      rewards: [{ kind: 'cash', amount: 500 }],
      tasks: [{ type: 'login_days', quantity: 1 }],
    });
    expect((await activate(player.accessToken, cash)).statusCode).toBe(200);
    const cooling = await app().inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: bearer(player.accessToken),
      payload: { definition: 5, days: 1 },
    });
    expect(cooling.statusCode, cooling.body).toBe(201);

    // Completed in the break (an operator's correction, as a late event's job would): rewarded, nothing paid.
    expect(await app().retention.quests.completeByOperator(cash, player.id)).toBe(true);
    expect((await questOf(player.accessToken, cash)).state).toBe(QuestState.Completed);
    expect(await app().retention.events.loginDay(player.id, '2026-03-10')).toBe(false);
    expect((await questOf(player.accessToken, logins)).tasks[0]).toMatchObject({ progress: 0, isCompleted: false });
    expect(await rewardTransfers(player.id)).toEqual([]);
    await expectLedgerIntact(app());
  });

  it('counts only the named game, tasks in sequence one at a time, and refuses what cannot be done (4xx)', async () => {
    const player = await eurPlayerWithUsd();
    const [dice, slot] = [await gameIdOf(app(), 'orbit-dice'), await gameIdOf(app(), 'lucky-orbit')];
    const id = await createQuest({
      isSequential: true,
      rewards: [{ kind: 'points', amount: 5 }],
      tasks: [
        { type: 'play_games', quantity: 2, gameIds: ['orbit-dice'] },
        { type: 'win_multiplier', quantity: 1, minMultiplierHundredths: 300 },
      ],
    });
    expect((await activate(player.accessToken, id)).statusCode).toBe(200);
    expect((await activate(player.accessToken, id)).json()).toMatchObject({ error: { code: 'quest_active' } });
    // A big win before the first task is done does not count: tasks go in order.
    for (const round of [
      await spin(app(), player.id, 'EUR', slot, 100, 500),
      await spin(app(), player.id, 'EUR', dice, 100, 0),
    ])
      await app().retention.events.roundSettled(round.roundId);
    let quest = await questOf(player.accessToken, id);
    expect(quest.tasks.map((task) => [task.progress, task.isActive])).toEqual([
      [1, true],
      [0, false],
    ]);
    for (const round of [
      await spin(app(), player.id, 'EUR', dice, 100, 0),
      await spin(app(), player.id, 'EUR', slot, 100, 299),
      await spin(app(), player.id, 'EUR', slot, 100, 300),
    ]) {
      await app().retention.events.roundSettled(round.roundId);
    }
    quest = await questOf(player.accessToken, id);
    expect(quest.state).toBe(QuestState.Completed);
    expect(quest.tasks.map((task) => task.isCompleted)).toEqual([true, true]);
    const unknown = await activate(player.accessToken, 999_999);
    expect(unknown.statusCode).toBe(404);
    const bad = await app().inject({
      method: 'PUT',
      url: '/api/retention/quests/abc/activate',
      headers: bearer(player.accessToken),
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect((await app().inject({ method: 'GET', url: '/api/retention/quests' })).statusCode).toBe(401);
    const cancel = await app().inject({
      method: 'PUT',
      url: `/api/retention/quests/${id}/cancel`,
      headers: bearer(player.accessToken),
    });
    expect(cancel.json()).toMatchObject({ error: { code: 'quest_not_active' } });
  });

  it('counts deposits converted and consecutive login days once each; a quest without activation starts by itself', async () => {
    const player = await eurPlayerWithUsd();
    const id = await createQuest({
      requiresActivation: false,
      rewards: [{ kind: 'points', amount: 1 }],
      tasks: [
        { type: 'deposit', quantity: 2_000 },
        { type: 'login_days', quantity: 3 },
      ],
    });
    expect((await questOf(player.accessToken, id)).state).toBe(QuestState.InProgress);
    const { events } = app().retention;
    expect(
      await events.depositCredited({ invoiceId: `${player.id}-1`, playerId: player.id, currency: 'EUR', amount: 800n }),
    ).toBe(true);
    expect(
      await events.depositCredited({ invoiceId: `${player.id}-1`, playerId: player.id, currency: 'EUR', amount: 800n }),
    ).toBe(false);
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-02', '2026-03-04', '2026-03-05'])
      await events.loginDay(player.id, day);
    let quest = await questOf(player.accessToken, id, '&currency=USD');
    expect(quest.tasks.map((task) => task.progress)).toEqual([1_000, 2]);
    await events.depositCredited({ invoiceId: `${player.id}-2`, playerId: player.id, currency: 'USD', amount: 1_000n });
    await events.loginDay(player.id, '2026-03-06');
    quest = await questOf(player.accessToken, id, '&currency=USD');
    expect(quest.state).toBe(QuestState.Completed);
  });

  it('expires live quests to 5 once, with one push, and lets the operator see progress', async () => {
    const player = await eurPlayerWithUsd();
    const id = await createQuest({ rewards: [], tasks: [{ type: 'rounds', quantity: 50 }] });
    expect((await activate(player.accessToken, id)).statusCode).toBe(200);
    const end = await app().inject({
      method: 'POST',
      url: `/api/admin/retention/quests/${id}/end`,
      headers: bearer(TEST_ADMIN_TOKEN),
    });
    expect(end.statusCode, end.body).toBe(204);
    const later = new Date(Date.now() + 1_000);
    await Promise.all([app().retention.quests.expire(later), app().retention.quests.expire(later)]);
    await app().retention.quests.expire(later);
    expect((await questOf(player.accessToken, id)).state).toBe(QuestState.Expired);
    const expiries = (await questPushes(player.id)).filter(
      (push) => push.type === 'quest.updated' && push.quest.id === id && push.quest.state === QuestState.Expired,
    );
    expect(expiries).toHaveLength(1);
    const progress = await app().inject({
      method: 'GET',
      url: `/api/admin/retention/quests/${id}/progress`,
      headers: bearer(TEST_ADMIN_TOKEN),
    });
    expect(progress.statusCode, progress.body).toBe(200);
    expect(progress.json()).toMatchObject({ data: [{ playerId: player.id, state: QuestState.Expired }] });
  });
});
