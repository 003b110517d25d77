import type { Executor } from '../../db/executor';
import { realtimeOutbox } from './realtime-outbox.table';

/** Dispatchers of this process, woken when a service records an event. */
const nudgeListeners = new Set<() => void>();

/**
 * Records a real-time event on the caller's transaction: it is delivered once that transaction
 * commits, and never when it rolls back. Must run on the transaction's executor (PGlite rule).
 */
export async function publishInTransaction(executor: Executor, channel: string, data: unknown): Promise<void> {
  await executor.insert(realtimeOutbox).values({ channel, data });
  // The commit has not happened yet: the dispatcher polls briskly for a moment to catch it.
  for (const nudge of nudgeListeners) nudge();
}

/** Registers a dispatcher's wake-up; returns the function that removes it. */
export function onOutboxNudge(listener: () => void): () => void {
  nudgeListeners.add(listener);
  return () => nudgeListeners.delete(listener);
}
