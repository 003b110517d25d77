import type { FastifyInstance } from 'fastify';
import { waitUntil } from './payments';

/**
 * Runs the app's jobs (starting its workers if need be) until none of `kinds` (default: every
 * kind) is left waiting, deferred or running: what a test awaits before reading a job's effect.
 */
export async function runJobsUntilDone(
  app: FastifyInstance,
  kinds?: readonly string[],
  timeoutMs = 30_000,
): Promise<void> {
  await app.jobs.start();
  await waitUntil(async () => (await app.jobs.unfinished(kinds)) === 0, timeoutMs);
}
