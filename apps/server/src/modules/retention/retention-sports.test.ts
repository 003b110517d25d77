import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoyaltyAccount, Quest } from '@casino/shared';
import { runJobsUntilDone } from '../../testing/jobs';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, registerPlayer } from '../../testing/players';
import {
  betRequest,
  eventOf,
  finishAndSettle,
  makeSportsbookDay,
  operator,
  placedBet,
  selectionOf,
  upcomingEventIds,
  widgetTokenOf,
} from '../../testing/sportsbook';
import { useTestApp } from '../../testing/test-app';
import { SPORTS_HOUSE_EDGE_BPS } from '../bonus/bonus.service';

const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, SPORTSBOOK_BET_DELAY_MS: '0' } });
const app = () => testApp.app;

beforeAll(async () => {
  // 1 EUR = 1.25 USD, so the points are exact.
  await app().database.db.execute(sql`update currencies set rate = '1.25' where code = 'EUR'`);
  await makeSportsbookDay(app());
});

describe('sports bets in loyalty and quests', () => {
  it('earn points at the sports edge and count towards a sports task once settled, a voided bet neither', async () => {
    const player = await registerPlayer(app());
    await fundPlayer(app(), player.profile.id, 'EUR', 100_000n);
    const created = await app().inject({
      method: 'POST',
      url: '/api/admin/retention/quests',
      headers: bearer(TEST_ADMIN_TOKEN),
      payload: {
        name: 'Sports',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        rewards: [],
        tasks: [{ type: 'sports_bets', quantity: 5, minOddsHundredths: 101 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const questId = created.json<{ id: number }>().id;
    expect(
      (
        await app().inject({
          method: 'PUT',
          url: `/api/retention/quests/${questId}/activate`,
          headers: bearer(player.accessToken),
        })
      ).statusCode,
    ).toBe(200);
    const token = await widgetTokenOf(app(), player);
    const [first, second] = await Promise.all(
      (await upcomingEventIds(app())).slice(0, 2).map((id) => eventOf(app(), id)),
    );
    if (!first || !second) throw new Error('no events');
    await placedBet(app(), token, betRequest([selectionOf(first, 'Match result', 'home')], { unitStake: 1_000 }));
    await placedBet(
      app(),
      token,
      betRequest([selectionOf(second, 'Both teams to score', 'yes')], { unitStake: 4_000 }),
    );
    const btts = second.markets.find((market) => market.name === 'Both teams to score');
    expect((await operator(app(), 'POST', `/markets/${btts?.id}/void`)).statusCode).toBe(204);
    await finishAndSettle(app(), first.id, { home: 0, away: 1 });
    await finishAndSettle(app(), second.id, { home: 1, away: 1 });
    await runJobsUntilDone(app(), ['retention.round']);
    const account = (
      await app().inject({ method: 'GET', url: '/api/retention/account', headers: bearer(player.accessToken) })
    ).json<LoyaltyAccount>();
    // 10 EUR = 12.50 USD at 1.70%: 21.25 USD cents, 21 points; the voided 40 EUR nothing.
    expect(account.points).toBe(Math.floor((1_250 * SPORTS_HOUSE_EDGE_BPS) / 10_000));
    const quests = (
      await app().inject({ method: 'GET', url: '/api/retention/quests', headers: bearer(player.accessToken) })
    ).json<{ data: Quest[] }>().data;
    expect(quests.find((quest) => quest.id === questId)?.tasks[0]).toMatchObject({ progress: 1, minOdds: '1.01' });
    await expectLedgerIntact(app());
  });
});
