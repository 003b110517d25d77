import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { minorAmount, type MinorAmount, type PlayerId } from '@casino/shared';
import { queryRows } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import { ledgerTransfers } from './ledger.table';
import { walletAccounts } from './wallet.table';

/** The house's accounts per currency: the other side of every player balance change. */
/** rakeback, referral_commissions and quest_rewards: what retention pays (issue 25), each from its own account. */
export const HOUSE_ACCOUNT_KINDS = [
  'payment_clearing',
  'pending_withdrawals',
  'game_revenue',
  'bonuses',
  'rakeback',
  'referral_commissions',
  'quest_rewards',
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

/**
 * Shards per house account kind and currency. A PostgreSQL transaction that also updates one
 * shared row runs about 4-5 times slower under 16 clients than one that does not (issue 6): the
 * row lock is held until commit, fsync included. With 64 shards, 16 concurrent transfers meet on
 * one house row in about 1 of 9 transfers (birthday bound) instead of nearly every one.
 */
export const HOUSE_ACCOUNT_SHARDS = 64;

/**
 * A player party is the player's wallet account in the transfer's currency; a bonus party is the
 * balance of one bonus granted to a player (`player_bonuses`), bonus money kept apart from own money;
 * a jackpot party is one progressive jackpot pool (`jackpot_pools`, modules/jackpot), never below zero.
 */
export type LedgerParty =
  | { readonly kind: 'player'; readonly playerId: PlayerId }
  | { readonly kind: 'bonus'; readonly playerBonusId: string }
  | { readonly kind: 'house'; readonly account: HouseAccountKind }
  | { readonly kind: 'jackpot'; readonly poolId: string };

export interface TransferRequest {
  /** Unique per source, e.g. `payment:invoice:{id}:credit`; a replay moves nothing. */
  readonly idempotencyKey: string;
  /** Why the money moved: deposit, withdrawal_hold, bet, win, ... */
  readonly reason: string;
  readonly currency: string;
  /** Minor units, greater than zero. */
  readonly amount: MinorAmount;
  readonly from: LedgerParty;
  readonly to: LedgerParty;
  /** The source entity (invoice id, round id). */
  readonly reference?: string;
  /**
   * Picks the house shard instead of the idempotency key: transfers of one business change (a
   * round's stake and win) that share it touch one house row, so their transaction never holds
   * two house rows that another transaction could take in the opposite order.
   */
  readonly houseShardKey?: string;
}

export interface TransferResult {
  readonly transferId: string;
  /** True when the key had been used before: nothing moved this time. */
  readonly replayed: boolean;
  /** Players whose balance changed (empty on a replay). */
  readonly changedPlayerIds: readonly PlayerId[];
  /** The balance each changed player account has right after this transfer (absent on a replay). */
  readonly playerBalancesAfter?: ReadonlyMap<PlayerId, MinorAmount>;
}

const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/**
 * Moves `amount` from one party to another as one transfer with two entries that sum to zero,
 * on the caller's transaction. The player side is updated with a conditional statement, so a
 * debit that would take a balance below zero changes nothing and fails with 422
 * `insufficient_funds`; concurrent debits of one account queue on its row and each sees the
 * balance the previous one left. A bonus balance and a jackpot pool are updated the same way.
 * Player rows are always written first, then bonus rows, then house rows, then jackpot pools, so
 * two transfers never wait on each other in opposite orders.
 */
export async function transferFunds(executor: Executor, request: TransferRequest): Promise<TransferResult> {
  assertTransferRequest(request);
  const fingerprint = fingerprintOf(request);
  // Signed entries: the amount leaves `from` and reaches `to` (a MinorAmount is never negative, an entry may be).
  const amount: bigint = request.amount;
  const [first, second] = [
    { party: request.from, amount: -amount },
    { party: request.to, amount },
  ].sort((a, b) => comparePartyLockOrder(a.party, b.party));
  if (!first || !second) throw new Error('a transfer has two sides');
  // One statement per side: the first also inserts the transfer (its idempotency key decides
  // whether anything moves), the second finds the transfer id it returned.
  const transferInsert = sql`insert into ledger_transfers (idempotency_key, reason, currency, amount, fingerprint, reference)
    values (${request.idempotencyKey}, ${request.reason}, ${request.currency}, ${String(request.amount)}::bigint, ${fingerprint}, ${request.reference ?? null})
    -- A concurrent request with the same key waits here until the first commits, then finds it.
    on conflict (idempotency_key) do nothing returning id`;
  const [applied] = await queryRows<SideRow & { transfer_id: string }>(
    executor,
    sideStatement(request, first.party, first.amount, transferInsert),
  );
  if (!applied) return replayOf(executor, request.idempotencyKey, fingerprint);
  if (applied.account_id === null) await refuseSide(executor, request, first.party);
  const transferId = applied.transfer_id;
  const [other] = await queryRows<SideRow>(
    executor,
    sideStatement(request, second.party, second.amount, sql`select ${transferId}::uuid as id`),
  );
  if (!other || other.account_id === null) await refuseSide(executor, request, second.party);
  const playerBalancesAfter = new Map<PlayerId, MinorAmount>();
  for (const [side, row] of [
    [first, applied],
    [second, other],
  ] as const) {
    if (side.party.kind === 'player' && row?.balance_after)
      playerBalancesAfter.set(side.party.playerId, minorAmount(BigInt(row.balance_after)));
  }
  return { transferId, replayed: false, changedPlayerIds: [...playerBalancesAfter.keys()], playerBalancesAfter };
}

interface SideRow {
  readonly account_id: string | null;
  readonly balance_after: string | null;
}

const ACCOUNT_COLUMNS: Readonly<Record<LedgerParty['kind'], string>> = {
  player: 'wallet_account_id',
  bonus: 'player_bonus_id',
  house: 'house_account_id',
  jackpot: 'jackpot_pool_id',
};

/**
 * One side of a transfer in one statement: the account's balance change (conditional for a
 * player: never below zero) and its entry with the balance after. `transfer` yields the
 * transfer's id (the insert of a new transfer, or the id already made); when it yields no row
 * (a replayed key) nothing changes and no row is returned.
 */
function sideStatement(request: TransferRequest, party: LedgerParty, amount: bigint, transfer: SQL): SQL {
  const delta = sql`${String(amount)}::bigint`;
  const currency = sql`${request.currency}::varchar`;
  const account =
    party.kind === 'player'
      ? sql`update wallet_accounts a set balance = a.balance + ${delta} from t
          where a.player_id = ${party.playerId}::uuid and a.currency = ${currency} and a.balance + ${delta} >= 0
          returning a.id, a.balance`
      : party.kind === 'bonus'
        ? sql`update player_bonuses b set balance = b.balance + ${delta} from t
          where b.id = ${party.playerBonusId}::uuid and b.currency = ${currency} and b.balance + ${delta} >= 0
          returning b.id, b.balance`
        : party.kind === 'jackpot'
          ? sql`update jackpot_pools p set balance = p.balance + ${delta} from t
          where p.id = ${party.poolId}::uuid and p.currency = ${currency} and p.balance + ${delta} >= 0
          returning p.id, p.balance`
          : sql`insert into house_accounts (currency, kind, shard, balance)
          select ${currency}, ${party.account}::varchar, ${shardOf(request.houseShardKey ?? request.idempotencyKey)}::smallint, ${delta} from t
          on conflict (currency, kind, shard) do update set balance = house_accounts.balance + excluded.balance
          returning id, balance`;
  const accountColumn = sql.raw(ACCOUNT_COLUMNS[party.kind]);
  return sql`with t as (${transfer}),
    s as (${account}),
    e as (insert into ledger_entries (transfer_id, ${accountColumn}, currency, amount, balance_after)
          select t.id, s.id, ${currency}, ${delta}, s.balance from t, s)
    select t.id as transfer_id, s.id as account_id, s.balance::text as balance_after from t left join s on true`;
}

/**
 * A side that could not apply (a player account missing, or short of money) is explained. The
 * transfer row of this call stays on the transaction, which the error rolls back (transfers are
 * immutable: never deleted), as it always did.
 */
async function refuseSide(executor: Executor, request: TransferRequest, party: LedgerParty): Promise<never> {
  if (party.kind === 'house') throw new Error('house account upsert returned no row');
  if (party.kind === 'bonus') throw new AppError(422, 'insufficient_funds', 'Not enough bonus money');
  // The jackpot module never asks a pool for more than it holds (it reads the pool under its lock).
  if (party.kind === 'jackpot')
    throw new Error(`jackpot pool ${party.poolId} cannot take ${request.amount} ${request.currency}`);
  const [account] = await executor
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.playerId, party.playerId), eq(walletAccounts.currency, request.currency)));
  if (!account) throw new AppError(422, 'account_not_found', `There is no ${request.currency} account to use`);
  throw new AppError(422, 'insufficient_funds', 'Not enough money on the account');
}

async function replayOf(executor: Executor, idempotencyKey: string, fingerprint: string): Promise<TransferResult> {
  const [existing] = await executor
    .select({ id: ledgerTransfers.id, fingerprint: ledgerTransfers.fingerprint })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
  if (!existing) throw new Error(`transfer ${idempotencyKey} conflicted but cannot be found`);
  if (existing.fingerprint !== fingerprint) {
    throw new AppError(409, 'idempotency_conflict', 'This operation was already made with different content');
  }
  return { transferId: existing.id, replayed: true, changedPlayerIds: [] };
}

function assertTransferRequest(request: TransferRequest): void {
  if (request.amount <= 0n) throw new Error(`transfer amount must be positive, got ${request.amount}`);
  if (request.idempotencyKey.length === 0 || request.idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new Error('transfer idempotency key must be 1-200 characters');
  }
  if (request.from.kind === 'player' && request.to.kind === 'player' && request.from.playerId === request.to.playerId) {
    throw new Error('a transfer needs two different accounts');
  }
  if (
    request.from.kind === 'bonus' &&
    request.to.kind === 'bonus' &&
    request.from.playerBonusId === request.to.playerBonusId
  ) {
    throw new Error('a transfer needs two different accounts');
  }
  if (request.from.kind === 'house' && request.to.kind === 'house' && request.from.account === request.to.account) {
    throw new Error('a transfer needs two different accounts');
  }
  if (request.from.kind === 'jackpot' && request.to.kind === 'jackpot' && request.from.poolId === request.to.poolId) {
    throw new Error('a transfer needs two different accounts');
  }
}

function fingerprintOf(request: TransferRequest): string {
  const party = (p: LedgerParty) =>
    p.kind === 'player'
      ? `player:${p.playerId}`
      : p.kind === 'bonus'
        ? `bonus:${p.playerBonusId}`
        : p.kind === 'jackpot'
          ? `jackpot:${p.poolId}`
          : `house:${p.account}`;
  const content = [
    request.reason,
    request.currency,
    request.amount.toString(),
    party(request.from),
    party(request.to),
    request.reference ?? '',
  ].join('|');
  return createHash('sha256').update(content).digest('hex');
}

const LOCK_RANK: Readonly<Record<LedgerParty['kind'], number>> = { player: 0, bonus: 1, house: 2, jackpot: 3 };

/**
 * Players first (by id), then bonus balances (by id), then house rows, then jackpot pools: one lock
 * order for every transfer. A pool is one hot row per currency, so it is taken last and held the
 * shortest (a transfer never moves money between two pools).
 */
function comparePartyLockOrder(a: LedgerParty, b: LedgerParty): number {
  if (a.kind === 'player' && b.kind === 'player') return a.playerId < b.playerId ? -1 : 1;
  if (a.kind === 'bonus' && b.kind === 'bonus') return a.playerBonusId < b.playerBonusId ? -1 : 1;
  return LOCK_RANK[a.kind] - LOCK_RANK[b.kind];
}

function shardOf(idempotencyKey: string): number {
  return createHash('sha256').update(idempotencyKey).digest().readUInt32BE(0) % HOUSE_ACCOUNT_SHARDS;
}
