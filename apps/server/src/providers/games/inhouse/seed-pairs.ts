import { and, eq, isNull, sql } from 'drizzle-orm';
import { assertClientSeed, generateClientSeed, generateServerSeed } from '@casino/fairplay';
import { hashServerSeedSync } from '@casino/fairplay/node';
import type { PlayerId, SeedRotation } from '@casino/shared';
import type { Executor } from '../../../db/executor';
import { AppError } from '../../../http/app-error';
import type { LaunchSession } from './launch-sessions';
import { fairSeedPairs, inhouseRounds } from './inhouse.table';

export type SeedPair = typeof fairSeedPairs.$inferSelect;

/** Whose seeds a session plays on: a player's own pair across launches, a guest's per launch. */
export type SeedOwner = { readonly playerId: PlayerId } | { readonly launchSessionId: string };

export const seedOwnerOf = (session: LaunchSession): SeedOwner =>
  session.playerId ? { playerId: session.playerId } : { launchSessionId: session.id };

const activeOf = (owner: SeedOwner) =>
  and(
    'playerId' in owner
      ? eq(fairSeedPairs.playerId, owner.playerId)
      : eq(fairSeedPairs.launchSessionId, owner.launchSessionId),
    isNull(fairSeedPairs.revealedAt),
  );

/** The owner's active pair, made on first use; locked when the caller is about to change it. */
export async function activeSeedPair(
  executor: Executor,
  owner: SeedOwner,
  options: { lock?: boolean } = {},
): Promise<SeedPair> {
  const read = async () => {
    const query = executor.select().from(fairSeedPairs).where(activeOf(owner));
    const [pair] = options.lock ? await query.for('update') : await query;
    return pair;
  };
  const existing = await read();
  if (existing) return existing;
  // Two first requests at once meet on the partial unique index; both then read the one pair.
  await insertSeedPair(executor, owner, generateClientSeed());
  const created = await read();
  if (!created) throw new Error('seed pair was neither inserted nor found');
  return created;
}

async function insertSeedPair(executor: Executor, owner: SeedOwner, clientSeed: string): Promise<void> {
  const serverSeed = generateServerSeed();
  await executor
    .insert(fairSeedPairs)
    .values({ ...owner, serverSeed, serverSeedHash: hashServerSeedSync(serverSeed), clientSeed })
    .onConflictDoNothing();
}

/** Takes the next nonce of the owner's pair for a round: the row lock orders concurrent rounds. */
export async function takeNonce(executor: Executor, owner: SeedOwner): Promise<{ pair: SeedPair; nonce: number }> {
  // One statement when the pair exists (every round but the owner's first): the update takes the row lock.
  const [taken] = await executor
    .update(fairSeedPairs)
    .set({ nonce: sql`${fairSeedPairs.nonce} + 1` })
    .where(activeOf(owner))
    .returning();
  if (taken) return { pair: { ...taken, nonce: taken.nonce - 1 }, nonce: taken.nonce - 1 };
  const pair = await activeSeedPair(executor, owner, { lock: true });
  await executor
    .update(fairSeedPairs)
    .set({ nonce: pair.nonce + 1 })
    .where(eq(fairSeedPairs.id, pair.id));
  return { pair, nonce: pair.nonce };
}

export type { SeedRotation };

/**
 * Reveals the active server seed and starts a new pair (the player's client seed, or a fresh
 * random one). Refused while a round on the pair is open: its outcome is already fixed by the
 * seed, and revealing it would show the player where the mines are.
 */
export async function rotateSeedPair(
  executor: Executor,
  owner: SeedOwner,
  clientSeed: string | undefined,
): Promise<SeedRotation> {
  if (clientSeed !== undefined) assertClientSeed(clientSeed);
  const pair = await activeSeedPair(executor, owner, { lock: true });
  const [open] = await executor
    .select({ id: inhouseRounds.id })
    .from(inhouseRounds)
    .where(and(eq(inhouseRounds.seedPairId, pair.id), eq(inhouseRounds.status, 'open')))
    .limit(1);
  if (open) throw new AppError(409, 'round_open', 'Finish the open round before changing the seeds');
  await executor.update(fairSeedPairs).set({ revealedAt: new Date() }).where(eq(fairSeedPairs.id, pair.id));
  await insertSeedPair(executor, owner, clientSeed ?? generateClientSeed());
  const next = await activeSeedPair(executor, owner);
  return {
    previous: {
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      nonce: pair.nonce,
    },
    current: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nonce },
  };
}
