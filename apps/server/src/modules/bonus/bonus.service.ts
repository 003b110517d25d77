import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  GameRoundStatus,
  PlayerBonusResult,
  PlayerBonusStatus,
  type BonusAvailability,
  type BonusOffer,
  type BonusPackageView,
  type PlayerBonus,
  type PlayerFreespin,
  type PlayerFreespinUpdatedPush,
  type PlayerId,
} from '@casino/shared';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import { NO_BREAKS, type BreakRule } from '../limits/limits.service';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import { bonuses, playerBonuses, playerFreespins } from './bonus.table';
import { BonusOffers, findBonus } from './bonus-offers';
import { grantBonus } from './bonus-grants';
import { noticeOfBonus } from './bonus-notices';
import type { BonusCodes } from './bonus-codes';
import { DEFAULT_WAGER_MULTIPLIER_CAPS } from './bonus-terms';
import {
  activateLocked,
  forfeitLocked,
  forfeitPlayerBonuses,
  hasOpenRound,
  lockPlayerBonus,
  type BonusLedger,
  type Clock,
  type PlayerBonusRow,
} from './bonus-transitions';
import { toPlayerBonusView, toPlayerFreespinView } from './bonus-views';
import { assertNoDepositWinningsWithdrawable, NO_DEPOSIT_SOURCE } from './bonus-no-deposit';

/** Lists show issued and active bonuses unless asked otherwise (SPEC.md section 9). */
export const DEFAULT_LIST_STATUSES = [PlayerBonusStatus.Issued, PlayerBonusStatus.Active] as const;

/** The deposit's bonus as the invoice keeps it. */
export interface DepositBonusChoice {
  readonly bonusId: number | null;
}

/** A paid deposit, as the payment module hands it over in the transaction that credits it. */
// For the retention module (loyalty points and rakeback by house edge; self-referral by shared devices and cards).
export { houseEdgeBps, SPORTS_HOUSE_EDGE_BPS } from './bonus-contribution';
export { linkKeysOf } from './bonus-linking';

export interface CreditedDeposit {
  readonly id: string;
  readonly playerId: PlayerId;
  readonly currency: string;
  readonly amount: bigint;
  readonly bonusId: number | null;
  readonly bonusCode: string | null;
}

/**
 * The bonus engine (issue 15): offers, grants, the player's bonuses and their transitions, and
 * the hooks other modules call in their own transactions (a paid deposit, a withdrawal, a break).
 * Money rules are in bonus-transitions.ts and bonus-stakes.ts; the README "Bonuses" states them.
 */
export class BonusService {
  /** The clock of every bonus decision; tests move it. */
  now: Clock = () => new Date();
  readonly offers: BonusOffers;
  /** Set by app.ts once the code lookups are built (they grant through this service). */
  codes: BonusCodes | undefined;
  /** The limits module's break rule (app.ts sets it): during a cooling-off or self-exclusion nothing is granted, activated or claimed. */
  breaks: BreakRule = NO_BREAKS;

  constructor(
    private readonly db: Database,
    readonly ledger: BonusLedger,
    readonly wagerCaps: Readonly<Record<string, number>> = DEFAULT_WAGER_MULTIPLIER_CAPS,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.offers = new BonusOffers(() => this.now());
  }

  listOffers(playerId: PlayerId | undefined, currency: string, amount?: bigint): Promise<BonusOffer[]> {
    return this.offers.offers(this.db, playerId, currency, amount);
  }

  offer(pageIdentity: string, currency: string): Promise<BonusOffer> {
    return this.offers.offer(this.db, pageIdentity, currency);
  }

  availability(playerId: PlayerId, bonusIds: readonly number[], currency: string): Promise<BonusAvailability[]> {
    return this.offers.availability(this.db, playerId, bonusIds, currency);
  }

  packageView(playerId: PlayerId | undefined, identity: string, currency: string): Promise<BonusPackageView> {
    return this.offers.packageView(this.db, playerId, identity, currency);
  }

  async listPlayerBonuses(
    playerId: PlayerId,
    filters: { statuses?: readonly number[]; currencies?: readonly string[] },
    executor: Executor = this.db,
  ): Promise<PlayerBonus[]> {
    const statuses = filters.statuses && filters.statuses.length > 0 ? filters.statuses : DEFAULT_LIST_STATUSES;
    const rows = await executor
      .select({ row: playerBonuses, pageIdentity: bonuses.pageIdentity })
      .from(playerBonuses)
      .leftJoin(bonuses, eq(bonuses.id, playerBonuses.bonusId))
      .where(
        and(
          eq(playerBonuses.playerId, playerId),
          inArray(playerBonuses.status, [...statuses] as PlayerBonusStatus[]),
          filters.currencies && filters.currencies.length > 0
            ? inArray(playerBonuses.currency, [...filters.currencies])
            : undefined,
        ),
      )
      .orderBy(desc(playerBonuses.issuedAt), desc(playerBonuses.id));
    const open = await this.openRoundBonusIds(
      executor,
      rows.map(({ row }) => row.id),
    );
    return rows.map(({ row, pageIdentity }) =>
      toPlayerBonusView(row, { hasOpenRound: open.has(row.id), pageIdentity }),
    );
  }

  async listPlayerFreespins(
    playerId: PlayerId,
    filters: { statuses?: readonly number[]; currencies?: readonly string[] },
  ): Promise<PlayerFreespin[]> {
    const statuses = filters.statuses && filters.statuses.length > 0 ? filters.statuses : DEFAULT_LIST_STATUSES;
    const rows = await this.db
      .select({
        row: playerFreespins,
        gameIdentity: sql<
          string | null
        >`(select g.identity from games g where g.id = player_freespins.game_id and g.is_enabled)`,
      })
      .from(playerFreespins)
      .where(
        and(
          eq(playerFreespins.playerId, playerId),
          inArray(playerFreespins.status, [...statuses] as PlayerBonusStatus[]),
          filters.currencies && filters.currencies.length > 0
            ? inArray(playerFreespins.currency, [...filters.currencies])
            : undefined,
        ),
      )
      .orderBy(desc(playerFreespins.issuedAt), desc(playerFreespins.id));
    return rows.map(({ row, gameIdentity }) => toPlayerFreespinView(row, gameIdentity));
  }

  /** The player activates an issued bonus; another player's id is not found. Activating an active one answers it as is. */
  async activate(playerId: PlayerId, playerBonusId: string): Promise<PlayerBonus> {
    return this.db.transaction(async (tx) => {
      await this.breaks.assertNoBreak(playerId, tx);
      const row = await lockPlayerBonus(tx, playerBonusId, playerId);
      if (!row) throw notFound('There is no such bonus');
      if (row.kind === 'freespin_winnings' && row.status === PlayerBonusStatus.Issued) {
        // Its free spins still pay into it only while it is issued: activated early, the spins left would win for the house.
        const [playing] = await tx
          .select({ id: playerFreespins.id })
          .from(playerFreespins)
          .where(
            and(
              eq(playerFreespins.playerBonusId, row.id),
              inArray(playerFreespins.status, [PlayerBonusStatus.Issued, PlayerBonusStatus.Active]),
            ),
          );
        if (playing)
          throw new AppError(
            409,
            'freespins_in_play',
            'Play the free spins first: their winnings are activated after the last one',
          );
      }
      return this.view(tx, await activateLocked(tx, this.ledger, row, this.now()));
    });
  }

  /**
   * The player cancels a bonus: its balance (bonus money and its winnings) goes to the house, own
   * money is untouched. Refused (409 bonus_cancel_locked) while a round holding its money is open.
   * Cancelling a bonus already cancelled answers it as is (two tabs), another ending is 409.
   */
  async cancel(playerId: PlayerId, playerBonusId: string): Promise<PlayerBonus> {
    return this.db.transaction(async (tx) => {
      const row = await lockPlayerBonus(tx, playerBonusId, playerId);
      if (!row) throw notFound('There is no such bonus');
      if (row.status === PlayerBonusStatus.Finished) {
        if (row.result === PlayerBonusResult.Canceled) return this.view(tx, row);
        throw new AppError(409, 'bonus_finished', 'This bonus has already ended');
      }
      if (await hasOpenRound(tx, row.id))
        throw new AppError(409, 'bonus_cancel_locked', 'A round played with this bonus is still open: finish it first');
      return this.view(tx, await forfeitLocked(tx, this.ledger, row, PlayerBonusResult.Canceled, this.now()));
    });
  }

  /**
   * Free spins: activating makes them playable in their game (a spin then costs nothing); their
   * winnings collect in a player bonus of kind freespin_winnings made now. Cancelling ends them and
   * forfeits what they won.
   */
  async activateFreespins(playerId: PlayerId, playerFreespinId: string): Promise<PlayerFreespin> {
    return this.db.transaction(async (tx) => {
      await this.breaks.assertNoBreak(playerId, tx);
      const row = await this.lockFreespins(tx, playerId, playerFreespinId);
      if (row.status === PlayerBonusStatus.Finished)
        throw new AppError(409, 'bonus_finished', 'These free spins have already ended');
      if (row.status === PlayerBonusStatus.Active) return this.freespinView(tx, row);
      const [game] = await queryRows<{ enabled: boolean }>(
        tx,
        sql`select is_enabled as enabled from games where id = ${row.gameId}::uuid`,
      );
      if (!game?.enabled)
        throw new AppError(409, 'game_unavailable', 'The game of these free spins cannot be played now');
      const [busy] = await tx
        .select({ id: playerFreespins.id })
        .from(playerFreespins)
        .where(
          and(
            eq(playerFreespins.playerId, playerId),
            eq(playerFreespins.gameId, row.gameId),
            eq(playerFreespins.currency, row.currency),
            eq(playerFreespins.status, PlayerBonusStatus.Active),
          ),
        );
      if (busy)
        throw new AppError(409, 'bonus_already_active', 'Other free spins on this game are active: play them first');
      const [winnings] = await tx
        .insert(playerBonuses)
        .values({
          playerId,
          bonusId: row.bonusId,
          kind: 'freespin_winnings',
          title: row.title,
          currency: row.currency,
          amount: 0n,
          wagerMultiplier: row.wagerMultiplier,
          wagerDays: 30,
          contribution: { games: {}, collections: {}, defaultRate: 10_000, sportsMinOdds: null, sportsRate: 0 },
          // Spins given without a deposit: their winnings convert at most what the spins staked.
          maxConversion: row.sourceKind === NO_DEPOSIT_SOURCE ? BigInt(row.count) * row.betAmount : null,
          packageId: row.packageId,
          sourceKind: 'freespins',
          sourceId: row.id,
          issuedAt: this.now(),
        })
        .onConflictDoNothing()
        .returning();
      const [updated] = await tx
        .update(playerFreespins)
        .set({ status: PlayerBonusStatus.Active, ...(winnings ? { playerBonusId: winnings.id } : {}) })
        .where(eq(playerFreespins.id, row.id))
        .returning();
      return this.freespinView(tx, updated ?? row);
    });
  }

  async cancelFreespins(playerId: PlayerId, playerFreespinId: string): Promise<PlayerFreespin> {
    return this.db.transaction(async (tx) => {
      const row = await this.lockFreespins(tx, playerId, playerFreespinId);
      if (row.status === PlayerBonusStatus.Finished) {
        if (row.result === PlayerBonusResult.Canceled) return this.freespinView(tx, row);
        throw new AppError(409, 'bonus_finished', 'These free spins have already ended');
      }
      const [updated] = await tx
        .update(playerFreespins)
        .set({ status: PlayerBonusStatus.Finished, result: PlayerBonusResult.Canceled, finishedAt: this.now() })
        .where(eq(playerFreespins.id, row.id))
        .returning();
      if (row.playerBonusId) {
        const winnings = await lockPlayerBonus(tx, row.playerBonusId);
        if (winnings) await forfeitLocked(tx, this.ledger, winnings, PlayerBonusResult.Canceled, this.now());
      }
      return this.freespinView(tx, updated ?? row);
    });
  }

  /**
   * The deposit form's choice, checked when the deposit is created: a bonus this player may take
   * now with this amount, else 422 with a field error. Null when none was chosen.
   */
  async checkDepositChoice(
    playerId: PlayerId,
    choice: { bonusId?: number | undefined; currency: string; amount: bigint },
  ): Promise<number | null> {
    // During a break the deposit itself is refused (with the break's end), not the bonus.
    if (choice.bonusId === undefined || (await this.breaks.breakOf(playerId))) return null;
    const checked = await this.offers.check(this.db, playerId, choice.bonusId, choice.currency, choice.amount);
    if ('reason' in checked)
      throw validationFailed({
        bonusId: [DEPOSIT_CHOICE_PROBLEMS[checked.reason] ?? 'This bonus cannot be taken now'],
      });
    return checked.bonus.id;
  }

  /**
   * A deposit was paid, in the transaction that credits it: its chosen bonus (or the code's
   * deposit bonus) is granted once (the invoice is its unique source, so a replayed webhook grants
   * nothing) and activated at once when no other bonus is active. Answers the invoice's bonus
   * outcome: 'issued', or why not (the deposit below the trigger, the bonus no longer available).
   */
  async depositCredited(executor: Executor, deposit: CreditedDeposit): Promise<string | null> {
    // A deposit made before a break and paid during it is credited, but takes no bonus (a code waiting stays unused).
    if (await this.breaks.breakOf(deposit.playerId, executor)) return 'player_on_break';
    let bonusId = deposit.bonusId;
    let codeUse: string | null = null;
    if (bonusId === null && deposit.bonusCode !== null && this.codes) {
      const applied = await this.codes.depositCode(executor, deposit.playerId, deposit.bonusCode);
      if (!applied) return 'code_not_available';
      bonusId = applied.bonusId;
      codeUse = applied.playerBonusCodeId;
    } else if (bonusId === null && this.codes) {
      // A code applied earlier for 'deposit' attaches to this deposit.
      const waiting = await this.codes.waitingDepositCode(executor, deposit.playerId);
      if (!waiting) return null;
      bonusId = waiting.bonusId;
      codeUse = waiting.playerBonusCodeId;
    }
    if (bonusId === null) return null;
    const template = await findBonus(executor, bonusId);
    if (!template) return 'not_found';
    // One player's deposits are credited one at a time here: two deposits in two currencies (two
    // wallet locks) paid at once would each see the bonus not taken yet and both grant it.
    // Taken after the deposit's wallet account lock, and nowhere else: no lock cycle.
    await queryRows(
      executor,
      sql`select pg_advisory_xact_lock(hashtext(${`bonus-deposit:${deposit.playerId}`}))::text as locked`,
    );
    if (template.kind === 'deposit') {
      const checked = await this.offers.check(executor, deposit.playerId, bonusId, deposit.currency, deposit.amount);
      if ('reason' in checked) {
        // A replay after the grant: the bonus is taken by this very invoice.
        const [mine] = await executor
          .select({ id: playerBonuses.id })
          .from(playerBonuses)
          .where(and(eq(playerBonuses.sourceKind, 'invoice'), eq(playerBonuses.sourceId, deposit.id)));
        return mine ? 'issued' : checked.reason;
      }
    }
    const grant = await grantBonus(executor, this.ledger, {
      playerId: deposit.playerId,
      bonus: template,
      currency: deposit.currency,
      source: { kind: 'invoice', id: deposit.id },
      deposit: deposit.amount,
      now: this.now(),
      wagerCaps: this.wagerCaps,
      activateWhenFree: true,
    });
    if (codeUse && this.codes) await this.codes.markUsed(executor, codeUse, grant);
    return grant.playerBonus || grant.playerFreespinId ? 'issued' : 'not_in_currency';
  }

  /**
   * A withdrawal is being created, in its transaction: winnings of a bonus without a deposit wait
   * for a first deposit and never go to another claimant's card (409); the active bonus in its
   * currency is forfeited (own money untouched).
   */
  async withdrawalCreated(
    executor: Executor,
    playerId: PlayerId,
    currency: string,
    withdrawal: { cardMask?: string | undefined } = {},
  ): Promise<void> {
    await assertNoDepositWinningsWithdrawable(executor, playerId, { cardMask: withdrawal.cardMask, now: this.now() });
    await forfeitPlayerBonuses(executor, this.ledger, playerId, {
      currency,
      statuses: [PlayerBonusStatus.Active],
      result: PlayerBonusResult.Canceled,
      now: this.now(),
    });
  }

  /** A cooling-off or self-exclusion starts: every issued or active bonus is forfeited in its transaction, free spins end. */
  async breakStarted(executor: Executor, playerId: PlayerId): Promise<void> {
    const now = this.now();
    await executor
      .update(playerFreespins)
      .set({ status: PlayerBonusStatus.Finished, result: PlayerBonusResult.Canceled, finishedAt: now })
      .where(
        and(
          eq(playerFreespins.playerId, playerId),
          inArray(playerFreespins.status, [PlayerBonusStatus.Issued, PlayerBonusStatus.Active]),
        ),
      );
    await forfeitPlayerBonuses(executor, this.ledger, playerId, {
      statuses: [PlayerBonusStatus.Issued, PlayerBonusStatus.Active],
      result: PlayerBonusResult.Canceled,
      now,
    });
  }

  /**
   * Ends what is past its deadline (the recurring job, and tests at a given moment): issued past
   * activation → result 4; active past wagering → result 5, balance forfeited; free spins → result 4.
   * Each bonus in its own transaction under its locks, so a rerun or a second node changes nothing twice.
   */
  async expire(now: Date = this.now()): Promise<number> {
    const due = await this.db
      .select({ id: playerBonuses.id })
      .from(playerBonuses)
      .where(
        and(
          inArray(playerBonuses.status, [PlayerBonusStatus.Issued, PlayerBonusStatus.Active]),
          lt(playerBonuses.expiresAt, now),
        ),
      );
    let expired = 0;
    for (const { id } of due) {
      const done = await this.db.transaction(async (tx) => {
        const row = await lockPlayerBonus(tx, id);
        if (!row || row.status === PlayerBonusStatus.Finished || !row.expiresAt || row.expiresAt >= now) return false;
        const ended = await forfeitLocked(
          tx,
          this.ledger,
          row,
          row.status === PlayerBonusStatus.Issued ? PlayerBonusResult.Expired : PlayerBonusResult.WagerExpired,
          now,
        );
        await noticeOfBonus(tx, this.ledger.notify, ended, 'bonus.expired');
        return true;
      });
      if (done) expired += 1;
    }
    // Free spins past their deadline end (result 4) and what they won so far is forfeited with them.
    const spins = await this.db
      .select({ id: playerFreespins.id })
      .from(playerFreespins)
      .where(
        and(
          inArray(playerFreespins.status, [PlayerBonusStatus.Issued, PlayerBonusStatus.Active]),
          lt(playerFreespins.expiresAt, now),
        ),
      );
    for (const { id } of spins) {
      await this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(playerFreespins).where(eq(playerFreespins.id, id)).for('update');
        if (!row || row.status === PlayerBonusStatus.Finished || !row.expiresAt || row.expiresAt >= now) return;
        await tx
          .update(playerFreespins)
          .set({ status: PlayerBonusStatus.Finished, result: PlayerBonusResult.Expired, finishedAt: now })
          .where(eq(playerFreespins.id, id));
        const winnings = row.playerBonusId ? await lockPlayerBonus(tx, row.playerBonusId) : undefined;
        if (winnings?.status === PlayerBonusStatus.Issued)
          await forfeitLocked(tx, this.ledger, winnings, PlayerBonusResult.Expired, now);
      });
    }
    if (expired > 0) this.log?.info({ expired }, 'bonuses expired');
    return expired;
  }

  /**
   * A reward of another module (a completed quest, a loyalty level reached): the template named by
   * its page identity, granted once per source on the caller's transaction, issued for the player
   * to activate. Undefined when there is no such template or it gives nothing in this currency.
   */
  async grantReward(
    executor: Executor,
    reward: {
      playerId: PlayerId;
      pageIdentity: string;
      currency: string;
      source: { kind: 'quest' | 'loyalty_level'; id: string };
    },
  ): Promise<{ playerBonusId: string | null; playerFreespinId: string | null } | undefined> {
    const [template] = await executor.select().from(bonuses).where(eq(bonuses.pageIdentity, reward.pageIdentity));
    if (!template) return undefined;
    // A break forfeits every bonus the player holds and grants none: a reward earned before it
    // and handed out during it is not granted either (the quest or level still counts as rewarded).
    if (await this.breaks.breakOf(reward.playerId, executor)) return undefined;
    const grant = await grantBonus(executor, this.ledger, {
      playerId: reward.playerId,
      bonus: template,
      currency: reward.currency,
      source: reward.source,
      now: this.now(),
      wagerCaps: this.wagerCaps,
      activateWhenFree: false,
    });
    if (!grant.playerBonus && !grant.playerFreespinId) return undefined;
    return { playerBonusId: grant.playerBonus?.id ?? null, playerFreespinId: grant.playerFreespinId };
  }

  /** The operator grants a bonus by hand (kind manual, or any template), once per key. */
  async issueManually(request: {
    playerId: PlayerId;
    bonusId: number;
    currency: string;
    amount?: bigint;
    key: string;
    activate: boolean;
  }): Promise<PlayerBonus> {
    return this.db.transaction(async (tx) => {
      await this.breaks.assertNoBreak(request.playerId, tx);
      const template = await findBonus(tx, request.bonusId);
      if (!template) throw validationFailed({ bonusId: ['There is no such bonus'] });
      const [account] = await queryRows<{ id: string }>(
        tx,
        sql`select id from wallet_accounts where player_id = ${request.playerId}::uuid and currency = ${request.currency}`,
      );
      if (!account) throw validationFailed({ currency: ['The player has no account in this currency'] });
      const grant = await grantBonus(tx, this.ledger, {
        playerId: request.playerId,
        bonus: template,
        currency: request.currency,
        source: { kind: 'manual', id: request.key },
        ...(request.amount === undefined ? {} : { amount: request.amount }),
        now: this.now(),
        wagerCaps: this.wagerCaps,
        activateWhenFree: request.activate,
      });
      if (!grant.playerBonus)
        throw validationFailed({ amount: ['This bonus gives nothing in this currency: give an amount'] });
      if (grant.playerBonus.playerId !== request.playerId)
        throw new AppError(409, 'idempotency_conflict', 'This key was used for another grant');
      return this.view(tx, grant.playerBonus);
    });
  }

  private async view(executor: Executor, row: PlayerBonusRow): Promise<PlayerBonus> {
    const [template] =
      row.bonusId === null
        ? []
        : await executor
            .select({ pageIdentity: bonuses.pageIdentity })
            .from(bonuses)
            .where(eq(bonuses.id, row.bonusId));
    return toPlayerBonusView(row, {
      hasOpenRound: await hasOpenRound(executor, row.id),
      pageIdentity: template?.pageIdentity ?? null,
    });
  }

  /** The free spins as they now are, published on `bonus:player-freespins#{playerId}` in the transaction that changed them. */
  private async freespinView(executor: Executor, row: typeof playerFreespins.$inferSelect): Promise<PlayerFreespin> {
    const [game] = await queryRows<{ identity: string }>(
      executor,
      sql`select identity from games where id = ${row.gameId}::uuid and is_enabled`,
    );
    const view = toPlayerFreespinView(row, game?.identity ?? null);
    await publishInTransaction(executor, userChannel('bonus:player-freespins', row.playerId), {
      type: 'player-freespin.updated',
      playerFreespin: view,
    } satisfies PlayerFreespinUpdatedPush);
    return view;
  }

  private async lockFreespins(executor: Executor, playerId: PlayerId, id: string) {
    const [row] = await executor
      .select()
      .from(playerFreespins)
      .where(and(eq(playerFreespins.id, id), eq(playerFreespins.playerId, playerId)))
      .for('update');
    if (!row) throw notFound('There are no such free spins');
    return row;
  }

  private async openRoundBonusIds(executor: Executor, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await queryRows<{ id: string }>(
      executor,
      sql`select distinct player_bonus_id::text as id from game_rounds where player_bonus_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and status = ${GameRoundStatus.Open}`,
    );
    return new Set(rows.map((row) => row.id));
  }
}

const DEPOSIT_CHOICE_PROBLEMS: Readonly<Record<string, string>> = {
  already_taken: 'You have already taken this bonus',
  package_step_not_reached: 'Take the earlier bonuses of this package first',
  expired: 'This bonus is not offered now',
  not_in_currency: 'This bonus is not offered in this currency',
  limit_reached: 'The deposit is below what this bonus needs',
  not_found: 'There is no such deposit bonus',
};
