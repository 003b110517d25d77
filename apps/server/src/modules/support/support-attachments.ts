import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SUPPORT_LIMITS, type SupportMessage } from '@casino/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { readFileForm } from '../../http/file-form';
import { RATE_LIMITS, type RateLimiter } from '../../security/rate-limiter';
import { cleanFileName, MAX_DOCUMENT_BYTES, storedDocumentContent, type DocumentStorage } from '../kyc/kyc.service';
import { appendMessage, attachmentOf, lockOpenConversation, messageByClientKey } from './support-messages';
import { toMessageView, type ConversationRow } from './support-views';

/** The multipart caps of the attachment route: one file, the client key, nothing else. */
export const ATTACHMENT_MULTIPART_LIMITS = {
  fileSize: MAX_DOCUMENT_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 256,
  parts: 4,
} as const;

export interface AttachmentUpload {
  readonly clientKey: string;
  readonly fileName: string | undefined;
  readonly bytes: Buffer;
}

const formError = () =>
  new AppError(
    400,
    'invalid_attachment',
    'Send the attachment as multipart/form-data with the fields clientKey and file',
  );

/** The form's one file and its client key, read as a stream that stops past the size cap. */
export async function readAttachmentForm(request: FastifyRequest): Promise<AttachmentUpload> {
  if (!request.isMultipart())
    throw new AppError(
      415,
      'invalid_attachment',
      'Send the attachment as multipart/form-data with the fields clientKey and file',
    );
  const { fields: values, file } = await readFileForm(request, { maxBytes: MAX_DOCUMENT_BYTES, unreadable: formError });
  const clientKey = values.clientKey;
  const fields: Record<string, string[]> = {};
  if (clientKey === undefined || clientKey === '' || clientKey.length > SUPPORT_LIMITS.clientKeyMaxLength)
    fields.clientKey = ['Value is required'];
  if (!file || file.bytes.length === 0) fields.file = ['Choose a file'];
  if (Object.keys(fields).length > 0 || !file)
    throw new AppError(422, 'validation_failed', 'Some fields are not valid', fields);
  return { clientKey: clientKey as string, ...file };
}

/**
 * Files in a conversation: checked and cleaned exactly as identity documents (JPEG, PNG or PDF by
 * their bytes, picture metadata removed), stored in the document storage under our own key.
 */
export class SupportAttachments {
  constructor(
    private readonly db: Database,
    private readonly storage: DocumentStorage,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** Stores the file, then its message; a retry with the same client key stores nothing again. */
  async upload(
    conversation: ConversationRow,
    upload: AttachmentUpload,
  ): Promise<{ message: SupportMessage; created: boolean }> {
    const earlier = await messageByClientKey(this.db, conversation.id, upload.clientKey);
    if (earlier) return { message: toMessageView(earlier), created: false };
    const content = await storedDocumentContent(upload.bytes);
    await this.rateLimiter.consume(RATE_LIMITS.supportMessagePerConversation, conversation.id);
    await this.rateLimiter.consume(RATE_LIMITS.supportAttachmentPerConversation, conversation.id);
    const key = `support/${conversation.id}/${randomUUID()}`;
    await this.storage.put(key, content.bytes, content.mimeType);
    try {
      const result = await this.db.transaction(async (tx) => {
        await lockOpenConversation(tx, conversation.id);
        const raced = await messageByClientKey(tx, conversation.id, upload.clientKey);
        if (raced) return { message: toMessageView(raced), created: false };
        const attachment = {
          key,
          name: cleanFileName(upload.fileName),
          type: content.mimeType,
          size: content.bytes.length,
        };
        const row = await appendMessage(tx, conversation.id, {
          author: 'visitor',
          body: '',
          clientKey: upload.clientKey,
          attachment,
        });
        return { message: toMessageView(row), created: true };
      });
      if (!result.created) await this.storage.delete(key);
      return result;
    } catch (error) {
      // No message holds the file: it goes (a failure between the two leaves at most an orphan file).
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  /** Sends message `seq`'s file as a download, never rendered inline on our origin. */
  async send(reply: FastifyReply, conversationId: string, seq: number) {
    const attachment = await attachmentOf(this.db, conversationId, seq);
    const bytes = await this.storage.get(attachment.key);
    if (!bytes) throw new AppError(404, 'not_found', 'There is no such attachment');
    return reply
      .header('content-type', attachment.type)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(attachment.name)}`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  }
}
