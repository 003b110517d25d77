import { eq, sql } from 'drizzle-orm';
import { DocumentStatus, VerificationStatus, type PageMeta } from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import { NO_NOTIFY, type Notify } from '../notification/notification.service';
import type { WithdrawalToCheck } from '../payment/payment.service';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import {
  toOperatorVerificationDecisionView,
  type OperatorVerificationDecisionView,
  type OperatorVerificationView,
  type VerificationRow,
  type VerificationView,
} from './document-view';
import { playerDocuments, playerVerifications } from './kyc.table';
import {
  DOCUMENT_REVIEW_LEVEL,
  missingDocuments,
  REQUIRED_DOCUMENT_TYPES,
  type DocumentState,
} from './required-documents';
import { verificationQueue } from './verification-queue';

/**
 * Withdrawals this close together count as one against the threshold: the AML rules' "linked
 * transactions", so 2,000 + 1,500 + 1,500 within a month is a 5,000 withdrawal. Thirty days, the
 * longest period of the responsible-gaming limits; what is spread wider meets the lifetime rule.
 */
export const LINKED_WITHDRAWALS_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface WithdrawalVerificationRules {
  /**
   * Withdrawals (paid and pending) above this many whole units of the base currency within
   * LINKED_WITHDRAWALS_WINDOW_DAYS need an approved verification; undefined: none by this rule.
   */
  readonly thresholdBaseUnits: number | undefined;
  /** Withdrawals above this many whole units of the base currency in all need it too; undefined: no lifetime rule. */
  readonly lifetimeThresholdBaseUnits: number | undefined;
  /** The first withdrawal needs an approved verification whatever its amount. */
  readonly firstWithdrawal: boolean;
  /** The base currency's code (the threshold's unit), for the player's page. */
  readonly baseCurrency: string;
}

/** Whether the player's identity verification is approved (read on the caller's transaction). */
export async function isIdentityVerified(executor: Executor, playerId: string): Promise<boolean> {
  const [row] = await executor
    .select({ status: playerVerifications.status })
    .from(playerVerifications)
    .where(eq(playerVerifications.playerId, playerId));
  return row?.status === VerificationStatus.Approved;
}

/** The identity-verification state of players, its review, and the withdrawal rule built on it. */
export class VerificationService {
  /** The player's message of an approval or a rejection, on the transaction that records it; app.ts sets it. */
  notify: Notify = NO_NOTIFY;

  constructor(
    private readonly db: Database,
    private readonly rules: WithdrawalVerificationRules,
  ) {}

  async status(playerId: string): Promise<VerificationView> {
    const [row] = await this.db.select().from(playerVerifications).where(eq(playerVerifications.playerId, playerId));
    return this.viewOf(row, await documentStates(this.db, playerId));
  }

  private viewOf(row: VerificationRow | undefined, documents: readonly DocumentState[]): VerificationView {
    const status = row?.status ?? VerificationStatus.NotStarted;
    return {
      status,
      level: row?.level ?? null,
      rejectionReason: row?.rejectionReason ?? null,
      missingDocuments: status === VerificationStatus.Approved ? [] : missingDocuments(documents),
      withdrawalThreshold:
        this.rules.thresholdBaseUnits === undefined
          ? null
          : {
              amount: this.rules.thresholdBaseUnits,
              currency: this.rules.baseCurrency,
              windowDays: LINKED_WITHDRAWALS_WINDOW_DAYS,
            },
      lifetimeWithdrawalThreshold:
        this.rules.lifetimeThresholdBaseUnits === undefined
          ? null
          : { amount: this.rules.lifetimeThresholdBaseUnits, currency: this.rules.baseCurrency },
      firstWithdrawalNeedsVerification: this.rules.firstWithdrawal,
    };
  }

  /**
   * Sets the player's verification (an operator's decision, or the provider's review) and tells
   * the player's pages, on the caller's transaction.
   */
  async record(
    executor: Executor,
    playerId: string,
    change: {
      status: VerificationStatus;
      level?: string | null;
      applicantId?: string | null;
      rejectionReason?: string | null;
    },
  ): Promise<VerificationRow> {
    const [before] = await executor
      .select({ status: playerVerifications.status, updatedAt: playerVerifications.updatedAt })
      .from(playerVerifications)
      .where(eq(playerVerifications.playerId, playerId))
      .for('update');
    const values = {
      playerId,
      status: change.status,
      level: change.level ?? null,
      rejectionReason: change.rejectionReason ?? null,
      updatedAt: new Date(),
      ...(change.applicantId ? { applicantId: change.applicantId } : {}),
    };
    const [row] = await executor
      .insert(playerVerifications)
      .values(values)
      .onConflictDoUpdate({ target: playerVerifications.playerId, set: values })
      .returning();
    if (!row) throw new Error('verification upsert returned no row');
    if (before?.status !== row.status) await this.noticeOfDecision(executor, row, before?.updatedAt);
    await publishInTransaction(executor, userChannel('player:verification', playerId), {
      type: 'verification.updated',
      verification: this.viewOf(row, await documentStates(executor, playerId)),
    });
    return row;
  }

  /**
   * Documents and the verification are one journey: a player who uploads documents waits in the
   * operators' verification queue (pending), an operator's approval of every required document
   * verifies the player at the document-review level, and a rejection with nothing left to review
   * sends the player back with its reason. On the transaction of the document's change; a
   * verified player stays verified.
   */
  async documentsChanged(executor: Executor, playerId: string, rejectionReason?: string): Promise<void> {
    const [current] = await executor
      .select()
      .from(playerVerifications)
      .where(eq(playerVerifications.playerId, playerId))
      .for('update');
    if (current?.status === VerificationStatus.Approved) return;
    const documents = await documentStates(executor, playerId);
    const approved = new Set(
      documents.filter((document) => document.status === DocumentStatus.Approved).map((document) => document.type),
    );
    if (REQUIRED_DOCUMENT_TYPES.every((type) => approved.has(type))) {
      await this.record(executor, playerId, { status: VerificationStatus.Approved, level: DOCUMENT_REVIEW_LEVEL });
    } else if (documents.some((document) => document.status === DocumentStatus.Pending)) {
      if (current?.status !== VerificationStatus.Pending)
        await this.record(executor, playerId, { status: VerificationStatus.Pending });
    } else if (rejectionReason !== undefined) {
      await this.record(executor, playerId, { status: VerificationStatus.Rejected, rejectionReason });
    } else if (current?.status === VerificationStatus.Pending && current.applicantId === null) {
      // The player deleted what was waiting, and no provider review is under way: nothing to wait for.
      await this.record(executor, playerId, { status: VerificationStatus.NotStarted });
    }
  }

  /**
   * Approved or rejected, told once per change of state (the row is locked before it changes): the
   * change is the event, named by the state it left (`verification:{status}:{previous update}`),
   * so a replayed review, which changes nothing, writes nothing.
   */
  private async noticeOfDecision(
    executor: Executor,
    row: VerificationRow,
    previousUpdate: Date | undefined,
  ): Promise<void> {
    const kind =
      row.status === VerificationStatus.Approved
        ? 'verification.approved'
        : row.status === VerificationStatus.Rejected
          ? 'verification.rejected'
          : undefined;
    if (kind)
      await this.notify(executor, {
        playerId: row.playerId,
        kind,
        eventKey: `verification:${row.status}:${previousUpdate?.getTime() ?? 0}`,
      });
  }

  /** The player submitted to the provider: pending until its review arrives. */
  async markPending(playerId: string, applicantId: string): Promise<void> {
    await this.db.transaction((tx) => this.record(tx, playerId, { status: VerificationStatus.Pending, applicantId }));
  }

  /** The operators' queue: with `Pending`, every player waiting for a review (verification-queue.ts). */
  async listForReview(
    status: VerificationStatus,
    page: number,
    perPage: number,
  ): Promise<{ data: OperatorVerificationView[]; meta: PageMeta }> {
    return verificationQueue(this.db, status, page, perPage);
  }

  /** An operator approves or rejects a player's verification. */
  async review(
    playerId: string,
    decision: { approve: true } | { approve: false; reason: string },
  ): Promise<OperatorVerificationDecisionView> {
    const [player] = await queryRows<{ id: string }>(this.db, sql`select id from players where id = ${playerId}`);
    if (!player) throw new AppError(404, 'player_not_found', 'There is no such player');
    const row = await this.db.transaction((tx) =>
      this.record(
        tx,
        playerId,
        decision.approve
          ? { status: VerificationStatus.Approved, level: 'operator-review' }
          : { status: VerificationStatus.Rejected, rejectionReason: decision.reason },
      ),
    );
    return toOperatorVerificationDecisionView(row);
  }

  /**
   * Refuses a withdrawal that needs a verification the player has not passed (403 is avoided: the
   * site ends the session on it; 409, the verification is the state in the way). On the
   * withdrawal's transaction; `invoiceNumber` 1 is the player's first withdrawal.
   */
  async checkWithdrawal(executor: Executor, playerId: string, withdrawal: WithdrawalToCheck): Promise<void> {
    // A verified player is let through before anything is summed.
    if (await isIdentityVerified(executor, playerId)) return;
    const needed =
      (this.rules.firstWithdrawal && withdrawal.invoiceNumber === 1) ||
      (await this.isAboveThreshold(executor, withdrawal));
    if (!needed) return;
    throw new AppError(
      409,
      'verification_required',
      'Verify your identity before this withdrawal: upload your documents or start the verification in your profile',
    );
  }

  /**
   * Whether this withdrawal, with the player's earlier paid and pending ones, passes the 30-day
   * threshold or the lifetime one, in the base currency at today's rates: split withdrawals add
   * up, one after another or at once (the caller holds the player's withdrawal lock).
   */
  private async isAboveThreshold(executor: Executor, withdrawal: WithdrawalToCheck): Promise<boolean> {
    const { thresholdBaseUnits, lifetimeThresholdBaseUnits } = this.rules;
    if (thresholdBaseUnits === undefined && lifetimeThresholdBaseUnits === undefined) return false;
    const windowStart = new Date(Date.now() - LINKED_WITHDRAWALS_WINDOW_DAYS * DAY_MS);
    const amounts = [
      ...(await withdrawal.withdrawnSince(windowStart)),
      { currency: withdrawal.currency, total: withdrawal.amount, sinceStart: withdrawal.amount },
    ];
    const rows = sql.join(
      amounts.map(
        ({ currency, total, sinceStart }) =>
          sql`(${currency}::text, ${total.toString()}::numeric, ${sinceStart.toString()}::numeric)`,
      ),
      sql`, `,
    );
    // A threshold that is off compares with null: never above.
    const [row] = await queryRows<{ above_window: boolean | null; above_total: boolean | null }>(
      executor,
      sql`select coalesce(sum(amounts.since_start / currencies.subunit_to_unit * currencies.rate), 0) > ${thresholdBaseUnits ?? null}::numeric as above_window,
                 coalesce(sum(amounts.total / currencies.subunit_to_unit * currencies.rate), 0) > ${lifetimeThresholdBaseUnits ?? null}::numeric as above_total
          from (values ${rows}) as amounts(currency, total, since_start) join currencies on currencies.code = amounts.currency`,
    );
    return row?.above_window === true || row?.above_total === true;
  }
}

async function documentStates(executor: Executor, playerId: string): Promise<DocumentState[]> {
  return executor
    .select({ type: playerDocuments.type, status: playerDocuments.status })
    .from(playerDocuments)
    .where(eq(playerDocuments.playerId, playerId));
}
