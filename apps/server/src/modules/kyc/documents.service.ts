import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { DocumentStatus, type DocumentType } from '@casino/shared';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import { storedDocumentContent } from './document-content';
import type { DocumentStorage } from './document-storage';
import {
  toDocumentView,
  toOperatorDocumentView,
  type DocumentRow,
  type DocumentView,
  type OperatorDocumentView,
} from './document-view';
import { playerDocuments } from './kyc.table';
import type { VerificationService } from './verification.service';

/** Documents a player may hold at once: enough for every type twice over and retries, not a file store. */
export const MAX_DOCUMENTS_PER_PLAYER = 20;

/** Longest file name kept (the name is shown back to the player; the file is stored under our own key). */
const FILE_NAME_MAX_LENGTH = 200;

const documentNotFound = () => new AppError(404, 'document_not_found', 'There is no such document');

/** A file name safe to show and to send in Content-Disposition: no path, no control characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (cleaned || 'document').slice(0, FILE_NAME_MAX_LENGTH);
}

export async function publishDocumentUpdated(executor: Executor, row: DocumentRow): Promise<void> {
  await publishInTransaction(executor, userChannel('player:verification', row.playerId), {
    type: 'document.updated',
    document: toDocumentView(row),
  });
}

/** Documents for identity verification: upload, list, download by owner or operator, review. */
export class DocumentsService {
  constructor(
    private readonly db: Database,
    private readonly storage: DocumentStorage,
    /** Documents the player uploads and the operator reviews make or change the verification. */
    private readonly verification: VerificationService,
  ) {}

  async list(playerId: string): Promise<DocumentView[]> {
    const rows = await this.db
      .select()
      .from(playerDocuments)
      .where(eq(playerDocuments.playerId, playerId))
      .orderBy(desc(playerDocuments.createdAt));
    return rows.map(toDocumentView);
  }

  /**
   * Stores a document: content checked and cleaned first, the file written under a fresh key,
   * then the row (a failure between the two leaves an orphan file, never a row without a file).
   */
  async upload(
    playerId: string,
    upload: { type: DocumentType; fileName: string | undefined; bytes: Buffer; source?: 'upload' | 'provider' },
  ): Promise<DocumentView> {
    const content = await storedDocumentContent(upload.bytes);
    const id = randomUUID();
    const storageKey = `documents/${playerId}/${id}`;
    await this.storage.put(storageKey, content.bytes, content.mimeType);
    try {
      const row = await this.db.transaction(async (tx) => {
        // The cap is counted under the player's lock, so parallel uploads cannot pass it together.
        await tx.execute(sqlLock(playerId));
        const [held] = await tx
          .select({ total: count() })
          .from(playerDocuments)
          .where(eq(playerDocuments.playerId, playerId));
        if ((held?.total ?? 0) >= MAX_DOCUMENTS_PER_PLAYER) {
          throw new AppError(
            409,
            'document_limit_reached',
            `You can keep at most ${MAX_DOCUMENTS_PER_PLAYER} documents: delete one first`,
          );
        }
        const values = {
          id,
          playerId,
          type: upload.type,
          status: DocumentStatus.Pending,
          fileName: cleanFileName(upload.fileName),
          mimeType: content.mimeType,
          size: content.bytes.length,
          storageKey,
          source: upload.source ?? 'upload',
        };
        const [inserted] = await tx.insert(playerDocuments).values(values).returning();
        if (!inserted) throw new Error('document insert returned no row');
        await publishDocumentUpdated(tx, inserted);
        // Given through the provider's page, the document is the provider's to review.
        if (inserted.source === 'upload') await this.verification.documentsChanged(tx, playerId);
        return inserted;
      });
      return toDocumentView(row);
    } catch (error) {
      await this.storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  /** The file of a document, to its owner only (anyone else: 404, as if it did not exist). */
  async file(playerId: string, documentId: string): Promise<{ row: DocumentRow; bytes: Buffer }> {
    const [row] = await this.db
      .select()
      .from(playerDocuments)
      .where(and(eq(playerDocuments.id, documentId), eq(playerDocuments.playerId, playerId)));
    return this.withBytes(row);
  }

  async operatorFile(documentId: string): Promise<{ row: DocumentRow; bytes: Buffer }> {
    const [row] = await this.db.select().from(playerDocuments).where(eq(playerDocuments.id, documentId));
    return this.withBytes(row);
  }

  /** Deletes a pending or rejected document; an approved one is the record of a verification (409). */
  async delete(playerId: string, documentId: string): Promise<void> {
    const row = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(playerDocuments)
        .where(and(eq(playerDocuments.id, documentId), eq(playerDocuments.playerId, playerId)))
        .for('update');
      if (!found) throw documentNotFound();
      if (found.status === DocumentStatus.Approved)
        throw new AppError(409, 'document_locked', 'An approved document is kept as the record of your verification');
      await tx.delete(playerDocuments).where(eq(playerDocuments.id, found.id));
      await this.verification.documentsChanged(tx, playerId);
      return found;
    });
    await this.storage.delete(row.storageKey);
  }

  async listForReview(statuses: readonly DocumentStatus[], playerId?: string): Promise<OperatorDocumentView[]> {
    const filter = and(
      inArray(playerDocuments.status, [...statuses]),
      playerId === undefined ? undefined : eq(playerDocuments.playerId, playerId),
    );
    const rows = await this.db
      .select()
      .from(playerDocuments)
      .where(filter)
      .orderBy(playerDocuments.createdAt)
      .limit(200);
    return rows.map(toOperatorDocumentView);
  }

  /** An operator's decision on a pending document; the player sees it live. */
  async review(
    documentId: string,
    decision: { approve: true } | { approve: false; reason: string },
  ): Promise<OperatorDocumentView> {
    return this.db.transaction(async (tx) => {
      const [found] = await tx.select().from(playerDocuments).where(eq(playerDocuments.id, documentId)).for('update');
      if (!found) throw documentNotFound();
      if (found.status !== DocumentStatus.Pending)
        throw new AppError(409, 'document_reviewed', 'This document has already been reviewed');
      const changes = decision.approve
        ? { status: DocumentStatus.Approved, rejectionReason: null, reviewedAt: new Date() }
        : { status: DocumentStatus.Rejected, rejectionReason: decision.reason, reviewedAt: new Date() };
      const [row] = await tx.update(playerDocuments).set(changes).where(eq(playerDocuments.id, found.id)).returning();
      if (!row) throw new Error('document review returned no row');
      await publishDocumentUpdated(tx, row);
      if (row.source === 'upload')
        await this.verification.documentsChanged(tx, row.playerId, decision.approve ? undefined : decision.reason);
      return toOperatorDocumentView(row);
    });
  }

  private async withBytes(row: DocumentRow | undefined): Promise<{ row: DocumentRow; bytes: Buffer }> {
    if (!row) throw documentNotFound();
    const bytes = await this.storage.get(row.storageKey);
    if (!bytes) throw documentNotFound();
    return { row, bytes };
  }
}

/** Serialises one player's uploads (the cap check). */
function sqlLock(playerId: string) {
  return sql`select pg_advisory_xact_lock(${DOCUMENTS_LOCK_NAMESPACE}, hashtext(${playerId}))`;
}

const DOCUMENTS_LOCK_NAMESPACE = 13_200;
