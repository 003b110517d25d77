import { and, asc, eq } from 'drizzle-orm';
import type { SocialConnectionView } from '@casino/shared';
import type { Executor } from '../../db/executor';
import type { ClientContext } from '../../http/client-context';
import { socialConnections } from './auth.table';
import { recordSecurityEvent } from './security-events';

/**
 * A player's identities at social providers (OpenID Connect) and the messenger: the rows of
 * `social_connections`. Every function runs on the caller's executor, so a link commits with the
 * player it belongs to.
 */

/** The provider name of messenger (Telegram) identities; OIDC provider names may not take it. */
export const MESSENGER_PROVIDER = 'telegram';

/** An identity as a provider vouched for it. */
export interface IdentityRecord {
  readonly provider: string;
  /** The provider's stable user id (`sub` of the id token, the messenger user id). */
  readonly subject: string;
  readonly email: string | null;
  readonly displayName: string | null;
}

export type { SocialConnectionView };

type ConnectionRow = typeof socialConnections.$inferSelect;

const toView = (row: ConnectionRow): SocialConnectionView => ({
  provider: row.provider,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

/** Who holds an identity, if anyone. */
export async function findOwner(
  executor: Executor,
  provider: string,
  subject: string,
): Promise<{ playerId: string; connection: SocialConnectionView } | undefined> {
  const [row] = await executor
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.provider, provider), eq(socialConnections.subject, subject)));
  return row ? { playerId: row.playerId, connection: toView(row) } : undefined;
}

export async function listForPlayer(executor: Executor, playerId: string): Promise<SocialConnectionView[]> {
  const rows = await executor
    .select()
    .from(socialConnections)
    .where(eq(socialConnections.playerId, playerId))
    .orderBy(asc(socialConnections.createdAt), asc(socialConnections.provider));
  return rows.map(toView);
}

/** Links an identity to a player and records it; the unique indexes refuse a second owner. */
export async function link(
  executor: Executor,
  playerId: string,
  identity: IdentityRecord,
  client: ClientContext,
): Promise<SocialConnectionView> {
  const [row] = await executor
    .insert(socialConnections)
    .values({
      playerId,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      displayName: identity.displayName,
    })
    .returning();
  if (!row) throw new Error('social connection was not created');
  await recordSecurityEvent(executor, 'social_linked', playerId, client, { provider: identity.provider });
  return toView(row);
}

/** Removes the player's identity at a provider; false when there was none. */
export async function unlink(
  executor: Executor,
  playerId: string,
  provider: string,
  client: ClientContext,
): Promise<boolean> {
  const removed = await executor
    .delete(socialConnections)
    .where(and(eq(socialConnections.playerId, playerId), eq(socialConnections.provider, provider)))
    .returning({ id: socialConnections.id });
  if (removed.length === 0) return false;
  await recordSecurityEvent(executor, 'social_unlinked', playerId, client, { provider });
  return true;
}
