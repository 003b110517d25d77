import { sql } from 'drizzle-orm';
import {
  minorAmount,
  BIG_WIN_MIN_MULTIPLIER,
  BIG_WINS_CHANNEL,
  JACKPOT_IDENTITY,
  JACKPOT_NAME,
  JACKPOTS_CHANNEL,
  WINNERS_LIST_SIZE,
  maskedPlayerName,
  type BigWinPush,
  type BigWinView,
  type JackpotUpdatedPush,
  type JackpotView,
  type ProfileNameSource,
  type PlayerId,
} from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { GameJackpots, JackpotClaim, JackpotStake, SettledRoundMoney } from '../game/game.service';
import { publishInTransaction } from '../realtime/realtime.service';
import type { LedgerParty, WalletService } from '../wallet/wallet.service';

/**
 * The share of every stake of a jackpot game that goes into the pool: 1% (100 basis points),
 * floored to the currency's minor unit (a stake under 100 minor units feeds nothing).
 */
export const JACKPOT_CONTRIBUTION_BASIS_POINTS = 100;
/** The seed the house puts in when a pool starts and after each win: 1,000 units of the base currency (USD), converted at the rate of the day the pool starts. */
export const JACKPOT_SEED_BASE_UNITS = 1000;
/** A pool is pushed on its public channel at most this often (and at every win). */
export const JACKPOT_PUSH_INTERVAL_MS = 1000;
/** How long the answer to "is this a jackpot game" is kept: features change only with a release. */
const GAME_FEATURES_CACHE_MS = 60_000;

const HOUSE: LedgerParty = { kind: 'house', account: 'game_revenue' };

interface PoolRow {
  readonly id: string;
  readonly currency: string;
  readonly balance: string;
  readonly seed: string;
  readonly contribution_basis_points: number;
  readonly last_win_at: Date | string | null;
  readonly last_win_amount: string | null;
}

interface BigWinRow {
  readonly round_id: string;
  readonly player_id: PlayerId;
  readonly currency: string;
  readonly bet: string;
  readonly win: string;
  readonly jackpot_win: string;
  readonly created_at: Date | string;
  readonly game_id: string;
  readonly game_identity: string;
  readonly game_name: string;
  readonly game_image: string;
}

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** win / bet with two decimals, in integers so no float rounding creeps in. */
export function winMultiplier(bet: bigint, win: bigint): number {
  return bet === 0n ? 0 : Number((win * 100n) / bet) / 100;
}

/** The pool's share of a stake: floor(stake × basis points / 10,000). */
export function jackpotShareOf(stake: bigint, basisPoints: number = JACKPOT_CONTRIBUTION_BASIS_POINTS): bigint {
  return (stake * BigInt(basisPoints)) / 10_000n;
}

function poolView(row: PoolRow, now: Date): JackpotView {
  return {
    identity: JACKPOT_IDENTITY,
    name: JACKPOT_NAME,
    currency: row.currency,
    amount: Number(row.balance),
    seed: Number(row.seed),
    contributionBasisPoints: row.contribution_basis_points,
    lastWin:
      row.last_win_at && row.last_win_amount !== null
        ? { amount: Number(row.last_win_amount), at: toDate(row.last_win_at).toISOString() }
        : null,
    updatedAt: now.toISOString(),
  };
}

export interface JackpotServiceOptions {
  /** The fields a player's public (masked) name is made of: the player module's profile. */
  readonly nameSourceOf: (playerId: PlayerId) => Promise<ProfileNameSource | null>;
  /** Queues the public push of a big win (a job: the masked name is read outside the round's transaction). */
  readonly announceBigWin: (executor: Executor, roundId: string) => Promise<void>;
}

/**
 * The progressive jackpot "Orbit Mega Jackpot": a pool per currency in the ledger (a party of its
 * own, never below zero), fed by 1% of every stake of the games whose catalogue features include
 * 'jackpot', paid whole to a round whose provider reports a jackpot win, then seeded again by the
 * house. Everything runs on the wallet call's transaction.
 *
 * Lock order (one for every transaction that touches money): the game round, the player's wallet
 * account, the player's bonus row, the house shard, and the pool last. A stake's share leaves the
 * house shard its stake reached (already locked), so the pool is the only new lock; a jackpot win
 * locks the player's account first, then puts the seed in from the round's house shard (locking
 * the pool after it), and only then reads the pool: a second winning round waits there for the
 * first to commit and is paid what has built up since (the seed and the stakes after), never the
 * same money twice.
 */
export class JackpotService implements GameJackpots {
  private readonly jackpotGames = new Map<string, { readonly isJackpot: boolean; readonly until: number }>();

  constructor(
    private readonly db: Database,
    private readonly wallet: WalletService,
    private readonly options: JackpotServiceOptions,
  ) {}

  async isJackpotGame(executor: Executor, gameId: string): Promise<boolean> {
    const cached = this.jackpotGames.get(gameId);
    if (cached && cached.until > Date.now()) return cached.isJackpot;
    const [row] = await queryRows<{ is_jackpot: boolean }>(
      executor,
      sql`select 'jackpot' = any(features) as is_jackpot from games where id = ${gameId}::uuid`,
    );
    const isJackpot = row?.is_jackpot === true;
    this.jackpotGames.set(gameId, { isJackpot, until: Date.now() + GAME_FEATURES_CACHE_MS });
    return isJackpot;
  }

  async contribute(executor: Executor, stake: JackpotStake): Promise<void> {
    if (!(await this.isJackpotGame(executor, stake.gameId))) return;
    const pool = await this.ensurePool(executor, stake.currency, stake.houseShardKey);
    if (!pool) return;
    const share = jackpotShareOf(stake.amount, pool.contribution_basis_points);
    if (share === 0n) return;
    await this.wallet.transfer(executor, {
      idempotencyKey: `${stake.stakeKey}:jackpot`,
      reason: 'jackpot_contribution',
      currency: stake.currency,
      amount: minorAmount(share),
      from: HOUSE,
      to: { kind: 'jackpot', poolId: pool.id },
      reference: stake.roundId,
      houseShardKey: stake.houseShardKey,
    });
    await this.publishIfDue(executor, pool.id);
  }

  async refund(
    executor: Executor,
    stake: {
      readonly stakeKey: string;
      readonly rollbackKey: string;
      readonly roundId: string;
      readonly houseShardKey: string;
    },
  ): Promise<void> {
    const [made] = await queryRows<{ amount: string; pool_id: string; currency: string }>(
      executor,
      sql`select t.amount::text as amount, e.jackpot_pool_id as pool_id, t.currency
          from ledger_transfers t join ledger_entries e on e.transfer_id = t.id and e.jackpot_pool_id is not null
          where t.idempotency_key = ${`${stake.stakeKey}:jackpot`}`,
    );
    if (!made) return;
    // The pool may have been won since: it gives back what it holds, never going below zero.
    const [pool] = await queryRows<{ balance: string }>(
      executor,
      sql`select balance::text as balance from jackpot_pools where id = ${made.pool_id}::uuid for update`,
    );
    const available = BigInt(pool?.balance ?? '0');
    const wanted = BigInt(made.amount);
    const amount = wanted < available ? wanted : available;
    if (amount === 0n) return;
    await this.wallet.transfer(executor, {
      idempotencyKey: `${stake.rollbackKey}:jackpot`,
      reason: 'jackpot_contribution_refund',
      currency: made.currency,
      amount: minorAmount(amount),
      from: { kind: 'jackpot', poolId: made.pool_id },
      to: HOUSE,
      reference: stake.roundId,
      houseShardKey: stake.houseShardKey,
    });
    await this.publishIfDue(executor, made.pool_id);
  }

  async pay(executor: Executor, claim: JackpotClaim): Promise<bigint> {
    // The player's account first: the lock every payout to the player starts with.
    await executor.execute(
      sql`select id from wallet_accounts where player_id = ${claim.playerId}::uuid and currency = ${claim.currency} for update`,
    );
    const paid = await this.paidTo(executor, claim.roundId);
    if (paid !== undefined) return paid;
    const pool = await this.ensurePool(executor, claim.currency, claim.houseShardKey);
    if (!pool) return 0n;
    // The seed goes in first (house shard, then the pool: the pool is now locked by this
    // transaction), so what the pool held before it is exactly what the winner takes.
    await this.wallet.transfer(executor, {
      idempotencyKey: `jackpot:win:${claim.roundId}:seed`,
      reason: 'jackpot_seed',
      currency: claim.currency,
      amount: minorAmount(BigInt(pool.seed)),
      from: HOUSE,
      to: { kind: 'jackpot', poolId: pool.id },
      reference: claim.roundId,
      houseShardKey: claim.houseShardKey,
    });
    const [locked] = await queryRows<{ balance: string; seed: string }>(
      executor,
      sql`select balance::text as balance, seed::text as seed from jackpot_pools where id = ${pool.id}::uuid`,
    );
    if (!locked) throw new Error(`jackpot pool ${pool.id} vanished`);
    const prize = BigInt(locked.balance) - BigInt(pool.seed);
    if (prize > 0n) {
      await this.wallet.transfer(executor, {
        idempotencyKey: `jackpot:win:${claim.roundId}`,
        reason: 'jackpot_win',
        currency: claim.currency,
        amount: minorAmount(prize),
        from: { kind: 'jackpot', poolId: pool.id },
        to: { kind: 'player', playerId: claim.playerId },
        reference: claim.roundId,
      });
    }
    // Unique per round: a second payment of one round cannot commit.
    await executor.execute(
      sql`insert into jackpot_wins (pool_id, round_id, amount) values (${pool.id}::uuid, ${claim.roundId}::uuid, ${String(prize)}::bigint)`,
    );
    const [updated] = await queryRows<PoolRow>(
      executor,
      sql`update jackpot_pools set last_win_at = now(), last_win_amount = ${String(prize)}::bigint, published_at = now() where id = ${pool.id}::uuid
          returning id, currency, balance::text as balance, seed::text as seed, contribution_basis_points, last_win_at, last_win_amount::text as last_win_amount`,
    );
    if (updated) await this.publishPool(executor, updated);
    return prize;
  }

  async paidTo(executor: Executor, roundId: string): Promise<bigint | undefined> {
    const [row] = await queryRows<{ amount: string }>(
      executor,
      sql`select amount::text as amount from jackpot_wins where round_id = ${roundId}::uuid`,
    );
    return row ? BigInt(row.amount) : undefined;
  }

  async settled(executor: Executor, round: SettledRoundMoney): Promise<void> {
    if (round.bet <= 0n) return;
    if (round.jackpotWin <= 0n && round.win < round.bet * BigInt(BIG_WIN_MIN_MULTIPLIER)) return;
    const [recorded] = await queryRows<{ round_id: string }>(
      executor,
      sql`insert into big_wins (round_id, jackpot_win) values (${round.roundId}::uuid, ${String(round.jackpotWin)}::bigint) on conflict do nothing returning round_id`,
    );
    if (recorded) await this.options.announceBigWin(executor, round.roundId);
  }

  /** The pools of the jackpot, in one currency or all. A currency whose pool has not started yet shows the seed it will start from. */
  async listJackpots(currency?: string): Promise<JackpotView[]> {
    const now = new Date();
    const rows = await queryRows<PoolRow>(
      this.db,
      sql`select id, currency, balance::text as balance, seed::text as seed, contribution_basis_points, last_win_at, last_win_amount::text as last_win_amount
          from jackpot_pools where identity = ${JACKPOT_IDENTITY} ${currency ? sql`and currency = ${currency}` : sql``} order by currency`,
    );
    if (currency && rows.length === 0) {
      const [seed] = await queryRows<{ seed: string | null }>(
        this.db,
        sql`select ${seedOf()} as seed from currencies c where c.code = ${currency} and c.is_enabled and c.rate > 0`,
      );
      if (seed?.seed) {
        return [
          poolView(
            {
              id: '',
              currency,
              balance: seed.seed,
              seed: seed.seed,
              contribution_basis_points: JACKPOT_CONTRIBUTION_BASIS_POINTS,
              last_win_at: null,
              last_win_amount: null,
            },
            now,
          ),
        ];
      }
    }
    return rows.map((row) => poolView(row, now));
  }

  /** The identities of the enabled games that feed the jackpot (their catalogue features include 'jackpot'). */
  async listJackpotGames(): Promise<string[]> {
    const rows = await queryRows<{ identity: string }>(
      this.db,
      sql`select identity from games where 'jackpot' = any(features) and is_enabled order by identity`,
    );
    return rows.map((row) => row.identity);
  }

  /** The latest big wins (10x or more, or a jackpot) of real-money rounds, players named by masked names only. */
  async listBigWins(): Promise<BigWinView[]> {
    const rows = await queryRows<BigWinRow>(
      this.db,
      sql`select r.id as round_id, r.player_id, r.currency, r.bet::text as bet, r.win::text as win, b.jackpot_win::text as jackpot_win, b.created_at,
                 g.id as game_id, g.identity as game_identity, g.name as game_name, g.image as game_image
          from big_wins b join game_rounds r on r.id = b.round_id join games g on g.id = r.game_id
          where g.is_enabled and not r.is_demo and r.player_id is not null
          order by b.created_at desc, b.round_id desc limit ${WINNERS_LIST_SIZE}`,
    );
    const names = new Map<string, string>();
    for (const playerId of new Set(rows.map((row) => row.player_id)))
      names.set(playerId, maskedPlayerName(await this.options.nameSourceOf(playerId)));
    return rows.map((row) => bigWinView(row, names.get(row.player_id) ?? maskedPlayerName(null)));
  }

  /** The public push of one big win (the job `jackpot.big-win` runs it after the round committed). */
  async announceBigWin(roundId: string): Promise<void> {
    const [row] = await queryRows<BigWinRow>(
      this.db,
      sql`select r.id as round_id, r.player_id, r.currency, r.bet::text as bet, r.win::text as win, b.jackpot_win::text as jackpot_win, b.created_at,
                 g.id as game_id, g.identity as game_identity, g.name as game_name, g.image as game_image
          from big_wins b join game_rounds r on r.id = b.round_id join games g on g.id = r.game_id
          where b.round_id = ${roundId}::uuid and r.player_id is not null`,
    );
    if (!row) return;
    const push: BigWinPush = {
      type: 'big-win',
      win: bigWinView(row, maskedPlayerName(await this.options.nameSourceOf(row.player_id))),
    };
    await this.db.transaction((tx) => publishInTransaction(tx, BIG_WINS_CHANNEL, push));
  }

  /** The pool of a currency, started (and seeded by the house) on its first use. */
  private async ensurePool(executor: Executor, currency: string, houseShardKey: string): Promise<PoolRow | undefined> {
    const found = await this.findPool(executor, currency);
    if (found) return found;
    const [created] = await queryRows<PoolRow>(
      executor,
      sql`insert into jackpot_pools (identity, currency, seed, contribution_basis_points)
          select ${JACKPOT_IDENTITY}, c.code, ${seedOf()}, ${JACKPOT_CONTRIBUTION_BASIS_POINTS} from currencies c where c.code = ${currency} and c.rate > 0
          on conflict (identity, currency) do nothing
          returning id, currency, balance::text as balance, seed::text as seed, contribution_basis_points, last_win_at, last_win_amount::text as last_win_amount`,
    );
    // Another transaction started it meanwhile (this insert waited for it): use that one.
    if (!created) return this.findPool(executor, currency);
    await this.wallet.transfer(executor, {
      idempotencyKey: `jackpot:${JACKPOT_IDENTITY}:${currency}:start`,
      reason: 'jackpot_seed',
      currency,
      amount: minorAmount(BigInt(created.seed)),
      from: HOUSE,
      to: { kind: 'jackpot', poolId: created.id },
      houseShardKey,
    });
    return { ...created, balance: created.seed };
  }

  private async findPool(executor: Executor, currency: string): Promise<PoolRow | undefined> {
    const [row] = await queryRows<PoolRow>(
      executor,
      sql`select id, currency, balance::text as balance, seed::text as seed, contribution_basis_points, last_win_at, last_win_amount::text as last_win_amount
          from jackpot_pools where identity = ${JACKPOT_IDENTITY} and currency = ${currency}`,
    );
    return row;
  }

  /** Pushes the pool when its last push is a second old or more: the throttle is a column of the row this transaction already holds. */
  private async publishIfDue(executor: Executor, poolId: string): Promise<void> {
    const [due] = await queryRows<PoolRow>(
      executor,
      sql`update jackpot_pools set published_at = clock_timestamp()
          where id = ${poolId}::uuid and published_at <= clock_timestamp() - ${`${JACKPOT_PUSH_INTERVAL_MS} milliseconds`}::interval
          returning id, currency, balance::text as balance, seed::text as seed, contribution_basis_points, last_win_at, last_win_amount::text as last_win_amount`,
    );
    if (due) await this.publishPool(executor, due);
  }

  private async publishPool(executor: Executor, row: PoolRow): Promise<void> {
    const push: JackpotUpdatedPush = { type: 'jackpot.updated', jackpot: poolView(row, new Date()) };
    await publishInTransaction(executor, JACKPOTS_CHANNEL, push);
  }
}

/** The seed of a currency's pool in its minor units: JACKPOT_SEED_BASE_UNITS of the base currency at the currency's rate (at least 1). */
function seedOf() {
  return sql`greatest(1, floor(${JACKPOT_SEED_BASE_UNITS}::numeric / c.rate * c.subunit_to_unit))::bigint`;
}

function bigWinView(row: BigWinRow, playerName: string): BigWinView {
  const bet = BigInt(row.bet);
  const win = BigInt(row.win);
  return {
    roundId: row.round_id,
    playerName,
    game: { id: row.game_id, identity: row.game_identity, name: row.game_name, image: row.game_image },
    currency: row.currency,
    bet: Number(bet),
    win: Number(win),
    multiplier: winMultiplier(bet, win),
    jackpotWin: Number(row.jackpot_win),
    createdAt: toDate(row.created_at).toISOString(),
  };
}
