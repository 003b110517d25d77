import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DocumentStatus, VerificationStatus } from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { isValidDigest, PAYLOAD_DIGEST_ALG_HEADER, PAYLOAD_DIGEST_HEADER } from '../../providers/kyc/sumsub-signature';
import { publishDocumentUpdated } from './documents.service';
import { kycWebhookEvents, playerDocuments } from './kyc.table';
import type { VerificationService } from './verification.service';

/** An event older than this (or this far ahead of our clock) is refused: a captured one cannot be replayed later. */
export const WEBHOOK_FRESHNESS_MS = 5 * 60 * 1000;

const reviewedEvent = z.object({
  type: z.literal('applicantReviewed'),
  correlationId: z.string().min(8).max(128),
  applicantId: z.string().min(1).max(64),
  externalUserId: z.uuid(),
  levelName: z.string().min(1).max(64),
  reviewResult: z.object({
    reviewAnswer: z.enum(['GREEN', 'RED']),
    moderationComment: z.string().max(500).nullable().optional(),
  }),
  createdAtMs: z.number().int(),
});

export type WebhookOutcome = 'applied' | 'replayed' | 'ignored';

/**
 * The casino's side of the identity-verification provider: a signed, fresh, new event sets the
 * player's verification (and the provider's documents) once; a replay changes nothing.
 */
export async function handleKycWebhook(
  context: { db: Database; secret: string; verification: VerificationService; nowMs?: number },
  rawBody: string,
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Promise<WebhookOutcome> {
  const digest = headers[PAYLOAD_DIGEST_HEADER];
  const algorithm = headers[PAYLOAD_DIGEST_ALG_HEADER];
  if (
    !isValidDigest(
      context.secret,
      rawBody,
      typeof digest === 'string' ? digest : undefined,
      typeof algorithm === 'string' ? algorithm : undefined,
    )
  ) {
    throw new AppError(401, 'invalid_signature', 'The payload digest does not match');
  }
  let parsed: z.infer<typeof reviewedEvent>;
  try {
    parsed = reviewedEvent.parse(JSON.parse(rawBody));
  } catch {
    // Signed but not an event we act on (another type, another shape): accepted and ignored, as providers expect.
    return 'ignored';
  }
  const now = context.nowMs ?? Date.now();
  if (Math.abs(now - parsed.createdAtMs) > WEBHOOK_FRESHNESS_MS)
    throw new AppError(400, 'stale_event', 'The event is too old or from the future');
  const [player] = await queryRows<{ id: string }>(
    context.db,
    sql`select id from players where id = ${parsed.externalUserId}`,
  );
  if (!player) return 'ignored';
  return context.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(kycWebhookEvents)
      .values({ eventId: parsed.correlationId })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return 'replayed';
    const approved = parsed.reviewResult.reviewAnswer === 'GREEN';
    const reason = approved ? null : (parsed.reviewResult.moderationComment ?? 'The verification was rejected');
    await context.verification.record(tx, parsed.externalUserId, {
      status: approved ? VerificationStatus.Approved : VerificationStatus.Rejected,
      level: approved ? parsed.levelName : null,
      applicantId: parsed.applicantId,
      rejectionReason: reason,
    });
    const reviewed = await tx
      .update(playerDocuments)
      .set({
        status: approved ? DocumentStatus.Approved : DocumentStatus.Rejected,
        rejectionReason: reason,
        reviewedAt: new Date(now),
      })
      .where(
        and(
          eq(playerDocuments.playerId, parsed.externalUserId),
          eq(playerDocuments.source, 'provider'),
          eq(playerDocuments.status, DocumentStatus.Pending),
        ),
      )
      .returning();
    for (const row of reviewed) await publishDocumentUpdated(tx, row);
    // Documents uploaded on the site and still waiting keep the player in the operators' queue.
    if (!approved) await context.verification.documentsChanged(tx, parsed.externalUserId);
    return 'applied';
  });
}
