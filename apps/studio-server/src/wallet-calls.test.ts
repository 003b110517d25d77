import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGNATURE_TOLERANCE_SECONDS } from '@casino/seamless-protocol';
import type { StudioDatabaseHandle } from './database';
import type { PlatformWallet, WalletCallOutcome, WalletOperation } from './platform-wallet';
import { studioRounds, studioSeedPairs, studioSessions, studioWalletCalls } from './studio.table';
import { openTestDatabase } from './testing/test-database';
import { WalletCalls } from './wallet-calls';

/**
 * The calls the studio owes the platform (wallet-calls.ts), on the studio's real database (PGlite
 * in memory, or PostgreSQL with TEST_DATABASE_URL; its migrations): the platform's side is a script of answers, the network's three
 * outcomes (acknowledged, refused, unknown), so each path is taken on purpose.
 */

const WALLET_TIMEOUT_MS = 1_000;

/** The platform as the studio sees it: answers taken in order, every call kept. */
class ScriptedPlatform {
  readonly calls: { operation: WalletOperation; body: Record<string, unknown> }[] = [];
  private readonly answers: WalletCallOutcome[] = [];

  answer(...outcomes: WalletCallOutcome[]): this {
    this.answers.push(...outcomes);
    return this;
  }

  async call(operation: WalletOperation, body: Record<string, unknown>): Promise<WalletCallOutcome> {
    this.calls.push({ operation, body });
    const next = this.answers.shift();
    if (!next) throw new Error(`no answer scripted for ${operation}`);
    return next;
  }
}

const OK: WalletCallOutcome = { kind: 'ok', answer: { balance: 1_000 } };
const UNKNOWN: WalletCallOutcome = { kind: 'unknown', reason: 'timeout' };

const errors: string[] = [];
const log = {
  level: 'info',
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  fatal: () => undefined,
  silent: () => undefined,
  error: (fields: Record<string, unknown>) => void errors.push(String(fields['code'])),
  child: () => log,
} as unknown as FastifyBaseLogger;

let database: StudioDatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
// The retrier takes every due call: none may be left by another test.
beforeEach(async () => {
  await database.db.delete(studioWalletCalls);
});

/** A fresh platform and the calls' keeper over it; a retry interval of 0 makes a retried call due at once. */
function keeper(platform: ScriptedPlatform): WalletCalls {
  return new WalletCalls(database.db, platform as unknown as PlatformWallet, log, {
    retryIntervalMs: 0,
    walletTimeoutMs: WALLET_TIMEOUT_MS,
  });
}

/** A real-money round of a session, pending its bet. */
async function round(): Promise<string> {
  const [session] = await database.db
    .insert(studioSessions)
    .values({
      tokenHash: randomUUID().replaceAll('-', '').padEnd(64, '0'),
      game: 'starfall-clusters',
      walletToken: 'wallet-token',
      player: 'p1',
      currency: 'EUR',
      subunitToUnit: 100n,
      isDemo: false,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  const [pair] = await database.db
    .insert(studioSeedPairs)
    .values({ owner: `player:${randomUUID()}`, serverSeed: 's', serverSeedHash: 'h', clientSeed: 'c' })
    .returning();
  const id = randomUUID();
  await database.db.insert(studioRounds).values({
    id,
    sessionId: session!.id,
    owner: 'player:p1',
    game: 'starfall-clusters',
    kind: 'reels',
    currency: 'EUR',
    isDemo: false,
    bet: 100n,
    seedPairId: pair!.id,
    nonce: 0,
    clientSeed: 'c',
    serverSeedHash: 'h',
    params: {},
    state: {},
    status: 'pending',
  });
  return id;
}

const callOf = async (id: string) =>
  (await database.db.select().from(studioWalletCalls).where(eq(studioWalletCalls.id, id)))[0];

describe('the wallet calls the studio owes the platform', () => {
  it('keeps one call per kind and transaction id however often it is recorded', async () => {
    const calls = keeper(new ScriptedPlatform());
    const roundId = await round();
    const call = {
      roundId,
      kind: 'win' as const,
      transactionId: `${roundId}:win`,
      body: { transactionId: `${roundId}:win`, amount: 200 },
      status: 'pending' as const,
    };
    const [first, second] = [await calls.record(database.db, call), await calls.record(database.db, call)];
    expect(second.id).toBe(first.id);
    expect(
      await database.db.select().from(studioWalletCalls).where(eq(studioWalletCalls.roundId, roundId)),
    ).toHaveLength(1);
  });

  it('sends a win whose answer did not come again, with the same transaction id, until the platform takes it', async () => {
    const platform = new ScriptedPlatform().answer(UNKNOWN, { kind: 'unknown', reason: 'status 503' }, OK);
    const calls = keeper(platform);
    const roundId = await round();
    const win = await calls.record(database.db, {
      roundId,
      kind: 'win',
      transactionId: `${roundId}:win`,
      body: { transactionId: `${roundId}:win`, amount: 200 },
      status: 'pending',
    });
    for (let pass = 0; pass < 3; pass += 1) await calls.retryDue();
    expect(await callOf(win.id)).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(platform.calls.map((call) => [call.operation, call.body['transactionId']])).toEqual([
      ['win', `${roundId}:win`],
      ['win', `${roundId}:win`],
      ['win', `${roundId}:win`],
    ]);
    // Acknowledged, it is never sent again.
    expect(await calls.retryDue()).toBe(0);
    expect(platform.calls).toHaveLength(3);
  });

  it('rolls back a bet whose answer never came: the round is cancelled and the rollback sent until confirmed', async () => {
    const platform = new ScriptedPlatform().answer(UNKNOWN, OK);
    const calls = keeper(platform);
    const roundId = await round();
    const bet = await calls.record(database.db, {
      roundId,
      kind: 'bet',
      transactionId: `${roundId}:bet`,
      body: {
        token: 'wallet-token',
        currency: 'EUR',
        game: 'starfall-clusters',
        roundId,
        transactionId: `${roundId}:bet`,
        amount: 100,
      },
      status: 'sending',
    });
    await calls.rollBack(bet, 'timeout');
    expect(await callOf(bet.id)).toMatchObject({ status: 'unanswered', lastError: 'timeout' });
    const [cancelled] = await database.db.select().from(studioRounds).where(eq(studioRounds.id, roundId));
    expect(cancelled?.status).toBe('cancelled');
    // The first rollback went unanswered too: the retrier sends it again, naming the bet it cancels.
    await calls.retryDue();
    const [rollback] = await database.db
      .select()
      .from(studioWalletCalls)
      .where(eq(studioWalletCalls.roundId, roundId))
      .then((rows) => rows.filter((row) => row.kind === 'rollback'));
    expect(rollback).toMatchObject({ status: 'done', attempts: 2, transactionId: `${roundId}:bet` });
    expect(platform.calls.map((call) => [call.operation, call.body['transactionId'], call.body['amount']])).toEqual([
      ['rollback', `${roundId}:bet`, undefined],
      ['rollback', `${roundId}:bet`, undefined],
    ]);
  });

  it('takes "nothing to do" as final only once a late copy of the bet would be refused as stale', async () => {
    const nothingToDo: WalletCallOutcome = { kind: 'ok', answer: { nothingToDo: true } };
    const platform = new ScriptedPlatform().answer(nothingToDo, nothingToDo);
    const calls = keeper(platform);
    const roundId = await round();
    const bet = await calls.record(database.db, {
      roundId,
      kind: 'bet',
      transactionId: `${roundId}:bet`,
      body: { roundId, transactionId: `${roundId}:bet` },
      status: 'sending',
    });
    await calls.rollBack(bet, 'timeout');
    const [waiting] = await database.db
      .select()
      .from(studioWalletCalls)
      .where(eq(studioWalletCalls.transactionId, `${roundId}:bet`))
      .then((rows) => rows.filter((row) => row.kind === 'rollback'));
    expect(waiting).toMatchObject({ status: 'pending', lastError: 'nothing to do yet: the bet may still arrive' });
    // The bet was first sent longer ago than the signature window (and the wallet's timeout) allows.
    const longAgo = new Date(Date.now() - (SIGNATURE_TOLERANCE_SECONDS * 1000 + WALLET_TIMEOUT_MS + 1_000));
    await database.db
      .update(studioWalletCalls)
      .set({ betSentAt: longAgo })
      .where(eq(studioWalletCalls.id, waiting!.id));
    await calls.retryDue();
    expect(await callOf(waiting!.id)).toMatchObject({ status: 'done' });
  });

  it('keeps a refused win for an operator and never retries it; a jackpot the casino does not offer is paid as the round win', async () => {
    const platform = new ScriptedPlatform().answer(
      { kind: 'refused', status: 422, code: 'jackpot_not_offered', message: 'This game has no jackpot to win' },
      OK,
      { kind: 'refused', status: 404, code: 'unknown_bet', message: 'No such bet' },
    );
    const calls = keeper(platform);
    const jackpotRound = await round();
    const jackpot = await calls.record(database.db, {
      roundId: jackpotRound,
      kind: 'win',
      transactionId: `${jackpotRound}:win`,
      body: { transactionId: `${jackpotRound}:win`, amount: 300, jackpot: true },
      status: 'pending',
    });
    await calls.retryDue();
    await calls.retryDue();
    expect(await callOf(jackpot.id)).toMatchObject({ status: 'done', body: { jackpot: false, amount: 300 } });

    const refusedRound = await round();
    const refused = await calls.record(database.db, {
      roundId: refusedRound,
      kind: 'win',
      transactionId: `${refusedRound}:win`,
      body: { transactionId: `${refusedRound}:win`, amount: 300 },
      status: 'pending',
    });
    await calls.retryDue();
    expect(await callOf(refused.id)).toMatchObject({ status: 'refused', lastError: 'unknown_bet: No such bet' });
    expect(errors).toContain('unknown_bet');
    const sent = platform.calls.length;
    expect(await calls.retryDue()).toBe(0);
    expect(platform.calls).toHaveLength(sent);
  });

  it('rolls back a bet a stopped process left mid-call, and sends again a win it left mid-call', async () => {
    const platform = new ScriptedPlatform().answer(OK, OK);
    const calls = keeper(platform);
    const [betRound, winRound] = [await round(), await round()];
    const bet = await calls.record(database.db, {
      roundId: betRound,
      kind: 'bet',
      transactionId: `${betRound}:bet`,
      body: { roundId: betRound, transactionId: `${betRound}:bet` },
      status: 'sending',
    });
    const win = await calls.record(database.db, {
      roundId: winRound,
      kind: 'win',
      transactionId: `${winRound}:win`,
      body: { transactionId: `${winRound}:win`, amount: 50 },
      status: 'sending',
    });
    // Left by a process that stopped: older than three wallet timeouts.
    const stale = new Date(Date.now() - WALLET_TIMEOUT_MS * 4);
    for (const id of [bet.id, win.id])
      await database.db.update(studioWalletCalls).set({ createdAt: stale }).where(eq(studioWalletCalls.id, id));
    await calls.retryDue();
    expect(await callOf(bet.id)).toMatchObject({ status: 'unanswered' });
    expect(await callOf(win.id)).toMatchObject({ status: 'done' });
    expect(platform.calls.map((call) => call.operation).sort()).toEqual(['rollback', 'win']);
  });
});
