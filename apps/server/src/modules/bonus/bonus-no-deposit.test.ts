import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlayerBonusResult, PlayerBonusStatus } from '@casino/shared';
import { queryRows } from '../../db/database';
import { accountsOf, gameIdOf, issueBonus, playerBonuses, spin } from '../../testing/bonuses';
import { expectLedgerIntact } from '../../testing/ledger';
import { createInvoice, depositFor, TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, randomAddress, registerPlayer, registrationBody, type RegisteredPlayer } from '../../testing/players';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Bonuses without a deposit (issue 24): ORBIT10 once cost 10 USD of bonus money and turned into
 * up to 50 USD of own money on a fresh account, as many accounts as an address could open. Now it
 * converts at most what it gave, its winnings leave after a first deposit only, and a second
 * account on the same device, address or card is refused one and flagged for the operator.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
});
afterAll(async () => {
  await testApp.close();
});
const app = () => testApp.app;

const CARD = { paymentMethod: 'sandbox.withdrawal.card', currency: 'USD' };

const claim = (player: RegisteredPlayer, bonusCode: string, headers: Record<string, string> = {}) =>
  app().inject({
    method: 'POST',
    url: '/api/game/bonuses/bonuscodes',
    headers: { ...bearer(player.accessToken), ...headers },
    payload: { bonusCode, trigger: 'activation' },
  });

/** A player registered from `address` on the device `fingerprint` (its session keeps both, as a login does). */
async function registerOn(device: { fingerprint?: string; address?: string }): Promise<RegisteredPlayer> {
  const body = registrationBody({
    currency: 'USD',
    ...(device.fingerprint ? { fingerprint: device.fingerprint } : {}),
  });
  const response = await app().inject({
    method: 'POST',
    url: '/api/player/register',
    payload: body,
    remoteAddress: device.address ?? randomAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { accessToken, profile } = response.json<{ accessToken: string; profile: RegisteredPlayer['profile'] }>();
  return { email: String(body.email), password: String(body.password), accessToken, profile };
}

const device = () => `fp-${randomBytes(8).toString('hex')}`;

async function linkFlags(): Promise<
  { playerId: string; linkedPlayerId: string; kind: string; value: string; stage: string; bonusCode: string | null }[]
> {
  const response = await app().inject({
    method: 'GET',
    url: '/api/admin/bonuses/link-flags?perPage=100',
    headers: bearer(TEST_ADMIN_TOKEN),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: [] }>().data;
}

async function codeUses(code: string): Promise<number> {
  const [row] = await queryRows<{ uses: number }>(
    app().database.db,
    sql`select uses from bonus_codes where code = ${code}`,
  );
  return Number(row?.uses ?? 0);
}

/** Plays the no-deposit bonus through with 2 USD slot spins (the slot counts in full at 40×): a first win of `firstWin`, then even spins. */
async function wagerThrough(player: RegisteredPlayer, firstWin: number): Promise<void> {
  const slot = await gameIdOf(app(), 'lucky-orbit');
  const [bonus] = await playerBonuses(app(), player.accessToken);
  const spins = Math.ceil((bonus?.wager.required ?? 0) / 200);
  await spin(app(), player.profile.id, 'USD', slot, 200, firstWin);
  for (let index = 1; index < spins; index += 1) await spin(app(), player.profile.id, 'USD', slot, 200, 200);
}

/** An operator's code for 2 USD without a deposit at 30× (30 slot spins of 2 USD wager it): the card rule without ORBIT10's 200 spins. */
async function smallNoDepositCode(): Promise<string> {
  const suffix = randomBytes(4).toString('hex');
  const template = await app().inject({
    method: 'POST',
    url: '/api/admin/bonuses/templates',
    headers: bearer(TEST_ADMIN_TOKEN),
    payload: {
      pageIdentity: `no-deposit-${suffix}`,
      kind: 'code',
      title: '2 USD without a deposit',
      currencies: { USD: { amount: 200, maxBet: 200 } },
      wagerMultiplier: 30,
      contribution: {
        games: {},
        collections: { slots: 10_000 },
        defaultRate: 10_000,
        sportsMinOdds: null,
        sportsRate: 0,
      },
      triggerConditions: { invoiceAmountItems: [], baseCurrencyInvoiceAmountFrom: null },
    },
  });
  expect(template.statusCode, template.body).toBe(201);
  const code = `SMALL${suffix}`.toUpperCase();
  const created = await app().inject({
    method: 'POST',
    url: '/api/admin/bonuses/codes',
    headers: bearer(TEST_ADMIN_TOKEN),
    payload: { code, bonusId: template.json<{ id: number }>().id, trigger: 'activation' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return code;
}

/** An operator's gift template: 5 USD, wagered once, every game in full. */
async function giftTemplate(): Promise<number> {
  const template = await app().inject({
    method: 'POST',
    url: '/api/admin/bonuses/templates',
    headers: bearer(TEST_ADMIN_TOKEN),
    payload: {
      pageIdentity: `gift-${randomBytes(4).toString('hex')}`,
      kind: 'manual',
      title: 'A gift',
      currencies: { USD: { amount: 500 } },
      wagerMultiplier: 1,
      contribution: { games: {}, collections: {}, defaultRate: 10_000, sportsMinOdds: null, sportsRate: 0 },
      triggerConditions: { invoiceAmountItems: [], baseCurrencyInvoiceAmountFrom: null },
    },
  });
  expect(template.statusCode, template.body).toBe(201);
  return template.json<{ id: number }>().id;
}

describe('bonuses without a deposit', () => {
  // About 200 spins through the wallet each: a minute or more on a busy machine.
  it('ORBIT10 converts at most the 10 USD it gave, and only stakes of own money wager it', {
    timeout: 180_000,
  }, async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    expect((await claim(player, 'orbit10')).statusCode).toBe(201);
    const [active] = await playerBonuses(app(), player.accessToken);
    expect(active).toMatchObject({
      status: PlayerBonusStatus.Active,
      amount: 1_000,
      balance: 1_000,
      wager: { required: 40_000, maxConversion: 1_000 },
    });
    // A lucky first spin of bonus money (50 USD) and ten even ones: bonus money risks nothing of the player's, so it wagers nothing.
    const slot = await gameIdOf(app(), 'lucky-orbit');
    await spin(app(), player.profile.id, 'USD', slot, 200, 5_000);
    for (let index = 0; index < 10; index += 1) await spin(app(), player.profile.id, 'USD', slot, 200, 200);
    const [lucky] = await playerBonuses(app(), player.accessToken);
    expect(lucky).toMatchObject({ status: PlayerBonusStatus.Active, balance: 5_800, wager: { wagered: 0 } });

    // Own money wagers it: a deposit staked 200 times at 2 USD (even spins) meets the 400 USD.
    await depositFor(app(), player.accessToken, 2_000, 'USD');
    await wagerThrough(player, 200);
    const [finished] = await playerBonuses(app(), player.accessToken, '?status[]=3');
    expect(finished).toMatchObject({
      result: PlayerBonusResult.Played,
      convertedAmount: 1_000,
      forfeitedAmount: 4_800,
    });
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 3_000, bonusBalance: 0 }),
    ]);
    const paid = await createInvoice(app(), player.accessToken, 'withdrawal', {
      ...CARD,
      amount: 3_000,
      fields: { card_number: '4111111111111111' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await accountsOf(app(), player.accessToken)).toEqual([expect.objectContaining({ balance: 0 })]);
    await expectLedgerIntact(app());
  });

  it('keeps what a bonus without a deposit became until a first deposit or a verified identity', {
    timeout: 180_000,
  }, async () => {
    // Own money without a deposit: the operator's gift of 5 USD, played through (a manual grant counts as its table says).
    const player = await registerPlayer(app(), { currency: 'USD' });
    await issueBonus(app(), TEST_ADMIN_TOKEN, player.profile.id, {
      key: `gift-${player.profile.id}`,
      bonusId: await giftTemplate(),
      currency: 'USD',
      activate: true,
    });
    const slot = await gameIdOf(app(), 'lucky-orbit');
    for (let index = 0; index < 3; index += 1) await spin(app(), player.profile.id, 'USD', slot, 200, 200);
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 500, bonusBalance: 0 }),
    ]);
    // ORBIT10 wagered with that own money: its 10 USD are converted without any deposit.
    expect((await claim(player, 'ORBIT10')).statusCode).toBe(201);
    await wagerThrough(player, 200);
    const [converted] = await playerBonuses(app(), player.accessToken, '?status[]=3');
    expect(converted).toMatchObject({ convertedAmount: 1_000 });
    expect(await accountsOf(app(), player.accessToken)).toEqual([expect.objectContaining({ balance: 1_500 })]);

    // No deposit yet: the withdrawal is refused before anything is held, in the player's language.
    const refused = await createInvoice(app(), player.accessToken, 'withdrawal', {
      ...CARD,
      amount: 1_500,
      fields: { card_number: '5105105105105100' },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'no_deposit_winnings_deposit_required' } });
    const german = await app().inject({
      method: 'POST',
      url: '/api/payment/invoices/withdrawal',
      headers: { ...bearer(player.accessToken), 'x-locale': 'de' },
      payload: { ...CARD, amount: 1_500, fields: { card_number: '5105105105105100' } },
    });
    expect(german.json<{ error: { message: string } }>().error.message).toMatch(/Einzahlung.*Identität/);
    expect(await accountsOf(app(), player.accessToken)).toEqual([expect.objectContaining({ balance: 1_500 })]);
    const [invoices] = await queryRows<{ count: number }>(
      app().database.db,
      sql`select count(*)::int as count from invoices where player_id = ${player.profile.id}::uuid`,
    );
    expect(invoices?.count).toBe(0);

    // An approved identity verification opens the door as a deposit would.
    const approved = await app().inject({
      method: 'POST',
      url: `/api/admin/verifications/${player.profile.id}/approve`,
      headers: bearer(TEST_ADMIN_TOKEN),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const paid = await createInvoice(app(), player.accessToken, 'withdrawal', {
      ...CARD,
      amount: 1_500,
      fields: { card_number: '5105105105105100' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await accountsOf(app(), player.accessToken)).toEqual([expect.objectContaining({ balance: 0 })]);
    await expectLedgerIntact(app());
  });

  it('refuses a second account on the same device or address a bonus without a deposit, and flags it for the operator', async () => {
    const [fingerprint, address] = [device(), randomAddress()];
    const first = await registerOn({ fingerprint, address });
    expect((await claim(first, 'ORBIT10')).statusCode).toBe(201);
    const usesBefore = await codeUses('ORBIT10');

    // The same device from another address: refused, nothing granted, the code's use not spent.
    const sameDevice = await registerOn({ fingerprint });
    const refused = await claim(sameDevice, 'ORBIT10', { 'x-locale': 'fr' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'no_deposit_bonus_linked' } });
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/dépôt/);
    expect(await playerBonuses(app(), sameDevice.accessToken)).toEqual([]);
    expect(await accountsOf(app(), sameDevice.accessToken)).toEqual([expect.objectContaining({ balance: 0 })]);
    expect(await codeUses('ORBIT10')).toBe(usesBefore);
    // The free spins of ORBIT50 are a bonus without a deposit too; the same address from another device is refused as well.
    expect((await claim(sameDevice, 'ORBIT50')).statusCode).toBe(409);
    const sameAddress = await registerOn({ fingerprint: device(), address });
    expect((await claim(sameAddress, 'ORBIT50')).json()).toMatchObject({ error: { code: 'no_deposit_bonus_linked' } });
    // An account on another device and address takes it; the first one may still take the other code.
    const stranger = await registerOn({ fingerprint: device() });
    expect((await claim(stranger, 'ORBIT10')).statusCode).toBe(201);
    expect((await claim(first, 'ORBIT50')).statusCode).toBe(201);

    const flags = await linkFlags();
    expect(flags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          playerId: sameDevice.profile.id,
          linkedPlayerId: first.profile.id,
          kind: 'device',
          value: fingerprint,
          stage: 'bonus_code',
          bonusCode: 'ORBIT10',
        }),
        expect.objectContaining({
          playerId: sameAddress.profile.id,
          linkedPlayerId: first.profile.id,
          kind: 'address',
          value: address,
          stage: 'bonus_code',
          bonusCode: 'ORBIT50',
        }),
      ]),
    );
    // One flag per pair, link and stage however often they try.
    expect(flags.filter((flag) => flag.playerId === sameDevice.profile.id)).toHaveLength(1);
    expect(flags.some((flag) => flag.playerId === stranger.profile.id)).toBe(false);
    expect(
      (
        await app().inject({
          method: 'GET',
          url: '/api/admin/bonuses/link-flags',
          headers: bearer(sameDevice.accessToken),
        })
      ).statusCode,
    ).toBe(401);
    await expectLedgerIntact(app());
  });

  it('lets only one of two accounts on one device that claim at the same moment take it', async () => {
    const fingerprint = device();
    const players = [await registerOn({ fingerprint }), await registerOn({ fingerprint })];
    const answers = await Promise.all(players.map((player) => claim(player, 'ORBIT10')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const granted = await Promise.all(
      players.map(async (player) => (await playerBonuses(app(), player.accessToken)).length),
    );
    expect(granted.sort()).toEqual([0, 1]);
    await expectLedgerIntact(app());
  });

  it('holds back the winnings of a second claimant who withdraws to the first one’s card', {
    timeout: 120_000,
  }, async () => {
    const code = await smallNoDepositCode();
    const card = { card_number: '5555555555554444' };
    const first = await registerOn({ fingerprint: device() });
    const second = await registerOn({ fingerprint: device() });
    for (const player of [first, second]) {
      expect((await claim(player, code)).statusCode).toBe(201);
      // Only own money wagers it: the deposit first, then the spins.
      await depositFor(app(), player.accessToken, 2_000, 'USD');
      await wagerThrough(player, 200);
    }
    expect(
      (await createInvoice(app(), first.accessToken, 'withdrawal', { ...CARD, amount: 2_000, fields: card }))
        .statusCode,
    ).toBe(201);
    const before = await accountsOf(app(), second.accessToken);
    const refused = await createInvoice(app(), second.accessToken, 'withdrawal', {
      ...CARD,
      amount: 2_000,
      fields: card,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'no_deposit_winnings_linked' } });
    expect(await accountsOf(app(), second.accessToken)).toEqual(before);
    expect(await linkFlags()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          playerId: second.profile.id,
          linkedPlayerId: first.profile.id,
          kind: 'card',
          value: '555555******4444',
          stage: 'withdrawal',
        }),
      ]),
    );
    // Another card of their own is paid.
    expect(
      (
        await createInvoice(app(), second.accessToken, 'withdrawal', {
          ...CARD,
          amount: 2_000,
          fields: { card_number: '4000056655665556' },
        })
      ).statusCode,
    ).toBe(201);
    await expectLedgerIntact(app());
  });
});
