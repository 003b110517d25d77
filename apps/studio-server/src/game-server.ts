import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  assertClientSeed,
  baccaratStake,
  blackjackPublicView,
  GAME_INFO,
  minesPublicView,
  parseGameParams,
  parseSlotGameParams,
  payoutMinor,
  type BaccaratParams,
  type BlackjackState,
  type GameKind,
  type MinesState,
} from '@casino/fairplay';
import { resolveRoundSync, resolveSlotGameRoundSync } from '@casino/fairplay/node';
import type { LaunchRequest } from '@casino/seamless-protocol';
import type { StudioDatabase, StudioExecutor } from './database';
import { StudioError, withGameRules } from './errors';
import type { WalletCallOutcome } from './platform-wallet';
import { activeSeedPair, rotateSeedPair, takeNonce, type SeedRotation } from './seed-pairs';
import { betLimits, DEMO_BALANCE_UNITS, gameTitle, SESSION_TTL_MS, studioGame, type StudioGame } from './studio-games';
import { studioRounds, studioSeedPairs, studioSessions } from './studio.table';
import type { WalletCalls } from './wallet-calls';

type SessionRow = typeof studioSessions.$inferSelect;
type RoundRow = typeof studioRounds.$inferSelect;

interface Context {
  readonly session: SessionRow;
  readonly game: StudioGame;
  readonly owner: string;
}

/** A round as the game client reads it (the same shape as the in-house provider's); amounts in minor units. */
export interface RoundView {
  readonly id: string;
  readonly game: string;
  readonly bet: number;
  readonly win: number;
  readonly nonce: number;
  readonly clientSeed: string;
  readonly serverSeedHash: string;
  readonly params: unknown;
  readonly outcome: unknown;
  readonly state?: string;
  readonly actions?: readonly unknown[];
  readonly status: string;
  readonly createdAt: string;
}

export interface RoundAnswer {
  readonly round: RoundView;
  readonly balance: number;
}

/** 32 random bytes: a studio session token cannot be guessed. */
const TOKEN_BYTES = 32;
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const betTransactionId = (roundId: string) => `${roundId}:bet`;
const winTransactionId = (roundId: string) => `${roundId}:win`;

/** Codes of the platform that are the studio's own fault (signing, message shape): the player sees a plain failure. */
const STUDIO_FAULTS: ReadonlySet<string> = new Set([
  'invalid_signature',
  'stale_request',
  'validation_failed',
  'invalid_json',
  'invalid_token',
  'currency_mismatch',
  'token_game_mismatch',
]);

const walletUnavailable = () =>
  new StudioError(503, 'wallet_unavailable', 'The casino cannot be reached right now. Try again in a moment.');

/** A refusal of the platform, as the player's client should see it. */
function refusalError(outcome: Extract<WalletCallOutcome, { kind: 'refused' }>): StudioError {
  if (STUDIO_FAULTS.has(outcome.code))
    return new StudioError(502, 'wallet_error', 'The casino refused this game server’s call. Try again later.');
  return new StudioError(outcome.status, outcome.code, outcome.message);
}

/** What a player may see of a round's state: mines and a blackjack hole card stay hidden while the round is open. */
function publicOutcome(kind: string, state: unknown): unknown {
  if (kind === 'mines') return minesPublicView(state as MinesState);
  if (kind === 'blackjack') return blackjackPublicView(state as BlackjackState);
  return state;
}

function stepState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { status, phase } = state as { status?: unknown; phase?: unknown };
  if (typeof phase === 'string') return phase;
  return typeof status === 'string' ? status : undefined;
}

function isMultiStep(kind: string): boolean {
  return kind !== 'reels' && GAME_INFO[kind as GameKind].multiStep;
}

export function roundView(row: RoundRow): RoundView {
  const multiStep = isMultiStep(row.kind);
  const state = multiStep ? stepState(row.state) : undefined;
  return {
    id: row.id,
    game: row.kind,
    bet: Number(row.bet),
    win: Number(row.win),
    nonce: row.nonce,
    clientSeed: row.clientSeed,
    serverSeedHash: row.serverSeedHash,
    params: row.params,
    outcome: publicOutcome(row.kind, row.state),
    ...(multiStep ? { ...(state ? { state } : {}), actions: row.actions } : {}),
    // The client knows open and settled; a round still waiting for its bet's answer is open to it.
    status: row.status === 'settled' || row.status === 'cancelled' ? 'settled' : 'open',
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether a round's outcome won the progressive jackpot (an engine slot's flag, the scratch card's jackpot). */
function wonJackpot(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { jackpot?: unknown }).jackpot === true;
}

/**
 * The studio's game server: launch sessions, provably fair rounds on the player's seed pair, and
 * money only through the platform's wallet (real money) or the session's play money (demo).
 */
export class StudioGameServer {
  constructor(
    private readonly db: StudioDatabase,
    private readonly calls: WalletCalls,
    private readonly wallet: {
      call: (operation: 'balance' | 'session', body: Record<string, unknown>) => Promise<WalletCallOutcome>;
    },
    private readonly publicUrl: string,
  ) {}

  /** The platform's signed launch: a session for the client, and the game's URL on this studio's origin. */
  async launch(request: LaunchRequest): Promise<{ url: string }> {
    const game = studioGame(request.game);
    if (!game) throw new StudioError(404, 'game_not_found', 'This studio does not run this game');
    if (!request.demo && (!request.token || !request.player)) {
      throw new StudioError(422, 'validation_failed', 'A real-money launch carries the wallet session and the player', {
        token: ['Required unless demo'],
      });
    }
    const subunit = BigInt(request.subunitToUnit);
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    await this.db.insert(studioSessions).values({
      tokenHash: hashToken(token),
      game: game.identity,
      // A signed-in player's demo carries a wallet session too: it moves no money, but is asked whether it may still be played.
      walletToken: request.token ?? null,
      player: request.player ?? null,
      currency: request.currency,
      subunitToUnit: subunit,
      isDemo: request.demo,
      demoBalance: request.demo ? DEMO_BALANCE_UNITS * subunit : null,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
    const lang = request.lang ? `&lang=${encodeURIComponent(request.lang)}` : '';
    return {
      url: `${this.publicUrl}/provider/games/play/${encodeURIComponent(game.identity)}?token=${encodeURIComponent(token)}${lang}`,
    };
  }

  async describeSession(token: string, expectedGame?: string) {
    const context = await this.context(token, expectedGame);
    const { session, game } = context;
    const seeds = await activeSeedPair(this.db, context.owner);
    const [open] = await this.db.select().from(studioRounds).where(this.openRoundOf(context)).limit(1);
    const limits = betLimits(session.subunitToUnit);
    const money = await this.money(session);
    return {
      game: {
        identity: game.identity,
        name: gameTitle(game),
        kind: game.kind,
        rtpBasisPoints:
          game.kind === 'reels' ? game.slot.publishedRtpBasisPoints : Math.round(GAME_INFO[game.kind].rtp * 10_000),
        config: game.kind === 'reels' ? game.slot : undefined,
      },
      currency: session.currency,
      subunitToUnit: Number(session.subunitToUnit),
      balance: Number(money.balance),
      demo: session.isDemo,
      // The platform's ceiling on a stake now (its active bonus's maximum bet): a bonus buy above it is shown refused.
      limits: {
        minBet: Number(limits.minBet),
        maxBet: Number(limits.maxBet),
        bonusMaxBet: money.maxBet === null ? null : Number(money.maxBet),
      },
      seeds: { serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, nonce: seeds.nonce },
      openRound: open ? roundView(open) : null,
      freespins: null,
    };
  }

  /** Plays a round: a one-step game stakes and settles; a multi-step one stakes and stays open. */
  async playRound(token: string, bet: number, params: unknown, expectedGame?: string): Promise<RoundAnswer> {
    const context = await this.context(token, expectedGame);
    const { session, game } = context;
    const stake = BigInt(bet);
    const { minBet, maxBet } = betLimits(session.subunitToUnit);
    if (stake < minBet || stake > maxBet) {
      const message = `A bet is from ${minBet} to ${maxBet} (minor units of ${session.currency})`;
      throw new StudioError(422, 'bet_out_of_range', message, { bet: [message] });
    }
    const play = this.prepare(game, stake, params);
    const roundId = randomUUID();
    const inserted = await this.db.transaction(async (tx) => {
      if (isMultiStep(game.kind)) {
        const [open] = await tx
          .select({ id: studioRounds.id })
          .from(studioRounds)
          .where(this.openRoundOf(context))
          .limit(1);
        if (open) throw new StudioError(409, 'round_open', 'Finish the open round first');
      }
      const { pair, nonce } = await takeNonce(tx, context.owner);
      const result = play({ serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce });
      const win = result.finished ? payoutMinor(result.paid, result.multiplier) : 0n;
      const [row] = await tx
        .insert(studioRounds)
        .values({
          id: roundId,
          sessionId: session.id,
          owner: context.owner,
          game: game.identity,
          kind: game.kind,
          currency: session.currency,
          isDemo: session.isDemo,
          bet: result.paid,
          win,
          seedPairId: pair.id,
          nonce,
          clientSeed: pair.clientSeed,
          serverSeedHash: pair.serverSeedHash,
          params: result.params,
          state: result.outcome,
          status: session.isDemo ? (result.finished ? 'settled' : 'open') : isMultiStep(game.kind) ? 'open' : 'pending',
          settledAt: session.isDemo && result.finished ? new Date() : null,
        })
        .returning();
      if (!row) throw new Error('round insert returned no row');
      if (session.isDemo)
        return {
          row,
          demoBalance: await moveDemoBalance(tx, session.id, win - result.paid, result.paid),
          finished: result.finished,
        };
      const betCall = await this.calls.record(tx, {
        roundId,
        kind: 'bet',
        transactionId: betTransactionId(roundId),
        body: {
          token: session.walletToken,
          currency: session.currency,
          game: game.identity,
          roundId,
          transactionId: betTransactionId(roundId),
          amount: result.paid.toString(),
        },
        status: 'sending',
      });
      return { row, betCall, finished: result.finished };
    });
    if ('demoBalance' in inserted) return { round: roundView(inserted.row), balance: Number(inserted.demoBalance) };

    const { row, betCall, finished } = inserted;
    const betOutcome = await this.calls.send(betCall);
    if (betOutcome.kind === 'unknown') {
      await this.calls.rollBack(betCall, betOutcome.reason);
      throw new StudioError(
        503,
        'bet_not_confirmed',
        'The casino did not confirm this bet in time, so it was cancelled and no money moved. Try again.',
      );
    }
    if (betOutcome.kind === 'refused') {
      await this.db
        .update(studioRounds)
        .set({ status: 'cancelled', settledAt: new Date() })
        .where(eq(studioRounds.id, row.id));
      throw refusalError(betOutcome);
    }
    const balanceAfterBet = BigInt(String(betOutcome.answer['balance']));
    if (!finished) return { round: roundView(row), balance: Number(balanceAfterBet) };
    return this.settle(context, row, row.win, row.state, balanceAfterBet);
  }

  /**
   * Settles a real-money round: the round is settled here, and its win (zero for a loss, with the
   * jackpot flag) is owed to the platform until it answers. The answer's balance is the platform's
   * when it came, else the balance after the bet plus the win on its way.
   */
  private async settle(
    context: Context,
    row: RoundRow,
    win: bigint,
    state: unknown,
    balanceBefore: bigint,
  ): Promise<RoundAnswer> {
    const { session, game } = context;
    const { settled, winCall } = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(studioRounds)
        .set({ status: 'settled', win, state: state, settledAt: new Date() })
        .where(eq(studioRounds.id, row.id))
        .returning();
      if (!updated) throw new Error('round update returned no row');
      const body = {
        token: session.walletToken,
        currency: session.currency,
        game: game.identity,
        roundId: row.id,
        transactionId: winTransactionId(row.id),
        betTransactionId: betTransactionId(row.id),
        amount: win.toString(),
        jackpot: wonJackpot(state),
        outcome: publicOutcome(row.kind, state),
      };
      return {
        settled: updated,
        winCall: await this.calls.record(tx, {
          roundId: row.id,
          kind: 'win',
          transactionId: winTransactionId(row.id),
          body,
          status: 'sending',
        }),
      };
    });
    const outcome = await this.calls.send(winCall);
    const balance = outcome.kind === 'ok' ? BigInt(String(outcome.answer['balance'])) : balanceBefore + win;
    return { round: roundView(settled), balance: Number(balance) };
  }

  /** A step of an open multi-step round (replayed from its seeds with the new action); settles when it ends. */
  async act(token: string, roundId: string, input: unknown): Promise<RoundAnswer> {
    const context = await this.context(token);
    const { seq, action } = splitSeq(input);
    const step = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(studioRounds).where(eq(studioRounds.id, roundId)).for('update');
      if (
        !row ||
        row.owner !== context.owner ||
        row.game !== context.game.identity ||
        row.isDemo !== context.session.isDemo
      )
        throw new StudioError(404, 'not_found', 'There is no such round');
      if (seq !== undefined && seq < row.actions.length && JSON.stringify(row.actions[seq]) === JSON.stringify(action))
        return { row, replay: true as const };
      if (row.status !== 'open' || !isMultiStep(row.kind))
        throw new StudioError(409, 'round_settled', 'This round is already over');
      if (seq !== undefined && seq !== row.actions.length)
        throw new StudioError(409, 'stale_action', 'The round has moved on since: reload it', {
          seq: [`Must be ${row.actions.length}`],
        });
      const [pair] = await tx
        .select({ serverSeed: studioSeedPairs.serverSeed })
        .from(studioSeedPairs)
        .where(eq(studioSeedPairs.id, row.seedPairId));
      if (!pair) throw new Error(`round ${row.id} has no seed pair`);
      const actions = [...row.actions, action];
      const kind = row.kind as GameKind;
      const result = withGameRules(() =>
        resolveRoundSync({
          serverSeed: pair.serverSeed,
          clientSeed: row.clientSeed,
          nonce: row.nonce,
          game: kind,
          params: row.params,
          actions,
        }),
      );
      const win = result.finished ? payoutMinor(row.bet, result.multiplier) : 0n;
      const demoSettles = row.isDemo && result.finished;
      const [updated] = await tx
        .update(studioRounds)
        .set({
          actions,
          state: result.outcome,
          ...(demoSettles ? { status: 'settled' as const, win, settledAt: new Date() } : {}),
        })
        .where(eq(studioRounds.id, row.id))
        .returning();
      if (!updated) throw new Error('round update returned no row');
      const demoBalance = demoSettles ? await moveDemoBalance(tx, context.session.id, win, 0n) : undefined;
      return { row: updated, replay: false as const, finished: result.finished, win, demoBalance };
    });
    if (step.replay || !step.finished)
      return { round: roundView(step.row), balance: Number(await this.balance(context.session)) };
    if (step.demoBalance !== undefined) return { round: roundView(step.row), balance: Number(step.demoBalance) };
    return this.settle(
      context,
      step.row,
      step.win,
      step.row.state,
      await this.balance(context.session).catch(() => 0n),
    );
  }

  async rotateSeeds(token: string, clientSeed: string | undefined): Promise<SeedRotation> {
    const context = await this.context(token);
    if (clientSeed !== undefined) withGameRules(() => assertClientSeed(clientSeed));
    return this.db.transaction((tx) => rotateSeedPair(tx, context.owner, clientSeed));
  }

  /** Real money: the platform's balance (own money and bonus money a stake can spend); demo: the session's play money. */
  private async balance(session: SessionRow): Promise<bigint> {
    return (await this.money(session)).balance;
  }

  /** The player's balance at the platform, and the most a round may stake there now (null: no platform limit). */
  private async money(session: SessionRow): Promise<{ balance: bigint; maxBet: bigint | null }> {
    if (session.isDemo) return { balance: session.demoBalance ?? 0n, maxBet: null };
    const outcome = await this.wallet.call('balance', {
      token: session.walletToken,
      currency: session.currency,
      game: session.game,
    });
    if (outcome.kind === 'unknown') throw walletUnavailable();
    if (outcome.kind === 'refused') throw refusalError(outcome);
    const maxBet = outcome.answer['maxBet'];
    return {
      balance: BigInt(String(outcome.answer['balance'])),
      maxBet: typeof maxBet === 'string' && /^\d{1,18}$/.test(maxBet) ? BigInt(maxBet) : null,
    };
  }

  /** What a round of this game plays, from its seeds: validated params first, so bad input costs nothing. */
  private prepare(game: StudioGame, stake: bigint, params: unknown) {
    if (game.kind === 'reels') {
      const slot = game.slot;
      const parsed = withGameRules(() => parseSlotGameParams(slot, params));
      const cost = parsed.buy && slot.bonusBuy ? slot.bonusBuy.cost : 1;
      if (!Number.isInteger(cost) || cost < 1)
        throw new Error(`${slot.id}: a bonus buy's cost is a whole number of stakes`);
      const paid = stake * BigInt(cost);
      return (seeds: { serverSeed: string; clientSeed: string; nonce: number }) => {
        const result = withGameRules(() => resolveSlotGameRoundSync({ ...seeds, game: slot.id, params: parsed }));
        return { params: result.params, outcome: result.outcome, multiplier: result.multiplier, finished: true, paid };
      };
    }
    const kind = game.kind;
    const parsed = withGameRules(() => parseGameParams(kind, params));
    // A coup stakes the sum of its bets: a bet that says otherwise is refused before anything moves.
    if (kind === 'baccarat' && BigInt(baccaratStake(parsed as BaccaratParams)) !== stake) {
      throw new StudioError(422, 'bet_mismatch', 'The bet is the sum of the chips on the table', {
        bet: ['Must equal the sum of the chips'],
      });
    }
    return (seeds: { serverSeed: string; clientSeed: string; nonce: number }) => {
      const result = withGameRules(() => resolveRoundSync({ ...seeds, game: kind, params: parsed }));
      return {
        params: result.params,
        outcome: result.outcome,
        multiplier: result.multiplier,
        finished: result.finished,
        paid: stake,
      };
    };
  }

  private async context(token: string, expectedGame?: string): Promise<Context> {
    const [session] = await this.db
      .select()
      .from(studioSessions)
      .where(and(eq(studioSessions.tokenHash, hashToken(token)), gt(studioSessions.expiresAt, sql`now()`)));
    if (!session)
      throw new StudioError(
        401,
        'invalid_token',
        'This game session is not valid: open the game again from the casino',
      );
    if (expectedGame !== undefined && expectedGame.toLowerCase() !== session.game)
      throw new StudioError(403, 'token_game_mismatch', 'This game session was launched for another game');
    const game = studioGame(session.game);
    if (!game) throw new StudioError(422, 'game_not_playable', 'This game cannot be played now');
    const owner = session.isDemo || !session.player ? `session:${session.id}` : `player:${session.player}`;
    if (session.isDemo && session.walletToken) await this.assertDemoAllowed(session);
    return { session, game, owner };
  }

  /**
   * A signed-in player's demo asks the casino before each call whether it may still be played:
   * a logout or a break (cooling-off, self-exclusion) closes it there. Real money needs no such
   * call: its balance, bets and the casino's checks on them say as much.
   */
  private async assertDemoAllowed(session: SessionRow): Promise<void> {
    const outcome = await this.wallet.call('session', { token: session.walletToken, game: session.game });
    if (outcome.kind === 'unknown') throw walletUnavailable();
    if (outcome.kind === 'refused') throw refusalError(outcome);
  }

  /** Real money: the player's open round of this game, whichever launch started it; demo: the session's. */
  private openRoundOf({ session, game, owner }: Context) {
    const base = and(
      eq(studioRounds.owner, owner),
      eq(studioRounds.game, game.identity),
      inArray(studioRounds.status, ['open']),
    );
    return session.isDemo
      ? and(base, eq(studioRounds.sessionId, session.id))
      : and(base, eq(studioRounds.isDemo, false));
  }
}

/** Moves a demo session's play money by `delta` after checking it holds `needed`; never below zero. */
async function moveDemoBalance(
  executor: StudioExecutor,
  sessionId: string,
  delta: bigint,
  needed: bigint,
): Promise<bigint> {
  const [row] = await executor
    .update(studioSessions)
    .set({ demoBalance: sql`${studioSessions.demoBalance} + ${delta}` })
    .where(
      and(
        eq(studioSessions.id, sessionId),
        sql`${studioSessions.demoBalance} >= ${needed}`,
        sql`${studioSessions.demoBalance} + ${delta} >= 0`,
      ),
    )
    .returning({ balance: studioSessions.demoBalance });
  if (!row || row.balance === null)
    throw new StudioError(422, 'insufficient_funds', 'Not enough play money: open the game again for a new balance');
  return row.balance;
}

/** The optional `seq` of an action (the number of actions the client has seen), apart from the action itself. */
function splitSeq(input: unknown): { seq: number | undefined; action: unknown } {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || !('seq' in input))
    return { seq: undefined, action: input };
  const { seq, ...action } = input as Record<string, unknown>;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0)
    throw new StudioError(422, 'invalid_action', 'seq is the number of actions already taken', {
      seq: ['Must be a whole number, 0 or more'],
    });
  return { seq, action };
}
