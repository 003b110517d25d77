import type { DocumentStatus, DocumentType, VerificationStatus } from '@casino/shared';
import type { playerDocuments, playerVerifications } from './kyc.table';

export type DocumentRow = typeof playerDocuments.$inferSelect;

/** A document as its owner sees it (SPEC.md section 7). */
export interface DocumentView {
  readonly id: string;
  readonly type: DocumentType;
  readonly status: DocumentStatus;
  readonly fileName: string;
  readonly mimeType: string;
  readonly size: number;
  readonly createdAt: string;
  readonly reviewedAt: string | null;
  readonly rejectionReason: string | null;
}

/** A document in the operators' queue: whose it is too. */
export interface OperatorDocumentView extends DocumentView {
  readonly playerId: string;
}

export function toDocumentView(row: DocumentRow): DocumentView {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason ?? null,
  };
}

export const toOperatorDocumentView = (row: DocumentRow): OperatorDocumentView => ({
  ...toDocumentView(row),
  playerId: row.playerId,
});

/** The player's verification, and what the withdrawal rules ask of it. */
export interface VerificationView {
  readonly status: VerificationStatus;
  readonly level: string | null;
  readonly rejectionReason: string | null;
  /** Document types the operator's review still needs (none once verified). */
  readonly missingDocuments: DocumentType[];
  /** Withdrawals (paid and pending) above `amount` within `windowDays` need a verification. */
  readonly withdrawalThreshold: {
    readonly amount: number;
    readonly currency: string;
    readonly windowDays: number;
  } | null;
  /** Withdrawals above `amount` in all need it too. */
  readonly lifetimeWithdrawalThreshold: { readonly amount: number; readonly currency: string } | null;
  readonly firstWithdrawalNeedsVerification: boolean;
}

export type VerificationRow = typeof playerVerifications.$inferSelect;

/** A player's verification as an operator decides it. */
export interface OperatorVerificationDecisionView {
  readonly playerId: string;
  readonly status: VerificationStatus;
  readonly level: string | null;
  readonly rejectionReason: string | null;
  readonly updatedAt: string;
}

/** A player in the operators' verification queue: what they wait for, and what to review. */
export interface OperatorVerificationView extends OperatorVerificationDecisionView {
  /** `documents`: uploaded on the site, waiting for an operator; `provider`: the provider's review is under way. */
  readonly waitingFor: ('documents' | 'provider')[];
  /** Since when the player has been waiting (oldest pending document or pending verification). */
  readonly waitingSince: string | null;
  /** The player's documents waiting for review, oldest first. */
  readonly pendingDocuments: {
    readonly id: string;
    readonly type: DocumentType;
    readonly source: 'upload' | 'provider';
    readonly fileName: string;
    readonly createdAt: string;
  }[];
  /** Required document types the player has not given (neither approved nor waiting). */
  readonly missingDocuments: DocumentType[];
}

export const toOperatorVerificationDecisionView = (row: VerificationRow): OperatorVerificationDecisionView => ({
  playerId: row.playerId,
  status: row.status,
  level: row.level ?? null,
  rejectionReason: row.rejectionReason ?? null,
  updatedAt: row.updatedAt.toISOString(),
});
