import type { PlayerId } from '@casino/shared';
import { count, desc, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import { bonusLinkFlags, bonusLinkMarks, type BonusLinkKind } from './bonus.table';

/**
 * One bonus without a deposit per person: a player who takes one leaves marks (the device
 * fingerprints of their sessions, their recent addresses, the cards they withdraw to), and a
 * later account sharing any of them is refused one, and flagged for the operator. The marks
 * are read from the sessions the auth module records and the withdrawal cards the payment module
 * keeps (their masks), read-only, as the bonus engine reads games and wallet accounts.
 */

/** An address ties accounts only this long: a home's address changes, a mobile carrier hands it to someone else. */
export const ADDRESS_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface LinkKey {
  readonly kind: BonusLinkKind;
  readonly value: string;
}

export interface LinkFlag extends LinkKey {
  readonly playerId: PlayerId;
  readonly linkedPlayerId: string;
  readonly stage: 'bonus_code' | 'withdrawal';
  readonly bonusCode?: string | undefined;
}

/**
 * The refusal: the request fails (its transaction rolled back) and the flag is recorded after it,
 * by the bonus plugin's error hook, so the operator sees every attempt once.
 */
export class LinkedAccountError extends AppError {
  constructor(
    readonly flag: LinkFlag,
    refusal: AppError,
  ) {
    super(refusal.statusCode, refusal.code, refusal.message);
  }
}

/** The machine itself (a developer, a health check, a test): no player's address. */
function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** An address as an identity: a loopback one is nobody's. */
export function addressKey(address: string | undefined): LinkKey[] {
  return address && !isLoopback(address) ? [{ kind: 'address', value: address.slice(0, 128) }] : [];
}

/** The player's marks now: device fingerprints of their sessions, addresses of their recent ones, the cards they withdrew to, and `extra`. */
export async function linkKeysOf(
  executor: Executor,
  playerId: PlayerId,
  now: Date,
  extra: readonly LinkKey[] = [],
): Promise<LinkKey[]> {
  const since = new Date(now.getTime() - ADDRESS_LINK_DAYS * DAY_MS).toISOString();
  const sessions = await queryRows<{ ip: string | null; fingerprint: string | null; recent: boolean }>(
    executor,
    sql`select ip, fingerprint, last_seen_at >= ${since}::timestamptz as recent from sessions where player_id = ${playerId}::uuid`,
  );
  const cards = await queryRows<{ card: string }>(
    executor,
    sql`select distinct fields->>'card_number' as card from invoices where player_id = ${playerId}::uuid and fields ? 'card_number'`,
  );
  const keys: LinkKey[] = [...extra];
  for (const session of sessions) {
    if (session.fingerprint && session.fingerprint.trim().length > 0)
      keys.push({ kind: 'device', value: session.fingerprint.trim() });
    if (session.recent && session.ip) keys.push(...addressKey(session.ip));
  }
  for (const { card } of cards) if (card) keys.push({ kind: 'card', value: card });
  const unique = new Map(keys.map((key) => [`${key.kind}:${key.value}`, key]));
  return [...unique.values()].sort((a, b) => (`${a.kind}:${a.value}` < `${b.kind}:${b.value}` ? -1 : 1));
}

/**
 * Another player's mark among `keys`, under a lock per key (taken in one order): two accounts
 * sharing a device that claim at the same moment are checked one after the other, so the second
 * sees the first's marks. Call after the player's wallet account lock (the order every bonus change
 * takes).
 */
export async function lockedLinkOf(
  executor: Executor,
  playerId: PlayerId,
  keys: readonly LinkKey[],
  now: Date,
): Promise<(LinkKey & { linkedPlayerId: string }) | undefined> {
  if (keys.length === 0) return undefined;
  for (const key of keys)
    await queryRows(
      executor,
      sql`select pg_advisory_xact_lock(hashtext(${`bonus-link:${key.kind}:${key.value}`}))::text as locked`,
    );
  const since = new Date(now.getTime() - ADDRESS_LINK_DAYS * DAY_MS).toISOString();
  const pairs = sql.join(
    keys.map((key) => sql`(${key.kind}, ${key.value})`),
    sql`, `,
  );
  const [found] = await queryRows<{ player_id: string; kind: BonusLinkKind; value: string }>(
    executor,
    sql`select player_id::text as player_id, kind, value from bonus_link_marks
        where (kind, value) in (${pairs}) and player_id <> ${playerId}::uuid
          and (kind <> 'address' or created_at >= ${since}::timestamptz)
        order by created_at limit 1`,
  );
  return found ? { kind: found.kind, value: found.value, linkedPlayerId: found.player_id } : undefined;
}

/** Leaves the player's marks (once each). */
export async function recordLinkMarks(executor: Executor, playerId: PlayerId, keys: readonly LinkKey[]): Promise<void> {
  if (keys.length === 0) return;
  await executor
    .insert(bonusLinkMarks)
    .values(keys.map((key) => ({ playerId, kind: key.kind, value: key.value })))
    .onConflictDoNothing();
}

/** Records a refusal for the operator, once per pair of players, link and stage. */
export async function recordLinkFlag(executor: Executor, flag: LinkFlag): Promise<void> {
  await executor
    .insert(bonusLinkFlags)
    .values({
      playerId: flag.playerId,
      linkedPlayerId: flag.linkedPlayerId,
      kind: flag.kind,
      value: flag.value,
      stage: flag.stage,
      bonusCode: flag.bonusCode ?? null,
    })
    .onConflictDoNothing();
}

export type LinkFlagRow = typeof bonusLinkFlags.$inferSelect;

/** One page of the operator's list of refusals, newest first, and how many there are in all. */
export async function listLinkFlags(
  executor: Executor,
  page: number,
  perPage: number,
): Promise<{ rows: LinkFlagRow[]; totalRows: number }> {
  const rows = await executor
    .select()
    .from(bonusLinkFlags)
    .orderBy(desc(bonusLinkFlags.createdAt), desc(bonusLinkFlags.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await executor.select({ rows: count() }).from(bonusLinkFlags);
  return { rows, totalRows: Number(total?.rows ?? 0) };
}
