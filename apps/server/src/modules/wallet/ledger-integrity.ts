import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';

/**
 * What the integrity check reports (`GET /api/admin/ledger/integrity`, `npm run ledger:check`).
 * Sums are decimal strings: a sum over a whole ledger may not fit a JSON number.
 */
export interface LedgerIntegrityReport {
  readonly ok: boolean;
  readonly checkedAt: string;
  /** Per currency, the sum of every entry: money is only moved, never made, so it must be 0. */
  readonly currencies: readonly {
    readonly currency: string;
    readonly entriesSum: string;
    readonly transfers: number;
    readonly ok: boolean;
  }[];
  /** Accounts whose stored balance is not the sum of their entries. */
  readonly mismatchedAccounts: readonly {
    readonly accountId: string;
    readonly owner: 'player' | 'house' | 'bonus' | 'jackpot';
    readonly currency: string;
    readonly balance: string;
    readonly entriesSum: string;
  }[];
  /** Player accounts, bonus balances and jackpot pools below zero (the tables' check constraints should make this impossible). */
  readonly negativeBalances: readonly {
    readonly accountId: string;
    readonly currency: string;
    readonly balance: string;
  }[];
  /** Transfers whose entries do not sum to zero, or that do not have exactly two entries. */
  readonly unbalancedTransfers: readonly {
    readonly transferId: string;
    readonly entriesSum: string;
    readonly entries: number;
  }[];
}

/** How many offending rows each list shows at most; the check still looks at every row. */
const REPORTED_ROWS_LIMIT = 100;

/** Reads the whole ledger in one repeatable snapshot, so concurrent transfers cannot look like errors. */
export async function checkLedgerIntegrity(db: Database): Promise<LedgerIntegrityReport> {
  return db.transaction(
    async (tx) => {
      const currencies = await queryRows<{ currency: string; entries_sum: string; transfers: string }>(
        tx,
        sql`select currency, sum(amount)::text as entries_sum, count(distinct transfer_id)::text as transfers
            from ledger_entries group by currency order by currency`,
      );
      const mismatched = await queryRows<{
        account_id: string;
        owner: 'player' | 'house' | 'bonus' | 'jackpot';
        currency: string;
        balance: string;
        entries_sum: string;
      }>(
        tx,
        sql`select * from (
              select a.id as account_id, 'player' as owner, a.currency, a.balance::text as balance, coalesce(e.total, 0)::text as entries_sum
              from wallet_accounts a
              left join (select wallet_account_id, sum(amount) as total from ledger_entries where wallet_account_id is not null group by wallet_account_id) e
                on e.wallet_account_id = a.id
              where a.balance <> coalesce(e.total, 0)
              union all
              select h.id, 'house', h.currency, h.balance::text, coalesce(e.total, 0)::text
              from house_accounts h
              left join (select house_account_id, sum(amount) as total from ledger_entries where house_account_id is not null group by house_account_id) e
                on e.house_account_id = h.id
              where h.balance <> coalesce(e.total, 0)
              union all
              select b.id, 'bonus', b.currency, b.balance::text, coalesce(e.total, 0)::text
              from player_bonuses b
              left join (select player_bonus_id, sum(amount) as total from ledger_entries where player_bonus_id is not null group by player_bonus_id) e
                on e.player_bonus_id = b.id
              where b.balance <> coalesce(e.total, 0)
              union all
              select p.id, 'jackpot', p.currency, p.balance::text, coalesce(e.total, 0)::text
              from jackpot_pools p
              left join (select jackpot_pool_id, sum(amount) as total from ledger_entries where jackpot_pool_id is not null group by jackpot_pool_id) e
                on e.jackpot_pool_id = p.id
              where p.balance <> coalesce(e.total, 0)
            ) m limit ${REPORTED_ROWS_LIMIT}`,
      );
      const negative = await queryRows<{ account_id: string; currency: string; balance: string }>(
        tx,
        sql`select id as account_id, currency, balance::text as balance from wallet_accounts where balance < 0
            union all select id, currency, balance::text from player_bonuses where balance < 0
            union all select id, currency, balance::text from jackpot_pools where balance < 0
            limit ${REPORTED_ROWS_LIMIT}`,
      );
      const unbalanced = await queryRows<{ transfer_id: string; entries_sum: string; entries: string }>(
        tx,
        sql`select t.id as transfer_id, coalesce(sum(e.amount), 0)::text as entries_sum, count(e.id)::text as entries
            from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
            group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) <> 2
            limit ${REPORTED_ROWS_LIMIT}`,
      );
      const currencyRows = currencies.map((row) => ({
        currency: row.currency,
        entriesSum: row.entries_sum,
        transfers: Number(row.transfers),
        ok: BigInt(row.entries_sum) === 0n,
      }));
      return {
        ok:
          currencyRows.every((row) => row.ok) &&
          mismatched.length === 0 &&
          negative.length === 0 &&
          unbalanced.length === 0,
        checkedAt: new Date().toISOString(),
        currencies: currencyRows,
        mismatchedAccounts: mismatched.map((row) => ({
          accountId: row.account_id,
          owner: row.owner,
          currency: row.currency,
          balance: row.balance,
          entriesSum: row.entries_sum,
        })),
        negativeBalances: negative.map((row) => ({
          accountId: row.account_id,
          currency: row.currency,
          balance: row.balance,
        })),
        unbalancedTransfers: unbalanced.map((row) => ({
          transferId: row.transfer_id,
          entriesSum: row.entries_sum,
          entries: Number(row.entries),
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
