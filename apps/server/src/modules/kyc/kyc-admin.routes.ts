import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DocumentStatus, VerificationStatus } from '@casino/shared';
import { bodyOfType, errorResponses } from '../../http/response-schemas';
import type { DocumentsService } from './documents.service';
import { sendDocument } from './kyc.routes';
import {
  operatorDocumentList,
  operatorDocumentView,
  operatorVerificationDecisionView,
  operatorVerificationPage,
} from './kyc.responses';
import type { VerificationService } from './verification.service';

const reason = z.object({ reason: z.string().trim().min(3).max(500) }).strict();
const statusOf = <T extends Readonly<Record<string, number>>>(table: T, fallback: T[keyof T]) =>
  z.coerce
    .number()
    .int()
    .refine((value) => Object.values(table).includes(value), 'Not a status')
    .default(fallback);

/** Players per page of the verification queue: a review session's worth; the most, what one answer carries comfortably. */
const QUEUE_DEFAULT_PER_PAGE = 50;
const QUEUE_MAX_PER_PAGE = 200;
const queueQuery = z.object({
  status: statusOf(VerificationStatus, VerificationStatus.Pending),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(QUEUE_MAX_PER_PAGE).default(QUEUE_DEFAULT_PER_PAGE),
});
const documentsQuery = z.object({
  status: statusOf(DocumentStatus, DocumentStatus.Pending),
  playerId: z.uuid().optional(),
});

/** Operator review of documents and verifications (under /api/admin, operator token). */
export const kycAdminRoutes: FastifyPluginAsyncZod<{
  documents: DocumentsService;
  verification: VerificationService;
}> = async (app, { documents, verification }) => {
  const tags = ['admin'];
  const documentParams = z.object({ id: z.uuid() });
  const playerParams = z.object({ playerId: z.uuid() });

  app.get(
    '/documents',
    {
      schema: {
        tags,
        summary: 'Documents by status (default 1, pending), oldest first; one player’s with playerId',
        querystring: documentsQuery,
        response: { 200: operatorDocumentList, ...errorResponses },
      },
    },
    async (request) => ({
      data: await documents.listForReview([request.query.status as DocumentStatus], request.query.playerId),
    }),
  );
  app.get(
    '/documents/:id/file',
    {
      schema: {
        tags,
        summary: 'A document’s file',
        params: documentParams,
        response: { 200: bodyOfType('application/octet-stream', 'The stored file'), ...errorResponses },
      },
    },
    async (request, reply) => sendDocument(reply, await documents.operatorFile(request.params.id)),
  );
  app.post(
    '/documents/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending document',
        params: documentParams,
        response: { 200: operatorDocumentView, ...errorResponses },
      },
    },
    async (request) => documents.review(request.params.id, { approve: true }),
  );
  app.post(
    '/documents/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending document with a reason the player sees',
        params: documentParams,
        body: reason,
        response: { 200: operatorDocumentView, ...errorResponses },
      },
    },
    async (request) => documents.review(request.params.id, { approve: false, reason: request.body.reason }),
  );

  app.get(
    '/verifications',
    {
      schema: {
        tags,
        summary:
          'The verification queue: status 1 (default) is every player waiting, for the provider’s review or for documents uploaded on the site, longest wait first, with the documents to review; other statuses as stored',
        querystring: queueQuery,
        response: { 200: operatorVerificationPage, ...errorResponses },
      },
    },
    async (request) =>
      verification.listForReview(request.query.status as VerificationStatus, request.query.page, request.query.perPage),
  );
  app.post(
    '/verifications/:playerId/approve',
    {
      schema: {
        tags,
        summary: "Approve a player's identity verification",
        params: playerParams,
        response: { 200: operatorVerificationDecisionView, ...errorResponses },
      },
    },
    async (request) => verification.review(request.params.playerId, { approve: true }),
  );
  app.post(
    '/verifications/:playerId/reject',
    {
      schema: {
        tags,
        summary: "Reject a player's identity verification with a reason",
        params: playerParams,
        body: reason,
        response: { 200: operatorVerificationDecisionView, ...errorResponses },
      },
    },
    async (request) => verification.review(request.params.playerId, { approve: false, reason: request.body.reason }),
  );
};
