import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CashOutOfferView, Invoice } from '@casino/shared';
import { bonusIdOf, gameIdOf, issueBonus, spin } from '../../testing/bonuses';
import { runJobsUntilDone } from '../../testing/jobs';
import { fundPlayer } from '../../testing/ledger';
import { createInvoice, sandboxEventBody, sendSandboxWebhook, TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, registerPlayer } from '../../testing/players';
import {
  betRequest,
  eventOf,
  finishAndSettle,
  makeSportsbookDay,
  placedBet,
  selectionOf,
  settleResulted,
  upcomingEventIds,
  widgetTokenOf,
} from '../../testing/sportsbook';
import { useTestApp } from '../../testing/test-app';
import { expectOneMessage, messagesOf, speakGerman } from './notification-testing';

/**
 * The player's messages of play (issue 26): bonuses, free spins, quests and levels, sports bets;
 * each written once on the transaction of its change, whatever is replayed.
 */

const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, SPORTSBOOK_BET_DELAY_MS: '0' } });
const app = () => testApp.app;
const DAY_MS = 86_400_000;
let manualBonusId: number;

beforeAll(async () => {
  // A manual template: 1× wagering on every game, so a few spins complete it.
  const response = await app().inject({
    method: 'POST',
    url: '/api/admin/bonuses/templates',
    headers: bearer(TEST_ADMIN_TOKEN),
    payload: {
      pageIdentity: `notice-${randomUUID().slice(0, 8)}`,
      kind: 'manual',
      title: 'Orbit welcome gift',
      currencies: { USD: { amount: 1_000 } },
      wagerMultiplier: 1,
      contribution: { games: {}, collections: {}, defaultRate: 10_000, sportsMinOdds: null, sportsRate: 0 },
      triggerConditions: { invoiceAmountItems: [], baseCurrencyInvoiceAmountFrom: null },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  manualBonusId = response.json<{ id: number }>().id;
});

describe('bonuses', () => {
  it("a deposit's bonus is told once however often the deposit's webhook comes", async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    await speakGerman(app(), player.profile.id);
    const created = await createInvoice(app(), player.accessToken, 'deposit', {
      paymentMethod: 'sandbox.deposit.card',
      amount: 5_000,
      currency: 'USD',
      bonusId: await bonusIdOf(app(), 'reload'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = sandboxEventBody({
      type: 'payment.succeeded',
      reference: created.json<Invoice>().id,
      amount: 5_000,
      currency: 'USD',
    });
    await Promise.all([sendSandboxWebhook(app(), body), sendSandboxWebhook(app(), body)]);
    await sendSandboxWebhook(app(), body);
    const message = await expectOneMessage(app(), player.profile.id, 'bonus.issued', 'de');
    expect(message.params.bonus).toBe('Reload bonus: 25% up to 100 USD');
  });

  it('issued, then its wagering complete: one message each, with what became own money', async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    const key = randomUUID();
    await issueBonus(app(), TEST_ADMIN_TOKEN, player.profile.id, {
      bonusId: manualBonusId,
      currency: 'USD',
      activate: true,
      key,
    });
    // The operator's grant retried with its key grants, and tells, nothing new.
    await issueBonus(app(), TEST_ADMIN_TOKEN, player.profile.id, {
      bonusId: manualBonusId,
      currency: 'USD',
      activate: true,
      key,
    });
    expect((await expectOneMessage(app(), player.profile.id, 'bonus.issued')).params.bonus).toBe('Orbit welcome gift');
    const slot = await gameIdOf(app(), 'lucky-orbit');
    // 10 USD of bonus money wagered once: staked 4 + 4 + 4 with wins of 4 keep the balance, the third completes it.
    for (let round = 0; round < 3; round += 1) await spin(app(), player.profile.id, 'USD', slot, 400, 400);
    const wagered = await expectOneMessage(app(), player.profile.id, 'bonus.wagered');
    expect(wagered.params).toMatchObject({ bonus: 'Orbit welcome gift', amount: '10.00 USD' });
    await spin(app(), player.profile.id, 'USD', slot, 100, 0);
    expect(await messagesOf(app(), player.profile.id, 'bonus.wagered')).toHaveLength(1);
  });

  it('expired: told once, the expiry run twice and by two nodes at once', async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    await issueBonus(app(), TEST_ADMIN_TOKEN, player.profile.id, {
      bonusId: manualBonusId,
      currency: 'USD',
      activate: false,
    });
    const later = new Date(Date.now() + 400 * DAY_MS);
    await Promise.all([app().bonuses.service.expire(later), app().bonuses.service.expire(later)]);
    await app().bonuses.service.expire(later);
    expect((await expectOneMessage(app(), player.profile.id, 'bonus.expired')).params.bonus).toBe('Orbit welcome gift');
  });

  it('free spins granted: told once with their count and game', async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    const redeem = () =>
      app().inject({
        method: 'POST',
        url: '/api/game/bonuses/bonuscodes',
        headers: bearer(player.accessToken),
        payload: { bonusCode: 'orbit50', trigger: 'activation' },
      });
    expect((await redeem()).statusCode).toBe(201);
    await redeem();
    const message = await expectOneMessage(app(), player.profile.id, 'freespins.granted');
    expect(message.params).toEqual({ count: 50, game: 'Lucky Orbit' });
  });
});

describe('quests and levels', () => {
  it('a completed quest and the level its points reach: one message each, the round replayed', async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    await fundPlayer(app(), player.profile.id, 'USD', 100_000n);
    await runJobsUntilDone(app(), ['retention.login']);
    const now = Date.now();
    const quest = await app().inject({
      method: 'POST',
      url: '/api/admin/retention/quests',
      headers: bearer(TEST_ADMIN_TOKEN),
      payload: {
        name: 'Orbit sprint',
        startsAt: new Date(now - 3_600_000).toISOString(),
        endsAt: new Date(now + DAY_MS).toISOString(),
        rewards: [{ kind: 'points', amount: 50 }],
        tasks: [{ type: 'wager', quantity: 1_000 }],
      },
    });
    expect(quest.statusCode, quest.body).toBe(201);
    const questId = quest.json<{ id: number }>().id;
    expect(
      (
        await app().inject({
          method: 'PUT',
          url: `/api/retention/quests/${questId}/activate`,
          headers: bearer(player.accessToken),
        })
      ).statusCode,
    ).toBe(200);
    const round = await spin(app(), player.profile.id, 'USD', await gameIdOf(app(), 'lucky-orbit'), 1_000, 0);
    await runJobsUntilDone(app(), ['retention.round']);
    // The round's event again (a second node, a retried job): counted once, nothing more told.
    expect(await app().retention.events.roundSettled(round.roundId)).toBe(false);
    expect((await expectOneMessage(app(), player.profile.id, 'quest.completed')).params.quest).toBe('Orbit sprint');
    expect((await expectOneMessage(app(), player.profile.id, 'loyalty.level-up')).params.level).toBe('Silver');
  });
});

describe('sports bets', () => {
  it('settled: told once with the payout, the settlement run again; cashed out: told once', async () => {
    await makeSportsbookDay(app());
    const [first, second] = await upcomingEventIds(app());
    const player = await registerPlayer(app());
    await fundPlayer(app(), player.profile.id, 'EUR', 100_000n);
    const token = await widgetTokenOf(app(), player);
    const event = await eventOf(app(), first!);
    const home = selectionOf(event, 'Match result', 'home');
    const bet = await placedBet(app(), token, betRequest([home], { unitStake: 2_000 }));
    await finishAndSettle(app(), event.id, { home: 2, away: 0 });
    // The markets' settlement job once more, as a retry would run it.
    await app().jobs.enqueue(app().sportsbook.betting.settleJob, {
      marketIds: event.markets.map((market) => market.id),
    });
    await settleResulted(app());
    const settled = await expectOneMessage(app(), player.profile.id, 'sport-bet.settled');
    const payout = Math.floor((2_000 * home.price.numerator) / home.price.denominator);
    expect(settled.params).toEqual({ bet: `#${bet.id}`, amount: `${(payout / 100).toFixed(2)} EUR` });

    const other = await placedBet(
      app(),
      token,
      betRequest([selectionOf(await eventOf(app(), second!), 'Match result', 'home')], { unitStake: 2_000 }),
    );
    const offerUrl = `/provider/sportsbook/api/bets/${other.id}/cash-out`;
    const offer = (
      await app().inject({ method: 'GET', url: offerUrl, headers: bearer(token) })
    ).json<CashOutOfferView>();
    const cashOut = () =>
      app().inject({ method: 'POST', url: offerUrl, headers: bearer(token), payload: { amount: offer.amount } });
    expect((await cashOut()).statusCode).toBe(200);
    expect((await cashOut()).statusCode).toBe(409);
    expect((await expectOneMessage(app(), player.profile.id, 'sport-bet.cashed-out')).params.bet).toBe(`#${other.id}`);
  });
});
