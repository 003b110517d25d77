import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DocumentType } from '@casino/shared';
import type { JobKind } from '../../jobs/job-kind';
import type { JobQueue } from '../../jobs/job-queue';
import type { DocumentsService } from '../../modules/kyc/documents.service';
import {
  payloadDigest,
  PAYLOAD_DIGEST_ALG,
  PAYLOAD_DIGEST_ALG_HEADER,
  PAYLOAD_DIGEST_HEADER,
  signAccessToken,
} from './sumsub-signature';
import { reviewApplicant, SANDBOX_LEVEL_NAME, type SandboxReview } from './sumsub-review';

/** Where the provider posts its webhooks on our server. */
export const KYC_WEBHOOK_PATH = '/api/provider/kyc/sumsub/webhook';
/** An SDK access token lives as long as a player needs to photograph two documents. */
export const SDK_TOKEN_TTL_MS = 30 * 60 * 1000;
/** Deliveries retried as a provider does: backing off up to 5 minutes apart. */
const WEBHOOK_RETRY = { limit: 8, delaySeconds: 2, backoff: true, maxDelaySeconds: 300 } as const;
const WEBHOOK_TIMEOUT_MS = 10_000;

/** What the provider's review job carries: enough to send the same event again on a retry. */
interface ReviewEvent {
  readonly eventId: string;
  readonly applicantId: string;
  readonly playerId: string;
  readonly review: SandboxReview;
}

/**
 * The sandbox identity-verification provider, built the way Sumsub works: the casino asks for an
 * SDK access token, the player fills the SDK page (name, document, selfie), the provider reviews
 * by its documented rule (sumsub-review.ts) and reports to the casino's webhook, signed with an
 * HMAC of the raw body, retried by the job queue until the casino accepts it.
 */
export class SumsubSandbox {
  private readonly webhookJob: JobKind<ReviewEvent>;

  constructor(
    private readonly app: FastifyInstance,
    private readonly secret: string,
    private readonly documents: DocumentsService,
    private readonly verification: { markPending(playerId: string, applicantId: string): Promise<void> },
    jobs: Pick<JobQueue, 'define' | 'enqueue'>,
  ) {
    this.webhookJob = jobs.define<ReviewEvent>({
      name: 'kyc.sandbox-webhook',
      retry: WEBHOOK_RETRY,
      timeoutSeconds: 60,
      run: (event) => this.deliver(event),
    });
    this.enqueue = (event) => jobs.enqueue(this.webhookJob, event);
  }

  private readonly enqueue: (event: ReviewEvent) => Promise<unknown>;

  /** `POST /api/player/services/sumsub/auth`: a token for the SDK page, and the page's address. */
  accessToken(playerId: string, nowMs = Date.now()): { accessToken: string; sdkUrl: string; expiresAt: string } {
    const expiresAtMs = nowMs + SDK_TOKEN_TTL_MS;
    const accessToken = signAccessToken(this.secret, playerId, expiresAtMs);
    return {
      accessToken,
      sdkUrl: `/provider/kyc/sdk?accessToken=${encodeURIComponent(accessToken)}`,
      expiresAt: new Date(expiresAtMs).toISOString(),
    };
  }

  /** The applicant submitted: the files become the player's documents, the review is queued. */
  async submit(
    playerId: string,
    applicant: {
      firstName: string;
      lastName: string;
      document: Buffer;
      documentName: string;
      selfie: Buffer;
      selfieName: string;
    },
  ): Promise<void> {
    await this.documents.upload(playerId, {
      type: DocumentType.Identity,
      fileName: applicant.documentName,
      bytes: applicant.document,
      source: 'provider',
    });
    await this.documents.upload(playerId, {
      type: DocumentType.Selfie,
      fileName: applicant.selfieName,
      bytes: applicant.selfie,
      source: 'provider',
    });
    const applicantId = randomUUID().replaceAll('-', '').slice(0, 24);
    await this.verification.markPending(playerId, applicantId);
    await this.enqueue({ eventId: randomUUID(), applicantId, playerId, review: reviewApplicant(applicant) });
  }

  /** One delivery attempt: throws unless the casino accepts, so the queue tries again later. */
  private async deliver(event: ReviewEvent): Promise<void> {
    const rawBody = JSON.stringify({
      type: 'applicantReviewed',
      correlationId: event.eventId,
      applicantId: event.applicantId,
      externalUserId: event.playerId,
      levelName: SANDBOX_LEVEL_NAME,
      reviewStatus: 'completed',
      reviewResult: event.review,
      // Signed per attempt: a retry later must not look like a stale replay.
      createdAtMs: Date.now(),
    });
    const headers = {
      'content-type': 'application/json',
      [PAYLOAD_DIGEST_HEADER]: payloadDigest(this.secret, rawBody),
      [PAYLOAD_DIGEST_ALG_HEADER]: PAYLOAD_DIGEST_ALG,
    };
    const statusCode = await this.post(rawBody, headers);
    if (statusCode < 200 || statusCode >= 300)
      throw new Error(`the casino answered the identity-verification webhook with ${statusCode}`);
  }

  /** Over HTTP to this server's own address once it listens (as from the internet); by injection before. */
  private async post(rawBody: string, headers: Record<string, string>): Promise<number> {
    const address = this.app.server.listening ? this.app.server.address() : null;
    if (address === null || typeof address === 'string') {
      return (await this.app.inject({ method: 'POST', url: KYC_WEBHOOK_PATH, headers, payload: rawBody })).statusCode;
    }
    const host =
      address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address === '::'
          ? '[::1]'
          : address.family === 'IPv6'
            ? `[${address.address}]`
            : address.address;
    const response = await fetch(`http://${host}:${address.port}${KYC_WEBHOOK_PATH}`, {
      method: 'POST',
      headers,
      body: rawBody,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status;
  }
}
