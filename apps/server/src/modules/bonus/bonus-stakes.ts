import { and, eq, sql } from 'drizzle-orm';
import { PlayerBonusStatus, type PlayerId } from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import type { BonusStakeAttempt, BonusStakes, StakeSplit } from '../game/game.service';
import { playerBonuses } from './bonus.table';
import { casinoStakeRateBps, houseEdgeBps, isExpectedValueGuarded, sportsStakeRateBps } from './bonus-contribution';
import { contributionRate, oddsScaled, wageringOf } from './bonus-terms';
import {
  announceBonus,
  completeIfDue,
  isPastDeadline,
  lockActiveBonus,
  lockPlayerBonus,
  lockWalletOf,
  type BonusLedger,
  type Clock,
} from './bonus-transitions';

/**
 * A stake above the active bonus's maximum bet while wagering: refused before any money moves.
 * The `game.bet.max.exceed` push follows the failed request (bonus-push.ts).
 */
export class BonusMaxBetError extends AppError {
  constructor(
    readonly playerId: PlayerId,
    readonly currency: string,
    readonly maxBetAmount: bigint,
    readonly gameIdentity: string,
  ) {
    super(409, 'bonus_max_bet_exceeded', 'This stake is above the maximum bet of your active bonus');
  }
}

const ownOnly = (amount: bigint, bonusActive = false): StakeSplit => ({
  own: amount,
  bonus: 0n,
  playerBonusId: null,
  bonusActive,
});

/**
 * The bonus engine's side of every stake (game-wallet.service.ts): own money first, then the
 * active bonus's money; each stake while a bonus is active adds its contribution to wagering.
 * Sports bets spend own money only and count when their odds reach the bonus's minimum.
 */
export class BonusStakesEngine implements BonusStakes {
  constructor(
    private readonly db: Database,
    private readonly ledger: BonusLedger,
    private readonly now: Clock,
  ) {}

  async split(executor: Executor, stake: BonusStakeAttempt): Promise<StakeSplit> {
    // The hot path of a player without a bonus: one indexed read, no lock.
    const [candidate] = await executor
      .select({ id: playerBonuses.id })
      .from(playerBonuses)
      .where(
        and(
          eq(playerBonuses.playerId, stake.playerId),
          eq(playerBonuses.currency, stake.currency),
          eq(playerBonuses.status, PlayerBonusStatus.Active),
        ),
      );
    if (!candidate) return ownOnly(stake.amount);
    const own = await lockWalletOf(executor, stake.playerId, stake.currency);
    if (own === undefined) return ownOnly(stake.amount);
    const bonus = await lockActiveBonus(executor, stake.playerId, stake.currency);
    if (!bonus) return ownOnly(stake.amount);
    // Past its wagering deadline (the expiry job has not run yet): its money is no longer spent, the stake is own money only.
    if (isPastDeadline(bonus, this.now())) return ownOnly(stake.amount);
    if (stake.integration === 'sportsbook') {
      const minimum =
        bonus.contribution.sportsMinOdds === null ? undefined : oddsScaled(bonus.contribution.sportsMinOdds);
      const odds = stake.odds === undefined ? undefined : oddsScaled(stake.odds);
      const counts = minimum !== undefined && odds !== undefined && odds >= minimum;
      const rate = sportsStakeRateBps(
        bonus.contribution.sportsRate,
        bonus.wagerMultiplier,
        isExpectedValueGuarded(bonus.kind),
      );
      const added = counts ? wageringOf(stake.amount, rate) : 0n;
      if (added > 0n) {
        const [updated] = await executor
          .update(playerBonuses)
          .set({ wagered: sql`${playerBonuses.wagered} + ${added}` })
          .where(eq(playerBonuses.id, bonus.id))
          .returning();
        // A sports bet holds no bonus money: its stake alone can complete the wagering.
        if (updated) {
          const after = await completeIfDue(executor, this.ledger, updated, this.now());
          if (after !== updated) await announceBonus(executor, this.ledger, after);
        }
      }
      return ownOnly(stake.amount, true);
    }
    const [game] = await queryRows<{ id: string; identity: string; rtpBasisPoints: number; features: string[] }>(
      executor,
      sql`select id::text as id, identity, rtp_basis_points as "rtpBasisPoints", features from games where id = ${stake.gameId}::uuid`,
    );
    if (!game) return ownOnly(stake.amount, true);
    // The maximum holds for the round: several bet calls of one round (a provider's chips, a double) add up.
    if (bonus.maxBet !== null && stake.amount + (stake.roundBet ?? 0n) > bonus.maxBet)
      throw new BonusMaxBetError(stake.playerId, stake.currency, bonus.maxBet, game.identity);
    const ownPart = own < stake.amount ? own : stake.amount;
    const bonusPart = stake.amount - ownPart;
    if (bonusPart > bonus.balance) throw new AppError(422, 'insufficient_funds', 'Not enough money on the account');
    const rate = casinoStakeRateBps({
      tableRateBps: await contributionRate(executor, bonus, game),
      houseEdgeBps: houseEdgeBps(game),
      winChanceBps: stake.winChanceBps,
      multiplier: bonus.wagerMultiplier,
      guarded: isExpectedValueGuarded(bonus.kind),
    });
    // Only own money counts towards a guarded bonus's wagering (the README "No bonus pays for
    // itself"): bonus money staked risks nothing of the player's, so counting it would let a
    // player who stops when the money runs out keep value the wagering never charged for.
    const counted = isExpectedValueGuarded(bonus.kind) ? ownPart : stake.amount;
    const added = wageringOf(counted, rate);
    if (added > 0n)
      await executor
        .update(playerBonuses)
        .set({ wagered: sql`${playerBonuses.wagered} + ${added}` })
        .where(eq(playerBonuses.id, bonus.id));
    return { own: ownPart, bonus: bonusPart, playerBonusId: bonusPart > 0n ? bonus.id : null, bonusActive: true };
  }

  async beforePayout(executor: Executor, playerId: PlayerId, currency: string): Promise<void> {
    await lockWalletOf(executor, playerId, currency);
  }

  async isActive(executor: Executor, playerBonusId: string): Promise<boolean> {
    const [row] = await executor
      .select({ status: playerBonuses.status })
      .from(playerBonuses)
      .where(eq(playerBonuses.id, playerBonusId));
    return row?.status === PlayerBonusStatus.Active;
  }

  async settled(executor: Executor, playerId: PlayerId, currency: string): Promise<void> {
    const [candidate] = await executor
      .select({ id: playerBonuses.id })
      .from(playerBonuses)
      .where(
        and(
          eq(playerBonuses.playerId, playerId),
          eq(playerBonuses.currency, currency),
          eq(playerBonuses.status, PlayerBonusStatus.Active),
        ),
      );
    if (!candidate) return;
    const row = await lockPlayerBonus(executor, candidate.id);
    if (!row) return;
    await announceBonus(executor, this.ledger, await completeIfDue(executor, this.ledger, row, this.now()));
  }

  async maxBet(executor: Executor | undefined, playerId: PlayerId, currency: string): Promise<bigint | null> {
    const [row] = await (executor ?? this.db)
      .select({ maxBet: playerBonuses.maxBet, expiresAt: playerBonuses.expiresAt })
      .from(playerBonuses)
      .where(
        and(
          eq(playerBonuses.playerId, playerId),
          eq(playerBonuses.currency, currency),
          eq(playerBonuses.status, PlayerBonusStatus.Active),
        ),
      );
    // Past its wagering deadline the bonus limits no stake (split takes own money only), as until the expiry job ends it.
    if (!row || isPastDeadline(row, this.now())) return null;
    return row.maxBet;
  }

  async activeBalance(executor: Executor | undefined, playerId: PlayerId, currency: string): Promise<bigint> {
    const [row] = await (executor ?? this.db)
      .select({ balance: playerBonuses.balance })
      .from(playerBonuses)
      .where(
        and(
          eq(playerBonuses.playerId, playerId),
          eq(playerBonuses.currency, currency),
          eq(playerBonuses.status, PlayerBonusStatus.Active),
        ),
      );
    return row?.balance ?? 0n;
  }
}
