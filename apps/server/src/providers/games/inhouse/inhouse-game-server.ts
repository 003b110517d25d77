import { randomUUID } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import { actMines, assertClientSeed, GAME_INFO, parseGameParams, parseMinesAction, payoutMinor, type GameKind, type MinesState, type RouletteParams } from '@casino/fairplay';
import { resolveRoundSync } from '@casino/fairplay/node';
import type { Database } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import { AppError, notFound } from '../../../http/app-error';
import type { GameWalletService } from '../../../modules/game/game-wallet.service';
import type { FreespinsAvailable, LaunchableGame } from '../../../modules/game/game.service';
import type { SeamlessWallet } from '../seamless-wallet';
import { betLimitsOf, gameClientConfig, inhouseGameKind } from './inhouse-games';
import { inhouseRounds } from './inhouse.table';
import { assertOpenLogin, requirePlaySession, type LaunchSession } from './launch-sessions';
import { freeSpinMoney, playMoney, realMoney, type RoundMoney } from './round-money';
import { publicOutcome, roundView, withGameRules, type InhouseRoundRow, type RoundView } from './round-views';
import { activeSeedPair, rotateSeedPair, seedOwnerOf, takeNonce, type SeedOwner, type SeedRotation } from './seed-pairs';

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

/** The free spins of a game the player has now, as the client shows them. */
export interface FreespinsView {
  readonly left: number;
  readonly betAmount: number;
}

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
    const context = await this.context(token, expectedGame);
    const { session, game, kind } = context;
    const seeds = await activeSeedPair(this.db, context.owner);
    const [open] = await this.db.select().from(inhouseRounds).where(this.openRoundOf(context)).limit(1);
    const limits = betLimitsOf(session.currency, session.subunitToUnit);
    return {
      game: { identity: game.identity, name: game.name, kind, rtpBasisPoints: game.rtpBasisPoints, config: gameClientConfig(kind) },
      currency: session.currency,
      subunitToUnit: session.subunitToUnit,
      balance: Number(await context.money.balance(this.db)),
      demo: session.isDemo,
      limits: { minBet: Number(limits.minBet), maxBet: Number(limits.maxBet) },
      seeds: { serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, nonce: seeds.nonce },
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
    if (context.kind === 'roulette' && BigInt((parsed as RouletteParams).bets.reduce((sum, chip) => sum + chip.amount, 0)) !== stake) {
      throw new AppError(422, 'bet_mismatch', 'The bet is the sum of the chips on the layout', { bet: ['Must equal the sum of the chips'] });
    }
    try {
      const answer = await this.db.transaction(async (tx): Promise<RoundAnswer> => {
        if (GAME_INFO[context.kind].multiStep) {
          const [open] = await tx.select({ id: inhouseRounds.id }).from(inhouseRounds).where(this.openRoundOf(context)).limit(1);
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
      const left = await this.gameWallet.freespins.find(this.db, context.session.playerId, context.game.id, context.session.currency);
      return { ...answer, freespins: freespinsView(left) };
    } catch (error) {
      // Two rounds started at once: the open-round index lets one through.
      if (isUniqueViolation(error)) throw roundOpen();
      throw error;
    }
  }

  /** A step of a multi-step round (mines: reveal a tile or cash out); settles when the round ends. */
  async act(token: string, roundId: string, action: unknown): Promise<RoundAnswer> {
    const context = await this.context(token);
    const parsedAction = withGameRules(() => parseMinesAction(action));
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(inhouseRounds).where(eq(inhouseRounds.id, roundId)).for('update');
      if (!row || !this.owns(context, row)) throw notFound('There is no such round');
      if (row.status !== 'open' || row.kind !== 'mines') throw new AppError(409, 'round_settled', 'This round is already over');
      const state = withGameRules(() => actMines(row.state as MinesState, parsedAction));
      const finished = state.status !== 'active';
      const win = finished ? payoutMinor(row.bet, state.multiplier) : 0n;
      const [updated] = await tx
        .update(inhouseRounds)
        .set({ state, actions: [...row.actions, parsedAction], ...(finished ? { status: 'settled' as const, win, settledAt: new Date() } : {}) })
        .where(eq(inhouseRounds.id, row.id))
        .returning();
      if (!updated) throw new Error('round update returned no row');
      const money = this.moneyOfRound(context, row);
      const balance = finished ? await money.settle(tx, updated, win, publicOutcome('mines', state)) : await money.balance(tx);
      return { round: roundView(updated), balance: Number(balance) };
    });
  }

  async rotateSeeds(token: string, clientSeed: string | undefined): Promise<SeedRotation> {
    const context = await this.context(token);
    if (clientSeed !== undefined) withGameRules(() => assertClientSeed(clientSeed));
    return this.db.transaction((tx) => rotateSeedPair(tx, context.owner, clientSeed));
  }

  private async context(token: string, expectedGame?: string): Promise<PlayContext> {
    const playSession = await requirePlaySession(this.db, token, this.openLogin);
    assertOpenLogin(playSession);
    // A game switched off since the launch is no longer found: it cannot be played on.
    const { session, game } = playSession;
    if (game && expectedGame !== undefined && expectedGame.toLowerCase() !== game.identity) {
      throw new AppError(403, 'token_game_mismatch', 'This game session was launched for another game');
    }
    const kind = game?.isPlayable ? inhouseGameKind(game.identity) : undefined;
    if (!game || !kind) throw new AppError(422, 'game_not_playable', 'This game cannot be played now');
    const real = session.isDemo ? undefined : requirePlayer(session);
    const freespins = real && kind === 'slot' ? await this.gameWallet.freespins.find(this.db, real, game.id, session.currency) : undefined;
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

function requirePlayer(session: LaunchSession): string {
  if (!session.playerId) throw new Error(`real-money launch session ${session.id} has no player`);
  return session.playerId;
}

function freespinsView(freespins: FreespinsAvailable | undefined): FreespinsView | null {
  return freespins ? { left: freespins.left, betAmount: Number(freespins.betAmount) } : null;
}
