import { and, asc, eq, sql } from 'drizzle-orm';
import { PlayerBonusStatus, WalletAccountStatus, type AccountId, type PlayerId } from '@casino/shared';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, notFound } from '../../http/app-error';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import { checkLedgerIntegrity, type LedgerIntegrityReport } from './ledger-integrity';
import { transferFunds, type TransferRequest, type TransferResult } from './ledger';
import { walletAccounts } from './wallet.table';

export {
  HOUSE_ACCOUNT_KINDS,
  type HouseAccountKind,
  type LedgerParty,
  type TransferRequest,
  type TransferResult,
} from './ledger';
export type { LedgerIntegrityReport } from './ledger-integrity';

/** A wallet account as the API shows it (SPEC.md section 3); balance in minor units. */
export interface WalletAccountView {
  readonly id: string;
  readonly currency: string;
  readonly balance: number;
  readonly status: WalletAccountStatus;
  readonly isSelected: boolean;
  /** Bonus money of the active bonus in this currency (not withdrawable until its wagering is done). */
  readonly bonusBalance?: number;
}

type WalletAccountRow = typeof walletAccounts.$inferSelect;

/**
 * The publication on `wallet:accounts#{playerId}` after any change of the player's accounts:
 * the account that changed and the whole list after the change (the order of GET /api/wallet/accounts).
 */
export interface WalletAccountsEvent {
  readonly type: 'accounts.updated';
  readonly account: WalletAccountView;
  readonly accounts: WalletAccountView[];
}

/** Checks a currency code against the enabled currencies (the settings module). */
export type CurrencyLookup = (code: string, executor: Executor) => Promise<boolean>;

export class WalletService {
  constructor(
    private readonly db: Database,
    private readonly isEnabledCurrency: CurrencyLookup,
  ) {}

  async listAccounts(playerId: PlayerId): Promise<WalletAccountView[]> {
    return this.accountsOn(this.db, playerId);
  }

  /**
   * Opens the player's account in `currency`, or shows it again when it was hidden. The first
   * account becomes the selected one. Runs on the caller's transaction (registration).
   */
  async openAccount(
    executor: Executor | undefined,
    playerId: PlayerId,
    currency: string,
  ): Promise<{ account: WalletAccountView; created: boolean }> {
    if (!executor) return this.db.transaction((tx) => this.openAccount(tx, playerId, currency));
    if (!(await this.isEnabledCurrency(currency, executor))) {
      throw new AppError(422, 'validation_failed', 'This currency is not available', {
        currency: ['This currency is not available'],
      });
    }
    const existing = await executor
      .select()
      .from(walletAccounts)
      .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.currency, currency)));
    const [found] = existing;
    if (found) {
      if (found.status !== WalletAccountStatus.Hidden)
        throw new AppError(409, 'account_exists', `You already have a ${currency} account`);
      const [shown] = await executor
        .update(walletAccounts)
        .set({ status: WalletAccountStatus.Active })
        .where(eq(walletAccounts.id, found.id))
        .returning();
      return { account: await this.announce(executor, playerId, toView(shown ?? found)), created: false };
    }
    const hasSelected = await executor
      .select({ id: walletAccounts.id })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.isSelected, true)));
    const [created] = await executor
      .insert(walletAccounts)
      .values({ playerId, currency, isSelected: hasSelected.length === 0 })
      // Two requests racing for the same currency: the unique index lets one win.
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError(409, 'account_exists', `You already have a ${currency} account`);
    return { account: await this.announce(executor, playerId, toView(created)), created: true };
  }

  /** Makes one of the player's own accounts the selected one. */
  async switchAccount(playerId: PlayerId, accountId: AccountId): Promise<WalletAccountView> {
    return this.db.transaction(async (tx) => {
      // Lock every account of the player first: two switches at once then run one after the
      // other instead of both unselecting and both selecting.
      await tx
        .select({ id: walletAccounts.id })
        .from(walletAccounts)
        .where(eq(walletAccounts.playerId, playerId))
        .for('update');
      const account = await this.ownAccount(tx, playerId, accountId);
      if (account.status === WalletAccountStatus.Hidden)
        throw new AppError(422, 'account_hidden', 'Show this account before playing with it');
      await tx
        .update(walletAccounts)
        .set({ isSelected: false })
        .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.isSelected, true)));
      const [selected] = await tx
        .update(walletAccounts)
        .set({ isSelected: true })
        .where(eq(walletAccounts.id, account.id))
        .returning();
      return this.announce(tx, playerId, toView(selected ?? account));
    });
  }

  /** Hides an account from the currency panel; the selected account cannot be hidden. */
  async hideAccount(playerId: PlayerId, accountId: AccountId): Promise<WalletAccountView> {
    return this.db.transaction(async (tx) => {
      const account = await this.ownAccount(tx, playerId, accountId);
      if (account.isSelected)
        throw new AppError(422, 'account_selected', 'Switch to another account before hiding this one');
      const [hidden] = await tx
        .update(walletAccounts)
        .set({ status: WalletAccountStatus.Hidden })
        .where(eq(walletAccounts.id, account.id))
        .returning();
      return this.announce(tx, playerId, toView(hidden ?? account));
    });
  }

  /**
   * Moves money through the ledger (see ledger.ts) and announces the changed player accounts on
   * their real-time channel. Pass the transaction of the business change (an invoice, a round) so
   * both commit or roll back together; without one the transfer runs in its own transaction.
   */
  async transfer(executor: Executor | undefined, request: TransferRequest): Promise<TransferResult> {
    if (!executor) return this.db.transaction((tx) => this.transfer(tx, request));
    const result = await transferFunds(executor, request);
    for (const playerId of result.changedPlayerIds) await this.announceCurrency(executor, playerId, request.currency);
    return result;
  }

  /**
   * The transfers of one business change (a round's stake and its win), in order on the
   * caller's transaction, each player announced once after the last: the balances in between
   * never exist outside the transaction, so nobody could see them anyway.
   */
  async transferAll(executor: Executor, requests: readonly TransferRequest[]): Promise<TransferResult[]> {
    const results: TransferResult[] = [];
    for (const request of requests) results.push(await transferFunds(executor, request));
    const announced = new Set<string>();
    for (const [index, result] of results.entries()) {
      const currency = requests[index]?.currency ?? '';
      for (const playerId of result.changedPlayerIds) {
        if (announced.has(`${playerId}:${currency}`)) continue;
        announced.add(`${playerId}:${currency}`);
        await this.announceCurrency(executor, playerId, currency);
      }
    }
    return results;
  }

  /** The balance of the player's account in `currency`, in minor units (0 when there is none). */
  async balanceOf(executor: Executor | undefined, playerId: PlayerId, currency: string): Promise<bigint> {
    const [account] = await (executor ?? this.db)
      .select({ balance: walletAccounts.balance })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.currency, currency)));
    return account?.balance ?? 0n;
  }

  /** The ledger integrity report (every currency sums to zero, balances match their entries). */
  checkLedgerIntegrity(): Promise<LedgerIntegrityReport> {
    return checkLedgerIntegrity(this.db);
  }

  /** Records the change for the player's real-time channel, on the transaction that made it. */
  private async announce(
    executor: Executor,
    playerId: PlayerId,
    account: WalletAccountView,
  ): Promise<WalletAccountView> {
    const accounts = await this.accountsOn(executor, playerId);
    const event: WalletAccountsEvent = { type: 'accounts.updated', account, accounts };
    await publishInTransaction(executor, userChannel('wallet:accounts', playerId), event);
    return account;
  }

  /** Announces the player's accounts after a change the ledger did not make on a player account (a bonus balance). */
  async announceBalance(executor: Executor, playerId: PlayerId, currency: string): Promise<void> {
    await this.announceCurrency(executor, playerId, currency);
  }

  /** The same announcement after a balance change, with one read of the player's accounts (the hot path of every transfer). */
  private async announceCurrency(executor: Executor, playerId: PlayerId, currency: string): Promise<void> {
    const accounts = await this.accountsOn(executor, playerId);
    const account = accounts.find((candidate) => candidate.currency === currency);
    if (!account) return;
    const event: WalletAccountsEvent = { type: 'accounts.updated', account, accounts };
    await publishInTransaction(executor, userChannel('wallet:accounts', playerId), event);
  }

  private async accountsOn(executor: Executor, playerId: PlayerId): Promise<WalletAccountView[]> {
    const rows = await executor
      .select({
        account: walletAccounts,
        bonusBalance: sql<string>`(select coalesce(sum(b.balance), 0)::text from player_bonuses b
          where b.player_id = wallet_accounts.player_id and b.currency = wallet_accounts.currency and b.status = ${PlayerBonusStatus.Active})`,
      })
      .from(walletAccounts)
      .where(eq(walletAccounts.playerId, playerId))
      .orderBy(asc(walletAccounts.createdAt), asc(walletAccounts.id));
    return rows.map((row) => toView(row.account, BigInt(row.bonusBalance)));
  }

  /** The account, locked for the transaction; another player's account is simply not found. */
  private async ownAccount(executor: Executor, playerId: PlayerId, accountId: AccountId): Promise<WalletAccountRow> {
    const [account] = await executor
      .select()
      .from(walletAccounts)
      .where(and(eq(walletAccounts.id, accountId), eq(walletAccounts.playerId, playerId)))
      .for('update');
    if (!account) throw notFound('There is no such account');
    return account;
  }
}

function toView(row: WalletAccountRow, bonus = 0n): WalletAccountView {
  const balance = Number(row.balance);
  const bonusBalance = Number(bonus);
  if (!Number.isSafeInteger(balance) || !Number.isSafeInteger(bonusBalance))
    throw new Error(`balance of account ${row.id} does not fit a JSON integer`);
  return {
    id: row.id,
    currency: row.currency,
    balance,
    status: row.status as WalletAccountStatus,
    isSelected: row.isSelected,
    bonusBalance,
  };
}
