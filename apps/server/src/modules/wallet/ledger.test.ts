import { minorAmount, type PlayerId } from '@casino/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { AppError } from '../../http/app-error';
import { expectLedgerIntact } from '../../testing/ledger';
import { bearer, registerPlayer } from '../../testing/players';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { checkLedgerIntegrity } from './ledger-integrity';
import { HOUSE_ACCOUNT_SHARDS, type TransferRequest } from './ledger';
import { WalletService } from './wallet.service';

const ADMIN_TOKEN = 'operator-token-for-ledger-tests-0123456789';

let testApp: TestApp;
let wallet: WalletService;
beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN } });
  wallet = new WalletService(testApp.app.database.db, async () => true);
});
afterEach(() => expectLedgerIntact(testApp.app));
afterAll(() => testApp.close());

let keySequence = 0;
const nextKey = (label: string) => `test:${label}:${Date.now()}:${++keySequence}`;

const deposit = (
  playerId: PlayerId,
  amount: bigint,
  idempotencyKey = nextKey('deposit'),
  currency = 'EUR',
): TransferRequest => ({
  idempotencyKey,
  reason: 'deposit',
  currency,
  amount: minorAmount(amount),
  from: { kind: 'house', account: 'payment_clearing' },
  to: { kind: 'player', playerId },
});

const bet = (playerId: PlayerId, amount: bigint, idempotencyKey = nextKey('bet')): TransferRequest => ({
  idempotencyKey,
  reason: 'bet',
  currency: 'EUR',
  amount: minorAmount(amount),
  from: { kind: 'player', playerId },
  to: { kind: 'house', account: 'game_revenue' },
});

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const transferCount = async () =>
  Number(
    (await queryRows<{ n: string }>(testApp.app.database.db, sql`select count(*)::text as n from ledger_transfers`))[0]
      ?.n,
  );

describe('ledger transfers', () => {
  it('credits and debits a player through the house, two entries summing to zero', async () => {
    const player = await registerPlayer(testApp.app);
    const credit = await wallet.transfer(undefined, deposit(player.profile.id, 10_000n));
    expect(credit.replayed).toBe(false);
    await wallet.transfer(undefined, bet(player.profile.id, 2_550n));
    expect(await wallet.balanceOf(undefined, player.profile.id, 'EUR')).toBe(7_450n);
    const entries = await queryRows<{ amount: string; balance_after: string }>(
      testApp.app.database.db,
      sql`select amount::text, balance_after::text from ledger_entries where transfer_id = ${credit.transferId} order by amount`,
    );
    expect(entries).toEqual([
      { amount: '-10000', balance_after: '-10000' },
      { amount: '10000', balance_after: '10000' },
    ]);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/wallet/accounts',
      headers: bearer(player.accessToken),
    });
    expect(response.json()).toMatchObject({ data: [{ currency: 'EUR', balance: 7_450 }] });
  });

  it('moves money once for a replayed key, and refuses the key with other content', async () => {
    const player = await registerPlayer(testApp.app);
    const key = nextKey('replay');
    const first = await wallet.transfer(undefined, deposit(player.profile.id, 500n, key));
    for (let replay = 0; replay < 5; replay += 1) {
      const again = await wallet.transfer(undefined, deposit(player.profile.id, 500n, key));
      expect(again).toEqual({ transferId: first.transferId, replayed: true, changedPlayerIds: [] });
    }
    expect(await wallet.balanceOf(undefined, player.profile.id, 'EUR')).toBe(500n);
    const conflict = await rejection(wallet.transfer(undefined, deposit(player.profile.id, 501n, key)));
    expect([conflict.statusCode, conflict.code]).toEqual([409, 'idempotency_conflict']);
    expect(await wallet.balanceOf(undefined, player.profile.id, 'EUR')).toBe(500n);
  });

  it('refuses a debit beyond the balance and writes nothing', async () => {
    const player = await registerPlayer(testApp.app);
    await wallet.transfer(undefined, deposit(player.profile.id, 100n));
    const before = await transferCount();
    const error = await rejection(wallet.transfer(undefined, bet(player.profile.id, 101n)));
    expect([error.statusCode, error.code]).toEqual([422, 'insufficient_funds']);
    expect(await transferCount()).toBe(before);
    expect(await wallet.balanceOf(undefined, player.profile.id, 'EUR')).toBe(100n);
  });

  it('refuses a currency the player holds no account in', async () => {
    const player = await registerPlayer(testApp.app, { currency: 'EUR' });
    const error = await rejection(wallet.transfer(undefined, deposit(player.profile.id, 100n, nextKey('btc'), 'BTC')));
    expect([error.statusCode, error.code]).toEqual([422, 'account_not_found']);
  });

  it('lets exactly as many concurrent debits through as the balance covers', async () => {
    const player = await registerPlayer(testApp.app);
    await wallet.transfer(undefined, deposit(player.profile.id, 1_000n));
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => wallet.transfer(undefined, bet(player.profile.id, 100n))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'insufficient_funds' });
    }
    expect(await wallet.balanceOf(undefined, player.profile.id, 'EUR')).toBe(0n);
  });

  it('spreads the house side over shards, so transfers do not share one hot row', async () => {
    const player = await registerPlayer(testApp.app);
    for (let index = 0; index < 40; index += 1) await wallet.transfer(undefined, deposit(player.profile.id, 1n));
    const [row] = await queryRows<{ shards: string }>(
      testApp.app.database.db,
      sql`select count(distinct shard)::text as shards from house_accounts where kind = 'payment_clearing' and currency = 'EUR'`,
    );
    expect(Number(row?.shards)).toBeGreaterThan(4);
    expect(Number(row?.shards)).toBeLessThanOrEqual(HOUSE_ACCOUNT_SHARDS);
  });

  it('announces the new balance on the player channel in the same transaction', async () => {
    const player = await registerPlayer(testApp.app);
    await wallet.transfer(undefined, deposit(player.profile.id, 4_200n));
    const events = await queryRows<{ data: { account: { balance: number } } }>(
      testApp.app.database.db,
      sql`select data from realtime_outbox where channel = ${`wallet:accounts#${player.profile.id}`} order by id desc limit 1`,
    );
    expect(events[0]?.data.account.balance).toBe(4_200);
  });

  it('leaves no trace of a transfer whose business change rolled back', async () => {
    const player = await registerPlayer(testApp.app);
    const key = nextKey('rollback');
    await expect(
      testApp.app.database.db.transaction(async (tx) => {
        await wallet.transfer(tx, deposit(player.profile.id, 300n, key));
        throw new Error('the invoice update failed');
      }),
    ).rejects.toThrow('the invoice update failed');
    expect(await wallet.balanceOf(undefined, player.profile.id, 'EUR')).toBe(0n);
    // The key is free again: the retry moves the money.
    expect((await wallet.transfer(undefined, deposit(player.profile.id, 300n, key))).replayed).toBe(false);
  });
});

describe('ledger integrity check', () => {
  it('finds a balance that does not match its entries, and a currency that does not sum to zero', async () => {
    const player = await registerPlayer(testApp.app);
    await wallet.transfer(undefined, deposit(player.profile.id, 700n));
    const db = testApp.app.database.db;
    await db.execute(sql`update wallet_accounts set balance = balance + 1 where player_id = ${player.profile.id}`);
    try {
      const report = await checkLedgerIntegrity(db);
      expect(report.ok).toBe(false);
      expect(report.mismatchedAccounts).toEqual([
        expect.objectContaining({ owner: 'player', currency: 'EUR', balance: '701', entriesSum: '700' }),
      ]);
    } finally {
      await db.execute(sql`update wallet_accounts set balance = balance - 1 where player_id = ${player.profile.id}`);
    }
    await db.execute(sql`alter table ledger_entries disable trigger ledger_entries_immutable`);
    const [entry] = await queryRows<{ id: string }>(
      db,
      sql`select id::text from ledger_entries where amount = 700 limit 1`,
    );
    await db.execute(sql`update ledger_entries set amount = 701 where id = ${entry?.id}`);
    try {
      const report = await checkLedgerIntegrity(db);
      expect(report.currencies.find((row) => row.currency === 'EUR')).toMatchObject({ ok: false, entriesSum: '1' });
      expect(report.unbalancedTransfers).toHaveLength(1);
    } finally {
      await db.execute(sql`update ledger_entries set amount = 700 where id = ${entry?.id}`);
      await db.execute(sql`alter table ledger_entries enable trigger ledger_entries_immutable`);
    }
  });

  it('keeps entries and transfers immutable', async () => {
    const player = await registerPlayer(testApp.app);
    await wallet.transfer(undefined, deposit(player.profile.id, 900n));
    const db = testApp.app.database.db;
    const causeOf = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (error: { cause?: unknown }) => String(error.cause),
      );
    expect(await causeOf(db.execute(sql`update ledger_entries set amount = amount where amount = 900`))).toMatch(
      /immutable/,
    );
    expect(await causeOf(db.execute(sql`delete from ledger_transfers where amount = 900`))).toMatch(/immutable/);
  });

  it('is served to the operator only', async () => {
    const url = '/api/admin/ledger/integrity';
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const player = await registerPlayer(testApp.app);
    expect((await testApp.app.inject({ method: 'GET', url, headers: bearer(player.accessToken) })).statusCode).toBe(
      401,
    );
    const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(ADMIN_TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ok: true,
      mismatchedAccounts: [],
      negativeBalances: [],
      unbalancedTransfers: [],
    });
  });
});
