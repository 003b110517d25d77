import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { requestPlayer, type PlayerGuard } from '../../http/player-guard';
import { bodyOfType, errorResponses } from '../../http/response-schemas';
import { MAX_DOCUMENT_BYTES } from '../../modules/kyc/document-content';
import { requestLocale } from '../../http/request-locale';
import { pageTexts } from '../provider-page-texts';
import {
  formProblems,
  renderExpiredPage,
  renderSdkPage,
  renderSubmittedPage,
  SDK_SCRIPT,
  SDK_STYLESHEET,
} from './sumsub-pages';
import type { SumsubSandbox } from './sumsub-sandbox';
import { readAccessToken } from './sumsub-signature';

/** The SDK page's own policy: its form posts here, its script and style come from here. */
const SDK_PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'self'; base-uri 'none'";

function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', SDK_PAGE_POLICY)
    .header('cache-control', 'no-store')
    .send(html);
}

interface Submission {
  accessToken?: string;
  firstName?: string;
  lastName?: string;
  document?: { name: string; bytes: Buffer };
  selfie?: { name: string; bytes: Buffer };
}

async function readSubmission(request: FastifyRequest): Promise<Submission> {
  const submission: Submission = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === 'document' || part.fieldname === 'selfie')
        submission[part.fieldname] = { name: part.filename, bytes: await part.toBuffer() };
      else await part.toBuffer();
    } else if (part.fieldname === 'accessToken' || part.fieldname === 'firstName' || part.fieldname === 'lastName') {
      submission[part.fieldname] = String(part.value).slice(0, 200);
    }
  }
  return submission;
}

/** The provider's pages, as its web SDK would show them in the casino's frame. */
export const sumsubSdkRoutes: FastifyPluginAsync<{ sandbox: SumsubSandbox; secret: string }> = async (
  app,
  { sandbox, secret },
) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 2, fields: 6, fieldSize: 1024, parts: 8 },
  });
  const hidden = { hide: true } as const;

  app.get(
    '/sdk',
    {
      schema: {
        ...hidden,
        response: { 200: bodyOfType('text/html', 'The SDK page'), 401: bodyOfType('text/html', 'An expired link') },
      },
    },
    async (request, reply) => {
      const { accessToken: token, lang } = request.query as { accessToken?: unknown; lang?: unknown };
      const texts = pageTexts(lang);
      if (!readAccessToken(secret, token, Date.now())) return sendPage(reply, renderExpiredPage(texts), 401);
      return sendPage(reply, renderSdkPage(texts, String(token)));
    },
  );

  app.post(
    '/sdk/applicant',
    {
      schema: {
        ...hidden,
        response: { 200: bodyOfType('text/html', 'Submitted'), '4xx': bodyOfType('text/html', 'A refusal') },
      },
    },
    async (request, reply) => {
      const texts = pageTexts((request.query as { lang?: unknown } | undefined)?.lang);
      if (!request.isMultipart()) return sendPage(reply, renderExpiredPage(texts), 400);
      let submission: Submission;
      try {
        submission = await readSubmission(request);
      } catch (error) {
        const tooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
        return sendPage(
          reply,
          renderSdkPage(texts, '', tooLarge ? formProblems.tooLarge(texts) : formProblems.unreadable(texts)),
          tooLarge ? 413 : 400,
        );
      }
      const playerId = readAccessToken(secret, submission.accessToken, Date.now());
      if (!playerId) return sendPage(reply, renderExpiredPage(texts), 401);
      const { firstName = '', lastName = '', document, selfie } = submission;
      if (!firstName.trim() || !lastName.trim() || !document || !selfie) {
        return sendPage(reply, renderSdkPage(texts, submission.accessToken ?? '', formProblems.incomplete(texts)), 422);
      }
      try {
        await sandbox.submit(playerId, {
          firstName,
          lastName,
          document: document.bytes,
          documentName: document.name,
          selfie: selfie.bytes,
          selfieName: selfie.name,
        });
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500)
          return sendPage(reply, renderSdkPage(texts, submission.accessToken ?? '', error.message), error.statusCode);
        throw error;
      }
      return sendPage(reply, renderSubmittedPage(texts));
    },
  );

  app.get(
    '/sdk.js',
    { schema: { ...hidden, response: { 200: bodyOfType('text/javascript', 'The SDK page script') } } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(SDK_SCRIPT),
  );
  app.get(
    '/sdk.css',
    { schema: { ...hidden, response: { 200: bodyOfType('text/css', 'The SDK page style') } } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(SDK_STYLESHEET),
  );
};

/** `POST /api/player/services/sumsub/auth` (SPEC.md section 7): a token for the provider's SDK. */
export const sumsubAuthRoutes: FastifyPluginAsyncZod<{ sandbox: SumsubSandbox; guard: PlayerGuard }> = async (
  app,
  { sandbox, guard },
) => {
  app.post(
    '/services/sumsub/auth',
    {
      onRequest: guard,
      schema: {
        tags: ['documents'],
        summary:
          "An access token for the identity-verification provider's web SDK, and the SDK page to show in a frame",
        response: {
          200: z.object({ accessToken: z.string(), sdkUrl: z.string(), expiresAt: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const started = sandbox.accessToken(requestPlayer(request).playerId);
      // The SDK page speaks the site's language (`lang`; none for English, the page's default).
      const locale = requestLocale(request);
      return locale === 'en' ? started : { ...started, sdkUrl: `${started.sdkUrl}&lang=${encodeURIComponent(locale)}` };
    },
  );
};
