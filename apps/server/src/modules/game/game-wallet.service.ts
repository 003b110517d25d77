import { and, eq, sql } from 'drizzle-orm';
import {
  minorAmount,
  GameRoundStatus,
  type GameProviderIntegration,
  type PlayerId,
  type RoundId,
} from '@casino/shared';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, notFound } from '../../http/app-error';
import type {
  SeamlessWallet,
  WalletAdjustRequest,
  WalletAdjustResult,
  WalletBetAndWinRequest,
  WalletBetRequest,
  WalletCallResult,
  WalletRollbackRequest,
  WalletSession,
  WalletWinRequest,
} from '../../providers/games/seamless-wallet';
import { NO_BREAKS, type BreakRule } from '../limits/limits.service';
import type { TransferRequest, WalletService } from '../wallet/wallet.service';
import type { BeforeBet } from './bet-limits-hook';
import { NO_BONUSES, NO_FREESPINS, type BonusStakes, type FreeSpins, type StakeSplit } from './bonus-stakes-hook';
import { NO_JACKPOTS, type GameJackpots } from './jackpot-hook';
import { NO_SETTLED_ROUND_OBSERVER, type SettledRoundObserver } from './settled-round-hook';
import {
  assertRoundOf,
  findTransaction,
  insertSettledRound,
  lockRound,
  openOrLockRound,
  publishSpin,
  publishSpinOf,
  recordTransaction,
  requireWalletGame,
} from './game-round-records';
import { gameTransactions } from './game-wallet.table';
import { gameRounds, games } from './game.table';
import type { GameService } from './game.service';

/** The largest balance an account can show (a JSON integer): a win beyond it is refused. */
const MAX_BALANCE = BigInt(Number.MAX_SAFE_INTEGER);

/** Provider ids are stored as varchar(128) (game_rounds, game_transactions): longer ids are refused, not truncated. */
const PROVIDER_ID_MAX_LENGTH = 128;

function assertProviderIds({
  providerRoundId,
  providerTransactionId,
}: {
  providerRoundId: string;
  providerTransactionId: string;
}): void {
  for (const [field, value] of Object.entries({ providerRoundId, providerTransactionId })) {
    if (value.length === 0 || value.length > PROVIDER_ID_MAX_LENGTH) {
      throw new AppError(422, 'validation_failed', 'A provider id is 1 to 128 characters', {
        [field]: [`1 to ${PROVIDER_ID_MAX_LENGTH} characters`],
      });
    }
  }
}

/** A bet-and-win call's ids and amounts: a bet above zero, a win not negative (422 otherwise). */
function assertBetAndWinRequest(request: WalletBetAndWinRequest): void {
  assertProviderIds({ providerRoundId: request.providerRoundId, providerTransactionId: request.betTransactionId });
  assertProviderIds({ providerRoundId: request.providerRoundId, providerTransactionId: request.winTransactionId });
  if (request.bet <= 0n)
    throw new AppError(422, 'invalid_amount', 'A bet is greater than zero', {
      amount: ['Must be greater than zero'],
    });
  if (request.win < 0n)
    throw new AppError(422, 'invalid_amount', 'A win is not negative', { amount: ['Must not be negative'] });
}

/** A play-money round a provider reports for the history: no money moved, so no ledger. */
export interface DemoRoundRecord {
  /** Null for a guest. */
  readonly playerId: PlayerId | null;
  readonly gameId: string;
  readonly providerRoundId: string;
  readonly currency: string;
  readonly bet: bigint;
  readonly win: bigint;
  readonly outcome?: unknown;
}

/**
 * The platform side of game providers: the seamless wallet each integration calls, and the
 * history of play-money rounds. Rounds, their calls and the money commit in one transaction.
 */
export class GameWalletService {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletService,
    private readonly games: GameService,
    private readonly beforeBet: BeforeBet,
    /** The bonus engine (modules/bonus), set once it is built: stakes spend own money, then bonus money. */
    public bonuses: BonusStakes = NO_BONUSES,
    /** Free spins of the bonus engine, played by the in-house game server. */
    public freespins: FreeSpins = NO_FREESPINS,
    /** The progressive jackpot (modules/jackpot), set once it is built: stakes feed its pool, a jackpot win empties it. */
    public jackpots: GameJackpots = NO_JACKPOTS,
    /**
     * The limits module's break rule: game providers refuse play (a session opened before the
     * break, demo rounds) to a player on a cooling-off or self-exclusion. Stakes meet it in `beforeBet`.
     */
    public breaks: Pick<BreakRule, 'assertNoBreak' | 'checkPlay'> = NO_BREAKS,
    /** Told of every real-money round that settles, on its transaction (retention enqueues its job there). */
    public settledRounds: SettledRoundObserver = NO_SETTLED_ROUND_OBSERVER,
  ) {}

  /** The seamless wallet of one provider integration; its ledger keys are namespaced by it. */
  seamlessWallet(integration: GameProviderIntegration): SeamlessWallet {
    return new PlatformSeamlessWallet(
      this.db,
      this.wallet,
      this.games,
      integration,
      this.beforeBet,
      () => this.bonuses,
      () => this.jackpots,
      () => this.settledRounds,
    );
  }

  /** Records a settled play-money round; a logged-in player sees it in the history and live. */
  async recordDemoRound(executor: Executor, record: DemoRoundRecord): Promise<string> {
    return this.recordSettledRound(executor, record, true);
  }

  /**
   * Records a free spin (the bonus engine's): real play, but no own money staked, so its bet is 0
   * and its win (paid into bonus money by the bonus engine) is shown as it was. The player sees it
   * in the spins history and live like any other round.
   */
  async recordFreeSpinRound(
    executor: Executor,
    record: Omit<DemoRoundRecord, 'bet' | 'playerId'> & { readonly playerId: PlayerId },
  ): Promise<string> {
    return this.recordSettledRound(executor, { ...record, bet: 0n }, false);
  }

  private async recordSettledRound(executor: Executor, record: DemoRoundRecord, isDemo: boolean): Promise<string> {
    const [game] = await executor
      .select({ providerId: games.providerId })
      .from(games)
      .where(eq(games.id, record.gameId));
    if (!game) throw notFound('There is no such game');
    const [round] = await executor
      .insert(gameRounds)
      .values({
        ...record,
        providerId: game.providerId,
        isDemo,
        status: GameRoundStatus.Settled,
        outcome: record.outcome ?? null,
      })
      .returning({ id: gameRounds.id });
    if (!round) throw new Error('round insert returned no row');
    if (record.playerId) {
      await this.games.recordPlay(executor, record.playerId, record.gameId);
      await publishSpin(executor, round.id);
    }
    return round.id;
  }
}

/**
 * Real money: every stake and win is a ledger transfer between the player and the house's game
 * revenue. A stake spends own money first, then the active bonus's money (the bonus engine's
 * split); a win is shared in proportion: floor(win × bonus part / stake) back to the bonus, the
 * rest (and every rounding) to own money; a rollback returns each part where it came from.
 */
class PlatformSeamlessWallet implements SeamlessWallet {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletService,
    private readonly games: GameService,
    private readonly integration: GameProviderIntegration,
    private readonly beforeBet: BeforeBet,
    private readonly bonusEngine: () => BonusStakes,
    private readonly jackpotPools: () => GameJackpots,
    private readonly settledRoundObserver: () => SettledRoundObserver,
  ) {}

  private get bonuses(): BonusStakes {
    return this.bonusEngine();
  }

  private get jackpots(): GameJackpots {
    return this.jackpotPools();
  }

  /** A jackpot claimed by a game that has none is a provider bug: refused before any money moves. */
  private async assertJackpotClaim(executor: Executor, gameId: string, jackpot: boolean | undefined): Promise<void> {
    if (jackpot && !(await this.jackpots.isJackpotGame(executor, gameId))) {
      throw new AppError(422, 'jackpot_not_offered', 'This game has no jackpot to win', {
        jackpot: ['This game has no jackpot'],
      });
    }
  }

  /** Casino games show own money plus the active bonus's money (what a stake can spend); the sportsbook own money only. */
  async balance(session: WalletSession, executor?: Executor): Promise<bigint> {
    const own = await this.wallet.balanceOf(executor, session.playerId, session.currency);
    if (this.integration === 'sportsbook') return own;
    return own + (await this.bonuses.activeBalance(executor, session.playerId, session.currency));
  }

  /** The sportsbook spends own money only, so no bonus limits its stakes; a casino game's stake is limited by the active bonus's maximum bet. */
  async maxBet(session: WalletSession, executor?: Executor): Promise<bigint | null> {
    if (this.integration === 'sportsbook') return null;
    return this.bonuses.maxBet(executor, session.playerId, session.currency);
  }

  /** The stake's transfers: own part player → house, bonus part bonus → house. */
  private stakeTransfers(
    request: { playerId: PlayerId; currency: string },
    split: StakeSplit,
    key: string,
    roundId: RoundId,
    shard?: string,
  ): TransferRequest[] {
    const common = { currency: request.currency, reference: roundId, ...(shard ? { houseShardKey: shard } : {}) };
    const house = { kind: 'house', account: 'game_revenue' } as const;
    const transfers: TransferRequest[] = [];
    if (split.own > 0n)
      transfers.push({
        ...common,
        idempotencyKey: key,
        reason: 'game_bet',
        amount: minorAmount(split.own),
        from: { kind: 'player', playerId: request.playerId },
        to: house,
      });
    if (split.bonus > 0n && split.playerBonusId) {
      transfers.push({
        ...common,
        idempotencyKey: `${key}:bonus`,
        reason: 'game_bet_bonus',
        amount: minorAmount(split.bonus),
        from: { kind: 'bonus', playerBonusId: split.playerBonusId },
        to: house,
      });
    }
    return transfers;
  }

  /**
   * A win's (or refund's) transfers: the bonus share back to the round's bonus while it is still
   * active (a bonus forfeited meanwhile leaves its share with the house), the rest to own money.
   */
  private async payoutTransfers(
    executor: Executor,
    request: { playerId: PlayerId; currency: string },
    amount: bigint,
    bonusShare: bigint,
    playerBonusId: string | null,
    key: string,
    reasons: { own: string; bonus: string },
    roundId: RoundId,
    shard?: string,
  ): Promise<TransferRequest[]> {
    const common = { currency: request.currency, reference: roundId, ...(shard ? { houseShardKey: shard } : {}) };
    const house = { kind: 'house', account: 'game_revenue' } as const;
    const toBonus =
      bonusShare > 0n && playerBonusId !== null && (await this.bonuses.isActive(executor, playerBonusId))
        ? bonusShare
        : 0n;
    const toOwn = amount - bonusShare;
    const transfers: TransferRequest[] = [];
    if (toOwn > 0n)
      transfers.push({
        ...common,
        idempotencyKey: key,
        reason: reasons.own,
        amount: minorAmount(toOwn),
        from: house,
        to: { kind: 'player', playerId: request.playerId },
      });
    if (toBonus > 0n && playerBonusId) {
      transfers.push({
        ...common,
        idempotencyKey: `${key}:bonus`,
        reason: reasons.bonus,
        amount: minorAmount(toBonus),
        from: house,
        to: { kind: 'bonus', playerBonusId },
      });
    }
    return transfers;
  }

  async bet(request: WalletBetRequest, executor?: Executor): Promise<WalletCallResult> {
    if (!executor) return this.db.transaction((tx) => this.bet(request, tx));
    assertProviderIds(request);
    if (request.amount <= 0n)
      throw new AppError(422, 'invalid_amount', 'A bet is greater than zero', {
        amount: ['Must be greater than zero'],
      });
    const game = await requireWalletGame(executor, request.gameId, this.integration, { playable: true });
    const round = await openOrLockRound(executor, { ...request, gameId: game.id, providerId: game.providerId });
    assertRoundOf(round, request);
    const call = {
      providerId: game.providerId,
      kind: 'bet' as const,
      providerTransactionId: request.providerTransactionId,
      roundId: round.id,
      amount: request.amount,
    };
    if (!(await recordTransaction(executor, call))) return this.result(executor, request, round.id, true);
    if (round.status !== GameRoundStatus.Open) throw new AppError(409, 'round_closed', 'This round is already over');
    // The responsible-gaming limits decide before any money moves.
    await this.beforeBet(executor, {
      playerId: request.playerId,
      currency: request.currency,
      amount: request.amount,
      gameId: game.id,
    });
    // The bonus engine decides next (the maximum stake while wagering), still before any money moves.
    const split = await this.bonuses.split(executor, {
      ...request,
      gameId: game.id,
      integration: this.integration,
      roundBet: round.bet,
    });
    // Two transfers of one stake share the round's house shard: the transaction holds one house row.
    const stakeKey = this.ledgerKey('tx', request.providerTransactionId);
    const transfers = this.stakeTransfers(request, split, stakeKey, round.id, split.bonus > 0n ? round.id : undefined);
    if (split.own === 0n && split.bonus === 0n) throw new Error('a stake has a part');
    if (transfers.length === 1) await this.wallet.transfer(executor, transfers[0] as TransferRequest);
    else await this.wallet.transferAll(executor, transfers);
    // A jackpot game's share of the stake leaves the house row the stake reached, into the pool.
    await this.jackpots.contribute(executor, {
      roundId: round.id,
      gameId: game.id,
      currency: request.currency,
      amount: request.amount,
      stakeKey,
      houseShardKey: split.bonus > 0n ? round.id : stakeKey,
    });
    await executor
      .update(gameRounds)
      .set({
        bet: sql`${gameRounds.bet} + ${request.amount}`,
        bonusBet: sql`${gameRounds.bonusBet} + ${split.bonus}`,
        ...(split.playerBonusId ? { playerBonusId: split.playerBonusId } : {}),
      })
      .where(eq(gameRounds.id, round.id));
    if (split.bonus > 0n) await recordBonusPart(executor, game.providerId, request.providerTransactionId, split.bonus);
    if (split.bonusActive) await this.afterMoney(executor, request);
    return this.result(executor, request, round.id, false);
  }

  async win(request: WalletWinRequest, executor?: Executor): Promise<WalletCallResult> {
    if (!executor) return this.db.transaction((tx) => this.win(request, tx));
    assertProviderIds(request);
    if (request.amount < 0n)
      throw new AppError(422, 'invalid_amount', 'A win is not negative', { amount: ['Must not be negative'] });
    const game = await requireWalletGame(executor, request.gameId, this.integration, { playable: false });
    await this.assertJackpotClaim(executor, game.id, request.jackpot);
    const round = await lockRound(executor, game.providerId, request.providerRoundId);
    if (!round) throw notFound('There is no such round: a win needs its bet first');
    assertRoundOf(round, request);
    const call = {
      providerId: game.providerId,
      kind: 'win' as const,
      providerTransactionId: request.providerTransactionId,
      roundId: round.id,
      amount: request.amount,
    };
    if (!(await recordTransaction(executor, call)))
      return this.result(
        executor,
        request,
        round.id,
        true,
        request.jackpot ? await this.jackpots.paidTo(executor, round.id) : undefined,
      );
    if (round.status !== GameRoundStatus.Open) throw new AppError(409, 'round_closed', 'This round is already over');
    // A balance is a JSON integer everywhere it is shown: a win past that is refused, not a 500 retried forever.
    if (
      request.amount > 0n &&
      (await this.wallet.balanceOf(executor, request.playerId, request.currency)) + request.amount > MAX_BALANCE
    ) {
      throw new AppError(422, 'invalid_amount', 'This win would take the balance past what an account can hold', {
        amount: [`The balance after the win must not exceed ${MAX_BALANCE}`],
      });
    }
    // A jackpot round keeps one house row for its win and the pool's new seed.
    const jackpotShard = request.jackpot ? round.id : undefined;
    if (request.amount > 0n) {
      const share = round.bet > 0n ? (request.amount * round.bonusBet) / round.bet : 0n;
      const reasons = { own: 'game_win', bonus: 'game_win_bonus' };
      if (share > 0n) await this.bonuses.beforePayout(executor, request.playerId, request.currency);
      const key = this.ledgerKey('tx', request.providerTransactionId);
      const transfers = await this.payoutTransfers(
        executor,
        request,
        request.amount,
        share,
        round.playerBonusId,
        key,
        reasons,
        round.id,
        share > 0n ? round.id : jackpotShard,
      );
      await this.wallet.transferAll(executor, transfers);
    }
    const jackpotWin = await this.payJackpot(executor, request, round.id, game.id);
    const win = request.amount + (jackpotWin ?? 0n);
    await executor
      .update(gameRounds)
      .set({
        win: sql`${gameRounds.win} + ${win}`,
        status: GameRoundStatus.Settled,
        outcome: request.outcome ?? round.outcome,
      })
      .where(eq(gameRounds.id, round.id));
    await this.settledRoundObserver()(executor, round.id);
    await this.afterMoney(executor, request);
    // Sports bets are neither casino spins nor played games: the sportsbook pushes its own bet updates.
    if (this.integration !== 'sportsbook') {
      await this.games.recordPlay(executor, request.playerId, game.id);
      await publishSpin(executor, round.id);
      await this.jackpots.settled(executor, {
        roundId: round.id,
        bet: round.bet,
        win: round.win + win,
        jackpotWin: jackpotWin ?? 0n,
      });
    }
    return this.result(executor, request, round.id, false, jackpotWin);
  }

  async betAndWin(request: WalletBetAndWinRequest, executor?: Executor): Promise<WalletCallResult> {
    if (!executor) return this.db.transaction((tx) => this.betAndWin(request, tx));
    assertBetAndWinRequest(request);
    await this.assertJackpotClaim(executor, request.gameId, request.jackpot);
    const settled = await insertSettledRound(executor, { ...request, integration: this.integration });
    // Not inserted: a replay, or a game that cannot be played here; the step-by-step calls tell which.
    if (!settled) return this.betThenWin(request, executor);
    const { round, game } = settled;
    await this.beforeBet(executor, {
      playerId: request.playerId,
      currency: request.currency,
      amount: request.bet,
      gameId: game.id,
      excludeRoundId: round.id,
    });
    const split = await this.bonuses.split(executor, {
      playerId: request.playerId,
      currency: request.currency,
      amount: request.bet,
      gameId: game.id,
      integration: this.integration,
      ...(request.winChanceBps === undefined ? {} : { winChanceBps: request.winChanceBps }),
    });
    // One house shard for the round: its transaction holds a single house row.
    const transfers = this.stakeTransfers(
      request,
      split,
      this.ledgerKey('tx', request.betTransactionId),
      round.id,
      round.id,
    );
    if (request.win > 0n) {
      const share = (request.win * split.bonus) / request.bet;
      const reasons = { own: 'game_win', bonus: 'game_win_bonus' };
      transfers.push(
        ...(await this.payoutTransfers(
          executor,
          request,
          request.win,
          share,
          split.playerBonusId,
          this.ledgerKey('tx', request.winTransactionId),
          reasons,
          round.id,
          round.id,
        )),
      );
    }
    const results = await this.wallet.transferAll(executor, transfers);
    // A jackpot game's share of the stake leaves the round's house row into the pool; a jackpot win empties the pool.
    await this.jackpots.contribute(executor, {
      roundId: round.id,
      gameId: game.id,
      currency: request.currency,
      amount: request.bet,
      stakeKey: this.ledgerKey('tx', request.betTransactionId),
      houseShardKey: round.id,
    });
    const jackpotWin = await this.payJackpot(executor, request, round.id, game.id);
    if (jackpotWin)
      await executor
        .update(gameRounds)
        .set({ win: sql`${gameRounds.win} + ${jackpotWin}` })
        .where(eq(gameRounds.id, round.id));
    const settledRound = jackpotWin ? { ...round, win: round.win + jackpotWin } : round;
    await publishSpinOf(executor, settledRound, game);
    await this.jackpots.settled(executor, {
      roundId: round.id,
      bet: settledRound.bet,
      win: settledRound.win,
      jackpotWin: jackpotWin ?? 0n,
    });
    await this.settledRoundObserver()(executor, round.id);
    if (!split.bonusActive && !jackpotWin) {
      // No bonus at all (the common case): the balance the last transfer left is the answer.
      const balance = results.at(-1)?.playerBalancesAfter?.get(request.playerId);
      if (balance !== undefined)
        return { balance, replayed: false, roundId: round.id, ...(request.jackpot ? { jackpotWin: 0n } : {}) };
    } else if (split.playerBonusId !== null) {
      await recordRoundBonusStake(executor, round.id, split.bonus, split.playerBonusId);
    }
    await this.afterMoney(executor, request);
    return this.result(executor, request, round.id, false, jackpotWin);
  }

  /** A claimed jackpot (`jackpot: true`) paid from the game's pool on the round's house row; undefined when none is claimed. */
  private async payJackpot(
    executor: Executor,
    request: { playerId: PlayerId; currency: string; jackpot?: boolean },
    roundId: RoundId,
    gameId: string,
  ): Promise<bigint | undefined> {
    if (!request.jackpot) return undefined;
    return this.jackpots.pay(executor, {
      roundId,
      gameId,
      playerId: request.playerId,
      currency: request.currency,
      houseShardKey: roundId,
    });
  }

  private async betThenWin(request: WalletBetAndWinRequest, executor: Executor): Promise<WalletCallResult> {
    const call = {
      playerId: request.playerId,
      currency: request.currency,
      gameId: request.gameId,
      providerRoundId: request.providerRoundId,
    };
    const risk = request.winChanceBps === undefined ? {} : { winChanceBps: request.winChanceBps };
    const bet = await this.bet(
      { ...call, providerTransactionId: request.betTransactionId, amount: request.bet, ...risk },
      executor,
    );
    const win = await this.win(
      {
        ...call,
        providerTransactionId: request.winTransactionId,
        amount: request.win,
        outcome: request.outcome,
        ...(request.jackpot ? { jackpot: true } : {}),
      },
      executor,
    );
    return { ...win, replayed: bet.replayed && win.replayed };
  }

  async rollback(request: WalletRollbackRequest, executor?: Executor): Promise<WalletCallResult> {
    if (!executor) return this.db.transaction((tx) => this.rollback(request, tx));
    assertProviderIds(request);
    const { providerId } = await requireWalletGame(executor, request.gameId, this.integration, { playable: false });
    const round = await lockRound(executor, providerId, request.providerRoundId);
    const bet = await findTransaction(executor, providerId, 'bet', request.providerTransactionId);
    if (!round || !bet || bet.roundId !== round.id) throw notFound('There is no such bet to roll back');
    assertRoundOf(round, request);
    const call = {
      providerId,
      kind: 'rollback' as const,
      providerTransactionId: request.providerTransactionId,
      roundId: round.id,
      amount: bet.amount,
    };
    if (!(await recordTransaction(executor, call))) return this.result(executor, request, round.id, true);
    if (round.status === GameRoundStatus.Settled)
      throw new AppError(409, 'round_settled', 'A settled round cannot be rolled back');
    const reasons = { own: 'game_rollback', bonus: 'game_rollback_bonus' };
    if (bet.bonusAmount > 0n) await this.bonuses.beforePayout(executor, request.playerId, request.currency);
    const key = this.ledgerKey('rollback', request.providerTransactionId);
    const refunds = await this.payoutTransfers(
      executor,
      request,
      bet.amount,
      bet.bonusAmount,
      round.playerBonusId,
      key,
      reasons,
      round.id,
      bet.bonusAmount > 0n ? round.id : undefined,
    );
    await this.wallet.transferAll(executor, refunds);
    // The stake's jackpot share (if it made one) goes back from the pool to the house row of the refund.
    const stakeKey = this.ledgerKey('tx', request.providerTransactionId);
    await this.jackpots.refund(executor, {
      stakeKey,
      rollbackKey: key,
      roundId: round.id,
      houseShardKey: bet.bonusAmount > 0n ? round.id : key,
    });
    await executor.update(gameRounds).set({ status: GameRoundStatus.RolledBack }).where(eq(gameRounds.id, round.id));
    await this.afterMoney(executor, request);
    if (this.integration !== 'sportsbook') await publishSpin(executor, round.id);
    return this.result(executor, request, round.id, false);
  }

  async adjust(request: WalletAdjustRequest, executor?: Executor): Promise<WalletAdjustResult> {
    if (!executor) return this.db.transaction((tx) => this.adjust(request, tx));
    assertProviderIds(request);
    if (request.amount === 0n)
      throw new AppError(422, 'invalid_amount', 'An adjustment is not zero', { amount: ['Must not be zero'] });
    const { providerId } = await requireWalletGame(executor, request.gameId, this.integration, { playable: false });
    const round = await lockRound(executor, providerId, request.providerRoundId);
    if (!round) throw notFound('There is no such round to adjust');
    assertRoundOf(round, request);
    if (round.status !== GameRoundStatus.Settled)
      throw new AppError(409, 'round_not_settled', 'Only a settled round is adjusted');
    const credit = request.amount > 0n;
    // A debit takes what the balance holds and never more than the round paid.
    const balance = await this.wallet.balanceOf(executor, request.playerId, request.currency);
    const wanted = credit ? request.amount : -request.amount;
    const amount = credit
      ? wanted
      : [wanted, balance, round.win].reduce((least, value) => (value < least ? value : least));
    const call = {
      providerId,
      kind: 'adjust' as const,
      providerTransactionId: request.providerTransactionId,
      roundId: round.id,
      amount,
    };
    if (!(await recordTransaction(executor, call)))
      return { ...(await this.result(executor, request, round.id, true)), moved: 0n };
    if (amount > 0n) {
      const player = { kind: 'player', playerId: request.playerId } as const;
      const house = { kind: 'house', account: 'game_revenue' } as const;
      await this.wallet.transfer(executor, {
        idempotencyKey: this.ledgerKey('adjust', request.providerTransactionId),
        reason: credit ? 'game_adjust_credit' : 'game_adjust_debit',
        currency: request.currency,
        amount: minorAmount(amount),
        from: credit ? house : player,
        to: credit ? player : house,
        reference: round.id,
      });
      const change = credit ? amount : -amount;
      await executor
        .update(gameRounds)
        .set({ win: sql`${gameRounds.win} + ${change}`, outcome: request.outcome ?? round.outcome })
        .where(eq(gameRounds.id, round.id));
    }
    return { ...(await this.result(executor, request, round.id, false)), moved: amount };
  }

  /**
   * After a stake or a settlement: the bonus engine completes the active bonus when due and
   * announces it. Sports bets hold no bonus money (their stake alone can complete a bonus, in the
   * split), so a sportsbook call skips it: a settlement batch takes no bonus locks.
   */
  private async afterMoney(executor: Executor, session: WalletSession): Promise<void> {
    if (this.integration !== 'sportsbook') await this.bonuses.settled(executor, session.playerId, session.currency);
  }

  /** `game:inhouse:tx:{id}`: unique across providers, whose transaction ids may collide. */
  private ledgerKey(kind: 'tx' | 'rollback' | 'adjust', providerTransactionId: string): string {
    return `game:${this.integration}:${kind}:${providerTransactionId}`;
  }

  private async result(
    executor: Executor,
    session: WalletSession,
    roundId: RoundId,
    replayed: boolean,
    jackpotWin?: bigint,
  ): Promise<WalletCallResult> {
    return {
      balance: await this.balance(session, executor),
      replayed,
      roundId,
      ...(jackpotWin !== undefined ? { jackpotWin } : {}),
    };
  }
}

/** The bonus part of a bet call, kept with the call so a rollback returns it to the bonus. */
async function recordBonusPart(
  executor: Executor,
  providerId: string,
  providerTransactionId: string,
  bonusAmount: bigint,
): Promise<void> {
  await executor
    .update(gameTransactions)
    .set({ bonusAmount })
    .where(
      and(
        eq(gameTransactions.providerId, providerId),
        eq(gameTransactions.kind, 'bet'),
        eq(gameTransactions.providerTransactionId, providerTransactionId),
      ),
    );
}

/** The bonus part of a bet-and-win round's stake, on the round and on its bet transaction. */
async function recordRoundBonusStake(
  executor: Executor,
  roundId: RoundId,
  bonus: bigint,
  playerBonusId: string,
): Promise<void> {
  await executor.update(gameRounds).set({ bonusBet: bonus, playerBonusId }).where(eq(gameRounds.id, roundId));
  await executor
    .update(gameTransactions)
    .set({ bonusAmount: bonus })
    .where(and(eq(gameTransactions.roundId, roundId), eq(gameTransactions.kind, 'bet')));
}
