import { DocumentStatus, DocumentType } from '@casino/shared';

/**
 * What an operator's review of documents needs to verify a player: the same evidence the
 * provider's basic level takes (a photo of an identity document and a selfie), so both ways end
 * at the same level of trust.
 */
export const REQUIRED_DOCUMENT_TYPES: readonly DocumentType[] = [DocumentType.Identity, DocumentType.Selfie];

/** The level a verification by the operator's review of the required documents is approved at. */
export const DOCUMENT_REVIEW_LEVEL = 'document-review';

export type DocumentState = { readonly type: DocumentType; readonly status: DocumentStatus };

/** Required types with no document approved or waiting for review: what the player still has to upload. */
export function missingDocuments(documents: readonly DocumentState[]): DocumentType[] {
  const given = new Set(
    documents.filter((document) => document.status !== DocumentStatus.Rejected).map((document) => document.type),
  );
  return REQUIRED_DOCUMENT_TYPES.filter((type) => !given.has(type));
}
