import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { PlayerBonusStatus, type BonusAvailability, type BonusPackageView, type PlayerBonus } from '@casino/shared';
import { bonusIdOf, issueBonus } from '../../testing/bonuses';
import { depositFor, TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, registerPlayer } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';

const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const app = () => testApp.app;
const get = (url: string, token?: string) => app().inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('bonus views and the operator API', () => {
  it('shows guests the welcome package without progress, in a currency converted from USD', async () => {
    const response = await get('/api/game/bonuses/package?currency=EUR');
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json<BonusPackageView>();
    expect(view).toMatchObject({ identity: 'welcome', nextStep: 1 });
    expect(view.steps.map((step) => [step.pageIdentity, step.taken, step.package?.step])).toEqual([
      ['welcome-1', false, 1],
      ['welcome-2', false, 2],
      ['welcome-3', false, 3],
    ]);
    expect(view.steps[0]?.currency).toBe('EUR');
    expect(view.steps[0]?.maxAmount).toBeGreaterThan(0);
    expect(view.steps[2]?.freespins).toMatchObject({ count: 50, gameIdentity: 'lucky-orbit' });
    expect((await get('/api/game/bonuses/package?identity=nope')).statusCode).toBe(404);
  });

  it('tells a player which bonuses they can still take and why not', async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    const [first, second, third] = [
      await bonusIdOf(app(), 'welcome-1'),
      await bonusIdOf(app(), 'welcome-2'),
      await bonusIdOf(app(), 'welcome-3'),
    ];
    const response = await get(
      `/api/game/bonuses/status?bonusIds[]=${first}&bonusIds[]=${second}&bonusIds[]=${third}&bonusIds[]=999999&currency=USD`,
      player.accessToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json<{ data: BonusAvailability[] }>().data.map((row) => [row.bonusId, row.isAvailable, row.reason]),
    ).toEqual([
      [first, true, null],
      [second, false, 'package_step_not_reached'],
      [third, false, 'package_step_not_reached'],
      [999_999, false, 'not_found'],
    ]);
    expect((await get('/api/game/bonuses/status?bonusIds[]=abc', player.accessToken)).statusCode).toBeLessThan(500);
    expect((await get(`/api/game/bonuses/status?bonusIds[]=${first}`)).statusCode).toBe(401);
  });

  it("lets the operator issue a bonus by hand once per key and list a player's bonuses with wagering", async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    await depositFor(app(), player.accessToken, 1_000, 'USD');
    const reload = await bonusIdOf(app(), 'reload');
    const key = `support-ticket-${player.profile.id}`;
    const first = await issueBonus(app(), TEST_ADMIN_TOKEN, player.profile.id, {
      bonusId: reload,
      currency: 'USD',
      amount: 2_500,
      key,
    });
    const again = await issueBonus(app(), TEST_ADMIN_TOKEN, player.profile.id, {
      bonusId: reload,
      currency: 'USD',
      amount: 2_500,
      key,
    });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ status: PlayerBonusStatus.Active, amount: 2_500, balance: 2_500 });
    // Published in the grant's transaction: the bonus on its channel, the accounts with the bonus balance on theirs.
    const pushes = await queryRows<{
      channel: string;
      data: { type: string; playerBonus?: { id: string }; account?: { bonusBalance?: number } };
    }>(
      app().database.db,
      sql`select channel, data from realtime_outbox where channel in (${`bonus:player-bonuses#${player.profile.id}`}, ${`wallet:accounts#${player.profile.id}`}) order by id`,
    );
    expect(
      pushes.some((push) => push.data.type === 'player-bonus.updated' && push.data.playerBonus?.id === first.id),
    ).toBe(true);
    expect(
      pushes.some((push) => push.channel.startsWith('wallet:accounts#') && push.data.account?.bonusBalance === 2_500),
    ).toBe(true);
    const listed = await app().inject({
      method: 'GET',
      url: `/api/admin/bonuses/players/${player.profile.id}/bonuses`,
      headers: bearer(TEST_ADMIN_TOKEN),
    });
    expect(listed.statusCode).toBe(200);
    const rows = listed.json<{ data: PlayerBonus[] }>().data;
    expect(rows.map((row) => [row.id, row.wager.required, row.wager.wagered])).toEqual([[first.id, 25_000, 0]]);
    // Without the operator token: refused. Bad input: 4xx.
    expect(
      (
        await app().inject({
          method: 'GET',
          url: `/api/admin/bonuses/players/${player.profile.id}/bonuses`,
          headers: bearer(player.accessToken),
        })
      ).statusCode,
    ).toBe(401);
    for (const payload of [
      {},
      { bonusId: reload, currency: 'USD', key: 'k', amount: -5 },
      { bonusId: reload, currency: 'XXX', key: 'k2' },
      { bonusId: 999_999, currency: 'USD', key: 'k3' },
    ]) {
      const response = await app().inject({
        method: 'POST',
        url: `/api/admin/bonuses/players/${player.profile.id}/bonuses`,
        headers: bearer(TEST_ADMIN_TOKEN),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const duplicate = await app().inject({
      method: 'POST',
      url: '/api/admin/bonuses/codes',
      headers: bearer(TEST_ADMIN_TOKEN),
      payload: { code: 'orbit50', bonusId: reload, trigger: 'deposit' },
    });
    expect(duplicate.statusCode).toBe(409);
  });
});
