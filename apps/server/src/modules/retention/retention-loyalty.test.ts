import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LoyaltyAccount, LoyaltyAccountUpdatedPush, LoyaltyLevelsResponse, RakebackClaim } from '@casino/shared';
import { queryRows } from '../../db/database';
import { accountsOf, gameIdOf, inhouseWallet, issueBonus, spin } from '../../testing/bonuses';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, randomAddress, registerPlayer } from '../../testing/players';
import { runJobsUntilDone } from '../../testing/jobs';
import { useTestApp } from '../../testing/test-app';
import { houseEdgeBps } from '../bonus/bonus.service';

const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const app = () => testApp.app;

async function edgeOf(identity: string): Promise<number> {
  const [game] = await queryRows<{ rtp_basis_points: number; features: string[] }>(
    app().database.db,
    sql`select rtp_basis_points, features from games where identity = ${identity}`,
  );
  if (!game) throw new Error(`no game ${identity}`);
  return houseEdgeBps({ rtpBasisPoints: game.rtp_basis_points, features: game.features });
}

async function usdPlayer() {
  const player = await registerPlayer(app(), { currency: 'USD' });
  return { ...player, id: player.profile.id };
}

async function account(token: string): Promise<LoyaltyAccount> {
  const response = await app().inject({ method: 'GET', url: '/api/retention/account', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LoyaltyAccount>();
}

async function accountPushes(playerId: string): Promise<LoyaltyAccountUpdatedPush[]> {
  const rows = await queryRows<{ data: LoyaltyAccountUpdatedPush }>(
    app().database.db,
    sql`select data from realtime_outbox where channel = ${`retention:accounts#${playerId}`} order by id`,
  );
  return rows.map((row) => row.data);
}

describe('loyalty points, levels and rakeback', () => {
  it('publishes levels whose thresholds only rise, to players only', async () => {
    const player = await usdPlayer();
    const response = await app().inject({
      method: 'GET',
      url: '/api/retention/levels',
      headers: bearer(player.accessToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<LoyaltyLevelsResponse>();
    expect(data.length).toBeGreaterThan(2);
    for (let index = 1; index < data.length; index += 1) {
      expect(data[index]?.points).toBeGreaterThan(data[index - 1]?.points ?? 0);
      expect(data[index]?.order).toBe((data[index - 1]?.order ?? 0) + 1);
    }
    expect((await app().inject({ method: 'GET', url: '/api/retention/levels' })).statusCode).toBe(401);
    expect((await app().inject({ method: 'GET', url: '/api/retention/account' })).statusCode).toBe(401);
  });

  it('gives points for the house edge of own-money stakes, game by game, once per round, through the job queue', async () => {
    const player = await usdPlayer();
    await fundPlayer(app(), player.id, 'USD', 100_000n);
    const [dice, slot] = [await gameIdOf(app(), 'orbit-dice'), await gameIdOf(app(), 'lucky-orbit')];
    const [diceEdge, slotEdge] = [await edgeOf('orbit-dice'), await edgeOf('lucky-orbit')];
    expect(slotEdge).toBeGreaterThan(diceEdge);
    const plays = [
      { game: dice, bet: 1_000, win: 0 },
      { game: slot, bet: 1_000, win: 500 },
      { game: dice, bet: 333, win: 666 },
    ];
    const rounds = [];
    for (const play of plays) rounds.push((await spin(app(), player.id, 'USD', play.game, play.bet, play.win)).roundId);
    await runJobsUntilDone(app(), ['retention.round']);
    const units = 1_000 * diceEdge + 1_000 * slotEdge + 333 * diceEdge;
    const expected = Math.floor(units / 10_000);
    expect((await account(player.accessToken)).points).toBe(expected);
    // A 1 USD stake at the slot earns more than at dice, by their edges.
    expect(Math.floor((1_000 * slotEdge) / 10_000)).toBeGreaterThan(Math.floor((1_000 * diceEdge) / 10_000));
    // Replayed (a retry, a second node): nothing more.
    for (const roundId of rounds) expect(await app().retention.events.roundSettled(roundId)).toBe(false);
    expect((await account(player.accessToken)).points).toBe(expected);
  });

  it('gives nothing for bonus money or a rolled-back (void) stake', async () => {
    const player = await usdPlayer();
    const slot = await gameIdOf(app(), 'lucky-orbit');
    const [manual] = await queryRows<{ id: number }>(
      app().database.db,
      sql`select id from bonuses where page_identity = 'no-deposit-10'`,
    );
    await issueBonus(app(), TEST_ADMIN_TOKEN, player.id, {
      bonusId: Number(manual?.id),
      currency: 'USD',
      amount: 1_000,
      activate: true,
    });
    const bonusRound = await spin(app(), player.id, 'USD', slot, 150, 0);
    expect(await app().retention.events.roundSettled(bonusRound.roundId)).toBe(true);
    expect((await account(player.accessToken)).points).toBe(0);
    // A stake rolled back (the provider voided the round) settles nothing and earns nothing.
    const other = await usdPlayer();
    await fundPlayer(app(), other.id, 'USD', 10_000n);
    const wallet = inhouseWallet(app());
    const call = {
      playerId: other.id,
      currency: 'USD',
      gameId: slot,
      providerRoundId: `void-${other.id}`,
      providerTransactionId: `void-${other.id}:bet`,
    };
    const bet = await wallet.bet({ ...call, amount: 5_000n });
    await wallet.rollback(call);
    expect(await app().retention.events.roundSettled(bet.roundId)).toBe(false);
    expect((await account(other.accessToken)).points).toBe(0);
    await expectLedgerIntact(app());
  });

  it('raises the level once, never lowers it, grants the level’s rewards once and pushes the level-up', async () => {
    const player = await usdPlayer();
    await fundPlayer(app(), player.id, 'USD', 1_000_000n);
    const slot = await gameIdOf(app(), 'lucky-orbit');
    const edge = await edgeOf('lucky-orbit');
    // Gold is 500 points: stakes whose house edge is 5.00 USD and a little more.
    const stake = Math.ceil((500 * 10_000) / edge) + 100;
    const { roundId } = await spin(app(), player.id, 'USD', slot, stake, 0);
    await app().retention.events.roundSettled(roundId);
    const after = await account(player.accessToken);
    expect(after.currentLevel.order).toBe(3);
    expect(after.nextLevel?.order).toBe(4);
    const levelUps = (await accountPushes(player.id)).filter((push) => push.levelUp !== null);
    expect(levelUps).toHaveLength(1);
    expect(levelUps[0]?.levelUp).toMatchObject({ previousOrder: 1, order: 3, name: 'Gold' });
    // Gold's reward (50 free spins) once.
    const spins = await queryRows<{ count: number }>(
      app().database.db,
      sql`select count(*)::int as count from player_freespins where player_id = ${player.id}::uuid and source_kind = 'loyalty_level'`,
    );
    expect(spins[0]?.count).toBe(1);
    const again = await spin(app(), player.id, 'USD', slot, stake, 0);
    await app().retention.events.roundSettled(again.roundId);
    expect((await account(player.accessToken)).currentLevel.order).toBe(3);
    expect((await accountPushes(player.id)).filter((push) => push.levelUp !== null)).toHaveLength(1);
  });

  it('grants no quest or level reward during a break: a break forfeits bonuses and grants none', async () => {
    const player = await usdPlayer();
    const cooling = await app().inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: bearer(player.accessToken),
      payload: { definition: 5, days: 1 },
    });
    expect(cooling.statusCode, cooling.body).toBe(201);
    // A reward earned before the break and handed out in it (its event's job ran late): Gold's free spins.
    for (const kind of ['loyalty_level', 'quest'] as const) {
      const granted = await app().database.db.transaction((tx) =>
        app().bonuses.service.grantReward(tx, {
          playerId: player.id,
          pageIdentity: 'orbit-50',
          currency: 'USD',
          source: { kind, id: `${player.id}:break` },
        }),
      );
      expect(granted).toBeUndefined();
    }
    const spins = await queryRows<{ count: number }>(
      app().database.db,
      sql`select count(*)::int as count from player_freespins where player_id = ${player.id}::uuid`,
    );
    expect(spins[0]?.count).toBe(0);
    await expectLedgerIntact(app());
  });

  it('accrues rakeback at the level’s rate of the house edge and pays it once under 20 concurrent claims', async () => {
    const player = await usdPlayer();
    await fundPlayer(app(), player.id, 'USD', 100_000n);
    const dice = await gameIdOf(app(), 'orbit-dice');
    const edge = await edgeOf('orbit-dice');
    const { roundId } = await spin(app(), player.id, 'USD', dice, 20_000, 0);
    await app().retention.events.roundSettled(roundId);
    const before = await account(player.accessToken);
    const rate = 500; // Bronze, the level the stake was made at.
    const expected = Math.floor((20_000 * edge * rate) / 100_000_000);
    expect(expected).toBeGreaterThan(0);
    expect(before.rakeback.balances).toEqual([{ currency: 'USD', amount: expected }]);
    const balanceBefore =
      (await accountsOf(app(), player.accessToken)).find((row) => row.currency === 'USD')?.balance ?? 0;
    const claims = await Promise.all(
      Array.from({ length: 20 }, () =>
        app().inject({
          method: 'POST',
          url: '/api/retention/rakeback/claim',
          headers: bearer(player.accessToken),
          payload: { currency: 'USD' },
          remoteAddress: randomAddress(),
        }),
      ),
    );
    const paid = claims.filter((claim) => claim.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.json<RakebackClaim>()).toMatchObject({ currency: 'USD', amount: expected });
    for (const refused of claims.filter((claim) => claim.statusCode !== 200))
      expect(refused.json()).toMatchObject({ error: { code: 'rakeback_empty' } });
    expect((await accountsOf(app(), player.accessToken)).find((row) => row.currency === 'USD')?.balance).toBe(
      balanceBefore + expected,
    );
    expect((await account(player.accessToken)).rakeback.balances).toEqual([{ currency: 'USD', amount: 0 }]);
    await expectLedgerIntact(app());
  });

  it('refuses bad claims in the error format', async () => {
    const player = await usdPlayer();
    const bad = await app().inject({
      method: 'POST',
      url: '/api/retention/rakeback/claim',
      headers: bearer(player.accessToken),
      payload: { currency: 'usd!' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ error: { code: string } }>().error.code).toBe('validation_failed');
    const none = await app().inject({
      method: 'POST',
      url: '/api/retention/rakeback/claim',
      headers: bearer(player.accessToken),
      payload: { currency: 'EUR' },
    });
    expect(none.statusCode).toBe(409);
  });
});
