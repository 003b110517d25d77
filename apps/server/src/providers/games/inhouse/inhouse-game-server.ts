import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { and, eq, type SQL } from 'drizzle-orm';
import {
  actMines,
  assertClientSeed,
  blackjackInsuranceStake,
  blackjackStakedMinor,
  blackjackWinMinor,
  GAME_INFO,
  parseBlackjackAction,
  parseGameParams,
  parseHiloAction,
  parseMinesAction,
  payoutMinor,
  type BlackjackState,
  type GameKind,
  type MinesAction,
  type MinesState,
  type RouletteParams,
} from '@casino/fairplay';
import { resolveRoundSync } from '@casino/fairplay/node';
import type { FreespinsView, PlayerId, ProviderSeedState } from '@casino/shared';
import type { Database } from '../../../db/database';
import type { Executor } from '../../../db/executor';
import { isUniqueViolation } from '../../../db/errors';
import { AppError, notFound } from '../../../http/app-error';
import type { GameWalletService } from '../../../modules/game/game-wallet.service';
import type { FreespinsAvailable, LaunchableGame } from '../../../modules/game/game.service';
import type { SeamlessWallet } from '../seamless-wallet';
import { betLimitsOf, gameClientConfig, inhouseGameKind } from './inhouse-games';
import { fairSeedPairs, inhouseRounds } from './inhouse.table';
import { assertOpenLogin, requirePlaySession, type LaunchSession } from './launch-sessions';
import { extraBetTransactionId, freeSpinMoney, playMoney, realMoney, type RoundMoney } from './round-money';
import { publicOutcome, roundView, withGameRules, type InhouseRoundRow, type RoundView } from './round-views';
import {
  activeSeedPair,
  rotateSeedPair,
  seedOwnerOf,
  takeNonce,
  type SeedOwner,
  type SeedRotation,
} from './seed-pairs';

/** A launch token resolved: its session, game and where its money goes. */
interface PlayContext {
  readonly session: LaunchSession;
  readonly game: LaunchableGame;
  readonly kind: GameKind;
  readonly owner: SeedOwner;
  readonly money: RoundMoney;
  /** Free spins of this game the player has now (real money, the slot only): the next round is one of them. */
  readonly freespins?: FreespinsAvailable | undefined;
}

export type { FreespinsView };

export interface RoundAnswer {
  readonly round: RoundView;
  readonly balance: number;
  /** After a free spin: the free spins of this game left now (null when they are all played). */
  readonly freespins?: FreespinsView | null;
}

const roundOpen = () => new AppError(409, 'round_open', 'Finish the open round first');

/**
 * The in-house game server: plays rounds with @casino/fairplay on the player's seed pair, keeps
 * multi-step state server side, and moves money only through the seamless wallet (real money)
 * or the launch session's play money (demo).
 */
export class InhouseGameServer {
  constructor(
    private readonly db: Database,
    private readonly gameWallet: GameWalletService,
    private readonly wallet: SeamlessWallet,
    /** "A player's login (an access token's `sid`) is still open" as the platform's auth states it in SQL. */
    private readonly openLogin: (authSessionId: SQL) => SQL,
  ) {}

  async describeSession(token: string, expectedGame?: string) {
    const context = await this.context(token, expectedGame, { opening: true });
    const { session, game, kind } = context;
    const seeds = await activeSeedPair(this.db, context.owner);
    const [open] = await this.db.select().from(inhouseRounds).where(this.openRoundOf(context)).limit(1);
    const limits = betLimitsOf(session.currency, session.subunitToUnit);
    // Real money only: play money has no bonus, and its stakes never reach the wallet.
    const bonusMaxBet =
      session.isDemo || !session.playerId
        ? null
        : await this.wallet.maxBet({ playerId: session.playerId, currency: session.currency });
    return {
      game: {
        identity: game.identity,
        name: game.name,
        kind,
        rtpBasisPoints: game.rtpBasisPoints,
        config: gameClientConfig(kind),
      },
      currency: session.currency,
      subunitToUnit: session.subunitToUnit,
      balance: Number(await context.money.balance(this.db)),
      demo: session.isDemo,
      limits: {
        minBet: Number(limits.minBet),
        maxBet: Number(limits.maxBet),
        bonusMaxBet: bonusMaxBet === null ? null : Number(bonusMaxBet),
      },
      seeds: {
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
      } satisfies ProviderSeedState,
      openRound: open ? roundView(open) : null,
      // Free spins left in this game: the next spins stake this and cost no own money.
      freespins: freespinsView(context.freespins),
    };
  }

  /** Plays a round: one-step games stake and settle at once; mines stakes and stays open. */
  async playRound(token: string, bet: number, params: unknown, expectedGame?: string): Promise<RoundAnswer> {
    const context = await this.context(token, expectedGame);
    // A free spin stakes its fixed bet, whatever the client sent.
    const stake = context.freespins ? context.freespins.betAmount : this.checkedBet(context, bet);
    const parsed = withGameRules(() => parseGameParams(context.kind, params));
    if (
      context.kind === 'roulette' &&
      BigInt((parsed as RouletteParams).bets.reduce((sum, chip) => sum + chip.amount, 0)) !== stake
    ) {
      throw new AppError(422, 'bet_mismatch', 'The bet is the sum of the chips on the layout', {
        bet: ['Must equal the sum of the chips'],
      });
    }
    try {
      const answer = await this.db.transaction(async (tx): Promise<RoundAnswer> => {
        if (GAME_INFO[context.kind].multiStep) {
          const [open] = await tx
            .select({ id: inhouseRounds.id })
            .from(inhouseRounds)
            .where(this.openRoundOf(context))
            .limit(1);
          if (open) throw roundOpen();
        }
        const { pair, nonce } = await takeNonce(tx, context.owner);
        const seeds = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce };
        const result = withGameRules(() => resolveRoundSync({ ...seeds, game: context.kind, params: parsed }));
        const win = result.finished ? payoutMinor(stake, result.multiplier) : 0n;
        const [row] = await tx
          .insert(inhouseRounds)
          .values({
            id: randomUUID(),
            launchSessionId: context.session.id,
            playerId: context.session.playerId,
            gameId: context.game.id,
            kind: context.kind,
            currency: context.session.currency,
            isDemo: context.session.isDemo,
            bet: stake,
            win,
            seedPairId: pair.id,
            nonce,
            clientSeed: pair.clientSeed,
            serverSeedHash: pair.serverSeedHash,
            params: result.params,
            state: result.outcome,
            status: result.finished ? 'settled' : 'open',
            settledAt: result.finished ? new Date() : null,
          })
          .returning();
        if (!row) throw new Error('round insert returned no row');
        const balance = result.finished
          ? await context.money.playOneStep(tx, row, win, publicOutcome(context.kind, row.state))
          : await context.money.stake(tx, row);
        return { round: roundView(row), balance: Number(balance) };
      });
      if (!context.freespins || !context.session.playerId) return answer;
      // Another package of free spins of this game may follow the one just finished.
      const left = await this.gameWallet.freespins.find(
        this.db,
        context.session.playerId,
        context.game.id,
        context.session.currency,
      );
      return { ...answer, freespins: freespinsView(left) };
    } catch (error) {
      // Two rounds started at once: the open-round index lets one through.
      if (isUniqueViolation(error)) throw roundOpen();
      throw error;
    }
  }

  /**
   * A step of a multi-step round (mines: reveal or cash out; blackjack: hit, stand, double,
   * split, insurance; hilo: a guess, skip or cash out); settles when the round ends. An action
   * may carry `seq`, the number of actions the client has seen: the same action sent again with
   * the same seq (a retry after a lost answer) answers the round as it stands, another one at a
   * stale seq is refused, so a step is taken once and in order.
   */
  async act(token: string, roundId: string, action: unknown): Promise<RoundAnswer> {
    const context = await this.context(token);
    const { seq, action: body } = splitSeq(action);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(inhouseRounds).where(eq(inhouseRounds.id, roundId)).for('update');
      if (!row || !this.owns(context, row)) throw notFound('There is no such round');
      const money = this.moneyOfRound(context, row);
      const parsedAction = withGameRules(() => parseActionOf(row.kind, body));
      if (seq !== undefined && seq < row.actions.length && isDeepStrictEqual(row.actions[seq], parsedAction)) {
        return { round: roundView(row), balance: Number(await money.balance(tx)) };
      }
      if (row.status !== 'open' || !GAME_INFO[row.kind].multiStep)
        throw new AppError(409, 'round_settled', 'This round is already over');
      if (seq !== undefined && seq !== row.actions.length) {
        throw new AppError(409, 'stale_action', 'The round has moved on since: reload it', {
          seq: [`Must be ${row.actions.length}`],
        });
      }
      const step = row.kind === 'mines' ? minesStep(row, parsedAction) : await this.replayedStep(tx, row, parsedAction);
      const actions = [...row.actions, parsedAction];
      if (step.extraStake > 0n)
        await money.addStake(tx, row, step.extraStake, extraBetTransactionId(row.id, actions.length - 1));
      const [updated] = await tx
        .update(inhouseRounds)
        .set({
          state: step.state,
          actions,
          ...(step.finished ? { status: 'settled' as const, win: step.win, settledAt: new Date() } : {}),
        })
        .where(eq(inhouseRounds.id, row.id))
        .returning();
      if (!updated) throw new Error('round update returned no row');
      const balance = step.finished
        ? await money.settle(tx, { ...updated, bet: step.staked }, step.win, publicOutcome(row.kind, step.state))
        : await money.balance(tx);
      return { round: roundView(updated), balance: Number(balance) };
    });
  }

  /**
   * Blackjack and hilo draw cards as the player acts: the step is the round replayed from its
   * seeds with the new action, so the stored state never holds a card not yet dealt.
   */
  private async replayedStep(tx: Executor, row: InhouseRoundRow, action: unknown): Promise<Step> {
    const [pair] = await tx
      .select({ serverSeed: fairSeedPairs.serverSeed })
      .from(fairSeedPairs)
      .where(eq(fairSeedPairs.id, row.seedPairId));
    if (!pair) throw new Error(`round ${row.id} has no seed pair`);
    const seeds = { serverSeed: pair.serverSeed, clientSeed: row.clientSeed, nonce: row.nonce };
    const result = withGameRules(() =>
      resolveRoundSync({ ...seeds, game: row.kind, params: row.params, actions: [...row.actions, action] }),
    );
    if (row.kind === 'blackjack') {
      const before = row.state as BlackjackState;
      const after = result.outcome as BlackjackState;
      if (after.insured && !before.insured && blackjackInsuranceStake(row.bet) === 0n) {
        throw new AppError(422, 'insurance_unavailable', 'This bet is too small to insure', {
          type: ['Half the bet is less than one minor unit'],
        });
      }
      const staked = blackjackStakedMinor(row.bet, after);
      return {
        state: after,
        finished: result.finished,
        staked,
        extraStake: staked - blackjackStakedMinor(row.bet, before),
        win: result.finished ? blackjackWinMinor(row.bet, after) : 0n,
      };
    }
    return {
      state: result.outcome,
      finished: result.finished,
      staked: row.bet,
      extraStake: 0n,
      win: result.finished ? payoutMinor(row.bet, result.multiplier) : 0n,
    };
  }

  async rotateSeeds(token: string, clientSeed: string | undefined): Promise<SeedRotation> {
    const context = await this.context(token);
    if (clientSeed !== undefined) withGameRules(() => assertClientSeed(clientSeed));
    return this.db.transaction((tx) => rotateSeedPair(tx, context.owner, clientSeed));
  }

  /**
   * A launch token's session, game and money. A player on a break plays nothing: a demo is refused
   * at every call, a real-money game when it is opened (its stakes meet the break in the stake
   * check, and a round already open can still be settled: wins are never refused).
   */
  private async context(
    token: string,
    expectedGame?: string,
    options: { opening?: boolean } = {},
  ): Promise<PlayContext> {
    const playSession = await requirePlaySession(this.db, token, this.openLogin);
    assertOpenLogin(playSession);
    // A game switched off since the launch is no longer found: it cannot be played on.
    const { session, game } = playSession;
    if (session.playerId && (session.isDemo || options.opening))
      await this.gameWallet.breaks.assertNoBreak(session.playerId);
    if (game && expectedGame !== undefined && expectedGame.toLowerCase() !== game.identity) {
      throw new AppError(403, 'token_game_mismatch', 'This game session was launched for another game');
    }
    const kind = game?.isPlayable ? inhouseGameKind(game.identity) : undefined;
    if (!game || !kind) throw new AppError(422, 'game_not_playable', 'This game cannot be played now');
    const real = session.isDemo ? undefined : requirePlayer(session);
    const freespins =
      real && kind === 'slot'
        ? await this.gameWallet.freespins.find(this.db, real, game.id, session.currency)
        : undefined;
    const money = !real
      ? playMoney(this.gameWallet, session)
      : freespins
        ? freeSpinMoney(this.gameWallet, this.wallet, real, session.currency, freespins.id)
        : realMoney(this.wallet, real, session.currency);
    return { session, game, kind, owner: seedOwnerOf(session), money, freespins };
  }

  private checkedBet(context: PlayContext, bet: number): bigint {
    const stake = BigInt(bet);
    const { minBet, maxBet } = betLimitsOf(context.session.currency, context.session.subunitToUnit);
    if (stake < minBet || stake > maxBet) {
      const message = `A bet is from ${minBet} to ${maxBet} (minor units of ${context.session.currency})`;
      throw new AppError(422, 'bet_out_of_range', message, { bet: [message] });
    }
    return stake;
  }

  /** Real money: the player's open round of this game, whichever launch started it (a reload resumes it). Demo: the session's. */
  private openRoundOf({ session }: PlayContext): SQL | undefined {
    if (session.isDemo) return and(eq(inhouseRounds.launchSessionId, session.id), eq(inhouseRounds.status, 'open'));
    return and(
      eq(inhouseRounds.playerId, requirePlayer(session)),
      eq(inhouseRounds.gameId, session.gameId),
      eq(inhouseRounds.isDemo, false),
      eq(inhouseRounds.status, 'open'),
    );
  }

  private owns({ session }: PlayContext, row: InhouseRoundRow): boolean {
    if (session.isDemo) return row.launchSessionId === session.id;
    return !row.isDemo && row.playerId === session.playerId && row.gameId === session.gameId;
  }

  /** A resumed round settles in its own currency, whichever account the new launch used. */
  private moneyOfRound(context: PlayContext, row: InhouseRoundRow): RoundMoney {
    return row.isDemo ? context.money : realMoney(this.wallet, requirePlayer(context.session), row.currency);
  }
}

/** A step of a multi-step round: the new state, the money it takes and, once finished, pays. */
interface Step {
  readonly state: unknown;
  readonly finished: boolean;
  /** All the round has staked once this step is taken. */
  readonly staked: bigint;
  /** What this step stakes on top (a double, a split, insurance). */
  readonly extraStake: bigint;
  readonly win: bigint;
}

function minesStep(row: InhouseRoundRow, action: unknown): Step {
  const state = withGameRules(() => actMines(row.state as MinesState, action as MinesAction));
  const finished = state.status !== 'active';
  return {
    state,
    finished,
    staked: row.bet,
    extraStake: 0n,
    win: finished ? payoutMinor(row.bet, state.multiplier) : 0n,
  };
}

function parseActionOf(kind: GameKind, action: unknown): unknown {
  if (kind === 'mines') return parseMinesAction(action);
  if (kind === 'blackjack') return parseBlackjackAction(action);
  if (kind === 'hilo') return parseHiloAction(action);
  throw new AppError(409, 'round_settled', 'This round is already over');
}

/** The optional `seq` of an action, apart from the action the game reads. */
function splitSeq(action: unknown): { seq: number | undefined; action: unknown } {
  if (typeof action !== 'object' || action === null || Array.isArray(action) || !('seq' in action))
    return { seq: undefined, action };
  const { seq, ...rest } = action as Record<string, unknown>;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) {
    throw new AppError(422, 'invalid_action', 'seq is the number of actions already taken', {
      seq: ['Must be a whole number, 0 or more'],
    });
  }
  return { seq, action: rest };
}

function requirePlayer(session: LaunchSession): PlayerId {
  if (!session.playerId) throw new Error(`real-money launch session ${session.id} has no player`);
  return session.playerId;
}

function freespinsView(freespins: FreespinsAvailable | undefined): FreespinsView | null {
  return freespins ? { left: freespins.left, betAmount: Number(freespins.betAmount) } : null;
}
