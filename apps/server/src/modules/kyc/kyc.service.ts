/** What other modules may ask of identity verification (the module's public face). */
export { isIdentityVerified } from './verification.service';
/** The document storage and its content checks, which the support chat's attachments share. */
export { MAX_DOCUMENT_BYTES, storedDocumentContent } from './document-content';
export type { DocumentStorage } from './document-storage';
export { cleanFileName } from './documents.service';
