import type { PlayerId } from '@casino/shared';
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { AppError } from '../../../http/app-error';
import { gameProviders, gameRounds, games } from '../../../modules/game/game.table';
import { gameLaunchSessions } from '../inhouse/inhouse.table';

/**
 * The platform's wallet session of an aggregator launch: a launch session row (the in-house
 * provider's table, the same thing: who plays which game in which currency, bound to the login
 * that launched it), whose token the launch handed to the studio. The studio sends it with every
 * wallet call; it is the only thing that says which player's money a call moves.
 */
export interface WalletSessionOfToken {
  readonly playerId: PlayerId;
  readonly gameId: string;
  readonly gameIdentity: string;
  readonly currency: string;
  readonly expired: boolean;
  readonly loginOpen: boolean;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const invalidToken = () => new AppError(401, 'invalid_token', 'This wallet session is not known');

/** The launch session a token names, with whether it expired and whether its login is open; 401 when none. */
async function sessionOfToken(
  executor: Executor,
  token: string,
  openLogin: (authSessionId: SQL) => SQL,
  realMoneyOnly: boolean,
) {
  const authSessionId = sql`${gameLaunchSessions.authSessionId}`;
  const byToken = eq(gameLaunchSessions.tokenHash, hashToken(token));
  const [row] = await executor
    .select({
      playerId: gameLaunchSessions.playerId,
      isDemo: gameLaunchSessions.isDemo,
      gameId: gameLaunchSessions.gameId,
      gameIdentity: games.identity,
      currency: gameLaunchSessions.currency,
      expired: sql<boolean>`(${gameLaunchSessions.expiresAt} <= now())`.mapWith(Boolean),
      loginOpen: sql<boolean>`(${authSessionId} is not null and ${openLogin(authSessionId)})`.mapWith(Boolean),
    })
    .from(gameLaunchSessions)
    .innerJoin(games, eq(games.id, gameLaunchSessions.gameId))
    .where(realMoneyOnly ? and(byToken, eq(gameLaunchSessions.isDemo, false)) : byToken);
  if (!row || row.playerId === null) throw invalidToken();
  return { ...row, playerId: row.playerId };
}

/**
 * The real-money session of a wallet token, expired or not: a win or a rollback of a round the
 * player started is paid even after the session or the login ended; a bet needs both alive
 * (`assertCanBet`). A demo session never reaches the wallet.
 */
export async function findWalletSession(
  executor: Executor,
  token: string,
  openLogin: (authSessionId: SQL) => SQL,
): Promise<WalletSessionOfToken> {
  const row = await sessionOfToken(executor, token, openLogin, true);
  return {
    playerId: row.playerId,
    gameId: row.gameId,
    gameIdentity: row.gameIdentity,
    currency: row.currency,
    expired: row.expired,
    loginOpen: row.loginOpen,
  };
}

/** A live launch session of a token, demo or real money, as the studio's `session` call checks it. */
export interface LiveSessionOfToken {
  readonly playerId: PlayerId;
  readonly isDemo: boolean;
  readonly gameIdentity: string;
  readonly currency: string;
}

/**
 * The live (unexpired) session of a token with its login still open: a signed-in player's demo
 * or a real-money session (a guest's demo has no token at the platform). 401 otherwise.
 */
export async function findLiveSession(
  executor: Executor,
  token: string,
  openLogin: (authSessionId: SQL) => SQL,
): Promise<LiveSessionOfToken> {
  const row = await sessionOfToken(executor, token, openLogin, false);
  if (row.expired || !row.loginOpen)
    throw new AppError(401, 'session_ended', "The player's session has ended: no new bets");
  return { playerId: row.playerId, isDemo: row.isDemo, gameIdentity: row.gameIdentity, currency: row.currency };
}

/** A new stake needs the session and the login that launched it still open. */
export function assertCanBet(session: WalletSessionOfToken): void {
  if (session.expired || !session.loginOpen)
    throw new AppError(401, 'session_ended', "The player's session has ended: no new bets");
}

/** The call names the session's own game and currency: a token is good for nothing else. */
export function assertSessionMatches(
  session: WalletSessionOfToken,
  call: { readonly game: string; readonly currency: string },
): void {
  if (call.game.toLowerCase() !== session.gameIdentity)
    throw new AppError(403, 'token_game_mismatch', 'This wallet session was opened for another game');
  if (call.currency !== session.currency)
    throw new AppError(422, 'currency_mismatch', `This wallet session plays in ${session.currency}`, {
      currency: [`Must be ${session.currency}`],
    });
}

/**
 * The session of a round already opened by a bet, when its wallet session row is gone (expired
 * launch sessions are pruned): a win or a rollback the studio is still retrying is owed to the
 * round's player in the round's currency, whatever became of the token. The request is signed by
 * the studio; the round, not the token, says whose money it is.
 */
export async function findRoundSession(
  executor: Executor,
  call: { readonly roundId: string; readonly game: string },
): Promise<WalletSessionOfToken | undefined> {
  const [row] = await executor
    .select({
      playerId: gameRounds.playerId,
      gameId: gameRounds.gameId,
      gameIdentity: games.identity,
      currency: gameRounds.currency,
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, gameRounds.providerId))
    .where(
      and(
        eq(gameRounds.providerRoundId, call.roundId),
        eq(gameProviders.integration, 'aggregator'),
        eq(games.identity, call.game.toLowerCase()),
        eq(gameRounds.isDemo, false),
      ),
    );
  if (!row?.playerId) return undefined;
  return {
    playerId: row.playerId,
    gameId: row.gameId,
    gameIdentity: row.gameIdentity,
    currency: row.currency,
    expired: true,
    loginOpen: false,
  };
}
