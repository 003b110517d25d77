import { and, eq, inArray, sql } from 'drizzle-orm';
import { assertClientSeed, generateClientSeed, generateServerSeed } from '@casino/fairplay';
import { hashServerSeedSync } from '@casino/fairplay/node';
import type { StudioExecutor } from './database';
import { StudioError } from './errors';
import { studioRounds, studioSeedPairs } from './studio.table';

export type StudioSeedPair = typeof studioSeedPairs.$inferSelect;

const activeOf = (owner: string) => and(eq(studioSeedPairs.owner, owner), eq(studioSeedPairs.active, true));

/** The owner's active seed pair, made on first use (two first uses meet on the partial unique index). */
export async function activeSeedPair(executor: StudioExecutor, owner: string): Promise<StudioSeedPair> {
  const [existing] = await executor.select().from(studioSeedPairs).where(activeOf(owner));
  if (existing) return existing;
  const serverSeed = generateServerSeed();
  await executor
    .insert(studioSeedPairs)
    .values({ owner, serverSeed, serverSeedHash: hashServerSeedSync(serverSeed), clientSeed: generateClientSeed() })
    .onConflictDoNothing();
  const [created] = await executor.select().from(studioSeedPairs).where(activeOf(owner));
  if (!created) throw new Error('seed pair was neither inserted nor found');
  return created;
}

/** Takes the next nonce of the owner's active pair (the update holds the row lock until commit). */
export async function takeNonce(
  executor: StudioExecutor,
  owner: string,
): Promise<{ pair: StudioSeedPair; nonce: number }> {
  await activeSeedPair(executor, owner);
  const [taken] = await executor
    .update(studioSeedPairs)
    .set({ nonce: sql`${studioSeedPairs.nonce} + 1` })
    .where(activeOf(owner))
    .returning();
  if (!taken) throw new Error('no active seed pair to take a nonce from');
  return { pair: taken, nonce: taken.nonce - 1 };
}

export interface SeedRotation {
  readonly previous: {
    readonly serverSeed: string;
    readonly serverSeedHash: string;
    readonly clientSeed: string;
    readonly nonce: number;
  };
  readonly current: { readonly serverSeedHash: string; readonly clientSeed: string; readonly nonce: number };
}

/** Reveals the active server seed and starts a new pair; refused while a round on it is still open. */
export async function rotateSeedPair(
  executor: StudioExecutor,
  owner: string,
  clientSeed: string | undefined,
): Promise<SeedRotation> {
  if (clientSeed !== undefined) assertClientSeed(clientSeed);
  const pair = await activeSeedPair(executor, owner);
  const [open] = await executor
    .select({ id: studioRounds.id })
    .from(studioRounds)
    .where(and(eq(studioRounds.seedPairId, pair.id), inArray(studioRounds.status, ['open', 'pending'])))
    .limit(1);
  if (open) throw new StudioError(409, 'round_open', 'Finish the open round before changing the seeds');
  const [revealed] = await executor
    .update(studioSeedPairs)
    .set({ active: false, revealedAt: new Date() })
    .where(and(eq(studioSeedPairs.id, pair.id), eq(studioSeedPairs.active, true)))
    .returning();
  if (!revealed) throw new StudioError(409, 'seeds_changed', 'The seeds were changed meanwhile: reload the game');
  const serverSeed = generateServerSeed();
  const [next] = await executor
    .insert(studioSeedPairs)
    .values({
      owner,
      serverSeed,
      serverSeedHash: hashServerSeedSync(serverSeed),
      clientSeed: clientSeed ?? generateClientSeed(),
    })
    .returning();
  if (!next) throw new Error('seed pair insert returned no row');
  return {
    previous: {
      serverSeed: revealed.serverSeed,
      serverSeedHash: revealed.serverSeedHash,
      clientSeed: revealed.clientSeed,
      nonce: revealed.nonce,
    },
    current: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nonce },
  };
}
