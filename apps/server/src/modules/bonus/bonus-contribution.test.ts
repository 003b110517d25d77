import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMargin, MARKET_MARGINS } from '@casino/sportsbook';
import { launchToken, playRound } from '../../providers/games/inhouse/inhouse-testing';
import { stakeWinChanceBps } from '../../providers/games/inhouse/stake-win-chance';
import { playerBonuses } from '../../testing/bonuses';
import { expectLedgerIntact } from '../../testing/ledger';
import { depositFor } from '../../testing/payments';
import { bearer, registerPlayer } from '../../testing/players';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { casinoStakeRateBps, houseEdgeBps, riskWeightBps, SPORTS_HOUSE_EDGE_BPS } from './bonus-contribution';

/**
 * What a stake counts towards wagering (issue 24): the contribution table, at most the game's
 * house edge × the multiplier, and half or nothing for a bet that wins back its stake most of the
 * time. ORBIT10's 40× was met with dice "over 5" (95%) counted in full: 400 USD of stakes that
 * cost 4 USD on average turned 10 USD of bonus money into own money.
 */

describe('the contribution rule', () => {
  it('caps a stake at its house edge times the multiplier, jackpot games less their pool share', () => {
    // The published RTP's rounding (a basis point) goes to the player's side.
    expect(houseEdgeBps({ rtpBasisPoints: 9_900, features: ['provably-fair'] })).toBe(99);
    expect(houseEdgeBps({ rtpBasisPoints: 9_511, features: ['jackpot'] })).toBe(388);
    const dice = { tableRateBps: 10_000, houseEdgeBps: 100, multiplier: 40, guarded: true };
    expect(casinoStakeRateBps(dice)).toBe(4_000);
    expect(casinoStakeRateBps({ ...dice, multiplier: 10 })).toBe(1_000);
    // A slot's edge times 40 passes 100%: the table's rate holds.
    expect(casinoStakeRateBps({ ...dice, houseEdgeBps: 390 })).toBe(10_000);
    // An operator's manual gift counts as its table says.
    expect(casinoStakeRateBps({ ...dice, guarded: false, winChanceBps: 9_500 })).toBe(10_000);
  });

  it('weighs a bet by its chance to win back its stake', () => {
    expect([undefined, 4_950, 6_666, 6_667, 8_999, 9_000, 10_000].map(riskWeightBps)).toEqual([
      10_000, 10_000, 10_000, 5_000, 5_000, 0, 0,
    ]);
    expect(stakeWinChanceBps('dice', { target: 5, condition: 'over' })).toBe(9_500);
    expect(stakeWinChanceBps('dice', { target: 50.5, condition: 'over' })).toBe(4_950);
    expect(stakeWinChanceBps('dice', { target: 95, condition: 'under' })).toBe(9_500);
    expect(stakeWinChanceBps('limbo', { target: 1.01 })).toBe(9_802);
    expect(stakeWinChanceBps('limbo', { target: 2 })).toBe(4_950);
    // Red and black together win back the stake on 36 pockets of 37; red alone on 18.
    expect(
      stakeWinChanceBps('roulette', {
        bets: [
          { type: 'red', amount: 100 },
          { type: 'black', amount: 100 },
        ],
      }),
    ).toBe(9_730);
    expect(stakeWinChanceBps('roulette', { bets: [{ type: 'red', amount: 100 }] })).toBe(4_865);
    expect(
      stakeWinChanceBps('roulette', {
        bets: [
          { type: 'dozen', index: 1, amount: 100 },
          { type: 'dozen', index: 2, amount: 100 },
        ],
      }),
    ).toBe(6_487);
    // One keno pick pays 3.80 on a hit (10 of 40 drawn).
    expect(stakeWinChanceBps('keno', { picks: [7] })).toBe(2_500);
    expect(stakeWinChanceBps('plinko', { rows: 8, risk: 'low' })).toBeGreaterThan(5_000);
    expect(stakeWinChanceBps('mines', { mines: 1 })).toBeUndefined();
  });

  it('takes a sports edge no bet from odds 1.50 goes below at the published margins', () => {
    let least = 1;
    for (const margin of Object.values(MARKET_MARGINS)) {
      for (let favourite = 0.02; favourite < 0.99; favourite += 0.01) {
        for (const split of [0, 0.2, 0.5]) {
          const fair =
            split === 0
              ? [favourite, 1 - favourite]
              : [favourite, (1 - favourite) * split, (1 - favourite) * (1 - split)];
          applyMargin(fair, margin).forEach((priced, index) => {
            const odds = Math.floor(100 / priced + 1e-9) / 100;
            if (odds >= 1.5) least = Math.min(least, 1 - (fair[index] ?? 0) * odds);
          });
        }
      }
    }
    expect(least * 10_000).toBeGreaterThanOrEqual(SPORTS_HOUSE_EDGE_BPS);
  });
});

describe('wagering through the game API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('counts a near-certain bet for nothing and an ordinary one for its house edge × 40 (ORBIT10)', async () => {
    const app = testApp.app;
    const player = await registerPlayer(app, { currency: 'USD' });
    const claimed = await app.inject({
      method: 'POST',
      url: '/api/game/bonuses/bonuscodes',
      headers: bearer(player.accessToken),
      payload: { bonusCode: 'ORBIT10', trigger: 'activation' },
    });
    expect(claimed.statusCode, claimed.body).toBe(201);
    // Own money to stake: only its stakes count towards the bonus (bonus-no-deposit.test.ts shows bonus money's adding nothing).
    await depositFor(app, player.accessToken, 5_000, 'USD');
    const wagered = async () => (await playerBonuses(app, player.accessToken))[0]?.wager.wagered ?? -1;
    const dice = await launchToken(app, 'orbit-dice', { player });
    // Dice "over 5" wins 95 times in 100: it adds nothing (it added the whole 2 USD before).
    await playRound(app, dice, 200, { target: 5, condition: 'over' });
    expect(await wagered()).toBe(0);
    // Dice "over 50.50" (49.5%): its 1% edge (0.99% once the published figure's rounding is left out) × 40 = 39.6% of the stake.
    await playRound(app, dice, 200, { target: 50.5, condition: 'over' });
    expect(await wagered()).toBe(79);
    // Red and black together on roulette: nothing; the slot (3.90% edge × 40 > 100%): in full.
    const roulette = await launchToken(app, 'orbit-european-roulette', { player });
    await playRound(app, roulette, 200, {
      bets: [
        { type: 'red', amount: 100 },
        { type: 'black', amount: 100 },
      ],
    });
    expect(await wagered()).toBe(79);
    await playRound(app, await launchToken(app, 'lucky-orbit', { player }), 200, {});
    expect(await wagered()).toBe(279);
    await expectLedgerIntact(app);
  });
});
