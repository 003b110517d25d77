import type { PlayerId } from '@casino/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  balanceRequest,
  betRequest,
  rollbackRequest,
  sessionRequest,
  verifySignature,
  winRequest,
  type BalanceAnswer,
  type NothingToDoAnswer,
  type SessionAnswer,
  type TransactionAnswer,
} from '@casino/seamless-protocol';
import type { Database } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { gameProviders, gameRounds } from '../../../modules/game/game.table';
import { gameTransactions } from '../../../modules/game/game-wallet.table';
import { errorResponses } from '../../../http/response-schemas';
import type { SeamlessWallet, WalletCallResult } from '../seamless-wallet';
import {
  assertCanBet,
  assertSessionMatches,
  findLiveSession,
  findRoundSession,
  findWalletSession,
  type WalletSessionOfToken,
} from './wallet-sessions';

/** A wallet call is a few hundred bytes (a win carries the round's outcome for the history). */
const WALLET_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * No game of a studio pays more than this many times its round's stake (the jackpot, paid from
 * the pool, apart): a larger win is a studio's bug or a forged outcome, refused for an operator to
 * look at rather than paid.
 */
export const MAX_WIN_MULTIPLIER = 1_000_000n;

export interface AggregatorWalletRoutesOptions {
  readonly db: Database;
  /** The platform's seamless wallet of the `aggregator` integration. */
  readonly wallet: SeamlessWallet;
  /** The secret shared with the studio (STUDIO_SHARED_SECRET). */
  readonly sharedSecret: string;
  readonly openLoginCondition: (authSessionId: SQL) => SQL;
  /** The limits module's break rule: a player on a cooling-off or self-exclusion opens no game (real or demo). */
  readonly assertNoBreak: (playerId: PlayerId) => Promise<void>;
}

const transactionAnswer = z.object({
  balance: z.string(),
  currency: z.string(),
  transactionId: z.string(),
  platformRoundId: z.string().optional(),
  replayed: z.boolean().optional(),
  jackpotWin: z.string().optional(),
  nothingToDo: z.literal(true).optional(),
});
const balanceAnswer = z.object({
  balance: z.string(),
  currency: z.string(),
  maxBet: z
    .string()
    .optional()
    .describe(
      "The most one round may stake now: the active bonus's maximum bet while it is wagered (absent when nothing limits it)",
    ),
});
const sessionAnswer = z.object({ demo: z.boolean(), currency: z.string() });
const tags = ['aggregator wallet'];
const signedNote =
  'Signed: headers X-Casino-Timestamp (unix seconds) and X-Casino-Signature (sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">).';

/** The seamless wallet's ids of a call: the session's player, currency and game, the studio's round and transaction. */
const roundCall = (session: WalletSessionOfToken, call: { roundId: string; transactionId: string }) => ({
  playerId: session.playerId,
  currency: session.currency,
  gameId: session.gameId,
  providerRoundId: call.roundId,
  providerTransactionId: call.transactionId,
});

const unknownBet = () => new AppError(404, 'unknown_bet', 'There is no bet of this round: a win needs its bet first');

/** How deep a body's arrays and objects may nest (an outcome is a few levels; thousands overflow the stack storing it). */
const MAX_BODY_DEPTH = 32;

/**
 * What the database cannot store, found without recursion: a string (value or key) holding a NUL
 * character, or nesting deeper than MAX_BODY_DEPTH; the field's path and why, or undefined.
 */
function unstorable(root: unknown): { readonly path: string; readonly message: string } | undefined {
  const pending: Array<[unknown, string, number]> = [[root, '', 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path, depth] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { path, message: 'Must not contain a NUL character' };
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_BODY_DEPTH) return { path, message: `Nests at most ${MAX_BODY_DEPTH} levels deep` };
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return { path: at, message: 'Must not contain a NUL character' };
        pending.push([item, at, depth + 1]);
      }
    }
  }
  return undefined;
}

/** Parses a verified body with the protocol's schema: a malformed one is 422 with its fields. */
function parseBody<T>(schema: z.ZodType<T>, rawBody: string): T {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError(400, 'invalid_json', 'The body is not JSON');
  }
  // PostgreSQL stores no NUL character (text or jsonb), and storing a thousand levels overflows: refused here, not a 500 there.
  const problem = unstorable(json);
  if (problem)
    throw new AppError(422, 'validation_failed', 'Some fields are not valid', {
      [problem.path || 'body']: [problem.message],
    });
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  throw new AppError(422, 'validation_failed', 'Some fields are not valid', fields);
}

/** The raw body the JSON parser kept as a string (the signature is over these bytes). */
const rawOf = (body: unknown): string => (typeof body === 'string' ? body : '');

/** What finds a wallet session: the database and the open-login rule. */
type SessionLookup = Pick<AggregatorWalletRoutesOptions, 'db' | 'openLoginCondition'>;

/** The wallet session of a call's token, for the call's game and currency. */
async function sessionOf(
  { db, openLoginCondition }: SessionLookup,
  call: { token: string; game: string; currency: string },
): Promise<WalletSessionOfToken> {
  const session = await findWalletSession(db, call.token, openLoginCondition);
  assertSessionMatches(session, call);
  return session;
}

/** A win or rollback settles a round its bet opened: the round's session stands in for a wallet session pruned since. */
async function settlingSessionOf(
  lookup: SessionLookup,
  call: { token: string; game: string; currency: string; roundId: string },
): Promise<WalletSessionOfToken> {
  try {
    return await sessionOf(lookup, call);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'invalid_token') throw error;
    const session = await findRoundSession(lookup.db, call);
    if (!session) throw error;
    assertSessionMatches(session, call);
    return session;
  }
}

/** The answer of a bet, win or rollback the wallet made. */
const answer = (session: WalletSessionOfToken, transactionId: string, result: WalletCallResult): TransactionAnswer => ({
  balance: result.balance.toString(),
  currency: session.currency,
  transactionId,
  platformRoundId: result.roundId,
  replayed: result.replayed,
  ...(result.jackpotWin !== undefined ? { jackpotWin: result.jackpotWin.toString() } : {}),
});

/** A signed wallet route's documentation: its summary with the signature note, its answer and the error format. */
const routeSchema = (summary: string, response: z.ZodType) => ({
  schema: { tags, summary: `${summary}. ${signedNote}`, response: { 200: response, ...errorResponses } },
});

/** Whether a session may be played, and the balance: refused during a break. */
const walletSessionRoutes: FastifyPluginAsyncZod<Omit<AggregatorWalletRoutesOptions, 'sharedSecret'>> = async (
  app,
  options,
) => {
  const { db, wallet, openLoginCondition, assertNoBreak } = options;

  app.post(
    '/session',
    routeSchema(
      'Whether a wallet session may be played now (asked before each call of a signed-in demo): refused once its login ended or during a break',
      sessionAnswer,
    ),
    async (request): Promise<SessionAnswer> => {
      const call = parseBody(sessionRequest, rawOf(request.body));
      const session = await findLiveSession(db, call.token, openLoginCondition);
      if (call.game.toLowerCase() !== session.gameIdentity)
        throw new AppError(403, 'token_game_mismatch', 'This wallet session was opened for another game');
      await assertNoBreak(session.playerId);
      return { demo: session.isDemo, currency: session.currency };
    },
  );

  // The studio reads the balance when its game opens and after each step: during a break the game does not open.
  app.post(
    '/balance',
    routeSchema("The player's balance in the session's currency; refused during a break", balanceAnswer),
    async (request): Promise<BalanceAnswer> => {
      const call = parseBody(balanceRequest, rawOf(request.body));
      const session = await sessionOf(options, call);
      await assertNoBreak(session.playerId);
      const balance = await wallet.balance({ playerId: session.playerId, currency: session.currency });
      const maxBet = await wallet.maxBet({ playerId: session.playerId, currency: session.currency });
      return {
        balance: balance.toString(),
        currency: session.currency,
        ...(maxBet === null ? {} : { maxBet: maxBet.toString() }),
      };
    },
  );
};

/** A round's money: the bet, the win that settles it, the rollback of a bet not completed. */
const walletRoundRoutes: FastifyPluginAsyncZod<
  Pick<AggregatorWalletRoutesOptions, 'db' | 'wallet' | 'openLoginCondition'>
> = async (app, options) => {
  const { db, wallet } = options;

  app.post(
    '/bet',
    routeSchema(
      'Takes a stake (opens the round on its first bet); a replayed transaction id moves nothing',
      transactionAnswer,
    ),
    async (request) => {
      const call = parseBody(betRequest, rawOf(request.body));
      const session = await sessionOf(options, call);
      assertCanBet(session);
      if (BigInt(call.amount) <= 0n)
        throw new AppError(422, 'invalid_amount', 'A bet is greater than zero', {
          amount: ['Must be greater than zero'],
        });
      const result = await wallet.bet({ ...roundCall(session, call), amount: BigInt(call.amount) });
      return answer(session, call.transactionId, result);
    },
  );

  app.post(
    '/win',
    routeSchema(
      "Pays a round's win (zero for a loss) and settles it; refused for a round without a bet (unknown_bet)",
      transactionAnswer,
    ),
    async (request) => {
      const call = parseBody(winRequest, rawOf(request.body));
      const session = await settlingSessionOf(options, call);
      const [round] = await db
        .select({ bet: gameRounds.bet, betTransactionId: gameTransactions.providerTransactionId })
        .from(gameRounds)
        .innerJoin(gameProviders, eq(gameProviders.id, gameRounds.providerId))
        // The win names the bet it pays: it must be a bet this round took, not any id the studio invents.
        .leftJoin(
          gameTransactions,
          and(
            eq(gameTransactions.roundId, gameRounds.id),
            eq(gameTransactions.kind, 'bet'),
            eq(gameTransactions.providerTransactionId, call.betTransactionId),
          ),
        )
        .where(
          and(
            eq(gameRounds.providerRoundId, call.roundId),
            eq(gameProviders.integration, 'aggregator'),
            eq(gameRounds.playerId, session.playerId),
            eq(gameRounds.gameId, session.gameId),
          ),
        );
      if (round && round.betTransactionId === null) throw unknownBet();
      if (round && BigInt(call.amount) > round.bet * MAX_WIN_MULTIPLIER) {
        throw new AppError(422, 'implausible_win', `A win is at most ${MAX_WIN_MULTIPLIER}x the round's stake`, {
          amount: [`Must not exceed ${round.bet * MAX_WIN_MULTIPLIER}`],
        });
      }
      try {
        const result = await wallet.win({
          ...roundCall(session, call),
          amount: BigInt(call.amount),
          outcome: call.outcome,
          ...(call.jackpot ? { jackpot: true } : {}),
        });
        return answer(session, call.transactionId, result);
      } catch (error) {
        // The wallet finds no round: no bet of it was ever taken here.
        if (error instanceof AppError && error.statusCode === 404) throw unknownBet();
        throw error;
      }
    },
  );

  app.post(
    '/rollback',
    routeSchema(
      'Refunds a bet the studio could not complete; a bet never received answers nothingToDo',
      transactionAnswer,
    ),
    async (request): Promise<TransactionAnswer | NothingToDoAnswer> => {
      const call = parseBody(rollbackRequest, rawOf(request.body));
      const session = await settlingSessionOf(options, call);
      try {
        const result = await wallet.rollback(roundCall(session, call));
        return answer(session, call.transactionId, result);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
        // The bet never arrived (or never committed): nothing to refund, and nothing is done.
        const balance = await wallet.balance({ playerId: session.playerId, currency: session.currency });
        return {
          balance: balance.toString(),
          currency: session.currency,
          transactionId: call.transactionId,
          nothingToDo: true,
        };
      }
    },
  );
};

/**
 * The platform's side of the seamless-wallet protocol (@casino/seamless-protocol):
 * POST /provider/aggregator/wallet/{balance|bet|win|rollback}, called by the studio's game server.
 * The signature is checked over the raw bytes before anything else; then the wallet session token
 * names the player, game and currency, and the call goes to the same seamless wallet the in-house
 * provider uses (bet limits, responsible-gaming limits, bonus stakes and the jackpot apply there),
 * idempotent by the studio's transaction id.
 */
export const aggregatorWalletRoutes: FastifyPluginAsyncZod<AggregatorWalletRoutesOptions> = async (app, options) => {
  const { db, wallet, sharedSecret, openLoginCondition, assertNoBreak } = options;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WALLET_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  /** The verified raw body, or 401 before anything is read. */
  app.addHook('preHandler', async (request) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const check = verifySignature(sharedSecret, rawBody, request.headers);
    if (!check.ok) {
      if (check.reason === 'stale_request')
        throw new AppError(401, 'stale_request', 'The request timestamp is outside the tolerance window');
      throw new AppError(401, 'invalid_signature', 'The request signature is missing or wrong');
    }
  });

  await app.register(walletSessionRoutes, { db, wallet, openLoginCondition, assertNoBreak });
  await app.register(walletRoundRoutes, { db, wallet, openLoginCondition });
};
