import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { InvoiceType } from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { JobKind } from '../../jobs/job-kind';
import { loadRates } from './limit-usage';
import type { LimitsService } from './limits.service';
import {
  CANCELLED_WITHDRAWALS,
  DEPOSITS_RISING,
  findMarkers,
  LOSS_CHASING,
  NIGHT_PLAY,
  uuidArray,
  type MarkerFinding,
} from './rg-markers';
import { responsibleGamingAdminRoutes } from './rg-markers.routes';

/** Every hour at :17 across all nodes: a day's loss chasing is seen within the hour, off the busy :00. */
export const RG_MARKERS_SCHEDULE = '17 * * * *';
export const RG_MARKERS_JOB = 'limits.rg-markers';
/** Players asked about in one set of queries and written in one transaction: small enough to hold no lock for long. */
export const RG_MARKERS_BATCH_SIZE = 500;
/** The longest window a marker looks back over for activity (deposits rising reads 5 weeks, but only of players active this week). */
const ACTIVITY_WINDOW_DAYS = Math.max(
  DEPOSITS_RISING.recentDays,
  NIGHT_PLAY.windowDays,
  CANCELLED_WITHDRAWALS.windowDays,
  LOSS_CHASING.windowHours / 24,
);
const DAY_MS = 86_400_000;
/** Serialises two runs' writes (a replay beside the scheduled run): the later clock wins, as the upsert's guards say too. */
const RG_MARKERS_LOCK_KEY = 'limits.rg-markers';

export interface MarkersRunSummary {
  readonly scanned: number;
  readonly flagged: number;
  readonly cleared: number;
}

/**
 * The scheduled scan (README, "Responsible-gaming markers"): players active in the last week
 * and players with a marker in force, in batches by id; each batch's markers are found
 * (rg-markers.ts) and written in one transaction: found ones are opened or refreshed, markers in
 * force no longer found get `cleared_at`. A replay or a second node's run at the same clock
 * writes the same rows; never on the bet path.
 */
export class ResponsibleGamingMarkerScan {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async run(signal?: AbortSignal): Promise<MarkersRunSummary> {
    const now = this.now();
    const rates = await loadRates(this.db);
    const candidates = await this.candidates(now);
    let flagged = 0;
    let cleared = 0;
    for (let start = 0; start < candidates.length; start += RG_MARKERS_BATCH_SIZE) {
      signal?.throwIfAborted();
      const ids = candidates.slice(start, start + RG_MARKERS_BATCH_SIZE);
      const findings = await findMarkers(this.db, ids, now, rates);
      const written = await this.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${RG_MARKERS_LOCK_KEY}))`);
        await upsertFindings(tx, findings, now);
        return clearMissing(tx, ids, findings, now);
      });
      flagged += findings.length;
      cleared += written;
    }
    return { scanned: candidates.length, flagged, cleared };
  }

  /** Ids of the players with real-money rounds, invoices or open markers in the window, in id order. */
  private async candidates(now: Date): Promise<string[]> {
    const from = new Date(now.getTime() - ACTIVITY_WINDOW_DAYS * DAY_MS).toISOString();
    const until = now.toISOString();
    const rows = await queryRows<{ player_id: string }>(
      this.db,
      sql`select player_id::text as player_id from (
            select player_id from game_rounds where not is_demo and created_at > ${from}::timestamptz and created_at <= ${until}::timestamptz
            union select player_id from invoices where type = ${InvoiceType.Deposit} and created_at > ${from}::timestamptz and created_at <= ${until}::timestamptz
            union select player_id from invoices where type = ${InvoiceType.Withdrawal} and updated_at > ${from}::timestamptz and updated_at <= ${until}::timestamptz
            union select player_id from responsible_gaming_markers where cleared_at is null
          ) active
          where player_id is not null
          order by player_id`,
    );
    return rows.map((row) => row.player_id);
  }
}

/**
 * Opens or refreshes each found marker. A marker cleared before opens again as a new sighting
 * (first seen now). The guards keep a run with an older clock from overwriting a newer one.
 */
async function upsertFindings(executor: Executor, findings: readonly MarkerFinding[], now: Date): Promise<void> {
  if (findings.length === 0) return;
  const seen = sql`${now.toISOString()}::timestamptz`;
  const values = sql.join(
    findings.map(
      (finding) =>
        sql`(${finding.playerId}::uuid, ${finding.kind}, ${JSON.stringify(finding.evidence)}::jsonb, ${seen}, ${seen}, null)`,
    ),
    sql`, `,
  );
  await executor.execute(sql`
    insert into responsible_gaming_markers as marker (player_id, kind, evidence, first_seen_at, last_seen_at, cleared_at)
    values ${values}
    on conflict (player_id, kind) do update set
      evidence = excluded.evidence,
      last_seen_at = excluded.last_seen_at,
      first_seen_at = case when marker.cleared_at is null then marker.first_seen_at else excluded.first_seen_at end,
      cleared_at = null
    where marker.last_seen_at <= excluded.last_seen_at and (marker.cleared_at is null or marker.cleared_at <= excluded.last_seen_at)`);
}

/** Markers in force of the batch that this run no longer sees: cleared now (unless a later run saw them). */
async function clearMissing(
  executor: Executor,
  ids: readonly string[],
  findings: readonly MarkerFinding[],
  now: Date,
): Promise<number> {
  const found: SQL =
    findings.length === 0
      ? sql``
      : sql`and (player_id::text || ':' || kind) <> all(${`{${findings.map((finding) => `"${finding.playerId}:${finding.kind}"`).join(',')}}`}::text[])`;
  const rows = await queryRows<{ kind: string }>(
    executor,
    sql`update responsible_gaming_markers set cleared_at = ${now.toISOString()}::timestamptz
        where player_id = any(${uuidArray(ids)}) and cleared_at is null and last_seen_at < ${now.toISOString()}::timestamptz ${found}
        returning kind`,
  );
  return rows.length;
}

export function responsibleGamingMarkersJob(scan: ResponsibleGamingMarkerScan): JobKind<Record<string, never>> {
  return {
    name: RG_MARKERS_JOB,
    cron: RG_MARKERS_SCHEDULE,
    retry: { limit: 3, delaySeconds: 60, backoff: true, maxDelaySeconds: 15 * 60 },
    timeoutSeconds: 30 * 60,
    run: async (_data, attempt) => {
      await scan.run(attempt.signal);
    },
  };
}

/**
 * Defines the markers job (on the limits clock, which tests move) and answers the operator
 * routes, to register behind the operator token: `/responsible-gaming/players` and
 * `/players/{playerId}/responsible-gaming`.
 */
export function registerResponsibleGamingMarkers(
  app: FastifyInstance,
  options: { db: Database; limits: LimitsService },
): { scan: ResponsibleGamingMarkerScan; adminRoutes: FastifyPluginAsync } {
  const scan = new ResponsibleGamingMarkerScan(options.db, () => options.limits.now());
  app.jobs.define(responsibleGamingMarkersJob(scan));
  const adminRoutes: FastifyPluginAsync = async (scope) =>
    scope.register(responsibleGamingAdminRoutes, { db: options.db, limits: options.limits });
  return { scan, adminRoutes };
}
