import { eq, inArray, sql } from 'drizzle-orm';
import { VerificationStatus } from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import { toOperatorVerificationView, type OperatorVerificationView, type VerificationRow, type VerificationView } from './document-view';
import { playerVerifications } from './kyc.table';

export interface WithdrawalVerificationRules {
  /** Withdrawals above this many whole units of the base currency need an approved verification; undefined: none do. */
  readonly thresholdBaseUnits: number | undefined;
  /** The first withdrawal needs an approved verification whatever its amount. */
  readonly firstWithdrawal: boolean;
  /** The base currency's code (the threshold's unit), for the player's page. */
  readonly baseCurrency: string;
}

/** The identity-verification state of players, its review, and the withdrawal rule built on it. */
export class VerificationService {
  constructor(
    private readonly db: Database,
    private readonly rules: WithdrawalVerificationRules,
  ) {}

  async status(playerId: string): Promise<VerificationView> {
    const [row] = await this.db.select().from(playerVerifications).where(eq(playerVerifications.playerId, playerId));
    return this.viewOf(row);
  }

  private viewOf(row: VerificationRow | undefined): VerificationView {
    return {
      status: row?.status ?? VerificationStatus.NotStarted,
      level: row?.level ?? null,
      rejectionReason: row?.rejectionReason ?? null,
      withdrawalThreshold: this.rules.thresholdBaseUnits === undefined ? null : { amount: this.rules.thresholdBaseUnits, currency: this.rules.baseCurrency },
      firstWithdrawalNeedsVerification: this.rules.firstWithdrawal,
    };
  }

  /**
   * Sets the player's verification (an operator's decision, or the provider's review) and tells
   * the player's pages, on the caller's transaction.
   */
  async record(executor: Executor, playerId: string, change: { status: VerificationStatus; level?: string | null; applicantId?: string | null; rejectionReason?: string | null }): Promise<VerificationRow> {
    const values = { playerId, status: change.status, level: change.level ?? null, rejectionReason: change.rejectionReason ?? null, updatedAt: new Date(), ...(change.applicantId ? { applicantId: change.applicantId } : {}) };
    const [row] = await executor.insert(playerVerifications).values(values).onConflictDoUpdate({ target: playerVerifications.playerId, set: values }).returning();
    if (!row) throw new Error('verification upsert returned no row');
    await publishInTransaction(executor, userChannel('player:verification', playerId), { type: 'verification.updated', verification: this.viewOf(row) });
    return row;
  }

  /** The player submitted to the provider: pending until its review arrives. */
  async markPending(playerId: string, applicantId: string): Promise<void> {
    await this.db.transaction((tx) => this.record(tx, playerId, { status: VerificationStatus.Pending, applicantId }));
  }

  async listForReview(statuses: readonly VerificationStatus[]): Promise<OperatorVerificationView[]> {
    const rows = await this.db.select().from(playerVerifications).where(inArray(playerVerifications.status, [...statuses])).orderBy(playerVerifications.updatedAt).limit(200);
    return rows.map(toOperatorVerificationView);
  }

  /** An operator approves or rejects a player's verification. */
  async review(playerId: string, decision: { approve: true } | { approve: false; reason: string }): Promise<OperatorVerificationView> {
    const [player] = await queryRows<{ id: string }>(this.db, sql`select id from players where id = ${playerId}`);
    if (!player) throw new AppError(404, 'player_not_found', 'There is no such player');
    const row = await this.db.transaction((tx) =>
      this.record(tx, playerId, decision.approve ? { status: VerificationStatus.Approved, level: 'operator-review' } : { status: VerificationStatus.Rejected, rejectionReason: decision.reason }),
    );
    return toOperatorVerificationView(row);
  }

  /**
   * Refuses a withdrawal that needs a verification the player has not passed (403 is avoided: the
   * site ends the session on it; 409, the verification is the state in the way). On the
   * withdrawal's transaction; `invoiceNumber` 1 is the player's first withdrawal.
   */
  async checkWithdrawal(executor: Executor, playerId: string, withdrawal: { currency: string; amount: bigint; invoiceNumber: number }): Promise<void> {
    const needed = (this.rules.firstWithdrawal && withdrawal.invoiceNumber === 1) || (await this.isAboveThreshold(executor, withdrawal));
    if (!needed) return;
    const [row] = await executor.select({ status: playerVerifications.status }).from(playerVerifications).where(eq(playerVerifications.playerId, playerId));
    if (row?.status === VerificationStatus.Approved) return;
    throw new AppError(409, 'verification_required', 'Verify your identity before this withdrawal: upload your documents or start the verification in your profile');
  }

  private async isAboveThreshold(executor: Executor, withdrawal: { currency: string; amount: bigint }): Promise<boolean> {
    if (this.rules.thresholdBaseUnits === undefined) return false;
    const [row] = await queryRows<{ above: boolean }>(
      executor,
      sql`select (${withdrawal.amount.toString()}::numeric / subunit_to_unit * rate) > ${this.rules.thresholdBaseUnits} as above from currencies where code = ${withdrawal.currency}`,
    );
    return row?.above === true;
  }
}
