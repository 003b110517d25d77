import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import {
  GameRoundStatus,
  type GameProviderIntegration,
  type SpinView,
  type PlayerId,
  type RoundId,
} from '@casino/shared';
import type { Executor } from '../../db/executor';
import { AppError, notFound } from '../../http/app-error';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import { gameTransactions, type GameTransactionKind } from './game-wallet.table';
import { enabledGame } from './game-views';
import { gameProviders, gameRounds, games } from './game.table';

/*
 * The rows the seamless wallet keeps: rounds (game_rounds, read by the spins history) and the
 * provider's calls (game_transactions). Every function runs on the wallet call's transaction.
 */

export type GameRoundRow = typeof gameRounds.$inferSelect;

/** A playable game of a provider integration, with its studio: what every wallet call is checked against. */
export interface WalletGame {
  readonly id: string;
  readonly providerId: string;
}

/**
 * The game of a wallet call. A bet needs a game that can be played now; a win or a rollback
 * finishes a round already started, so a game switched off meanwhile still settles it.
 */
export async function requireWalletGame(
  executor: Executor,
  gameId: string,
  integration: GameProviderIntegration,
  { playable }: { playable: boolean },
): Promise<WalletGame> {
  const conditions = [eq(games.id, gameId), eq(gameProviders.integration, integration)];
  // The sportsbook's entry is never enabled in the lobby (is_enabled keeps it out of every lobby
  // list); whether it takes bets is its is_playable alone.
  if (playable)
    conditions.push(
      eq(games.isPlayable, true),
      integration === 'sportsbook' ? eq(games.isPlayable, true) : enabledGame,
    );
  const [game] = await executor
    .select({ id: games.id, providerId: games.providerId })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(...conditions));
  if (!game) throw notFound('There is no such game at this provider');
  return game;
}

/** The round of a provider round id, locked for the call; undefined when the provider never opened it. */
export async function lockRound(
  executor: Executor,
  providerId: string,
  providerRoundId: string,
): Promise<GameRoundRow | undefined> {
  const [round] = await executor
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.providerId, providerId), eq(gameRounds.providerRoundId, providerRoundId)))
    .for('update');
  return round;
}

/** Finds or opens the round of a bet, locked. Two first bets of one round meet on the unique index. */
export async function openOrLockRound(
  executor: Executor,
  values: { gameId: string; providerId: string; providerRoundId: string; playerId: PlayerId; currency: string },
): Promise<GameRoundRow> {
  await executor
    .insert(gameRounds)
    .values({ ...values, isDemo: false })
    .onConflictDoNothing();
  const round = await lockRound(executor, values.providerId, values.providerRoundId);
  if (!round) throw new Error(`round ${values.providerRoundId} was neither inserted nor found`);
  return round;
}

/** A call naming a round of another player, game or currency is a provider bug or an attack: refused. */
export function assertRoundOf(
  round: GameRoundRow,
  call: { playerId: PlayerId; currency: string; gameId?: string },
): void {
  const matches =
    round.playerId === call.playerId &&
    round.currency === call.currency &&
    !round.isDemo &&
    (call.gameId === undefined || round.gameId === call.gameId);
  if (!matches) throw new AppError(409, 'round_conflict', 'This round belongs to another player, game or currency');
}

/**
 * Records a provider call once. Answers false when the transaction id was seen before (a replay);
 * a replay whose content differs from the first call is refused, as the ledger refuses one.
 */
export async function recordTransaction(
  executor: Executor,
  call: {
    providerId: string;
    kind: GameTransactionKind;
    providerTransactionId: string;
    roundId: RoundId;
    amount: bigint;
  },
): Promise<boolean> {
  const [inserted] = await executor
    .insert(gameTransactions)
    .values(call)
    .onConflictDoNothing()
    .returning({ id: gameTransactions.id });
  if (inserted) return true;
  const first = await findTransaction(executor, call.providerId, call.kind, call.providerTransactionId);
  if (!first || first.roundId !== call.roundId || first.amount !== call.amount) {
    throw new AppError(409, 'idempotency_conflict', 'This transaction was already made with different content');
  }
  return false;
}

export async function findTransaction(
  executor: Executor,
  providerId: string,
  kind: GameTransactionKind,
  providerTransactionId: string,
) {
  const [row] = await executor
    .select()
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.providerId, providerId),
        eq(gameTransactions.kind, kind),
        eq(gameTransactions.providerTransactionId, providerTransactionId),
      ),
    );
  return row;
}

/** The game of a spin as the history shows it. */
export interface SpinGame {
  readonly id: string;
  readonly identity: string;
  readonly name: string;
  readonly providerName: string;
}

/** The round as the spins history shows it, published on the player's `game:spins` channel. */
export async function publishSpin(executor: Executor, roundId: RoundId): Promise<void> {
  const [row] = await executor
    .select({
      round: gameRounds,
      game: { id: games.id, identity: games.identity, name: games.name, providerName: gameProviders.name },
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(eq(gameRounds.id, roundId));
  if (row) await publishSpinOf(executor, row.round, row.game);
}

/** The same publication when the round and its game are already at hand (no read). */
export async function publishSpinOf(
  executor: Executor,
  round: Pick<GameRoundRow, 'id' | 'playerId' | 'currency' | 'bet' | 'win' | 'status' | 'isDemo' | 'createdAt'>,
  game: SpinGame,
): Promise<void> {
  const playerId = round.playerId;
  if (!playerId) return;
  const spin: SpinView = {
    id: round.id,
    game,
    currency: round.currency,
    bet: Number(round.bet),
    win: Number(round.win),
    status: round.status,
    isDemo: round.isDemo,
    createdAt: round.createdAt.toISOString(),
  };
  await publishInTransaction(executor, userChannel('game:spins', playerId), spin);
}

/** A one-step round to record: its stake and win, both provider transactions, settled at once. */
export interface SettledRoundValues {
  readonly gameId: string;
  readonly integration: GameProviderIntegration;
  readonly providerRoundId: string;
  readonly playerId: PlayerId;
  readonly currency: string;
  readonly bet: bigint;
  readonly win: bigint;
  readonly outcome?: unknown;
  readonly betTransactionId: string;
  readonly winTransactionId: string;
}

export interface SettledRound {
  readonly round: Pick<
    GameRoundRow,
    'id' | 'playerId' | 'currency' | 'bet' | 'win' | 'status' | 'isDemo' | 'createdAt'
  >;
  readonly game: SpinGame;
}

/**
 * The first call of a one-step round in one statement: the game checked (this integration's,
 * playable, enabled), the round inserted settled with its stake and win, and both provider
 * transactions recorded. Undefined when nothing was inserted (the game cannot be played here,
 * or the round exists: a replay), so the caller takes the step-by-step path that tells which.
 * The round also counts as played (the lobby's played games), as `GameService.recordPlay` does.
 * A transaction id already used (necessarily on another round) is refused as the ledger does.
 */
export async function insertSettledRound(
  executor: Executor,
  values: SettledRoundValues,
): Promise<SettledRound | undefined> {
  const [row] = await queryRows<{
    id: RoundId;
    created_at: string | Date;
    game_identity: string;
    game_name: string;
    provider_name: string;
    recorded: number;
  }>(
    executor,
    sql`with g as (
          select games.id, games.provider_id, games.identity, games.name, game_providers.name as provider_name
          from games join game_providers on game_providers.id = games.provider_id
          where games.id = ${values.gameId}::uuid and game_providers.integration = ${values.integration}::varchar and games.is_playable and ${enabledGame}),
        r as (
          insert into game_rounds (game_id, provider_id, provider_round_id, player_id, currency, is_demo, bet, win, status, outcome)
          select g.id, g.provider_id, ${values.providerRoundId}::varchar, ${values.playerId}::uuid, ${values.currency}::varchar, false,
                 ${String(values.bet)}::bigint, ${String(values.win)}::bigint, ${GameRoundStatus.Settled}::smallint, ${JSON.stringify(values.outcome ?? null)}::jsonb
          from g on conflict do nothing returning id, game_id, provider_id, created_at),
        t as (
          insert into game_transactions (provider_id, kind, provider_transaction_id, round_id, amount)
          select r.provider_id, v.kind, v.transaction_id, r.id, v.amount from r,
            (values ('bet', ${values.betTransactionId}::varchar, ${String(values.bet)}::bigint), ('win', ${values.winTransactionId}::varchar, ${String(values.win)}::bigint)) as v (kind, transaction_id, amount)
          on conflict do nothing returning id),
        -- The player's played games (as GameService.recordPlay counts them), only when the round is new.
        p as (
          insert into player_played_games (player_id, game_id, rounds) select ${values.playerId}::uuid, r.game_id, 1 from r
          on conflict (player_id, game_id) do update set rounds = player_played_games.rounds + 1, last_played_at = now())
        select r.id, r.created_at, g.identity as game_identity, g.name as game_name, g.provider_name, (select count(*) from t)::int as recorded from r, g`,
  );
  if (!row) return undefined;
  if (Number(row.recorded) !== 2)
    throw new AppError(409, 'idempotency_conflict', 'This transaction was already made with different content');
  return {
    round: {
      id: row.id,
      playerId: values.playerId,
      currency: values.currency,
      bet: values.bet,
      win: values.win,
      status: GameRoundStatus.Settled,
      isDemo: false,
      createdAt: new Date(row.created_at),
    },
    game: { id: values.gameId, identity: row.game_identity, name: row.game_name, providerName: row.provider_name },
  };
}
