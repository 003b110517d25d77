import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PlayerBonusStatus, type BonusCodeRedemption, type PlayerFreespin } from '@casino/shared';
import { queryRows } from '../../db/database';
import { gameIdOf, inhouseWallet, issueBonus, playerBonuses } from '../../testing/bonuses';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, registerPlayer } from '../../testing/players';
import { launchToken, session } from '../../providers/games/inhouse/inhouse-testing';
import { lockWalletOf } from './bonus-transitions';
import { useTestApp } from '../../testing/test-app';

/** Defects found in the review of the bonus engine: each test failed before its fix. */

const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const app = () => testApp.app;

const template = (overrides: Record<string, unknown> = {}) => ({
  pageIdentity: `review-${randomUUID().slice(0, 8)}`,
  kind: 'manual',
  title: 'Review bonus',
  currencies: { USD: { amount: 5_000, maxBet: 1_000 } },
  wagerMultiplier: 2,
  contribution: { games: {}, collections: {}, defaultRate: 10_000, sportsMinOdds: null, sportsRate: 0 },
  triggerConditions: { invoiceAmountItems: [], baseCurrencyInvoiceAmountFrom: null },
  ...overrides,
});

async function createTemplate(body: Record<string, unknown>) {
  return app().inject({
    method: 'POST',
    url: '/api/admin/bonuses/templates',
    headers: bearer(TEST_ADMIN_TOKEN),
    payload: body,
  });
}

describe('operator API: a template naming what does not exist', () => {
  it('answers 422 with the field (not 500) for an unknown package, currency or free-spin game, on create and on replace', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ packageId: 2_000_000_000, packageStep: 1 }, 'packageId'],
      [{ currencies: { ZZZ: { amount: 100 } } }, 'currencies'],
      [
        {
          triggerConditions: {
            invoiceAmountItems: [{ currency: 'ZZZ', amountFrom: 100 }],
            baseCurrencyInvoiceAmountFrom: null,
          },
        },
        'triggerConditions',
      ],
      [
        {
          freespins: { game: 'no-such-game', count: 10, wagerMultiplier: 1 },
          currencies: { USD: { freespinBet: 10 } },
        },
        'freespins',
      ],
    ];
    const created = await createTemplate(template());
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    for (const [overrides, field] of cases) {
      const response = await createTemplate(template(overrides));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({
        error: { code: 'validation_failed', fields: { [field]: [expect.any(String)] } },
      });
      const replaced = await app().inject({
        method: 'PUT',
        url: `/api/admin/bonuses/templates/${id}`,
        headers: bearer(TEST_ADMIN_TOKEN),
        payload: template(overrides),
      });
      expect(replaced.statusCode, replaced.body).toBe(422);
    }
    // Ids past PostgreSQL's integer: 4xx in the error format, not 500.
    const huge = await app().inject({
      method: 'PUT',
      url: '/api/admin/bonuses/templates/99999999999',
      headers: bearer(TEST_ADMIN_TOKEN),
      payload: template(),
    });
    expect(huge.statusCode, huge.body).toBe(400);
    const code = await app().inject({
      method: 'POST',
      url: '/api/admin/bonuses/codes',
      headers: bearer(TEST_ADMIN_TOKEN),
      payload: { code: `R${randomUUID().slice(0, 8)}`, bonusId: 99_999_999_999, trigger: 'activation' },
    });
    expect(code.statusCode, code.body).toBe(422);
    expect(code.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });
});

describe('maximum bet while wagering', () => {
  it('holds for the round: two bets in one round cannot add up past it', async () => {
    const created = await createTemplate(template());
    const bonusId = created.json<{ id: number }>().id;
    const player = await registerPlayer(app(), { currency: 'USD' });
    await fundPlayer(app(), player.profile.id, 'USD', 5_000n);
    await issueBonus(app(), TEST_ADMIN_TOKEN, player.profile.id, { bonusId, currency: 'USD' });
    const gameId = await gameIdOf(app(), 'lucky-orbit');
    const roundId = randomUUID();
    const call = { playerId: player.profile.id, currency: 'USD', gameId, providerRoundId: roundId };
    await inhouseWallet(app()).bet({ ...call, providerTransactionId: `${roundId}:a`, amount: 1_000n });
    await expect(
      inhouseWallet(app()).bet({ ...call, providerTransactionId: `${roundId}:b`, amount: 1n }),
    ).rejects.toMatchObject({ code: 'bonus_max_bet_exceeded' });
    await inhouseWallet(app()).win({ ...call, providerTransactionId: `${roundId}:w`, amount: 0n });
    await expectLedgerIntact(app());
  });
});

describe('a deposit bonus is taken once per player', () => {
  it('even when two deposits in two currencies are credited at the same moment', async () => {
    const created = await createTemplate(
      template({
        kind: 'deposit',
        percent: 10_000,
        currencies: { USD: { maxAmount: 10_000 }, EUR: { maxAmount: 10_000 } },
        triggerConditions: { invoiceAmountItems: [], baseCurrencyInvoiceAmountFrom: 1_000 },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const bonusId = created.json<{ id: number }>().id;
    const player = await registerPlayer(app(), { currency: 'USD' });
    const opened = await app().inject({
      method: 'POST',
      url: '/api/wallet/accounts',
      headers: bearer(player.accessToken),
      payload: { currency: 'EUR' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const service = app().bonuses.service;
    const db = app().database.db;
    const deposit = (currency: string) => ({
      id: randomUUID(),
      playerId: player.profile.id,
      currency,
      amount: 5_000n,
      bonusId,
      bonusCode: null,
    });
    // The payment module credits each deposit (its wallet account locked) and then asks for the bonus, in one transaction.
    let firstGranted!: () => void;
    const granted = new Promise<void>((resolve) => (firstGranted = resolve));
    const first = db.transaction(async (tx) => {
      await lockWalletOf(tx, player.profile.id, 'USD');
      const outcome = await service.depositCredited(tx, deposit('USD'));
      firstGranted();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return outcome;
    });
    await granted;
    const second = db.transaction(async (tx) => {
      await lockWalletOf(tx, player.profile.id, 'EUR');
      return service.depositCredited(tx, deposit('EUR'));
    });
    const outcomes = await Promise.all([first, second]);
    expect(outcomes.sort()).toEqual(['already_taken', 'issued']);
    const rows = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from player_bonuses where player_id = ${player.profile.id}::uuid and bonus_id = ${bonusId}`,
    );
    expect(rows[0]?.count).toBe(1);
    expect(await playerBonuses(app(), player.accessToken)).toEqual([
      expect.objectContaining({ status: PlayerBonusStatus.Active }),
    ]);
    await expectLedgerIntact(app());
  });
});

describe('contract additions for the web', () => {
  it('answers one offer by page identity with its contribution table (guests too), 404 for an unknown or switched-off one', async () => {
    const contribution = {
      games: { 'orbit-dice': 5_000 },
      collections: {},
      defaultRate: 10_000,
      sportsMinOdds: null,
      sportsRate: 0,
    };
    const body = template({ contribution, currencies: { USD: { amount: 5_000, maxBet: 1_000 } } });
    const created = await createTemplate(body);
    const id = created.json<{ id: number }>().id;
    const offer = await app().inject({
      method: 'GET',
      url: `/api/game/bonuses/offers/${String(body.pageIdentity)}?currency=USD`,
    });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json()).toMatchObject({
      id,
      pageIdentity: body.pageIdentity,
      currency: 'USD',
      amount: 5_000,
      maxBet: 1_000,
      contribution,
    });
    expect(
      (await app().inject({ method: 'GET', url: `/api/game/bonuses/offers/${String(body.pageIdentity)}` })).json(),
    ).toMatchObject({ currency: 'USD' });
    expect((await app().inject({ method: 'GET', url: '/api/game/bonuses/offers/no-such-offer' })).statusCode).toBe(404);
    expect(
      (await app().inject({ method: 'GET', url: `/api/game/bonuses/offers/${String(body.pageIdentity)}?currency=usd` }))
        .statusCode,
    ).toBe(400);
    await app().inject({
      method: 'PUT',
      url: `/api/admin/bonuses/templates/${id}`,
      headers: bearer(TEST_ADMIN_TOKEN),
      payload: { ...body, isEnabled: false },
    });
    expect(
      (await app().inject({ method: 'GET', url: `/api/game/bonuses/offers/${String(body.pageIdentity)}` })).statusCode,
    ).toBe(404);
    // The offers list carries the table as well.
    const list = await app().inject({ method: 'GET', url: '/api/game/bonuses?currency=USD' });
    for (const item of list.json<{ data: { contribution?: { defaultRate: number } }[] }>().data)
      expect(typeof item.contribution?.defaultRate).toBe('number');
  });

  it('lets the operator read a template in full, and list them', async () => {
    const body = template({ description: 'Terms', gameIds: ['lucky-orbit'] });
    const id = (await createTemplate(body)).json<{ id: number }>().id;
    const one = await app().inject({
      method: 'GET',
      url: `/api/admin/bonuses/templates/${id}`,
      headers: bearer(TEST_ADMIN_TOKEN),
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      id,
      pageIdentity: body.pageIdentity,
      kind: 'manual',
      description: 'Terms',
      currencies: body.currencies,
      wagerMultiplier: 2,
      gameIds: ['lucky-orbit'],
      contribution: body.contribution,
      freespins: null,
      isEnabled: true,
    });
    expect(
      (
        await app().inject({
          method: 'GET',
          url: '/api/admin/bonuses/templates/2000000000',
          headers: bearer(TEST_ADMIN_TOKEN),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app().inject({
          method: 'GET',
          url: '/api/admin/bonuses/templates/abc',
          headers: bearer(TEST_ADMIN_TOKEN),
        })
      ).statusCode,
    ).toBe(400);
    expect((await app().inject({ method: 'GET', url: `/api/admin/bonuses/templates/${id}` })).statusCode).toBe(401);
    const list = await app().inject({
      method: 'GET',
      url: '/api/admin/bonuses/templates',
      headers: bearer(TEST_ADMIN_TOKEN),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toContain(id);
  });
});

describe('free spins', () => {
  async function freespinsGranted() {
    const player = await registerPlayer(app(), { currency: 'USD' });
    const redeemed = await app().inject({
      method: 'POST',
      url: '/api/game/bonuses/bonuscodes',
      headers: bearer(player.accessToken),
      payload: { bonusCode: 'orbit50', trigger: 'activation' },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    return { player, playerFreespinId: redeemed.json<BonusCodeRedemption>().playerFreespinId ?? '' };
  }

  it('keep their winnings bonus issued until the last spin: activating it early is refused (the spins left would pay nothing)', async () => {
    const { player, playerFreespinId } = await freespinsGranted();
    const activated = await app().inject({
      method: 'PUT',
      url: `/api/game/player-freespins/${playerFreespinId}/activate`,
      headers: bearer(player.accessToken),
    });
    const winningsId = activated.json<PlayerFreespin>().playerBonusId ?? '';
    const early = await app().inject({
      method: 'PUT',
      url: `/api/game/player-bonuses/${winningsId}/activate`,
      headers: bearer(player.accessToken),
    });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'freespins_in_play' } });
    expect(await playerBonuses(app(), player.accessToken)).toEqual([
      expect.objectContaining({ id: winningsId, status: PlayerBonusStatus.Issued }),
    ]);
    await expectLedgerIntact(app());
  });

  it('past their deadline are no longer offered to the game, before the expiry job ends them', async () => {
    const { player, playerFreespinId } = await freespinsGranted();
    await app().inject({
      method: 'PUT',
      url: `/api/game/player-freespins/${playerFreespinId}/activate`,
      headers: bearer(player.accessToken),
    });
    const token = await launchToken(app(), 'lucky-orbit', { player });
    expect((await session(app(), token)).freespins).toEqual({ left: 50, betAmount: 20 });
    const service = app().bonuses.service;
    service.now = () => new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    try {
      expect((await session(app(), token)).freespins).toBeNull();
    } finally {
      service.now = () => new Date();
    }
  });

  it('of a game switched off cannot be activated', async () => {
    const { player, playerFreespinId } = await freespinsGranted();
    const db = app().database.db;
    await db.execute(sql`update games set is_enabled = false where identity = 'lucky-orbit'`);
    try {
      const activated = await app().inject({
        method: 'PUT',
        url: `/api/game/player-freespins/${playerFreespinId}/activate`,
        headers: bearer(player.accessToken),
      });
      expect(activated.statusCode, activated.body).toBe(409);
      expect(activated.json()).toMatchObject({ error: { code: 'game_unavailable' } });
    } finally {
      await db.execute(sql`update games set is_enabled = true where identity = 'lucky-orbit'`);
    }
    const activated = await app().inject({
      method: 'PUT',
      url: `/api/game/player-freespins/${playerFreespinId}/activate`,
      headers: bearer(player.accessToken),
    });
    expect(activated.statusCode, activated.body).toBe(200);
  });
});

describe('deadlines before the expiry job runs', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  it('an issued bonus past its activation deadline cannot be activated; an active one past wagering is neither spent nor converted', async () => {
    const bonusId = (await createTemplate(template({ wagerMultiplier: 1 }))).json<{ id: number }>().id;
    const late = await registerPlayer(app(), { currency: 'USD' });
    const issued = await issueBonus(app(), TEST_ADMIN_TOKEN, late.profile.id, {
      bonusId,
      currency: 'USD',
      activate: false,
    });
    const spender = await registerPlayer(app(), { currency: 'USD' });
    const active = await issueBonus(app(), TEST_ADMIN_TOKEN, spender.profile.id, { bonusId, currency: 'USD' });
    expect(active).toMatchObject({ status: PlayerBonusStatus.Active, balance: 5_000, wager: { required: 5_000 } });
    const slot = await gameIdOf(app(), 'lucky-orbit');
    const service = app().bonuses.service;
    service.now = () => new Date(Date.now() + 31 * DAY_MS);
    try {
      const activated = await app().inject({
        method: 'PUT',
        url: `/api/game/player-bonuses/${issued.id}/activate`,
        headers: bearer(late.accessToken),
      });
      expect(activated.statusCode, activated.body).toBe(409);
      expect(activated.json()).toMatchObject({ error: { code: 'bonus_expired' } });
      // No own money and the bonus past its deadline: the stake is refused, the bonus money stays for the job to forfeit.
      const round = randomUUID();
      const call = {
        playerId: spender.profile.id,
        currency: 'USD',
        gameId: slot,
        providerRoundId: round,
        betTransactionId: `${round}:bet`,
        winTransactionId: `${round}:win`,
      };
      await expect(inhouseWallet(app()).betAndWin({ ...call, bet: 1_000n, win: 0n })).rejects.toMatchObject({
        code: 'insufficient_funds',
      });
      expect(await playerBonuses(app(), spender.accessToken)).toEqual([
        expect.objectContaining({ id: active.id, status: PlayerBonusStatus.Active, balance: 5_000 }),
      ]);
      await service.expire();
      expect(await playerBonuses(app(), spender.accessToken, '?status[]=3')).toEqual([
        expect.objectContaining({ id: active.id, forfeitedAmount: 5_000, convertedAmount: 0 }),
      ]);
    } finally {
      service.now = () => new Date();
    }
    await expectLedgerIntact(app());
  });
});

describe('forged input on the player API', () => {
  it('answers 4xx in the error format, never 5xx, and another player’s ids are not found', async () => {
    const owner = await registerPlayer(app(), { currency: 'USD' });
    const bonusId = (await createTemplate(template())).json<{ id: number }>().id;
    const theirs = await issueBonus(app(), TEST_ADMIN_TOKEN, owner.profile.id, {
      bonusId,
      currency: 'USD',
      activate: false,
    });
    const attacker = await registerPlayer(app(), { currency: 'USD' });
    const headers = bearer(attacker.accessToken);
    const calls: { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: unknown }[] = [
      {
        method: 'POST',
        url: '/api/game/bonuses/bonuscodes',
        payload: { bonusCode: 'ORBIT\u0000', trigger: 'activation' },
      },
      {
        method: 'POST',
        url: '/api/game/bonuses/bonuscodes',
        payload: { bonusCode: 'x'.repeat(10_000), trigger: 'activation' },
      },
      { method: 'POST', url: '/api/game/bonuses/bonuscodes', payload: { bonusCode: 42, trigger: 'activation' } },
      { method: 'POST', url: '/api/game/bonuses/bonuscodes', payload: { bonusCode: 'ORBIT10', trigger: 'sometime' } },
      { method: 'POST', url: '/api/game/bonuses/bonuscodes', payload: { bonusCode: '   ', trigger: 'deposit' } },
      { method: 'DELETE', url: '/api/game/bonuses/bonuscodes', payload: { playerBonusCodeId: 'not-a-uuid' } },
      { method: 'GET', url: '/api/game/bonuses?currency=USD&amount=-5' },
      { method: 'GET', url: '/api/game/bonuses?currency=USD&amount=1e400' },
      { method: 'GET', url: '/api/game/bonuses?currency=%00' },
      { method: 'GET', url: '/api/game/bonuses/status?bonusIds[]=99999999999' },
      { method: 'GET', url: '/api/game/bonuses/package?identity=%00' },
      { method: 'GET', url: '/api/game/bonuses/offers/%00' },
      { method: 'GET', url: '/api/game/bonuses/cashback?currency=usd' },
      { method: 'POST', url: '/api/game/bonuses/cashback/not-a-uuid/claim' },
      { method: 'POST', url: `/api/game/bonuses/cashback/${randomUUID()}/claim` },
      { method: 'GET', url: '/api/game/player-bonuses?status[]=9' },
      { method: 'PUT', url: `/api/game/player-bonuses/${theirs.id}/activate` },
      { method: 'PUT', url: `/api/game/player-bonuses/${theirs.id}/cancel` },
      { method: 'PUT', url: '/api/game/player-bonuses/x/activate' },
      { method: 'PUT', url: `/api/game/player-freespins/${randomUUID()}/activate` },
    ];
    for (const call of calls) {
      const response = await app().inject({
        method: call.method,
        url: call.url,
        headers,
        ...(call.payload === undefined ? {} : { payload: call.payload as Record<string, unknown> }),
      });
      expect(response.statusCode, `${call.method} ${call.url} ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${call.method} ${call.url} ${response.body}`).toBeLessThan(500);
      const body = response.json<{ error?: { code?: unknown; message?: unknown } }>();
      expect([typeof body.error?.code, typeof body.error?.message], call.url).toEqual(['string', 'string']);
    }
    expect(await playerBonuses(app(), owner.accessToken)).toEqual([
      expect.objectContaining({ id: theirs.id, status: PlayerBonusStatus.Issued }),
    ]);
  });
});
