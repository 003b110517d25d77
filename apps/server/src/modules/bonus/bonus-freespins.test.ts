import { describe, expect, it } from 'vitest';
import { PlayerBonusResult, PlayerBonusStatus, type BonusCodeRedemption, type PlayerFreespin } from '@casino/shared';
import { launchToken, providerCall, session } from '../../providers/games/inhouse/inhouse-testing';
import { accountsOf, playerBonuses } from '../../testing/bonuses';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { bearer, registerPlayer } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';

const testApp = useTestApp();
const app = () => testApp.app;

async function freespinsOf(token: string, query = ''): Promise<PlayerFreespin[]> {
  const response = await app().inject({
    method: 'GET',
    url: `/api/game/player-freespins${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PlayerFreespin[] }>().data;
}

describe('free spins', () => {
  it('are played in the slot without own money and pay their winnings into bonus money with its own wagering', async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    await fundPlayer(app(), player.profile.id, 'USD', 700n);
    const redeemed = await app().inject({
      method: 'POST',
      url: '/api/game/bonuses/bonuscodes',
      headers: bearer(player.accessToken),
      payload: { bonusCode: 'orbit50', trigger: 'activation' },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const { playerFreespinId } = redeemed.json<BonusCodeRedemption>();
    const [issued] = await freespinsOf(player.accessToken);
    expect(issued).toMatchObject({
      id: playerFreespinId,
      status: PlayerBonusStatus.Issued,
      count: 50,
      played: 0,
      betAmount: 20,
      gameIdentity: 'lucky-orbit',
    });
    const activated = await app().inject({
      method: 'PUT',
      url: `/api/game/player-freespins/${playerFreespinId}/activate`,
      headers: bearer(player.accessToken),
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json<PlayerFreespin>()).toMatchObject({ status: PlayerBonusStatus.Active });
    expect(activated.json<PlayerFreespin>().playerBonusId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));

    const token = await launchToken(app(), 'lucky-orbit', { player });
    expect((await session(app(), token)).freespins).toEqual({ left: 50, betAmount: 20 });
    let winnings = 0;
    for (let spin = 0; spin < 50; spin += 1) {
      const response = await providerCall(app(), '/rounds', { token, bet: 1_000, params: {} });
      expect(response.statusCode, response.body).toBe(200);
      const { round, freespins } = response.json<{
        round: { bet: number; win: number };
        freespins: { left: number; betAmount: number } | null;
      }>();
      expect(round.bet).toBe(20);
      // The game is told how many are left after each one.
      expect(freespins).toEqual(spin < 49 ? { left: 49 - spin, betAmount: 20 } : null);
      winnings += round.win;
      // Own money never moves.
      if (spin % 10 === 0) expect((await accountsOf(app(), player.accessToken))[0]?.balance).toBe(700);
    }
    expect((await session(app(), token)).freespins).toBeNull();
    // Each free spin is in the player's spins history: no stake of theirs, its win as it was.
    const history = await app().inject({
      method: 'GET',
      url: '/api/game/spins?perPage=100',
      headers: bearer(player.accessToken),
    });
    expect(history.statusCode, history.body).toBe(200);
    const spins = history.json<{ data: { bet: number; win: number; isDemo: boolean; game: { identity: string } }[] }>()
      .data;
    expect(spins).toHaveLength(50);
    expect(spins.every((spin) => spin.bet === 0 && !spin.isDemo && spin.game.identity === 'lucky-orbit')).toBe(true);
    expect(spins.reduce((total, spin) => total + spin.win, 0)).toBe(winnings);
    const [played] = await freespinsOf(player.accessToken, '?status[]=3');
    expect(played).toMatchObject({
      status: PlayerBonusStatus.Finished,
      result: PlayerBonusResult.Played,
      played: 50,
      winnings,
    });
    const [winningsBonus] = await playerBonuses(app(), player.accessToken, '?status[]=1&status[]=2&status[]=3');
    if (winnings > 0) {
      expect(winningsBonus).toMatchObject({
        kind: 'freespin_winnings',
        status: PlayerBonusStatus.Active,
        amount: winnings,
        balance: winnings,
        wager: { required: winnings * 20 },
      });
    } else {
      expect(winningsBonus).toMatchObject({
        kind: 'freespin_winnings',
        status: PlayerBonusStatus.Finished,
        result: PlayerBonusResult.Played,
      });
    }
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 700, bonusBalance: winnings > 0 ? winnings : 0 }),
    ]);
    // The next spin is real money again (own first, at the bet asked).
    const paid = await providerCall(app(), '/rounds', { token, bet: 100, params: {} });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<{ round: { bet: number } }>().round.bet).toBe(100);
    await expectLedgerIntact(app());
  });

  it('cancelling free spins forfeits what they won; another player cannot touch them', async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    const other = await registerPlayer(app(), { currency: 'USD' });
    const redeemed = await app().inject({
      method: 'POST',
      url: '/api/game/bonuses/bonuscodes',
      headers: bearer(player.accessToken),
      payload: { bonusCode: 'ORBIT50', trigger: 'activation' },
    });
    const { playerFreespinId } = redeemed.json<BonusCodeRedemption>();
    for (const action of ['activate', 'cancel']) {
      const foreign = await app().inject({
        method: 'PUT',
        url: `/api/game/player-freespins/${playerFreespinId}/${action}`,
        headers: bearer(other.accessToken),
      });
      expect(foreign.statusCode).toBe(404);
    }
    await app().inject({
      method: 'PUT',
      url: `/api/game/player-freespins/${playerFreespinId}/activate`,
      headers: bearer(player.accessToken),
    });
    const token = await launchToken(app(), 'lucky-orbit', { player });
    for (let spin = 0; spin < 10; spin += 1) await providerCall(app(), '/rounds', { token, bet: 20, params: {} });
    const cancelled = await app().inject({
      method: 'PUT',
      url: `/api/game/player-freespins/${playerFreespinId}/cancel`,
      headers: bearer(player.accessToken),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<PlayerFreespin>()).toMatchObject({
      status: PlayerBonusStatus.Finished,
      result: PlayerBonusResult.Canceled,
      played: 10,
    });
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 0, bonusBalance: 0 }),
    ]);
    const [forfeited] = await playerBonuses(app(), player.accessToken, '?status[]=3');
    expect(forfeited).toMatchObject({ kind: 'freespin_winnings', result: PlayerBonusResult.Canceled, balance: 0 });
    // Played again, the code is not available to this player a second time.
    const again = await app().inject({
      method: 'POST',
      url: '/api/game/bonuses/bonuscodes',
      headers: bearer(player.accessToken),
      payload: { bonusCode: 'ORBIT50', trigger: 'activation' },
    });
    expect(again.statusCode).toBe(409);
    await expectLedgerIntact(app());
  });
});
