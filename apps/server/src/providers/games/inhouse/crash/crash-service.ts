import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  assertCrashTarget,
  CRASH_GROWTH_PER_MS,
  crashChainHashSync,
  crashElapsedFor,
  crashMultiplierAt,
  crashPayoutMinor,
  crashPointOfSync,
  crashRoundHashSync,
} from '@casino/fairplay';
import { nodeHmacSha256 } from '@casino/fairplay/node';
import {
  crashChannel,
  type CrashBetAnswer,
  type CrashBetView,
  type CrashChainView,
  type CrashHistoryEntry,
  type CrashPhase,
  type CrashPush,
  type CrashRoundView,
  type CrashState,
  type PlayerId,
} from '@casino/shared';
import type { Database } from '../../../../db/database';
import { isUniqueViolation } from '../../../../db/errors';
import type { Executor } from '../../../../db/executor';
import { AppError, notFound } from '../../../../http/app-error';
import type { JobKind } from '../../../../jobs/job-kind';
import type { JobQueue } from '../../../../jobs/job-queue';
import type { GameWalletService } from '../../../../modules/game/game-wallet.service';
import { publishInTransaction } from '../../../../modules/realtime/realtime.service';
import { enabledGame } from '../../../../modules/game/game-views';
import { games } from '../../../../modules/game/game.table';
import { players } from '../../../../modules/player/player.table';
import { currencies } from '../../../../modules/settings/settings.table';
import type { SeamlessWallet } from '../../seamless-wallet';
import { betLimitsOf } from '../inhouse-games';
import { gameLaunchSessions } from '../inhouse.table';
import { assertOpenLogin, moveDemoBalance, requirePlaySession, type LaunchSession } from '../launch-sessions';
import { realMoney } from '../round-money';
import { withGameRules } from '../round-views';
import { CrashFeed, type CrashAutoBet } from './crash-feed';
import { CrashRoom, type CrashBigWin } from './crash-room';
import { crashBets, crashChains, crashRounds, type CrashBetStatus } from './crash.table';

/** The catalogue games this provider runs as crash, by identity. */
export const CRASH_GAME_IDENTITIES: readonly string[] = ['comet-crash'];
export const isCrashGame = (identity: string | undefined): boolean =>
  identity !== undefined && CRASH_GAME_IDENTITIES.includes(identity.toLowerCase());

export interface CrashOptions {
  /** Rounds start on their own: on ready and by the watchdog each minute (off in tests unless asked for). */
  readonly rounds: boolean;
  /** Pushes to the game's public channel now (the real-time broker); the round's opening goes through the outbox instead. */
  readonly publishLive?: (channel: string, data: CrashPush) => Promise<void>;
  /** How long bets are taken before each launch. */
  readonly bettingMs: number;
  /** Rounds of a hash chain; a new chain (a new published terminal hash) starts when they are used up. */
  readonly chainLength: number;
}

/** The players list shows at most this many bets of a round (the biggest first). */
const PLAYERS_SHOWN = 100;
/** Crash points shown in the history strip. */
const HISTORY_ROUNDS = 20;
/** A bet whose currency and launch are both gone (a pruned demo): shown in hundredths. */
const DEFAULT_SUBUNIT_TO_UNIT = 100;

type RoundRow = typeof crashRounds.$inferSelect;
type BetRow = typeof crashBets.$inferSelect;
export type { CrashBetAnswer, CrashBetView, CrashChainView, CrashHistoryEntry, CrashPhase, CrashRoundView, CrashState };

interface CrashContext {
  readonly session: LaunchSession;
  readonly gameId: string;
  readonly identity: string;
  readonly name: string;
  readonly rtpBasisPoints: number;
}

const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

const bettingClosed = () =>
  new AppError(409, 'betting_closed', 'Bets are taken before the launch: wait for the next round');

/**
 * Crash: one shared round at a time per crash game, all players on the same multiplier curve.
 *
 * A round is created with its whole timeline: bets until `bettingEndsAt`, the flight, the crash at
 * `crashAt` (the crash point comes from the round's hash in the published chain, so the time is
 * known in advance). What happens at a given moment follows from the clock alone, so no timer
 * runs in a request: a bet is taken only before the launch, a cash-out only before the crash. The
 * job queue runs one job per round at its crash time (`crash.round-end`, enqueued with the round
 * in its transaction): it settles the bets still open (an auto cash-out at or below the crash
 * point wins, the rest lose) and creates the next round. Every node may run that job; the round
 * row's lock and its status make it happen once. A round in flight when the server stopped is
 * ended by the same job after the restart, as its hash says; cash-outs taken before stand. A
 * watchdog once a minute starts a round for a game that has none (the first start, a lost job).
 */
export class CrashService {
  readonly roundEndJob: JobKind<{ roundId: string }>;
  readonly watchdogJob: JobKind<Record<string, never>>;
  private readonly room: CrashRoom;
  /** The launch, auto cash-outs, crash and bets pushed to each game's public channel (crash-feed.ts). */
  readonly feed: CrashFeed;
  private clock: () => number = Date.now;

  constructor(
    private readonly db: Database,
    private readonly gameWallet: GameWalletService,
    private readonly wallet: SeamlessWallet,
    private readonly openLogin: (authSessionId: SQL) => SQL,
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
    private readonly options: CrashOptions,
  ) {
    this.room = new CrashRoom(db);
    const publishLive = options.publishLive;
    this.feed = new CrashFeed({
      publish: publishLive ?? (() => Promise.resolve()),
      now: () => this.now(),
      view: (round, now) => this.roundView(round, now),
      autoBets: (roundId) => this.autoBets(roundId),
      onError: (error, what) => log.warn({ err: error }, `crash: ${what} failed`),
    });
    this.roundEndJob = jobs.define<{ roundId: string }>({
      name: 'crash.round-end',
      retry: { limit: 20, delaySeconds: 1, backoff: true, maxDelaySeconds: 30 },
      timeoutSeconds: 120,
      run: ({ roundId }) => this.endRound(roundId),
    });
    this.watchdogJob = jobs.define<Record<string, never>>({
      name: 'crash.watchdog',
      retry: { limit: 1, delaySeconds: 5, backoff: false },
      timeoutSeconds: 120,
      ...(options.rounds ? { cron: '* * * * *' } : {}),
      run: () => this.advanceAll(),
    });
  }

  /** Tests move time by hand; the server runs on the wall clock. */
  setClock(clock: () => number): void {
    this.clock = clock;
  }

  now(): number {
    return this.clock();
  }

  /** Every enabled crash game has a round going, and each round that is due is ended. Idempotent. */
  async advanceAll(): Promise<void> {
    const rows = await this.db
      .select({ id: games.id })
      .from(games)
      .where(and(inArray(games.identity, [...CRASH_GAME_IDENTITIES]), enabledGame));
    for (const { id } of rows) await this.advance(id);
  }

  /** Ends the game's round if its crash time has passed, and makes sure a round is open. */
  async advance(gameId: string): Promise<void> {
    let opened: { identity: string; round: RoundRow } | undefined;
    try {
      opened = await this.db.transaction(async (tx) => {
        const [open] = await tx
          .select()
          .from(crashRounds)
          .where(and(eq(crashRounds.gameId, gameId), eq(crashRounds.status, 'open')))
          .for('update');
        if (!open) return this.createRound(tx, gameId, this.now(), null);
        if (this.now() >= open.crashAt.getTime()) return this.settleAndContinue(tx, open);
        // A round going that this node does not push yet (found at start-up): it does from now on.
        if (this.feed.isWatching(open.id)) return undefined;
        return { identity: await this.identityOf(tx, gameId), round: open };
      });
    } catch (error) {
      // Another node started the same next round first: it is there, nothing to do.
      if (!isUniqueViolation(error)) throw error;
    }
    // Committed: this node pushes the round's launch and crash at their time.
    if (opened) this.feed.watch(opened.identity, opened.round);
  }

  /** The round-end job: settles the round at its crash and starts the next one. A replay does nothing. */
  async endRound(roundId: string): Promise<void> {
    const [round] = await this.db.select().from(crashRounds).where(eq(crashRounds.id, roundId));
    if (!round || round.status !== 'open') return;
    // The queue may hand the job out a moment early by this node's clock: wait for the crash.
    const early = round.crashAt.getTime() - this.now();
    if (early > 0) {
      if (early > 5_000) throw new Error(`crash round ${roundId} is not due for ${early} ms`);
      await new Promise((resolve) => setTimeout(resolve, early));
    }
    await this.advance(round.gameId);
  }

  private async settleAndContinue(
    tx: Executor,
    round: RoundRow,
  ): Promise<{ identity: string; round: RoundRow } | undefined> {
    const open = await tx
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.roundId, round.id), eq(crashBets.status, 'active')))
      .for('update');
    const settledAt = new Date(this.now());
    for (const bet of open) {
      const autoWins = bet.autoCashOut !== null && bet.autoCashOut <= round.crashPoint;
      const cashedOutAt = autoWins ? bet.autoCashOut : null;
      const win = cashedOutAt === null ? 0n : crashPayoutMinor(bet.amount, cashedOutAt);
      const status: CrashBetStatus = autoWins ? 'cashed_out' : 'lost';
      await tx.update(crashBets).set({ status, cashedOutAt, win, settledAt }).where(eq(crashBets.id, bet.id));
      await this.settleMoney(tx, bet, win, {
        game: 'crash',
        round: round.number,
        crashPoint: round.crashPoint,
        autoCashOut: bet.autoCashOut,
        cashedOutAt,
        hash: round.hash,
      });
    }
    await tx.update(crashRounds).set({ status: 'crashed', endedAt: settledAt }).where(eq(crashRounds.id, round.id));
    // A game the operator switched off ends with this round (the watchdog starts it again once it is back on).
    const [enabled] = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.id, round.gameId), enabledGame));
    const ended: CrashHistoryEntry = {
      id: round.id,
      number: round.number,
      crashPoint: round.crashPoint,
      hash: round.hash,
    };
    if (enabled) return this.createRound(tx, round.gameId, Math.max(this.now(), round.crashAt.getTime()), ended);
    return undefined;
  }

  /**
   * The next round of the game's chain (a new chain when it is used up), with its end job and its
   * opening pushed to the game's channel (through the outbox: sent once this transaction commits).
   */
  private async createRound(
    tx: Executor,
    gameId: string,
    start: number,
    ended: CrashHistoryEntry | null,
  ): Promise<{ identity: string; round: RoundRow }> {
    let chain = await this.activeChain(tx, gameId);
    const [last] = await tx
      .select({ number: max(crashRounds.number) })
      .from(crashRounds)
      .where(eq(crashRounds.chainId, chain.id));
    let number = (last?.number ?? 0) + 1;
    if (number > chain.length) {
      // The chain is used up: its seed becomes public (every round of it can be checked), and a new one starts.
      await tx
        .update(crashChains)
        .set({ endedAt: new Date(this.now()) })
        .where(eq(crashChains.id, chain.id));
      chain = await this.activeChain(tx, gameId);
      number = 1;
    }
    const hash = crashRoundHashSync(chain.seed, chain.length, number, sha256Hex);
    const crashPoint = crashPointOfSync(hash, chain.salt, nodeHmacSha256);
    const bettingEndsAt = start + this.options.bettingMs;
    const crashAt = bettingEndsAt + crashElapsedFor(crashPoint);
    const [row] = await tx
      .insert(crashRounds)
      .values({
        id: randomUUID(),
        gameId,
        chainId: chain.id,
        number,
        hash,
        crashPoint,
        bettingEndsAt: new Date(bettingEndsAt),
        crashAt: new Date(crashAt),
        status: 'open',
      })
      .returning();
    if (!row) throw new Error('crash round insert returned no row');
    await this.jobs.enqueue(
      this.roundEndJob,
      { roundId: row.id },
      { executor: tx, startAfter: new Date(crashAt), singletonKey: row.id },
    );
    const identity = await this.identityOf(tx, gameId);
    const push: CrashPush = { type: 'betting', serverTime: this.now(), round: this.roundView(row, start), ended };
    await publishInTransaction(tx, crashChannel(identity), push);
    return { identity, round: row };
  }

  private async identityOf(executor: Executor, gameId: string): Promise<string> {
    const [game] = await executor.select({ identity: games.identity }).from(games).where(eq(games.id, gameId));
    if (!game) throw new Error(`crash game ${gameId} is not in the catalogue`);
    return game.identity;
  }

  /** The round's open bets with an auto cash-out target, as the room shows them (read once, at the launch). */
  private async autoBets(roundId: string): Promise<CrashAutoBet[]> {
    const rows = await this.db
      .select({
        bet: crashBets,
        subunitToUnit: sql<number | null>`coalesce(${currencies.subunitToUnit}, ${gameLaunchSessions.subunitToUnit})`,
      })
      .from(crashBets)
      .leftJoin(currencies, eq(currencies.code, crashBets.currency))
      .leftJoin(gameLaunchSessions, eq(gameLaunchSessions.id, crashBets.launchSessionId))
      .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'active'), isNotNull(crashBets.autoCashOut)));
    return rows.map(({ bet, subunitToUnit }) => ({
      bet: this.publicBetView(bet, subunitToUnit === null ? DEFAULT_SUBUNIT_TO_UNIT : Number(subunitToUnit)),
      amount: bet.amount,
      target: bet.autoCashOut ?? 0,
    }));
  }

  private async activeChain(tx: Executor, gameId: string): Promise<typeof crashChains.$inferSelect> {
    const [chain] = await tx
      .select()
      .from(crashChains)
      .where(and(eq(crashChains.gameId, gameId), isNull(crashChains.endedAt)));
    if (chain) return chain;
    const seed = randomBytes(32).toString('hex');
    const length = this.options.chainLength;
    const [game] = await tx.select({ identity: games.identity }).from(games).where(eq(games.id, gameId));
    const id = randomUUID();
    const [created] = await tx
      .insert(crashChains)
      .values({
        id,
        gameId,
        seed,
        length,
        terminalHash: crashChainHashSync(seed, length, sha256Hex),
        salt: `orbit-originals/${game?.identity ?? gameId}/${id}`,
      })
      .returning();
    if (!created) throw new Error('crash chain insert returned no row');
    this.log.info(
      { gameId, chainId: id, terminalHash: created.terminalHash, length },
      'crash: a new hash chain is published',
    );
    return created;
  }

  // ---------------------------------------------------------------- the players' calls

  /** What /session answers for a crash game: the game, the money, and the chain in place of a seed pair. */
  async describeSession(token: string, expectedGame: string | undefined) {
    const context = await this.context(token, expectedGame, { opening: true });
    const { session } = context;
    const limits = betLimitsOf(session.currency, session.subunitToUnit);
    const chain = await this.chainView(context.gameId);
    const [current] = await this.db
      .select({ number: crashRounds.number })
      .from(crashRounds)
      .where(eq(crashRounds.gameId, context.gameId))
      .orderBy(desc(crashRounds.createdAt))
      .limit(1);
    // A crash bet of real money meets the active bonus's maximum stake in the wallet, as every in-house game's.
    const bonusMaxBet = session.isDemo
      ? null
      : await this.wallet.maxBet({ playerId: requirePlayer(session), currency: session.currency });
    return {
      game: {
        identity: context.identity,
        name: context.name,
        kind: 'crash' as const,
        rtpBasisPoints: context.rtpBasisPoints,
        config: { bettingMs: this.options.bettingMs, growthPerMs: CRASH_GROWTH_PER_MS, chain },
      },
      currency: session.currency,
      subunitToUnit: session.subunitToUnit,
      balance: Number(await this.balanceOf(this.db, session)),
      demo: session.isDemo,
      limits: {
        minBet: Number(limits.minBet),
        maxBet: Number(limits.maxBet),
        bonusMaxBet: bonusMaxBet === null ? null : Number(bonusMaxBet),
      },
      // A crash round is not played on the player's seed pair: the chain's terminal hash is the commitment, its salt the public input.
      seeds: { serverSeedHash: chain?.terminalHash ?? '', clientSeed: chain?.salt ?? '', nonce: current?.number ?? 0 },
      openRound: null,
      freespins: null,
    };
  }

  /** Whether a launch token was made for a crash game (a /session call that does not name its game). */
  async launchedForCrash(token: string): Promise<boolean> {
    const { game } = await requirePlaySession(this.db, token, this.openLogin);
    return isCrashGame(game?.identity);
  }

  /** The round now, its players and cash-outs, the player's bet and balance, the last crash points. */
  async state(token: string, expectedGame: string | undefined): Promise<CrashState> {
    const context = await this.context(token, expectedGame);
    const now = this.now();
    const [round] = await this.db
      .select()
      .from(crashRounds)
      .where(eq(crashRounds.gameId, context.gameId))
      .orderBy(desc(crashRounds.createdAt))
      .limit(1);
    const bets = round
      ? await this.db
          // Play money (FUN) is no currency of the platform: its launch says its minor units.
          .select({
            bet: crashBets,
            subunitToUnit: sql<
              number | null
            >`coalesce(${currencies.subunitToUnit}, ${gameLaunchSessions.subunitToUnit})`,
          })
          .from(crashBets)
          .leftJoin(currencies, eq(currencies.code, crashBets.currency))
          .leftJoin(gameLaunchSessions, eq(gameLaunchSessions.id, crashBets.launchSessionId))
          .where(eq(crashBets.roundId, round.id))
          .orderBy(desc(crashBets.amount), crashBets.createdAt)
          .limit(PLAYERS_SHOWN)
      : [];
    const roundView = round ? this.roundView(round, now) : null;
    const views = bets.map(({ bet, subunitToUnit }) =>
      this.betView(
        bet,
        context.session,
        roundView,
        subunitToUnit === null ? DEFAULT_SUBUNIT_TO_UNIT : Number(subunitToUnit),
      ),
    );
    let myBet = views.find((bet) => bet.mine) ?? null;
    if (!myBet && round) {
      const [own] = await this.db
        .select()
        .from(crashBets)
        .where(and(eq(crashBets.roundId, round.id), this.ownBet(context.session)));
      myBet = own ? this.betView(own, context.session, roundView, context.session.subunitToUnit) : null;
    }
    const history = await this.db
      .select({
        id: crashRounds.id,
        number: crashRounds.number,
        crashPoint: crashRounds.crashPoint,
        hash: crashRounds.hash,
      })
      .from(crashRounds)
      .where(and(eq(crashRounds.gameId, context.gameId), eq(crashRounds.status, 'crashed')))
      .orderBy(desc(crashRounds.createdAt))
      .limit(HISTORY_ROUNDS);
    return {
      serverTime: now,
      growthPerMs: CRASH_GROWTH_PER_MS,
      round: roundView,
      bets: views,
      myBet,
      balance: Number(await this.balanceOf(this.db, context.session)),
      history,
      chain: await this.chainView(context.gameId),
    };
  }

  /** A bet on the round taking bets; a retry of the same bet answers it again without a second stake. */
  async placeBet(
    token: string,
    expectedGame: string | undefined,
    amount: number,
    autoCashOut: number | null,
    roundId: string | undefined,
  ): Promise<CrashBetAnswer> {
    // A bet is judged by when it reached the server, not by when a busy server got to it: one that
    // arrived inside the window is taken even if its transaction runs after the launch (the player
    // sent it knowing nothing of the flight; the round's row lock keeps the round from being settled meanwhile).
    const arrivedAt = this.now();
    const context = await this.context(token, expectedGame);
    const { session } = context;
    const stake = BigInt(amount);
    const { minBet, maxBet } = betLimitsOf(session.currency, session.subunitToUnit);
    if (stake < minBet || stake > maxBet) {
      const message = `A bet is from ${minBet} to ${maxBet} (minor units of ${session.currency})`;
      throw new AppError(422, 'bet_out_of_range', message, { amount: [message] });
    }
    const target = autoCashOut === null ? null : withGameRules(() => assertCrashTarget(autoCashOut));
    const displayName = await this.displayNameOf(session);
    let answer: CrashBetAnswer;
    let betRound = '';
    try {
      answer = await this.db.transaction(async (tx) => {
        // Shared lock: the round-end cannot settle the round while a bet is being taken.
        const [round] = await tx
          .select()
          .from(crashRounds)
          .where(and(eq(crashRounds.gameId, context.gameId), eq(crashRounds.status, 'open')))
          .for('share');
        if (!round || (roundId !== undefined && round.id !== roundId)) throw bettingClosed();
        betRound = round.id;
        // A retry of a bet taken (its answer lost) answers that bet, even once the launch has closed the bets.
        const [existing] = await tx
          .select()
          .from(crashBets)
          .where(and(eq(crashBets.roundId, round.id), this.ownBet(session)));
        const closed = arrivedAt >= round.bettingEndsAt.getTime();
        if (existing) {
          if (existing.amount === stake && existing.autoCashOut === target) {
            return {
              bet: this.betView(existing, session, null, session.subunitToUnit),
              balance: Number(await this.balanceOf(tx, session)),
            };
          }
          if (closed) throw bettingClosed();
          throw new AppError(409, 'bet_placed', 'You already have a bet in this round');
        }
        if (closed) throw bettingClosed();
        const [bet] = await tx
          .insert(crashBets)
          .values({
            id: randomUUID(),
            roundId: round.id,
            launchSessionId: session.id,
            playerId: session.playerId,
            gameId: context.gameId,
            currency: session.currency,
            isDemo: session.isDemo,
            displayName,
            amount: stake,
            autoCashOut: target,
            status: 'active',
          })
          .returning();
        if (!bet) throw new Error('crash bet insert returned no row');
        const balance = session.isDemo
          ? await moveDemoBalance(tx, session.id, -stake)
          : await realMoney(this.wallet, requirePlayer(session), session.currency).stake(tx, walletRoundOf(bet));
        return { bet: this.betView(bet, session, null, session.subunitToUnit), balance: Number(balance) };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same bet sent twice at once: the one taken answers both; another bet is refused.
      const [taken] = await this.db
        .select({ bet: crashBets })
        .from(crashBets)
        .innerJoin(crashRounds, eq(crashRounds.id, crashBets.roundId))
        .where(and(eq(crashRounds.gameId, context.gameId), eq(crashRounds.status, 'open'), this.ownBet(session)));
      if (
        taken &&
        taken.bet.amount === stake &&
        taken.bet.autoCashOut === target &&
        (roundId === undefined || taken.bet.roundId === roundId)
      ) {
        return {
          bet: this.betView(taken.bet, session, null, session.subunitToUnit),
          balance: Number(await this.balanceOf(this.db, session)),
        };
      }
      throw new AppError(409, 'bet_placed', 'You already have a bet in this round');
    }
    // Committed: the room sees the bet with the next batch.
    this.feed.betChanged(context.identity, betRound, answer.bet);
    return answer;
  }

  /**
   * Cashes the player's bet out at the multiplier of the server's clock now: refused before the
   * launch and from the crash on; an auto cash-out target already passed pays at the target.
   */
  async cashOut(token: string, expectedGame: string | undefined, roundId: string | undefined): Promise<CrashBetAnswer> {
    const context = await this.cashOutContext(token, expectedGame);
    const { session } = context;
    let betRound = '';
    const answer = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ bet: crashBets, round: crashRounds })
        .from(crashBets)
        .innerJoin(crashRounds, eq(crashRounds.id, crashBets.roundId))
        .where(
          and(
            eq(crashRounds.gameId, context.gameId),
            eq(crashRounds.status, 'open'),
            this.ownBet(session),
            roundId === undefined ? undefined : eq(crashRounds.id, roundId),
          ),
        )
        .for('update', { of: crashBets });
      if (!found) throw notFound('You have no bet in the round in play');
      const { bet, round } = found;
      betRound = round.id;
      const now = this.now();
      if (bet.status === 'cashed_out')
        throw new AppError(409, 'already_cashed_out', 'This bet has been cashed out already');
      if (now < round.bettingEndsAt.getTime())
        throw new AppError(409, 'round_not_started', 'The round has not launched yet');
      if (bet.status === 'lost' || now >= round.crashAt.getTime())
        throw new AppError(409, 'round_crashed', 'Too late: the round has crashed');
      const flying = Math.min(crashMultiplierAt(now - round.bettingEndsAt.getTime()), round.crashPoint);
      const cashedOutAt = bet.autoCashOut !== null && flying >= bet.autoCashOut ? bet.autoCashOut : flying;
      const win = crashPayoutMinor(bet.amount, cashedOutAt);
      const [updated] = await tx
        .update(crashBets)
        .set({ status: 'cashed_out', cashedOutAt, win, settledAt: new Date(now) })
        .where(and(eq(crashBets.id, bet.id), eq(crashBets.status, 'active')))
        .returning();
      if (!updated) throw new AppError(409, 'already_cashed_out', 'This bet has been cashed out already');
      // The crash point is still secret: the round's record shows the cash-out, the hash comes with the round's end.
      const balance = await this.settleMoney(tx, updated, win, {
        game: 'crash',
        round: round.number,
        autoCashOut: bet.autoCashOut,
        cashedOutAt,
      });
      return {
        bet: this.betView(updated, session, null, session.subunitToUnit),
        balance: Number(balance ?? (await this.balanceOf(tx, session))),
      };
    });
    this.feed.betChanged(context.identity, betRound, answer.bet);
    return answer;
  }

  /** The published chain of a crash game and its ended rounds: anyone may verify them. */
  async publicChain(identity: string, limit: number) {
    const [game] = await this.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.identity, identity.toLowerCase()), enabledGame));
    if (!game || !isCrashGame(identity)) throw notFound('There is no such crash game');
    const chains = await this.db
      .select()
      .from(crashChains)
      .where(eq(crashChains.gameId, game.id))
      .orderBy(desc(crashChains.createdAt))
      .limit(5);
    const rounds = await this.db
      .select({
        id: crashRounds.id,
        chainId: crashRounds.chainId,
        number: crashRounds.number,
        crashPoint: crashRounds.crashPoint,
        hash: crashRounds.hash,
        endedAt: crashRounds.endedAt,
      })
      .from(crashRounds)
      .where(and(eq(crashRounds.gameId, game.id), eq(crashRounds.status, 'crashed')))
      .orderBy(desc(crashRounds.createdAt))
      .limit(limit);
    return {
      chains: chains.map((chain) => ({
        id: chain.id,
        terminalHash: chain.terminalHash,
        salt: chain.salt,
        length: chain.length,
        createdAt: chain.createdAt.toISOString(),
        // A used-up chain's seed is public: every one of its rounds can be recomputed.
        seed: chain.endedAt ? chain.seed : null,
      })),
      rounds: rounds.map((round) => ({ ...round, endedAt: round.endedAt?.toISOString() ?? null })),
    };
  }

  /** A crash room's biggest recent cash-outs, public (crash-room.ts). */
  async bigWins(identity: string, limit: number): Promise<CrashBigWin[]> {
    if (!isCrashGame(identity)) throw notFound('There is no such crash game');
    return this.room.bigWins(identity, limit);
  }

  /** A player on a break plays nothing: a demo is refused at every call, a real-money game when opened (stakes meet the stake check; cash-outs are wins). */
  private async context(
    token: string,
    expectedGame: string | undefined,
    options: { opening?: boolean } = {},
  ): Promise<CrashContext> {
    const playSession = await requirePlaySession(this.db, token, this.openLogin);
    assertOpenLogin(playSession);
    const { session, game } = playSession;
    if (session.playerId && (session.isDemo || options.opening))
      await this.gameWallet.breaks.assertNoBreak(session.playerId);
    if (game && expectedGame !== undefined && expectedGame.toLowerCase() !== game.identity) {
      throw new AppError(403, 'token_game_mismatch', 'This game session was launched for another game');
    }
    if (!game?.isPlayable || !isCrashGame(game.identity))
      throw new AppError(422, 'game_not_playable', 'This game cannot be played now');
    return { session, gameId: game.id, identity: game.identity, name: game.name, rtpBasisPoints: game.rtpBasisPoints };
  }

  /**
   * A bet in flight stays the player's to cash out when the operator switches the game off
   * meanwhile (the round still flies to its crash and is settled): only new bets are refused.
   */
  private async cashOutContext(
    token: string,
    expectedGame: string | undefined,
  ): Promise<{ session: LaunchSession; gameId: string; identity: string }> {
    const playSession = await requirePlaySession(this.db, token, this.openLogin);
    if (playSession.game) return this.context(token, expectedGame);
    assertOpenLogin(playSession);
    if (expectedGame !== undefined && !isCrashGame(expectedGame))
      throw new AppError(422, 'game_not_playable', 'This game cannot be played now');
    // Switched off: the session's own game; a token of another game has no crash bet there (404).
    const { gameId } = playSession.session;
    return { session: playSession.session, gameId, identity: await this.identityOf(this.db, gameId) };
  }

  private ownBet(session: LaunchSession): SQL {
    if (session.isDemo) return and(eq(crashBets.isDemo, true), eq(crashBets.launchSessionId, session.id)) as SQL;
    return and(eq(crashBets.isDemo, false), eq(crashBets.playerId, requirePlayer(session))) as SQL;
  }

  private async chainView(gameId: string): Promise<CrashChainView | null> {
    const [chain] = await this.db
      .select({
        id: crashChains.id,
        terminalHash: crashChains.terminalHash,
        salt: crashChains.salt,
        length: crashChains.length,
      })
      .from(crashChains)
      .where(and(eq(crashChains.gameId, gameId), isNull(crashChains.endedAt)));
    return chain ?? null;
  }

  private roundView(
    round: Pick<RoundRow, 'id' | 'number' | 'bettingEndsAt' | 'crashAt' | 'crashPoint' | 'hash'> & {
      readonly status: string;
    },
    now: number,
  ): CrashRoundView {
    const start = round.bettingEndsAt.getTime();
    const crashed = round.status === 'crashed' || now >= round.crashAt.getTime();
    const phase: CrashPhase = crashed ? 'crashed' : now < start ? 'betting' : 'flight';
    const elapsedMs = phase === 'betting' ? 0 : Math.min(now, round.crashAt.getTime()) - start;
    return {
      id: round.id,
      number: round.number,
      phase,
      bettingEndsAt: start,
      elapsedMs,
      multiplier: crashed
        ? round.crashPoint
        : phase === 'flight'
          ? Math.min(crashMultiplierAt(elapsedMs), round.crashPoint)
          : 100,
      crashPoint: crashed ? round.crashPoint : null,
      hash: crashed ? round.hash : null,
    };
  }

  /** A bet as every player of the room sees it (no auto cash-out target, nobody's own). */
  private publicBetView(bet: BetRow, subunitToUnit: number): CrashBetView {
    return {
      id: bet.id,
      player: bet.displayName,
      amount: Number(bet.amount),
      currency: bet.currency,
      subunitToUnit,
      demo: bet.isDemo,
      autoCashOut: null,
      cashedOutAt: bet.cashedOutAt,
      win: Number(bet.win),
      status: bet.status,
      mine: false,
    };
  }

  /**
   * A bet as the players list shows it. An auto cash-out the curve has passed is shown cashed out
   * at its target at once (the round-end job books it; the crash point is at least the target).
   */
  private betView(
    bet: BetRow,
    session: LaunchSession,
    round: CrashRoundView | null,
    subunitToUnit: number,
  ): CrashBetView {
    const mine = session.isDemo
      ? bet.isDemo && bet.launchSessionId === session.id
      : !bet.isDemo && bet.playerId === session.playerId;
    const autoReached =
      bet.status === 'active' &&
      bet.autoCashOut !== null &&
      round !== null &&
      round.phase !== 'betting' &&
      round.multiplier >= bet.autoCashOut;
    const lostByCrash = bet.status === 'active' && round?.phase === 'crashed' && !autoReached;
    return {
      id: bet.id,
      player: bet.displayName,
      amount: Number(bet.amount),
      currency: bet.currency,
      subunitToUnit,
      demo: bet.isDemo,
      autoCashOut: mine ? bet.autoCashOut : null,
      cashedOutAt: autoReached ? bet.autoCashOut : bet.cashedOutAt,
      win: Number(autoReached && bet.autoCashOut !== null ? crashPayoutMinor(bet.amount, bet.autoCashOut) : bet.win),
      status: autoReached ? 'cashed_out' : lostByCrash ? 'lost' : bet.status,
      mine,
    };
  }

  /** Pays a bet's win (zero for a loss) where its stake came from; answers the balance after (undefined for a pruned demo). */
  private async settleMoney(tx: Executor, bet: BetRow, win: bigint, outcome: unknown): Promise<bigint | undefined> {
    if (!bet.isDemo) {
      if (!bet.playerId) throw new Error(`real-money crash bet ${bet.id} has no player`);
      return realMoney(this.wallet, bet.playerId, bet.currency).settle(tx, walletRoundOf(bet), win, outcome);
    }
    // A demo bet whose launch was pruned has nowhere to pay its play money.
    if (!bet.launchSessionId) return undefined;
    const balance = await moveDemoBalance(tx, bet.launchSessionId, win);
    await this.gameWallet.recordDemoRound(tx, {
      playerId: bet.playerId,
      gameId: bet.gameId,
      providerRoundId: bet.id,
      currency: bet.currency,
      bet: bet.amount,
      win,
      outcome,
    });
    return balance;
  }

  private async balanceOf(executor: Executor, session: LaunchSession): Promise<bigint> {
    if (!session.isDemo)
      return this.wallet.balance({ playerId: requirePlayer(session), currency: session.currency }, executor);
    const [row] = await executor
      .select({ balance: gameLaunchSessions.demoBalance })
      .from(gameLaunchSessions)
      .where(eq(gameLaunchSessions.id, session.id));
    return row?.balance ?? 0n;
  }

  /** The players list's name of a bet: the player's nickname, else a pseudonym from the id; a guest's is "Guest ...". */
  private async displayNameOf(session: LaunchSession): Promise<string> {
    if (!session.playerId) return `Guest ${sha256Hex(session.id).slice(0, 4)}`;
    const [player] = await this.db
      .select({ nickname: players.nickname })
      .from(players)
      .where(eq(players.id, session.playerId));
    return player?.nickname ?? `Player ${sha256Hex(session.playerId).slice(0, 4)}`;
  }
}

function requirePlayer(session: LaunchSession): PlayerId {
  if (!session.playerId) throw new Error(`real-money launch session ${session.id} has no player`);
  return session.playerId;
}

/** A bet as the wallet sees it: its own round (the bet id), staked once and settled once. */
function walletRoundOf(bet: BetRow) {
  return {
    id: bet.id,
    gameId: bet.gameId,
    currency: bet.currency,
    bet: bet.amount,
    playerId: bet.playerId,
    launchSessionId: bet.launchSessionId ?? '',
  };
}
