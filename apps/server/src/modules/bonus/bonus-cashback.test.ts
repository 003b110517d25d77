import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CashbackView } from '@casino/shared';
import { queryRows } from '../../db/database';
import { accountsOf, gameIdOf, spin } from '../../testing/bonuses';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { bearer, registerPlayer } from '../../testing/players';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { weekOf } from './bonus-cashback';

let testApp: TestApp;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterEach(() => {
  app().bonuses.service.now = () => new Date();
});
afterAll(async () => {
  await testApp.close();
});
const app = () => testApp.app;

const view = async (token: string) => {
  const response = await app().inject({
    method: 'GET',
    url: '/api/game/bonuses/cashback?currency=USD',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CashbackView>();
};

describe('cashback', () => {
  it('weeks start on Monday 00:00 UTC', () => {
    expect(weekOf(new Date('2026-11-25T19:00:00Z'))).toEqual({
      startsAt: new Date('2026-11-23T00:00:00Z'),
      endsAt: new Date('2026-11-30T00:00:00Z'),
    });
    expect(weekOf(new Date('2026-11-23T00:00:00Z')).startsAt).toEqual(new Date('2026-11-23T00:00:00Z'));
    expect(weekOf(new Date('2026-11-29T23:59:59Z')).startsAt).toEqual(new Date('2026-11-23T00:00:00Z'));
  });

  it('is computed once per finished period however often the job runs, and claimed once', async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    await fundPlayer(app(), player.profile.id, 'USD', 10_000n);
    const slot = await gameIdOf(app(), 'lucky-orbit');
    for (const [bet, win] of [
      [1_000, 0],
      [1_000, 0],
      [1_000, 0],
      [1_000, 500],
    ] as const)
      await spin(app(), player.profile.id, 'USD', slot, bet, win);
    // 10% of the 35 USD lost would be 3.50 USD, but the 40 USD staked cost 1.556 USD on average (Lucky Orbit's edge, 3.89%): half of it, 0.77 USD.
    expect(await view(player.accessToken)).toMatchObject({
      percent: 1_000,
      period: 'weekly',
      currentNetLoss: 3_500,
      currentAmount: 77,
      claimable: [],
    });
    // A week later: the job runs for the finished week — twice at once and once more after a "restart".
    const nextWeek = new Date(Date.now() + WEEK_MS);
    app().bonuses.service.now = () => nextWeek;
    const { cashback } = app().bonuses;
    await Promise.all([cashback.computeFinishedPeriod(nextWeek), cashback.computeFinishedPeriod(nextWeek)]);
    await cashback.computeFinishedPeriod(nextWeek);
    const rows = await queryRows<{ amount: string; net_loss: string }>(
      app().database.db,
      sql`select amount::text, net_loss::text from player_cashbacks where player_id = ${player.profile.id}::uuid`,
    );
    expect(rows).toEqual([{ amount: '77', net_loss: '3500' }]);
    const claimable = (await view(player.accessToken)).claimable;
    expect(claimable).toEqual([expect.objectContaining({ amount: 77 })]);
    const id = claimable[0]?.id;
    const claims = await Promise.all(
      [0, 1].map(() =>
        app().inject({
          method: 'POST',
          url: `/api/game/bonuses/cashback/${id}/claim`,
          headers: bearer(player.accessToken),
        }),
      ),
    );
    expect(claims.map((claim) => claim.statusCode).sort()).toEqual([200, 409]);
    expect((await accountsOf(app(), player.accessToken))[0]?.balance).toBe(10_000 - 3_500 + 77);
    expect((await view(player.accessToken)).claimable).toEqual([]);
    // Another player's cashback is not found; a malformed id is refused.
    const other = await registerPlayer(app(), { currency: 'USD' });
    expect(
      (
        await app().inject({
          method: 'POST',
          url: `/api/game/bonuses/cashback/${id}/claim`,
          headers: bearer(other.accessToken),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app().inject({
          method: 'POST',
          url: '/api/game/bonuses/cashback/nope/claim',
          headers: bearer(other.accessToken),
        })
      ).statusCode,
    ).toBeLessThan(500);
    await expectLedgerIntact(app());
  });

  it('is still computed when the Monday run was missed: the next day’s run catches the week up', async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    await fundPlayer(app(), player.profile.id, 'USD', 10_000n);
    await spin(app(), player.profile.id, 'USD', await gameIdOf(app(), 'orbit-european-roulette'), 10_000, 0);
    // No run on the Monday after this week; the first run is on the Monday a week later.
    const twoWeeksOn = new Date(weekOf(new Date()).startsAt.getTime() + 2 * WEEK_MS + 60_000);
    app().bonuses.service.now = () => twoWeeksOn;
    await app().bonuses.cashback.computeFinishedPeriod(twoWeeksOn);
    const rows = await queryRows<{ starts: string; amount: string }>(
      app().database.db,
      sql`select period_starts_at as starts, amount::text from player_cashbacks where player_id = ${player.profile.id}::uuid`,
    );
    expect(rows.map((row) => [new Date(row.starts).getTime(), row.amount])).toEqual([
      [weekOf(new Date()).startsAt.getTime(), '134'],
    ]);
  });

  it('repays no bonus money lost, and at most half the house edge of a bold bet', async () => {
    // ORBIT10's 10 USD lost on the slot: no own money was lost (it once paid 1 USD of own money back).
    const bonusOnly = await registerPlayer(app(), { currency: 'USD' });
    const claimed = await app().inject({
      method: 'POST',
      url: '/api/game/bonuses/bonuscodes',
      headers: bearer(bonusOnly.accessToken),
      payload: { bonusCode: 'ORBIT10', trigger: 'activation' },
    });
    expect(claimed.statusCode, claimed.body).toBe(201);
    const slot = await gameIdOf(app(), 'lucky-orbit');
    for (let spinIndex = 0; spinIndex < 5; spinIndex += 1) await spin(app(), bonusOnly.profile.id, 'USD', slot, 200, 0);
    expect(await view(bonusOnly.accessToken)).toMatchObject({ currentNetLoss: 0, currentAmount: 0 });
    // One bold 100 USD roulette bet a week, lost: 10% would pay 10 USD back (worth 4% of every such bet won or lost); the bet cost 2.69 USD on average, half of it is 1.34 USD.
    const bold = await registerPlayer(app(), { currency: 'USD' });
    await fundPlayer(app(), bold.profile.id, 'USD', 10_000n);
    await spin(app(), bold.profile.id, 'USD', await gameIdOf(app(), 'orbit-european-roulette'), 10_000, 0);
    expect(await view(bold.accessToken)).toMatchObject({ currentNetLoss: 10_000, currentAmount: 134 });
    const nextWeek = new Date(Date.now() + WEEK_MS);
    app().bonuses.service.now = () => nextWeek;
    await app().bonuses.cashback.computeFinishedPeriod(nextWeek);
    expect((await view(bonusOnly.accessToken)).claimable).toEqual([]);
    expect((await view(bold.accessToken)).claimable).toEqual([expect.objectContaining({ amount: 134 })]);
    await expectLedgerIntact(app());
  });
});
