import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PageMeta } from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { LimitView } from './limit-view';
import { responsibleGamingMarkers, type ResponsibleGamingMarkerKind } from './limits.table';
import type { LimitsService } from './limits.service';

type MarkerRow = typeof responsibleGamingMarkers.$inferSelect;

/** A marker as the operator reads it: what the job saw (the figures against the threshold) and since when. */
export interface MarkerView {
  readonly kind: ResponsibleGamingMarkerKind;
  readonly evidence: Record<string, unknown>;
  readonly firstSeenAt: string;
  readonly lastSeenAt: string;
  /** When a run no longer saw it; null while it is in force. */
  readonly clearedAt: string | null;
}

/** A player of the responsible-gaming view: their markers in force, the most recently seen first. */
export interface FlaggedPlayerView {
  readonly playerId: string;
  readonly email: string | null;
  readonly nickname: string | null;
  /** When the newest of the player's markers in force was first seen: the list's order, newest first. */
  readonly flaggedAt: string;
  /** The latest `lastSeenAt` of the player's markers in force. */
  readonly lastSeenAt: string;
  readonly markers: readonly MarkerView[];
}

/** One player's responsible-gaming record: every marker (cleared ones too) and the limits in force. */
export interface PlayerResponsibleGamingView {
  readonly playerId: string;
  readonly markers: readonly MarkerView[];
  readonly limits: readonly LimitView[];
}

const toMarkerView = (row: MarkerRow): MarkerView => ({
  kind: row.kind,
  evidence: row.evidence,
  firstSeenAt: row.firstSeenAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  clearedAt: row.clearedAt?.toISOString() ?? null,
});

/**
 * Players with markers in force, a page at a time, the most recently flagged first (each run
 * refreshes the last sighting of every marker still in force, so that alone would not tell new
 * cases from old): by the newest first sighting, then the latest sighting, then id.
 */
export async function flaggedPlayersPage(
  db: Database,
  page: number,
  perPage: number,
): Promise<{ data: FlaggedPlayerView[]; meta: PageMeta }> {
  const rows = await queryRows<{
    player_id: string;
    email: string | null;
    nickname: string | null;
    flagged_at: string | Date;
    last_seen_at: string | Date;
    total_rows: number;
  }>(
    db,
    sql`select flagged.player_id::text as player_id, p.email, p.nickname, flagged.flagged_at, flagged.last_seen_at, (count(*) over ())::int as total_rows
        from (
          select player_id, max(first_seen_at) as flagged_at, max(last_seen_at) as last_seen_at
          from responsible_gaming_markers where cleared_at is null group by player_id
        ) flagged join players p on p.id = flagged.player_id
        order by flagged.flagged_at desc, flagged.last_seen_at desc, flagged.player_id
        limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  const totalRows = rows[0] ? Number(rows[0].total_rows) : await countFlaggedPlayers(db);
  const ids = rows.map((row) => row.player_id);
  const markers =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(responsibleGamingMarkers)
          .where(and(inArray(responsibleGamingMarkers.playerId, ids), isNull(responsibleGamingMarkers.clearedAt)))
          .orderBy(desc(responsibleGamingMarkers.lastSeenAt), asc(responsibleGamingMarkers.kind));
  const data = rows.map((row) => ({
    playerId: row.player_id,
    email: row.email,
    nickname: row.nickname,
    flaggedAt: new Date(row.flagged_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    markers: markers.filter((marker) => marker.playerId === row.player_id).map(toMarkerView),
  }));
  return { data, meta: { page, perPage, totalRows, totalPages: Math.ceil(totalRows / perPage) } };
}

/** A page past the end has no rows to carry the count: it is asked for on its own. */
async function countFlaggedPlayers(db: Database): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(distinct player_id)::int as total from responsible_gaming_markers where cleared_at is null`,
  );
  return Number(row?.total ?? 0);
}

/** A player's markers (in force first, then cleared, the most recently seen first) and limits in force; 404 for an unknown player. */
export async function playerResponsibleGaming(
  db: Database,
  limits: LimitsService,
  playerId: string,
): Promise<PlayerResponsibleGamingView> {
  const [player] = await queryRows<{ id: string }>(
    db,
    sql`select id::text as id from players where id = ${playerId}::uuid`,
  );
  if (!player) throw new AppError(404, 'player_not_found', 'There is no such player');
  const markers = await db
    .select()
    .from(responsibleGamingMarkers)
    .where(eq(responsibleGamingMarkers.playerId, playerId))
    .orderBy(
      sql`${responsibleGamingMarkers.clearedAt} is not null`,
      desc(responsibleGamingMarkers.lastSeenAt),
      asc(responsibleGamingMarkers.kind),
    );
  return { playerId, markers: markers.map(toMarkerView), limits: await limits.list(playerId) };
}
