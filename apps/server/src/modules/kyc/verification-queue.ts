import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { DocumentStatus, VerificationStatus, type PageMeta } from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { OperatorVerificationView, VerificationRow } from './document-view';
import { playerDocuments, playerVerifications } from './kyc.table';
import { missingDocuments } from './required-documents';

type DocumentRow = typeof playerDocuments.$inferSelect;

/**
 * The operators' verification queue, one entry per player. `Pending` is everyone waiting, whatever
 * they wait for: the provider's review, or documents uploaded on the site and not yet reviewed
 * (also a player whose verification row predates the documents, or has none). Oldest wait first,
 * so the longest-waiting player is reviewed first. Other statuses list the verifications as
 * stored, the latest change last.
 */
export async function verificationQueue(
  db: Database,
  status: VerificationStatus,
  page: number,
  perPage: number,
): Promise<{ data: OperatorVerificationView[]; meta: PageMeta }> {
  const { playerIds, totalRows } =
    status === VerificationStatus.Pending
      ? await waitingPlayers(db, page, perPage)
      : await playersWithStatus(db, status, page, perPage);
  const [verifications, documents] =
    playerIds.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(playerVerifications).where(inArray(playerVerifications.playerId, playerIds)),
          db
            .select()
            .from(playerDocuments)
            .where(inArray(playerDocuments.playerId, playerIds))
            .orderBy(asc(playerDocuments.createdAt)),
        ]);
  const data = playerIds.map((playerId) =>
    entryOf(
      playerId,
      verifications.find((row) => row.playerId === playerId),
      documents.filter((row) => row.playerId === playerId),
      status === VerificationStatus.Pending,
    ),
  );
  return { data, meta: { page, perPage, totalRows, totalPages: Math.ceil(totalRows / perPage) } };
}

async function waitingPlayers(
  db: Database,
  page: number,
  perPage: number,
): Promise<{ playerIds: string[]; totalRows: number }> {
  // A verified player's later documents are the documents queue's, not a verification to review.
  const waiting = sql`
    select waits.player_id, min(waits.since) as since
    from (
      select player_id, updated_at as since from player_verifications where status = ${VerificationStatus.Pending}
      union all
      select player_id, created_at from player_documents where status = ${DocumentStatus.Pending}
    ) as waits
    left join player_verifications as verification on verification.player_id = waits.player_id
    where verification.status is distinct from ${VerificationStatus.Approved}
    group by waits.player_id`;
  const [ids, [total]] = await Promise.all([
    queryRows<{ player_id: string }>(
      db,
      sql`select player_id from (${waiting}) as queue order by since, player_id limit ${perPage} offset ${(page - 1) * perPage}`,
    ),
    queryRows<{ rows: number | string }>(db, sql`select count(*) as rows from (${waiting}) as queue`),
  ]);
  return { playerIds: ids.map((row) => row.player_id), totalRows: Number(total?.rows ?? 0) };
}

async function playersWithStatus(
  db: Database,
  status: VerificationStatus,
  page: number,
  perPage: number,
): Promise<{ playerIds: string[]; totalRows: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ playerId: playerVerifications.playerId })
      .from(playerVerifications)
      .where(eq(playerVerifications.status, status))
      .orderBy(asc(playerVerifications.updatedAt), asc(playerVerifications.playerId))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ rows: count() }).from(playerVerifications).where(eq(playerVerifications.status, status)),
  ]);
  return { playerIds: rows.map((row) => row.playerId), totalRows: total?.rows ?? 0 };
}

function entryOf(
  playerId: string,
  verification: VerificationRow | undefined,
  documents: readonly DocumentRow[],
  waiting: boolean,
): OperatorVerificationView {
  const pending = documents.filter((document) => document.status === DocumentStatus.Pending);
  const uploadsWaiting = pending.some((document) => document.source === 'upload');
  const providerReviewing =
    pending.some((document) => document.source === 'provider') ||
    (verification?.status === VerificationStatus.Pending && verification.applicantId !== null && !uploadsWaiting);
  const since = [
    ...(verification?.status === VerificationStatus.Pending ? [verification.updatedAt] : []),
    ...pending.map((document) => document.createdAt),
  ];
  const status = verification?.status ?? VerificationStatus.NotStarted;
  return {
    playerId,
    // In the waiting queue every entry is pending, also one whose row predates its documents.
    status: waiting ? VerificationStatus.Pending : status,
    level: verification?.level ?? null,
    rejectionReason: verification?.rejectionReason ?? null,
    updatedAt: (verification?.updatedAt ?? since[0] ?? new Date()).toISOString(),
    waitingFor: [
      ...(uploadsWaiting ? (['documents'] as const) : []),
      ...(providerReviewing ? (['provider'] as const) : []),
    ],
    waitingSince:
      since.length === 0 ? null : new Date(Math.min(...since.map((instant) => instant.getTime()))).toISOString(),
    pendingDocuments: pending.map((document) => ({
      id: document.id,
      type: document.type,
      source: document.source,
      fileName: document.fileName,
      createdAt: document.createdAt.toISOString(),
    })),
    missingDocuments: status === VerificationStatus.Approved ? [] : missingDocuments(documents),
  };
}
