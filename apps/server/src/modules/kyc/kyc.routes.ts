import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DocumentType } from '@casino/shared';
import { AppError } from '../../http/app-error';
import { readFileForm } from '../../http/file-form';
import { requestPlayer, type PlayerGuard } from '../../http/player-guard';
import { bodyOfType, errorResponses, noContent } from '../../http/response-schemas';
import { MAX_DOCUMENT_BYTES } from './document-content';
import type { DocumentRow } from './document-view';
import type { DocumentsService } from './documents.service';
import { documentList, documentView, verificationView } from './kyc.responses';
import type { VerificationService } from './verification.service';

const DOCUMENT_TYPES: readonly number[] = Object.values(DocumentType);
const documentParams = z.object({ id: z.uuid() });

/** The multipart form's one file and its type, read as a stream that stops past the size cap. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ type: DocumentType; fileName: string | undefined; bytes: Buffer }> {
  if (!request.isMultipart())
    throw new AppError(
      415,
      'unsupported_media_type',
      'Send the document as multipart/form-data with the fields type and file',
    );
  const form = await readFileForm(request, {
    maxBytes: MAX_DOCUMENT_BYTES,
    unreadable: () =>
      new AppError(
        400,
        'invalid_multipart',
        'The form could not be read: send multipart/form-data with the fields type and file',
      ),
  });
  const type = form.fields.type === undefined ? undefined : Number(form.fields.type);
  const { file } = form;
  const fields: Record<string, string[]> = {};
  if (type === undefined || !DOCUMENT_TYPES.includes(type))
    fields.type = ['Choose the document type (1 identity, 2 proof of address, 3 payment method, 4 selfie)'];
  if (!file || file.bytes.length === 0) fields.file = ['Choose a file'];
  if (Object.keys(fields).length > 0 || !file)
    throw new AppError(422, 'validation_failed', 'Some fields are not valid', fields);
  return { type: type as DocumentType, ...file };
}

/** Sends a stored document as a download, never rendered inline on our origin. */
export function sendDocument(reply: FastifyReply, { row, bytes }: { row: DocumentRow; bytes: Buffer }) {
  return reply
    .header('content-type', row.mimeType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

export const kycRoutes: FastifyPluginAsyncZod<{
  documents: DocumentsService;
  verification: VerificationService;
  guard: PlayerGuard;
}> = async (app, { documents, verification, guard }) => {
  // Only these routes read multipart, with the document caps: one file, a few small fields.
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });
  const tags = ['documents'];

  app.get(
    '/documents',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The player's documents, newest first",
        response: { 200: documentList, ...errorResponses },
      },
    },
    async (request) => ({
      data: await documents.list(requestPlayer(request).playerId),
    }),
  );

  app.post(
    '/documents',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Upload a document: multipart/form-data with `type` (1-4) and `file` (JPEG, PNG or PDF by content, at most 10 MB; picture metadata removed)',
        consumes: ['multipart/form-data'],
        response: { 201: documentView, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await documents.upload(requestPlayer(request).playerId, await readUpload(request))),
  );

  app.get(
    '/documents/:id/file',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The file of one of the player’s documents',
        params: documentParams,
        response: { 200: bodyOfType('application/octet-stream', 'The stored file'), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendDocument(reply, await documents.file(requestPlayer(request).playerId, request.params.id)),
  );

  app.delete(
    '/documents/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Delete a pending or rejected document',
        params: documentParams,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await documents.delete(requestPlayer(request).playerId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/verification',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The player's identity verification and what withdrawals ask of it",
        response: { 200: verificationView, ...errorResponses },
      },
    },
    async (request) => verification.status(requestPlayer(request).playerId),
  );
};
