import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PlayerBonusStatus, type BonusOffer, type BonusPackageView, type Invoice } from '@casino/shared';
import { queryRows } from '../../db/database';
import { accountsOf, bonusIdOf, playerBonuses } from '../../testing/bonuses';
import { expectLedgerIntact } from '../../testing/ledger';
import { createInvoice, sandboxEventBody, sendSandboxWebhook } from '../../testing/payments';
import { bearer, registerPlayer } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';

const testApp = useTestApp();
const app = () => testApp.app;

const CARD = { paymentMethod: 'sandbox.deposit.card', currency: 'USD' };

async function offers(token: string | undefined, query: string): Promise<BonusOffer[]> {
  const response = await app().inject({
    method: 'GET',
    url: `/api/game/bonuses${query}`,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: BonusOffer[] }>().data;
}

async function invoiceOf(token: string, id: string): Promise<Invoice | undefined> {
  const response = await app().inject({
    method: 'GET',
    url: '/api/payment/invoices?type=1&perPage=100',
    headers: bearer(token),
  });
  return response.json<{ data: Invoice[] }>().data.find((invoice) => invoice.id === id);
}

describe('deposit bonuses', () => {
  it('offers guests every deposit bonus and a new player the first package step with what the amount would get', async () => {
    const guest = await offers(undefined, '?currency=USD&amount=10000');
    expect(guest.map((offer) => offer.pageIdentity).sort()).toEqual(['reload', 'welcome-1', 'welcome-2', 'welcome-3']);
    const player = await registerPlayer(app(), { currency: 'USD' });
    const mine = await offers(player.accessToken, '?currency=USD&amount=10000');
    expect(mine.map((offer) => offer.pageIdentity).sort()).toEqual(['reload', 'welcome-1']);
    expect(mine.find((offer) => offer.pageIdentity === 'welcome-1')).toMatchObject({
      bonusAmount: 10_000,
      percent: 10_000,
      maxAmount: 50_000,
      wagerMultiplier: 30,
      package: { step: 1, steps: 3 },
    });
    // Capped at maxAmount; below the minimum deposit nothing is offered.
    expect(
      (await offers(player.accessToken, '?currency=USD&amount=90000')).find(
        (offer) => offer.pageIdentity === 'welcome-1',
      )?.bonusAmount,
    ).toBe(50_000);
    expect(await offers(player.accessToken, '?currency=USD&amount=1999')).toEqual([]);
  });

  it('issues the chosen bonus exactly once under 5 webhook replays and activates it at once', async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    const welcome = await bonusIdOf(app(), 'welcome-1');
    const created = await createInvoice(app(), player.accessToken, 'deposit', {
      ...CARD,
      amount: 10_000,
      bonusId: welcome,
    });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json<Invoice>();
    expect(invoice.bonusId).toBe(welcome);
    const event = sandboxEventBody({
      type: 'payment.succeeded',
      reference: invoice.id,
      amount: 10_000,
      currency: 'USD',
    });
    // The same event five times at once, and two more deliveries under other event ids.
    const replies = await Promise.all([
      ...Array.from({ length: 5 }, () => sendSandboxWebhook(app(), event)),
      ...Array.from({ length: 2 }, () =>
        sendSandboxWebhook(
          app(),
          sandboxEventBody({ type: 'payment.succeeded', reference: invoice.id, amount: 10_000, currency: 'USD' }),
        ),
      ),
    ]);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const bonuses = await playerBonuses(app(), player.accessToken);
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({
      bonusId: welcome,
      pageIdentity: 'welcome-1',
      status: PlayerBonusStatus.Active,
      amount: 10_000,
      balance: 10_000,
      wager: { required: 300_000, wagered: 0, multiplier: 30 },
    });
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ currency: 'USD', balance: 10_000, bonusBalance: 10_000 }),
    ]);
    expect((await invoiceOf(player.accessToken, invoice.id))?.bonusOutcome).toBe('issued');
    const [grants] = await queryRows<{ count: number }>(
      app().database.db,
      sql`select count(*)::int as count from ledger_transfers where idempotency_key like ${`bonus:${bonuses[0]?.id}:%`}`,
    );
    expect(grants?.count).toBe(1);
    // The package moves on: the next offer is step 2, and the taken bonus is refused.
    expect(
      (await offers(player.accessToken, '?currency=USD&amount=10000')).map((offer) => offer.pageIdentity).sort(),
    ).toEqual(['reload', 'welcome-2']);
    const again = await createInvoice(app(), player.accessToken, 'deposit', {
      ...CARD,
      amount: 10_000,
      bonusId: welcome,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: { fields: { bonusId: [expect.any(String)] } } });
    const pack = await app().inject({
      method: 'GET',
      url: '/api/game/bonuses/package?currency=USD',
      headers: bearer(player.accessToken),
    });
    expect(pack.json<BonusPackageView>()).toMatchObject({
      identity: 'welcome',
      nextStep: 2,
      steps: [{ taken: true }, { taken: false }, { taken: false }],
    });
    await expectLedgerIntact(app());
  });

  it('keeps a second deposit bonus issued while the first is active', async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    for (const [identity, amount] of [
      ['welcome-1', 5_000],
      ['reload', 8_000],
    ] as const) {
      const created = await createInvoice(app(), player.accessToken, 'deposit', {
        ...CARD,
        amount,
        bonusId: await bonusIdOf(app(), identity),
      });
      expect(created.statusCode, created.body).toBe(201);
      const reply = await sendSandboxWebhook(
        app(),
        sandboxEventBody({ type: 'payment.succeeded', reference: created.json<Invoice>().id, amount, currency: 'USD' }),
      );
      expect(reply.statusCode).toBe(200);
    }
    const bonuses = await playerBonuses(app(), player.accessToken);
    expect(bonuses.map((bonus) => [bonus.pageIdentity, bonus.status, bonus.balance]).sort()).toEqual([
      ['reload', PlayerBonusStatus.Issued, 0],
      ['welcome-1', PlayerBonusStatus.Active, 5_000],
    ]);
    // Issued holds no money until it is activated; activating it now is refused while the other is active.
    const reload = bonuses.find((bonus) => bonus.pageIdentity === 'reload');
    const activate = await app().inject({
      method: 'PUT',
      url: `/api/game/player-bonuses/${reload?.id}/activate`,
      headers: bearer(player.accessToken),
    });
    expect(activate.statusCode).toBe(409);
    expect(activate.json()).toMatchObject({ error: { code: 'bonus_already_active' } });
    await expectLedgerIntact(app());
  });

  it("caps the wagering multiplier by the player's jurisdiction (GB: 10×)", async () => {
    // GB is restricted here (no registration or new deposit), but a player's country can still become GB while a
    // deposit is under way (set by the operator, or an older account): the bonus it grants is capped by that country.
    const player = await registerPlayer(app(), { currency: 'USD' });
    const created = await createInvoice(app(), player.accessToken, 'deposit', {
      ...CARD,
      amount: 10_000,
      bonusId: await bonusIdOf(app(), 'welcome-1'),
    });
    expect(created.statusCode, created.body).toBe(201);
    await app().database.db.execute(sql`update players set country = 'GB' where id = ${player.profile.id}::uuid`);
    await sendSandboxWebhook(
      app(),
      sandboxEventBody({
        type: 'payment.succeeded',
        reference: created.json<Invoice>().id,
        amount: 10_000,
        currency: 'USD',
      }),
    );
    const [bonus] = await playerBonuses(app(), player.accessToken);
    expect(bonus).toMatchObject({ wager: { multiplier: 10, required: 100_000 } });
    await expectLedgerIntact(app());
  });

  it('refuses bad bonus input with 4xx and changes nothing', async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    const other = await registerPlayer(app(), { currency: 'USD' });
    for (const bonusId of ['1', -1, 0, 1.5, 2 ** 40, 999_999]) {
      const response = await createInvoice(app(), player.accessToken, 'deposit', { ...CARD, amount: 10_000, bonusId });
      expect(response.statusCode, `${bonusId}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const below = await createInvoice(app(), player.accessToken, 'deposit', {
      ...CARD,
      amount: 1_000,
      bonusId: await bonusIdOf(app(), 'welcome-1'),
    });
    expect(below.statusCode).toBe(422);
    for (const query of ['?amount=-5', '?amount=abc', '?currency=usd', `?amount=${'9'.repeat(40)}`]) {
      const response = await app().inject({ method: 'GET', url: `/api/game/bonuses${query}` });
      expect(response.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    // Another player's bonus id is not found, for activation and cancellation alike.
    const [someone] = await queryRows<{ id: string }>(
      app().database.db,
      sql`select id::text as id from player_bonuses limit 1`,
    );
    for (const action of ['activate', 'cancel']) {
      const response = await app().inject({
        method: 'PUT',
        url: `/api/game/player-bonuses/${someone?.id}/${action}`,
        headers: bearer(other.accessToken),
      });
      expect(response.statusCode).toBe(404);
      const malformed = await app().inject({
        method: 'PUT',
        url: `/api/game/player-bonuses/not-a-uuid/${action}`,
        headers: bearer(other.accessToken),
      });
      expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
      expect(malformed.statusCode).toBeLessThan(500);
    }
    const guest = await app().inject({ method: 'GET', url: '/api/game/player-bonuses' });
    expect(guest.statusCode).toBe(401);
    expect(await playerBonuses(app(), player.accessToken)).toEqual([]);
    await expectLedgerIntact(app());
  });
});
