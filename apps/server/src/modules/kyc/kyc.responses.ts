import { z } from 'zod';
import { DocumentStatus, DocumentType, VerificationStatus } from '@casino/shared';
import { codeOf, listOf, pageOf, schemaFor } from '../../http/response-schemas';
import type {
  DocumentView,
  OperatorDocumentView,
  OperatorVerificationDecisionView,
  OperatorVerificationView,
  VerificationView,
} from './document-view';

const documentFields = {
  id: z.string(),
  type: codeOf(DocumentType).describe('1 identity, 2 proof of address, 3 payment method, 4 selfie'),
  status: codeOf(DocumentStatus).describe('1 pending, 2 approved, 3 rejected'),
  fileName: z.string(),
  mimeType: z.string().describe('image/jpeg, image/png or application/pdf, as recognised from the content'),
  size: z.number().int().describe('Bytes, as stored (pictures re-encoded without metadata)'),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
};

export const documentView = schemaFor<DocumentView>()(z.object(documentFields));
export const documentList = listOf(documentView);
export const operatorDocumentView = schemaFor<OperatorDocumentView>()(
  z.object({ ...documentFields, playerId: z.string() }),
);
export const operatorDocumentList = listOf(operatorDocumentView);

export const verificationView = schemaFor<VerificationView>()(
  z.object({
    status: codeOf(VerificationStatus).describe('0 not started, 1 pending, 2 approved, 3 rejected'),
    level: z.string().nullable(),
    rejectionReason: z.string().nullable(),
    missingDocuments: z
      .array(codeOf(DocumentType))
      .describe(
        'Document types (1 identity, 4 selfie) a verification by document review still needs: neither approved nor waiting for review',
      ),
    withdrawalThreshold: z
      .object({
        amount: z.number().describe('Whole units of `currency`'),
        currency: z.string(),
        windowDays: z.number().int(),
      })
      .nullable()
      .describe('Withdrawals (paid and pending) above this within `windowDays` need an approved verification'),
    lifetimeWithdrawalThreshold: z
      .object({ amount: z.number().describe('Whole units of `currency`'), currency: z.string() })
      .nullable()
      .describe('Withdrawals (paid and pending) above this in all need an approved verification'),
    firstWithdrawalNeedsVerification: z.boolean(),
  }),
);

const decisionFields = {
  playerId: z.string(),
  status: codeOf(VerificationStatus),
  level: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  updatedAt: z.string(),
};
export const operatorVerificationDecisionView = schemaFor<OperatorVerificationDecisionView>()(z.object(decisionFields));
export const operatorVerificationView = schemaFor<OperatorVerificationView>()(
  z.object({
    ...decisionFields,
    waitingFor: z
      .array(z.enum(['documents', 'provider']))
      .describe('documents: uploaded on the site, waiting for an operator; provider: the provider is reviewing'),
    waitingSince: z.string().nullable(),
    pendingDocuments: z.array(
      z.object({
        id: z.string(),
        type: codeOf(DocumentType),
        source: z.enum(['upload', 'provider']),
        fileName: z.string(),
        createdAt: z.string(),
      }),
    ),
    missingDocuments: z
      .array(codeOf(DocumentType))
      .describe('Required document types (1 identity, 4 selfie) the player has not given'),
  }),
);
export const operatorVerificationPage = pageOf(operatorVerificationView);
