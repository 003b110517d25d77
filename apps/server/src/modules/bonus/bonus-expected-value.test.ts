import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  diceRtp,
  LUCKY_ORBIT_SLOT,
  rouletteRtp,
  slotRtp,
  type DiceParams,
  type RouletteParams,
} from '@casino/fairplay';
import type { Invoice, PlayerBonus, WagerContribution } from '@casino/shared';
import { queryRows } from '../../db/database';
import { launchToken, playRound, providerCall, session } from '../../providers/games/inhouse/inhouse-testing';
import { accountsOf, playerBonuses } from '../../testing/bonuses';
import { expectLedgerIntact } from '../../testing/ledger';
import { createInvoice, depositFor, sandboxEventBody, sendSandboxWebhook } from '../../testing/payments';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bonuses } from './bonus.table';
import {
  casinoStakeRateBps,
  conversionLimit,
  houseEdgeBps,
  isExpectedValueGuarded,
  SPORTS_HOUSE_EDGE_BPS,
  sportsStakeRateBps,
} from './bonus-contribution';
import { bonusAmountFor, contributionRate } from './bonus-terms';

/**
 * No seeded bonus is worth anything to a player, however they play and whenever they stop
 * (issue 24). Two rules make it so:
 * - only stakes of the player's own money count towards wagering, each at most its expected cost
 *   × the multiplier (a stake s on a game of house edge h adds at most s × h × W to a requirement
 *   of W × B);
 * - a bonus converts at most what it gave (B).
 * Own money loses h × s per stake on average, so for any rule of stopping (when the money runs
 * out, when a big win comes), the player's expected own loss is at least the expected wagering
 * ÷ W; the bonus pays at most B, and only when the wagering W × B is met. Its value is therefore
 * at most P(met) × (B − W × B ÷ W) = 0. The computation below checks the first rule's bound on
 * every seeded bonus, every game of the catalogue (its published RTP, the contribution table and
 * the engine's rule) and the sports bets, at the template's multiplier and at the strictest
 * jurisdiction cap, and the second rule on what each seeded bonus would convert; the simulation
 * plays through the game API and checks each stake's share: own money's expected cost keeps up
 * with the share of the bonus its wagering earned, and bonus money earns nothing.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});
const app = () => testApp.app;

const SEEDED = ['welcome-1', 'welcome-2', 'welcome-3', 'reload', 'orbit-50', 'no-deposit-10'] as const;
/** The strictest jurisdiction cap on the multiplier (GB, config BONUS_MAX_WAGER_MULTIPLIER). */
const STRICTEST_CAP = 10;
const FREESPIN_WINNINGS_CONTRIBUTION: WagerContribution = {
  games: {},
  collections: {},
  defaultRate: 10_000,
  sportsMinOdds: null,
  sportsRate: 0,
};

interface CatalogueGame {
  readonly id: string;
  readonly identity: string;
  readonly rtpBasisPoints: number;
  readonly features: string[];
}

interface Cheapest {
  readonly game: string;
  /** The average cost of one counted unit of wagering, as edge / rate (basis points each). */
  readonly edgeBps: number;
  readonly rateBps: number;
}

async function catalogue(): Promise<CatalogueGame[]> {
  return queryRows<CatalogueGame>(
    app().database.db,
    sql`select id::text as id, identity, rtp_basis_points as "rtpBasisPoints", features from games where is_enabled and is_playable order by identity`,
  );
}

/** The game (or sports) where one counted unit of wagering costs least on average, for a bonus of this kind, contribution and multiplier. */
async function cheapestWagering(
  games: readonly CatalogueGame[],
  terms: { kind: PlayerBonus['kind']; contribution: WagerContribution; gameIds: string[] },
  multiplier: number,
): Promise<Cheapest> {
  const guarded = isExpectedValueGuarded(terms.kind);
  const candidates: Cheapest[] = [];
  for (const game of games) {
    const rateBps = casinoStakeRateBps({
      tableRateBps: await contributionRate(app().database.db, terms, game),
      houseEdgeBps: houseEdgeBps(game),
      multiplier,
      guarded,
    });
    if (rateBps > 0) candidates.push({ game: game.identity, edgeBps: houseEdgeBps(game), rateBps });
  }
  const sportsRate = sportsStakeRateBps(terms.contribution.sportsRate, multiplier, guarded);
  if (terms.contribution.sportsMinOdds !== null && sportsRate > 0)
    candidates.push({ game: 'sports', edgeBps: SPORTS_HOUSE_EDGE_BPS, rateBps: sportsRate });
  // a/b < c/d without rounding: a × d < c × b.
  const [best] = candidates.sort((a, b) => a.edgeBps * b.rateBps - b.edgeBps * a.rateBps);
  if (!best) throw new Error('no game counts');
  return best;
}

/**
 * Whether a bonus `value` whose requirement `required` is met where wagering is cheapest is worth
 * nothing: value − required × edge / rate ≤ 0, compared without a division (value × rate ≤ required × edge).
 */
const worthNothing = (value: number, required: number, cheapest: Cheapest) =>
  value * cheapest.rateBps <= required * cheapest.edgeBps;

describe('the expected value of every seeded bonus', () => {
  it('is not positive on its best game, computed from the catalogue’s RTPs and the contribution rule', async () => {
    const games = await catalogue();
    expect(games.length).toBeGreaterThan(30);
    const templates = await app().database.db.select().from(bonuses);
    expect(templates.map((template) => template.pageIdentity).sort()).toEqual([...SEEDED].sort());
    const slot = games.find((game) => game.identity === 'lucky-orbit');
    if (!slot) throw new Error('no Lucky Orbit');
    const worth: Record<string, number> = {};
    for (const template of templates) {
      const terms = template.currencies.USD ?? {};
      for (const multiplier of [template.wagerMultiplier, Math.min(template.wagerMultiplier, STRICTEST_CAP)]) {
        const cheapest = await cheapestWagering(games, template, multiplier);
        // Bonus money: every deposit from the trigger to twice the one that reaches the maximum.
        const trigger =
          template.triggerConditions.invoiceAmountItems.find((item) => item.currency === 'USD')?.amountFrom ?? 0;
        const reachesMaximum =
          template.percent && terms.maxAmount ? Math.ceil((terms.maxAmount * 10_000) / template.percent) : trigger;
        for (const deposit of template.kind === 'deposit'
          ? [trigger, Math.round((trigger + reachesMaximum) / 2), reachesMaximum, 2 * reachesMaximum]
          : [0]) {
          const bonus = Number(bonusAmountFor(template, terms, BigInt(deposit)));
          if (bonus === 0) continue;
          // What it converts at most: never more than it gave.
          const limit = conversionLimit({
            kind: template.kind,
            amount: BigInt(bonus),
            maxConversion: terms.maxConversion === undefined ? null : BigInt(terms.maxConversion),
          });
          expect(limit !== null && limit <= BigInt(bonus), `${template.pageIdentity}: converts at most ${bonus}`).toBe(
            true,
          );
          const required = multiplier * (bonus + (template.wagerIncludesDeposit ? deposit : 0));
          expect(
            worthNothing(bonus, required, cheapest),
            `${template.pageIdentity} ×${multiplier}, deposit ${deposit}: best ${cheapest.game}`,
          ).toBe(true);
          worth[`${template.pageIdentity} ×${multiplier}`] = bonus - (required * cheapest.edgeBps) / cheapest.rateBps;
        }
        // Free spins: their expected winnings are bonus money wagered at the free spins' multiplier.
        if (template.freespins && terms.freespinBet !== undefined) {
          // In hundredths of a minor unit, so the comparison stays in whole numbers.
          const winnings = Math.round(
            template.freespins.count * terms.freespinBet * slotRtp(LUCKY_ORBIT_SLOT).rtp * 100,
          );
          const spinsMultiplier = Math.min(template.freespins.wagerMultiplier, multiplier);
          const best = await cheapestWagering(
            games,
            { kind: 'freespin_winnings', contribution: FREESPIN_WINNINGS_CONTRIBUTION, gameIds: [] },
            spinsMultiplier,
          );
          expect(
            worthNothing(winnings, spinsMultiplier * winnings, best),
            `${template.pageIdentity} free spins ×${spinsMultiplier}: best ${best.game}`,
          ).toBe(true);
        }
      }
    }
    // ORBIT10's requirement (400 USD) costs at least its 10 USD on average (4 USD on dice before).
    expect(worth['no-deposit-10 ×40']).toBeLessThanOrEqual(0);
  });
});

/** A deposit paid through the sandbox with the deposit form's bonus chosen. */
async function depositWithBonus(player: RegisteredPlayer, amount: number, pageIdentity: string): Promise<void> {
  const [template] = await queryRows<{ id: number }>(
    app().database.db,
    sql`select id from bonuses where page_identity = ${pageIdentity}`,
  );
  const created = await createInvoice(app(), player.accessToken, 'deposit', {
    paymentMethod: 'sandbox.deposit.card',
    amount,
    currency: 'USD',
    bonusId: Number(template?.id),
  });
  expect(created.statusCode, created.body).toBe(201);
  const invoice = created.json<Invoice>();
  const paid = await sendSandboxWebhook(
    app(),
    sandboxEventBody({ type: 'payment.succeeded', reference: invoice.id, amount, currency: 'USD' }),
  );
  expect(paid.statusCode, paid.body).toBe(200);
}

/** The in-house games the simulation plays, at an ordinary risk, with their bets' exact RTP. */
const SIMULATED: readonly { identity: string; params: Record<string, unknown>; rtp: (stake: number) => number }[] = [
  {
    identity: 'orbit-dice',
    params: { target: 50.5, condition: 'over' },
    rtp: () => diceRtp({ target: 50.5, condition: 'over' } satisfies DiceParams),
  },
  { identity: 'lucky-orbit', params: {}, rtp: () => slotRtp(LUCKY_ORBIT_SLOT).rtp },
  {
    identity: 'orbit-european-roulette',
    params: { bets: [{ type: 'red', amount: 100 }] },
    rtp: () => rouletteRtp({ bets: [{ type: 'red', amount: 100 }] } satisfies RouletteParams),
  },
];
const SIMULATED_ROUNDS = 25;
const SIMULATED_STAKE = 100;

/**
 * Plays the bonus's cheapest simulated game through the game API, 1 USD a round, until the money
 * runs out or SIMULATED_ROUNDS, and answers the expected cost to the player of their stakes (the
 * own part of each, × the bet's exact house edge), the wagering they added, and what the rounds
 * whose stake was bonus money alone added.
 */
async function playBestGame(
  player: RegisteredPlayer,
  bonus: PlayerBonus,
): Promise<{ expectedCost: number; wagered: number; wageredByBonusMoney: number; game: string }> {
  const games = (await catalogue()).filter((game) =>
    SIMULATED.some((simulated) => simulated.identity === game.identity),
  );
  const cheapest = await cheapestWagering(
    games,
    { kind: bonus.kind, contribution: bonus.wager.contribution, gameIds: [...bonus.wagerCasinoConditions.gameIds] },
    bonus.wager.multiplier,
  );
  const game = SIMULATED.find((simulated) => simulated.identity === cheapest.game);
  if (!game) throw new Error(`${cheapest.game} is not simulated`);
  const token = await launchToken(app(), game.identity, { player });
  const wageredNow = async () =>
    (await playerBonuses(app(), player.accessToken, '?status[]=2&status[]=3'))[0]?.wager.wagered ?? 0;
  const startWagered = await wageredNow();
  let wagered = startWagered;
  let expectedCost = 0;
  let wageredByBonusMoney = 0;
  for (let round = 0; round < SIMULATED_ROUNDS; round += 1) {
    if ((await session(app(), token)).balance < SIMULATED_STAKE) break;
    const own =
      (await accountsOf(app(), player.accessToken)).find((account) => account.currency === 'USD')?.balance ?? 0;
    await playRound(app(), token, SIMULATED_STAKE, game.params);
    const after = await wageredNow();
    expectedCost += Math.min(own, SIMULATED_STAKE) * (1 - game.rtp(SIMULATED_STAKE));
    if (own === 0) wageredByBonusMoney += after - wagered;
    wagered = after;
  }
  return { expectedCost, wagered: wagered - startWagered, wageredByBonusMoney, game: game.identity };
}

async function claimOrbit10(player: RegisteredPlayer): Promise<void> {
  const claimed = await app().inject({
    method: 'POST',
    url: '/api/game/bonuses/bonuscodes',
    headers: bearer(player.accessToken),
    payload: { bonusCode: 'ORBIT10', trigger: 'activation' },
  });
  expect(claimed.statusCode, claimed.body).toBe(201);
}

describe('the expected value, simulated through the API', () => {
  // Five players, up to 25 rounds each through the API: minutes on a busy machine.
  it('keeps the stakes’ expected cost at least the share of the bonus their wagering earned, on each kind of seeded bonus', {
    timeout: 180_000,
  }, async () => {
    const claims: { name: string; ownMoney: boolean; take: (player: RegisteredPlayer) => Promise<void> }[] = [
      { name: 'welcome-1', ownMoney: true, take: (player) => depositWithBonus(player, 2_000, 'welcome-1') },
      { name: 'reload', ownMoney: true, take: (player) => depositWithBonus(player, 2_000, 'reload') },
      // ORBIT10 played with bonus money alone (the player who stops when it runs out), then with a deposit's own money.
      { name: 'no-deposit-10', ownMoney: false, take: claimOrbit10 },
      {
        name: 'no-deposit-10 and a deposit',
        ownMoney: true,
        take: async (player) => {
          await claimOrbit10(player);
          await depositFor(app(), player.accessToken, 2_000, 'USD');
        },
      },
      {
        // ORBIT50: the 50 free spins played in the slot, their winnings (if any) the bonus that is wagered.
        name: 'orbit-50',
        ownMoney: false,
        take: async (player) => {
          const claimed = await app().inject({
            method: 'POST',
            url: '/api/game/bonuses/bonuscodes',
            headers: bearer(player.accessToken),
            payload: { bonusCode: 'ORBIT50', trigger: 'activation' },
          });
          const spinsId = claimed.json<{ playerFreespinId: string }>().playerFreespinId;
          expect(
            (
              await app().inject({
                method: 'PUT',
                url: `/api/game/player-freespins/${spinsId}/activate`,
                headers: bearer(player.accessToken),
              })
            ).statusCode,
          ).toBe(200);
          const token = await launchToken(app(), 'lucky-orbit', { player });
          for (let spin = 0; spin < 50; spin += 1)
            expect((await providerCall(app(), '/rounds', { token, bet: 20, params: {} })).statusCode).toBe(200);
        },
      },
    ];
    for (const { name, ownMoney, take } of claims) {
      const player = await registerPlayer(app(), { currency: 'USD' });
      await take(player);
      const [bonus] = await playerBonuses(app(), player.accessToken, '?status[]=2');
      // Free spins that won nothing leave no bonus: nothing to be worth.
      if (!bonus) continue;
      const { expectedCost, wagered, wageredByBonusMoney, game } = await playBestGame(player, bonus);
      expect(wageredByBonusMoney, `${name} on ${game}: bonus money wagers nothing`).toBe(0);
      if (!ownMoney) {
        // Nothing of the player's was staked: nothing wagered, nothing converted, no own money made.
        expect(wagered, `${name} on ${game}`).toBe(0);
        expect(await accountsOf(app(), player.accessToken)).toEqual([expect.objectContaining({ balance: 0 })]);
        continue;
      }
      const earned = (bonus.amount * wagered) / bonus.wager.required;
      expect(wagered, `${name} on ${game}`).toBeGreaterThan(0);
      expect(expectedCost, `${name} on ${game}: ${wagered} wagered of ${bonus.wager.required}`).toBeGreaterThanOrEqual(
        earned,
      );
    }
    await expectLedgerIntact(app());
  });
});
