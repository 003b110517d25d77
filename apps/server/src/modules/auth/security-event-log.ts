import { count, desc, eq } from 'drizzle-orm';
import type { PageMeta } from '@casino/shared';
import type { Database } from '../../db/database';
import { securityEvents } from './auth.table';

/** A security event as operators read it. */
export interface SecurityEventView {
  readonly id: string;
  readonly event: string;
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly details: Record<string, unknown>;
  readonly createdAt: string;
}

/** A player's security events, newest first. */
export async function listForPlayer(
  db: Database,
  playerId: string,
  page: number,
  perPage: number,
): Promise<{ data: SecurityEventView[]; meta: PageMeta }> {
  const [total] = await db.select({ rows: count() }).from(securityEvents).where(eq(securityEvents.playerId, playerId));
  const rows = await db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.playerId, playerId))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const totalRows = total?.rows ?? 0;
  return {
    data: rows.map((row) => ({
      id: row.id,
      event: row.event,
      ip: row.ip,
      userAgent: row.userAgent,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    meta: { page, perPage, totalRows, totalPages: Math.ceil(totalRows / perPage) },
  };
}
