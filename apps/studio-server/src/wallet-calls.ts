import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SIGNATURE_TOLERANCE_SECONDS } from '@casino/seamless-protocol';
import type { StudioDatabase, StudioExecutor } from './database';
import type { PlatformWallet, WalletCallOutcome } from './platform-wallet';
import { studioRounds, studioWalletCalls, type WalletCallKind } from './studio.table';

export type WalletCallRow = typeof studioWalletCalls.$inferSelect;

/** The longest wait between two attempts of an owed call. */
const MAX_BACKOFF_MS = 60_000;
/** Calls sent per pass of the retrier. */
const BATCH = 20;

/**
 * The wallet calls the studio owes the platform, kept in its database until acknowledged:
 * - a win is sent until the platform answers it (retried with backoff, never dropped);
 * - a bet whose answer did not come (timeout, no connection, 5xx) is rolled back, and the
 *   rollback is sent until the platform confirms it. "Nothing to do" (the platform never saw the
 *   bet) is final only once the bet's signed timestamp is out of the platform's tolerance window:
 *   after that a late copy of the bet would be refused as stale, so nothing can move any more.
 */
export class WalletCalls {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: StudioDatabase,
    private readonly wallet: PlatformWallet,
    private readonly log: FastifyBaseLogger,
    private readonly options: { readonly retryIntervalMs: number; readonly walletTimeoutMs: number },
  ) {}

  /** Records a call; `sending` when the caller sends it at once, `pending` for the retrier. */
  async record(
    executor: StudioExecutor,
    call: {
      roundId: string;
      kind: WalletCallKind;
      transactionId: string;
      body: Record<string, unknown>;
      status: 'sending' | 'pending';
      betSentAt?: Date;
    },
  ): Promise<WalletCallRow> {
    const [row] = await executor
      .insert(studioWalletCalls)
      .values({ ...call, betSentAt: call.betSentAt ?? null })
      .onConflictDoUpdate({
        target: [studioWalletCalls.kind, studioWalletCalls.transactionId],
        set: { transactionId: sql`excluded.transaction_id` },
      })
      .returning();
    if (!row) throw new Error('wallet call insert returned no row');
    return row;
  }

  /** Sends a call once and records what came of it; answers the outcome. */
  async send(call: WalletCallRow): Promise<WalletCallOutcome> {
    const outcome = await this.wallet.call(call.kind, call.body);
    await this.settle(call, outcome);
    return outcome;
  }

  /**
   * The bet's answer never came: the bet is marked unanswered, its round cancelled and a rollback
   * recorded (then sent once at once; the retrier sends it until the platform confirms).
   */
  async rollBack(bet: WalletCallRow, reason: string): Promise<void> {
    const rollback = await this.db.transaction(async (tx) => {
      await tx
        .update(studioWalletCalls)
        .set({ status: 'unanswered', lastError: reason })
        .where(eq(studioWalletCalls.id, bet.id));
      await tx
        .update(studioRounds)
        .set({ status: 'cancelled', settledAt: new Date() })
        .where(eq(studioRounds.id, bet.roundId));
      const { token, currency, game, roundId, transactionId } = bet.body;
      return this.record(tx, {
        roundId: bet.roundId,
        kind: 'rollback',
        transactionId: bet.transactionId,
        body: { token, currency, game, roundId, transactionId },
        status: 'pending',
        betSentAt: bet.createdAt,
      });
    });
    this.log.warn(
      { roundId: bet.roundId, transactionId: bet.transactionId, reason },
      'bet unanswered: rolling it back',
    );
    await this.send(rollback);
  }

  private async settle(call: WalletCallRow, outcome: WalletCallOutcome): Promise<void> {
    const attempts = call.attempts + 1;
    if (outcome.kind === 'ok') {
      if (call.kind === 'rollback' && outcome.answer['nothingToDo'] === true && !this.outOfSignatureWindow(call)) {
        // The bet may still arrive late: ask again once a late copy of it can no longer be accepted.
        await this.retryLater(call, attempts, 'nothing to do yet: the bet may still arrive');
        return;
      }
      await this.db
        .update(studioWalletCalls)
        .set({ status: 'done', attempts, lastError: null, doneAt: new Date() })
        .where(eq(studioWalletCalls.id, call.id));
      return;
    }
    if (outcome.kind === 'refused') {
      if (call.kind === 'win' && outcome.code === 'jackpot_not_offered' && call.body['jackpot'] === true) {
        // The casino lists no jackpot for this game: the round's own win is still owed.
        await this.db
          .update(studioWalletCalls)
          .set({
            body: { ...call.body, jackpot: false },
            attempts,
            status: 'pending',
            nextAttemptAt: new Date(),
            lastError: outcome.code,
          })
          .where(eq(studioWalletCalls.id, call.id));
        return;
      }
      if (call.kind === 'bet') {
        await this.db
          .update(studioWalletCalls)
          .set({ status: 'refused', attempts, lastError: `${outcome.code}: ${outcome.message}` })
          .where(eq(studioWalletCalls.id, call.id));
        return;
      }
      // A win or rollback the platform will not take: an operator must look (kept, logged, never retried blindly).
      this.log.error(
        { roundId: call.roundId, kind: call.kind, code: outcome.code, message: outcome.message },
        'wallet call refused by the platform',
      );
      await this.db
        .update(studioWalletCalls)
        .set({ status: 'refused', attempts, lastError: `${outcome.code}: ${outcome.message}` })
        .where(eq(studioWalletCalls.id, call.id));
      return;
    }
    if (call.kind === 'bet') {
      await this.db
        .update(studioWalletCalls)
        .set({ attempts, lastError: outcome.reason })
        .where(eq(studioWalletCalls.id, call.id));
      return;
    }
    await this.retryLater(call, attempts, outcome.reason);
  }

  private outOfSignatureWindow(call: WalletCallRow): boolean {
    const sentAt = call.betSentAt ?? call.createdAt;
    return Date.now() - sentAt.getTime() > SIGNATURE_TOLERANCE_SECONDS * 1000 + this.options.walletTimeoutMs;
  }

  private async retryLater(call: WalletCallRow, attempts: number, reason: string): Promise<void> {
    const backoff = Math.min(MAX_BACKOFF_MS, this.options.retryIntervalMs * 2 ** Math.min(attempts - 1, 16));
    await this.db
      .update(studioWalletCalls)
      .set({ status: 'pending', attempts, lastError: reason, nextAttemptAt: new Date(Date.now() + backoff) })
      .where(eq(studioWalletCalls.id, call.id));
  }

  /**
   * One pass of the retrier: owed wins and rollbacks that are due, and calls left `sending` by a
   * process that stopped mid-call (a bet is then rolled back, a win sent again).
   */
  async retryDue(): Promise<number> {
    const staleBefore = new Date(Date.now() - this.options.walletTimeoutMs * 3);
    const stale = await this.db
      .select()
      .from(studioWalletCalls)
      .where(and(eq(studioWalletCalls.status, 'sending'), lte(studioWalletCalls.createdAt, staleBefore)))
      .limit(BATCH);
    for (const call of stale) {
      if (call.kind === 'bet') await this.rollBack(call, 'the game server stopped before the answer');
      else await this.db.update(studioWalletCalls).set({ status: 'pending' }).where(eq(studioWalletCalls.id, call.id));
    }
    const due = await this.db
      .select()
      .from(studioWalletCalls)
      .where(and(eq(studioWalletCalls.status, 'pending'), lte(studioWalletCalls.nextAttemptAt, new Date())))
      .orderBy(asc(studioWalletCalls.nextAttemptAt))
      .limit(BATCH);
    for (const call of due) await this.send(call);
    return due.length;
  }

  start(): void {
    const tick = () => {
      this.running = this.retryDue()
        .then(() => undefined)
        .catch((error: unknown) => this.log.error({ err: error }, 'wallet retrier pass failed'))
        .finally(() => {
          this.running = undefined;
          if (this.timer) this.timer = setTimeout(tick, this.options.retryIntervalMs);
        });
    };
    this.timer = setTimeout(tick, this.options.retryIntervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
