import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlayerBonusResult, PlayerBonusStatus } from '@casino/shared';
import { queryRows } from '../../db/database';
import { launchToken, providerCall } from '../../providers/games/inhouse/inhouse-testing';
import { accountsOf, gameIdOf, inhouseWallet, issueBonus, playerBonuses, spin } from '../../testing/bonuses';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, registerPlayer } from '../../testing/players';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let manualBonusId: number;
beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
  // A manual template: 2× wagering, dice at 50%, European roulette outside the games that count, at most 10 USD a stake.
  const response = await app().inject({
    method: 'POST',
    url: '/api/admin/bonuses/templates',
    headers: bearer(TEST_ADMIN_TOKEN),
    payload: {
      pageIdentity: `manual-${randomUUID().slice(0, 8)}`,
      kind: 'manual',
      title: 'Manual test bonus',
      currencies: { USD: { amount: 5_000, maxBet: 1_000 } },
      wagerMultiplier: 2,
      contribution: {
        games: { 'orbit-dice': 5_000 },
        collections: {},
        defaultRate: 10_000,
        sportsMinOdds: '1.50',
        sportsRate: 5_000,
      },
      gameIds: ['lucky-orbit', 'orbit-dice', 'orbit-limbo'],
      triggerConditions: { invoiceAmountItems: [], baseCurrencyInvoiceAmountFrom: null },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  manualBonusId = response.json<{ id: number }>().id;
});
afterAll(async () => {
  await testApp.close();
});
const app = () => testApp.app;

async function playerWithBonus(own = 0) {
  const player = await registerPlayer(app(), { currency: 'USD' });
  if (own > 0) await fundPlayer(app(), player.profile.id, 'USD', BigInt(own));
  const bonus = await issueBonus(app(), TEST_ADMIN_TOKEN, player.profile.id, {
    bonusId: manualBonusId,
    currency: 'USD',
  });
  return { player, bonus };
}

async function transfersLike(pattern: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    app().database.db,
    sql`select count(*)::int as count from ledger_transfers where idempotency_key like ${pattern}`,
  );
  return row?.count ?? 0;
}

describe('wagering', () => {
  it('spends own money first, splits a win in proportion, and converts exactly at the requirement, once', async () => {
    const { player, bonus } = await playerWithBonus(500);
    expect(bonus).toMatchObject({
      status: PlayerBonusStatus.Active,
      balance: 5_000,
      wager: { required: 10_000, wagered: 0 },
    });
    const [slot, dice, roulette] = [
      await gameIdOf(app(), 'lucky-orbit'),
      await gameIdOf(app(), 'orbit-dice'),
      await gameIdOf(app(), 'orbit-european-roulette'),
    ];
    // 800 staked with 500 own: 500 own + 300 bonus; a win of 1 600 gives the bonus floor(1600 × 300 / 800) = 600 and own money 1 000.
    const first = await spin(app(), player.profile.id, 'USD', slot, 800, 1_600);
    expect(first.balance).toBe(1_000n + 5_300n);
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 1_000, bonusBalance: 5_300 }),
    ]);
    // Dice counts at 50%, roulette not at all (outside gameIds).
    await spin(app(), player.profile.id, 'USD', dice, 1_000, 1_000);
    await spin(app(), player.profile.id, 'USD', roulette, 1_000, 1_000);
    let [current] = await playerBonuses(app(), player.accessToken);
    expect(current?.wager.wagered).toBe(800 + 500);
    // Up to one short of the requirement: still active.
    for (let index = 0; index < 8; index += 1) await spin(app(), player.profile.id, 'USD', slot, 1_000, 1_000);
    await spin(app(), player.profile.id, 'USD', slot, 699, 699);
    [current] = await playerBonuses(app(), player.accessToken);
    expect(current).toMatchObject({ status: PlayerBonusStatus.Active, wager: { wagered: 9_999 } });
    const ownBefore = (await accountsOf(app(), player.accessToken))[0]?.balance ?? 0;
    const bonusBefore = current?.balance ?? 0;
    // The stake that meets it: the bonus balance becomes own money in the same transaction.
    await spin(app(), player.profile.id, 'USD', slot, 10, 0);
    const [finished] = await playerBonuses(app(), player.accessToken, '?status[]=3');
    const spentFromBonus = ownBefore >= 10 ? 0 : 10 - ownBefore;
    expect(finished).toMatchObject({
      status: PlayerBonusStatus.Finished,
      result: PlayerBonusResult.Played,
      balance: 0,
      convertedAmount: bonusBefore - spentFromBonus,
    });
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({
        balance: ownBefore - (10 - spentFromBonus) + (bonusBefore - spentFromBonus),
        bonusBalance: 0,
      }),
    ]);
    expect(await transfersLike(`bonus:${bonus.id}:convert%`)).toBe(1);
    await expectLedgerIntact(app());
  });

  it('converts once when two rounds holding bonus money settle at the same time', async () => {
    const { player, bonus } = await playerWithBonus();
    const slot = await gameIdOf(app(), 'lucky-orbit');
    const wallet = inhouseWallet(app());
    // Nine rounds played through (9 000 wagered), then two rounds opened with bonus money (+1 000 each).
    for (let index = 0; index < 9; index += 1) await spin(app(), player.profile.id, 'USD', slot, 1_000, 1_000);
    const rounds = [randomUUID(), randomUUID()];
    for (const round of rounds) {
      await wallet.bet({
        playerId: player.profile.id,
        currency: 'USD',
        gameId: slot,
        providerRoundId: round,
        providerTransactionId: `${round}:bet`,
        amount: 1_000n,
      });
    }
    const [open] = await playerBonuses(app(), player.accessToken);
    expect(open).toMatchObject({
      status: PlayerBonusStatus.Active,
      hasOpenRound: true,
      balance: 3_000,
      wager: { wagered: 11_000 },
    });
    // Cancelling waits for the open rounds (bonus-cancel-lock).
    const locked = await app().inject({
      method: 'PUT',
      url: `/api/game/player-bonuses/${bonus.id}/cancel`,
      headers: bearer(player.accessToken),
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ error: { code: 'bonus_cancel_locked' } });
    await Promise.all(
      rounds.map((round) =>
        wallet.win({
          playerId: player.profile.id,
          currency: 'USD',
          gameId: slot,
          providerRoundId: round,
          providerTransactionId: `${round}:win`,
          amount: 1_500n,
        }),
      ),
    );
    const [finished] = await playerBonuses(app(), player.accessToken, '?status[]=3');
    expect(finished).toMatchObject({ result: PlayerBonusResult.Played, convertedAmount: 6_000 });
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 6_000, bonusBalance: 0 }),
    ]);
    expect(await transfersLike(`bonus:${bonus.id}:convert%`)).toBe(1);
    await expectLedgerIntact(app());
  });

  it('refuses a stake above the maximum bet before any money moves, and pushes game.bet.max.exceed', async () => {
    const { player } = await playerWithBonus(2_000);
    const token = await launchToken(app(), 'lucky-orbit', { player });
    // The game knows the maximum before the player stakes (it shows a bonus buy above it refused).
    const opened = await providerCall(app(), '/session', { token });
    expect(opened.json()).toMatchObject({ limits: { bonusMaxBet: 1_000 } });
    const before = await accountsOf(app(), player.accessToken);
    const refused = await providerCall(app(), '/rounds', { token, bet: 1_500, params: {} });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'bonus_max_bet_exceeded' } });
    expect(await accountsOf(app(), player.accessToken)).toEqual(before);
    const [rounds] = await queryRows<{ count: number }>(
      app().database.db,
      sql`select count(*)::int as count from game_rounds where player_id = ${player.profile.id}::uuid`,
    );
    expect(rounds?.count).toBe(0);
    const pushes = await queryRows<{ data: Record<string, unknown> }>(
      app().database.db,
      sql`select data from realtime_outbox where channel = ${`game:bets#${player.profile.id}`} order by id`,
    );
    expect(pushes.map((push) => push.data)).toContainEqual({
      type: 'game.bet.max.exceed',
      currency: 'USD',
      maxBetAmount: 1_000,
      gameIdentity: 'lucky-orbit',
    });
    // At the maximum it plays.
    const played = await providerCall(app(), '/rounds', { token, bet: 1_000, params: {} });
    expect(played.statusCode, played.body).toBe(200);
    await expectLedgerIntact(app());
  });

  it('returns each part of a rolled-back stake where it came from', async () => {
    const { player } = await playerWithBonus(300);
    const slot = await gameIdOf(app(), 'lucky-orbit');
    const wallet = inhouseWallet(app());
    const round = randomUUID();
    const call = {
      playerId: player.profile.id,
      currency: 'USD',
      gameId: slot,
      providerRoundId: round,
      providerTransactionId: `${round}:bet`,
    };
    await wallet.bet({ ...call, amount: 1_000n });
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 0, bonusBalance: 4_300 }),
    ]);
    await wallet.rollback(call);
    await wallet.rollback(call);
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 300, bonusBalance: 5_000 }),
    ]);
    await expectLedgerIntact(app());
  });

  it('counts a sports bet only from the minimum odds, spends own money only, and can complete on the stake', async () => {
    const { player, bonus } = await playerWithBonus(30_000);
    const [sportsbook] = await queryRows<{ id: string }>(
      app().database.db,
      sql`select g.id::text as id from games g join game_providers p on p.id = g.provider_id where p.integration = 'sportsbook' limit 1`,
    );
    if (!sportsbook) throw new Error('no sportsbook game');
    const wallet = app().bonuses.gameWallet.seamlessWallet('sportsbook');
    const bet = (amount: number, odds: string) => {
      const id = randomUUID();
      return wallet.bet({
        playerId: player.profile.id,
        currency: 'USD',
        gameId: sportsbook.id,
        providerRoundId: `bet-${id}`,
        providerTransactionId: `bet-${id}:stake`,
        amount: BigInt(amount),
        odds,
      });
    };
    await bet(4_000, '1.49');
    let [current] = await playerBonuses(app(), player.accessToken);
    expect(current).toMatchObject({ balance: 5_000, wager: { wagered: 0 } });
    await bet(4_000, '1.50');
    [current] = await playerBonuses(app(), player.accessToken);
    expect(current).toMatchObject({ balance: 5_000, wager: { wagered: 2_000 } });
    // 16 000 at 50% meets the remaining 8 000: converted with the stake (sports bets hold no bonus money).
    await bet(16_000, '2.10');
    const [finished] = await playerBonuses(app(), player.accessToken, '?status[]=3');
    expect(finished).toMatchObject({ id: bonus.id, result: PlayerBonusResult.Played, convertedAmount: 5_000 });
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 30_000 - 24_000 + 5_000, bonusBalance: 0 }),
    ]);
    await expectLedgerIntact(app());
  });
});
