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

export const toOperatorDocumentView = (row: DocumentRow): OperatorDocumentView => ({ ...toDocumentView(row), playerId: row.playerId });

/** The player's verification, and what the withdrawal rules ask of it. */
export interface VerificationView {
  readonly status: VerificationStatus;
  readonly level: string | null;
  readonly rejectionReason: string | null;
  /** Document types the operator's review still needs (none once verified). */
  readonly missingDocuments: DocumentType[];
  readonly withdrawalThreshold: { readonly amount: number; readonly currency: string } | null;
  readonly firstWithdrawalNeedsVerification: boolean;
}

export type VerificationRow = typeof playerVerifications.$inferSelect;

/** A verification in the operators' queue. */
export interface OperatorVerificationView {
  readonly playerId: string;
  readonly status: VerificationStatus;
  readonly level: string | null;
  readonly rejectionReason: string | null;
  readonly updatedAt: string;
}

export const toOperatorVerificationView = (row: VerificationRow): OperatorVerificationView => ({
  playerId: row.playerId,
  status: row.status,
  level: row.level ?? null,
  rejectionReason: row.rejectionReason ?? null,
  updatedAt: row.updatedAt.toISOString(),
});
