import { minorAmount } from '@casino/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  LoyaltyAccount,
  LoyaltyAccountUpdatedPush,
  LoyaltyLevel,
  LoyaltyLevelReward,
  LoyaltyLevelsResponse,
  RakebackClaim,
  PlayerId,
} from '@casino/shared';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, validationFailed } from '../../http/app-error';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import { NO_NOTIFY, type Notify } from '../notification/notification.service';
import type { TransferRequest, TransferResult } from '../wallet/wallet.service';
import { BASE_CURRENCY, convertDown, hasAccountIn, money, type RateTable } from './retention-money';
import {
  loyaltyAccounts,
  loyaltyLevelGrants,
  loyaltyLevels,
  rakebackBalances,
  rakebackClaims,
} from './retention.table';

/**
 * Loyalty (issue 25): points for the house edge of own-money stakes, levels that never fall back,
 * a level's rewards once, and rakeback. One point is one USD cent of house edge: a 1 USD stake at
 * dice (1% edge) earns 1 point, at a 4% slot 4; bonus money and voided bets earn nothing. Rakeback
 * is the level's share of the same house edge, in the stake's currency, claimable whole.
 */
export const HOUSE_EDGE_USD_MINOR_PER_POINT = 1;
const FULL_BPS = 10_000n;
/** Rakeback accrues in 1/10^8 of a minor unit: stake × edge bps × rate bps. */
const RAKEBACK_SCALE = FULL_BPS * FULL_BPS;

export interface RetentionLedger {
  transfer(executor: Executor, request: TransferRequest): Promise<TransferResult>;
}

/** The bonus engine as retention uses it: a template by page identity, once per source. */
export interface RewardBonuses {
  grantReward(
    executor: Executor,
    reward: {
      playerId: PlayerId;
      pageIdentity: string;
      currency: string;
      source: { kind: 'quest' | 'loyalty_level'; id: string };
    },
  ): Promise<{ playerBonusId: string | null; playerFreespinId: string | null } | undefined>;
  /** Whether the player is on a cooling-off or self-exclusion now: a break hands out no reward of any kind. */
  onBreak(executor: Executor, playerId: PlayerId): Promise<boolean>;
  /** Titles and kinds of templates, for the levels' and quests' reward lists. */
  templates(
    executor: Executor,
    pageIdentities: readonly string[],
  ): Promise<Map<string, { id: number; title: string; kind: string }>>;
}

export type BreakCheck = (playerId: PlayerId, executor: Executor) => Promise<void>;

type LevelRow = typeof loyaltyLevels.$inferSelect;

export class Loyalty {
  constructor(
    private readonly db: Database,
    private readonly ledger: RetentionLedger,
    private readonly bonuses: RewardBonuses,
    private readonly assertNoBreak: BreakCheck,
    /** The player's message of a level reached, on the transaction that raises the level. */
    private readonly notify: Notify = NO_NOTIFY,
  ) {}

  async levels(executor: Executor = this.db): Promise<LevelRow[]> {
    return executor.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.order));
  }

  async levelsView(): Promise<LoyaltyLevelsResponse> {
    const levels = await this.levels();
    const rewards = await this.rewardViews(this.db, levels);
    return {
      data: levels.map((level) => levelView(level, rewards)),
      pointsRule: { houseEdgeUsdMinorPerPoint: HOUSE_EDGE_USD_MINOR_PER_POINT },
    };
  }

  async account(playerId: PlayerId, executor: Executor = this.db): Promise<LoyaltyAccount> {
    const [row] = await executor.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.playerId, playerId));
    const levels = await this.levels(executor);
    const balances = await executor
      .select({ currency: rakebackBalances.currency, amount: rakebackBalances.amount })
      .from(rakebackBalances)
      .where(eq(rakebackBalances.playerId, playerId))
      .orderBy(asc(rakebackBalances.currency));
    return accountView(row ? pointsOf(row) : 0n, row?.levelOrder ?? 1, levels, balances);
  }

  /**
   * A settled own-money stake, on the event's transaction: its house edge in points, rakeback at
   * the level's rate, a level reached (its rewards once) and the push. Answers nothing; the
   * event's exactly-once record is the caller's.
   */
  async stakeSettled(
    tx: Executor,
    rates: RateTable,
    stake: { playerId: PlayerId; currency: string; ownStake: bigint; edgeBps: number },
  ): Promise<void> {
    if (stake.ownStake <= 0n || stake.edgeBps <= 0) return;
    const edgeUnits = convertDown(rates, stake.ownStake, stake.currency, BASE_CURRENCY) * BigInt(stake.edgeBps);
    const before = await this.lockAccount(tx, stake.playerId);
    const levels = await this.levels(tx);
    const rateBps = BigInt(levels.find((level) => level.order === before.levelOrder)?.rakebackBps ?? 0);
    const accrual = stake.ownStake * BigInt(stake.edgeBps) * rateBps;
    if (accrual > 0n) await this.accrueRakeback(tx, stake.playerId, stake.currency, accrual);
    await tx
      .update(loyaltyAccounts)
      .set({ edgeUnits: sql`${loyaltyAccounts.edgeUnits} + ${edgeUnits}`, updatedAt: new Date() })
      .where(eq(loyaltyAccounts.playerId, stake.playerId));
    await this.afterChange(tx, stake.playerId, before, levels, stake.currency, accrual > 0n);
  }

  /** Points given as a reward (a quest), once: the caller's reward record makes it once. */
  async addPoints(tx: Executor, playerId: PlayerId, points: bigint, currency: string): Promise<void> {
    if (points <= 0n) return;
    const before = await this.lockAccount(tx, playerId);
    await tx
      .update(loyaltyAccounts)
      .set({ bonusPoints: sql`${loyaltyAccounts.bonusPoints} + ${points}`, updatedAt: new Date() })
      .where(eq(loyaltyAccounts.playerId, playerId));
    await this.afterChange(tx, playerId, before, await this.levels(tx), currency, false);
  }

  /**
   * The player's loyalty account, made if need be and locked. Every retention change of a player
   * takes it first (then quest attempts, then wallet rows), so an event's job and an operator's
   * correction never wait on each other in opposite orders.
   */
  async lockAccount(tx: Executor, playerId: PlayerId): Promise<typeof loyaltyAccounts.$inferSelect> {
    await tx.insert(loyaltyAccounts).values({ playerId }).onConflictDoNothing();
    const [row] = await tx.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.playerId, playerId)).for('update');
    if (!row) throw new Error('the loyalty account vanished');
    return row;
  }

  private async accrueRakeback(tx: Executor, playerId: PlayerId, currency: string, accrual: bigint): Promise<void> {
    const whole = accrual / RAKEBACK_SCALE;
    const fraction = accrual % RAKEBACK_SCALE;
    const scale = sql.raw(String(RAKEBACK_SCALE));
    await tx
      .insert(rakebackBalances)
      .values({ playerId, currency, amount: whole, fraction })
      .onConflictDoUpdate({
        target: [rakebackBalances.playerId, rakebackBalances.currency],
        set: {
          amount: sql`${rakebackBalances.amount} + excluded.amount + (${rakebackBalances.fraction} + excluded.fraction) / ${scale}`,
          fraction: sql`(${rakebackBalances.fraction} + excluded.fraction) % ${scale}`,
          updatedAt: new Date(),
        },
      });
  }

  /** A level reached: the order rises (never falls), each level passed grants its rewards once; the account is pushed. */
  private async afterChange(
    tx: Executor,
    playerId: PlayerId,
    before: typeof loyaltyAccounts.$inferSelect,
    levels: LevelRow[],
    currency: string,
    rakebackMoved: boolean,
  ): Promise<void> {
    const [after] = await tx.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.playerId, playerId));
    if (!after) return;
    const points = pointsOf(after);
    const reached = levels
      .filter((level) => BigInt(level.points) <= points)
      .reduce((top, level) => Math.max(top, level.order), before.levelOrder);
    if (reached > before.levelOrder) {
      await tx.update(loyaltyAccounts).set({ levelOrder: reached }).where(eq(loyaltyAccounts.playerId, playerId));
      for (const level of levels.filter(
        (candidate) => candidate.order > before.levelOrder && candidate.order <= reached,
      ))
        await this.grantLevel(tx, playerId, level, currency);
      // One message for the level reached, however many were passed on the way (the account is locked: the order rises once).
      const name = levels.find((level) => level.order === reached)?.name ?? String(reached);
      await this.notify(tx, {
        playerId,
        kind: 'loyalty.level-up',
        eventKey: `loyalty-level:${reached}`,
        params: { level: name },
      });
    }
    if (reached === before.levelOrder && points === pointsOf(before) && !rakebackMoved) return;
    const account = await this.account(playerId, tx);
    const top = levels.find((level) => level.order === reached);
    const rewards = top
      ? await this.rewardViews(tx, [top])
      : new Map<string, { id: number; title: string; kind: string }>();
    const push: LoyaltyAccountUpdatedPush = {
      type: 'account.updated',
      account,
      levelUp:
        reached > before.levelOrder && top
          ? { previousOrder: before.levelOrder, order: reached, name: top.name, rewards: rewardsOf(top, rewards) }
          : null,
    };
    await publishInTransaction(tx, userChannel('retention:accounts', playerId), push);
  }

  /** A level's rewards, once per player and level (the grant row), through the bonus engine. */
  private async grantLevel(tx: Executor, playerId: PlayerId, level: LevelRow, currency: string): Promise<void> {
    const [granted] = await tx
      .insert(loyaltyLevelGrants)
      .values({ playerId, levelOrder: level.order })
      .onConflictDoNothing()
      .returning();
    if (!granted) return;
    for (const pageIdentity of level.rewardBonuses) {
      await this.bonuses.grantReward(tx, {
        playerId,
        pageIdentity,
        currency,
        source: { kind: 'loyalty_level', id: `${playerId}:${level.order}:${pageIdentity}`.slice(0, 100) },
      });
    }
  }

  /**
   * Pays the whole accrued rakeback of a currency from the house's rakeback account, once: the
   * balance row is locked and emptied in the claim's transaction, so of 20 claims at once one pays
   * and the others find nothing to claim (409).
   */
  async claimRakeback(playerId: PlayerId, currency: string): Promise<RakebackClaim> {
    return this.db.transaction(async (tx) => {
      await this.assertNoBreak(playerId, tx);
      const [row] = await tx
        .select()
        .from(rakebackBalances)
        .where(and(eq(rakebackBalances.playerId, playerId), eq(rakebackBalances.currency, currency)))
        .for('update');
      if (!row || row.amount <= 0n)
        throw new AppError(409, 'rakeback_empty', 'There is no rakeback to claim in this currency');
      if (!(await hasAccountIn(tx, playerId, currency)))
        throw validationFailed({ currency: ['You have no account in this currency'] });
      await tx
        .update(rakebackBalances)
        .set({ amount: 0n, updatedAt: new Date() })
        .where(and(eq(rakebackBalances.playerId, playerId), eq(rakebackBalances.currency, currency)));
      const [claim] = await tx.insert(rakebackClaims).values({ playerId, currency, amount: row.amount }).returning();
      if (!claim) throw new Error('the rakeback claim was not stored');
      await this.ledger.transfer(tx, {
        idempotencyKey: `rakeback:claim:${claim.id}`,
        reason: 'rakeback',
        currency,
        amount: minorAmount(row.amount),
        from: { kind: 'house', account: 'rakeback' },
        to: { kind: 'player', playerId },
        reference: claim.id,
      });
      await publishInTransaction(tx, userChannel('retention:accounts', playerId), {
        type: 'account.updated',
        account: await this.account(playerId, tx),
        levelUp: null,
      } satisfies LoyaltyAccountUpdatedPush);
      return { id: claim.id, currency, amount: money(claim.amount), claimedAt: claim.claimedAt.toISOString() };
    });
  }

  private async rewardViews(
    executor: Executor,
    levels: readonly LevelRow[],
  ): Promise<Map<string, { id: number; title: string; kind: string }>> {
    const identities = [...new Set(levels.flatMap((level) => level.rewardBonuses))];
    return identities.length === 0 ? new Map() : this.bonuses.templates(executor, identities);
  }
}

export function pointsOf(row: { edgeUnits: bigint; bonusPoints: bigint }): bigint {
  return row.edgeUnits / (FULL_BPS * BigInt(HOUSE_EDGE_USD_MINOR_PER_POINT)) + row.bonusPoints;
}

function rewardsOf(
  level: LevelRow,
  templates: Map<string, { id: number; title: string; kind: string }>,
): LoyaltyLevelReward[] {
  return level.rewardBonuses.flatMap((identity) => {
    const template = templates.get(identity);
    return template
      ? [
          {
            kind: template.kind === 'freespins' ? ('freespins' as const) : ('bonus' as const),
            bonusId: template.id,
            bonusPageIdentity: identity,
            title: template.title,
          },
        ]
      : [];
  });
}

function levelView(level: LevelRow, templates: Map<string, { id: number; title: string; kind: string }>): LoyaltyLevel {
  return {
    id: level.id,
    name: level.name,
    order: level.order,
    points: money(level.points),
    rakebackBps: level.rakebackBps,
    rewards: rewardsOf(level, templates),
  };
}

function accountView(
  points: bigint,
  levelOrder: number,
  levels: LevelRow[],
  balances: { currency: string; amount: bigint }[],
): LoyaltyAccount {
  const current = levels.find((level) => level.order === levelOrder) ?? levels[0];
  const next = levels.find((level) => level.order > (current?.order ?? 0));
  return {
    points: money(points),
    currentLevel: current
      ? {
          id: current.id,
          name: current.name,
          order: current.order,
          points: money(current.points),
          rakebackBps: current.rakebackBps,
        }
      : { id: 0, name: '', order: 1, points: 0, rakebackBps: 0 },
    nextLevel: next ? { id: next.id, name: next.name, order: next.order, points: money(next.points) } : null,
    rakeback: {
      rateBps: current?.rakebackBps ?? 0,
      balances: balances.map((balance) => ({ currency: balance.currency, amount: money(balance.amount) })),
    },
  };
}
